import type { ReactNode } from 'react';

/**
 * A link in a table row: a plain anchor that the table turns into in-app navigation (see row-clicks.ts).
 * `href` is the app path itself: the router has no basename, so it is what react-router's Link would render.
 */
export default function RowLink(props: {
  href: string;
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <a href={props.href} className={props.className} title={props.title} data-row-link="">
      {props.children}
    </a>
  );
}
