import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A team's link (…?team=X#fixtures) from a table above: the fixtures are drawn after the jump, so the browser
 * found no #fixtures to scroll to and left the fan at the top, the team's matches below the tables. Each
 * navigation to #fixtures (its location key) scrolls the section into view once it is drawn.
 */
export function useFixturesJump(section: RefObject<HTMLElement | null>): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#fixtures') section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, key, section]);
}
