/** A query string from named values; an absent or empty value is left out, so the gateway's default applies. */
export const queryString = (params: Record<string, string | number | undefined>): string =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
