/**
 * The vite dev server (`npm run dev -w client`) and the gateway's CSRF check must agree on its origin, or
 * login fails under `npm run dev` (issue 18): both read it from here.
 */
export const CLIENT_DEV_PORT = 4300;

/** The dev server's origins, trusted for cookie writes outside production. */
export const CLIENT_DEV_ORIGINS: readonly string[] = [
  `http://localhost:${CLIENT_DEV_PORT}`,
  `http://127.0.0.1:${CLIENT_DEV_PORT}`,
];
