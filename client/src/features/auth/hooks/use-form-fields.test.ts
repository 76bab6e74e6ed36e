import { changePasswordSchema, MSG } from '@kuyi/shared';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormFields } from './use-form-fields.ts';

const typed = (value: string) => ({ target: { value } }) as never;

describe('useFormFields (spec §5: each field’s message under it, [V0])', () => {
  it('check puts each failing field’s first message under it and answers no data; a field typed in loses its message', () => {
    const { result } = renderHook(() =>
      useFormFields({ originalPassword: '', password: '', confirmPassword: '' }),
    );
    let data: unknown = 'unset';
    act(() => {
      data = result.current.check(changePasswordSchema);
    });
    expect(data).toBeNull();
    expect(result.current.errors.originalPassword).toBe(MSG.originalPasswordRequired);
    expect(result.current.errors.confirmPassword).toBe(MSG.confirmRequired);
    act(() => result.current.set('originalPassword')(typed('old-secret1')));
    expect(result.current.errors.originalPassword).toBeUndefined();
    expect(result.current.errors.confirmPassword).toBe(MSG.confirmRequired);
  });

  it('check answers the parsed data and clears every message once all rules pass; a message from outside the schema still stops it', () => {
    const { result } = renderHook(() =>
      useFormFields({ originalPassword: 'old-secret1', password: '', confirmPassword: '' }),
    );
    act(() => {
      result.current.check(changePasswordSchema);
    });
    expect(Object.keys(result.current.errors).length).toBeGreaterThan(0);
    act(() => result.current.set('password')(typed('new-secret2')));
    act(() => result.current.set('confirmPassword')(typed('new-secret2')));
    let data: unknown = null;
    act(() => {
      data = result.current.check(changePasswordSchema, { agreement: MSG.agreementRequired });
    });
    expect(data).toBeNull();
    expect(result.current.errors).toEqual({ agreement: MSG.agreementRequired });
    act(() => {
      data = result.current.check(changePasswordSchema);
    });
    expect(data).toEqual({
      originalPassword: 'old-secret1',
      password: 'new-secret2',
      confirmPassword: 'new-secret2',
    });
    expect(result.current.errors).toEqual({});
  });
});
