import type { ReactNode } from 'react';

/**
 * A cell that holds only text: the cell element itself, its class and the text, no element inside (a row
 * that scrolls in creates one element fewer per such column, issue 18).
 */
export function textCell(col: string, className: string, text: ReactNode): ReactNode {
  return (
    <div key={col} className={className} data-col={col}>
      {text}
    </div>
  );
}
