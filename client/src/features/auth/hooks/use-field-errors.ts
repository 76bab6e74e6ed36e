import { useCallback, useState } from 'react';

/**
 * [V0] The messages a failed submit put under each field. Editing a field takes its message away, so a phone
 * number typed in after an empty submit no longer sits above '请输入手机号！'; the next submit checks again.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clearError = useCallback(
    (key: string) =>
      setErrors((all) => {
        if (!(key in all)) return all;
        const { [key]: _gone, ...rest } = all;
        return rest;
      }),
    [],
  );
  return { errors, setErrors, clearError };
}
