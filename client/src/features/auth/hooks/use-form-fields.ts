import { type ChangeEvent, useCallback, useState } from 'react';
import { type FormSchema, fieldErrors } from '../form-errors.ts';

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
  /**
   * A submit's check: the form against `schema`, each failing field's first message put under it (and `extra`,
   * the messages of rules outside the schema, such as the agreement box); the parsed data when all passed.
   */
  const check = <T>(schema: FormSchema<T>, extra: Record<string, string> = {}): T | null => {
    const parsed = schema.safeParse(form);
    setErrors({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...extra });
    return parsed.success && Object.keys(extra).length === 0 ? parsed.data : null;
  };
  return { form, setForm, set, errors, setErrors, clearError, showError, check };
}
