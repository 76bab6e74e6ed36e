import { type ChangeEvent, useCallback, useState } from 'react';

/**
 * A form of text fields and [V0] the messages a failed submit put under each. `set(key)` is the field's
 * onChange: editing a field takes its message away, so a phone number typed in after an empty submit no longer
 * sits above '请输入手机号！'; the next submit checks again.
 */
export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [form, setForm] = useState(initial);
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
  const set = (key: F) => (e: Pick<ChangeEvent<HTMLInputElement>, 'target'>) => {
    const { value } = e.target;
    setForm((f) => ({ ...f, [key]: value }));
    clearError(key);
  };
  /** Puts a message under `key` that came from elsewhere (the server refusing the phone an SMS code is for). */
  const showError = (key: F) => (message: string) => setErrors((all) => ({ ...all, [key]: message }));
  return { form, setForm, set, errors, setErrors, clearError, showError };
}
