/**
 * Stand-ins for k6's built-in modules so vitest can drive the k6 helpers against a real socket.io server
 * (k6 itself is not installable on the build machines). Aliased in vitest.config.ts; never used by k6.
 */
export const checks: { name: string; ok: boolean }[] = [];

export function check<T>(value: T, sets: Record<string, (v: T) => boolean>): boolean {
  let all = true;
  for (const [name, fn] of Object.entries(sets)) {
    const ok = fn(value);
    checks.push({ name, ok });
    all &&= ok;
  }
  return all;
}

export default { check };
