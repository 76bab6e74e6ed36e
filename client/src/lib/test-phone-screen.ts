import { PHONE_QUERY } from './use-media-query.ts';

/**
 * For tests of the phone layout: a phone-wide screen, where PHONE_QUERY matches. Call it before the first
 * render reads the query (useMediaQuery keeps one MediaQueryList per query; vitest forks a process per file).
 */
export function stubPhoneScreen(): void {
  window.matchMedia = ((query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
