import type { ReactNode } from 'react';

/** A table of games that scrolls sideways on a phone (styles in football/components/tables.css). */
export default function GamesTable({
  className,
  testId,
  head,
  children,
}: {
  className: string;
  testId?: string;
  head: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="fm-table-scroll">
      <table className={className} data-testid={testId}>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
