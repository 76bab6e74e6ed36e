/**
 * A random id for one user action (a post's double-submit key, a reward's idempotency key), made with
 * crypto.getRandomValues: crypto.randomUUID exists only on HTTPS and localhost pages, and a site opened over
 * plain HTTP by address (docker-compose's :8080) threw on it, which took the post editor down.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
