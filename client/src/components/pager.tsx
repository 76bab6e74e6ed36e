import './pager.css';

/** How far a paged list goes: its row count and page size, or, for a list that has no total, whether a next page may exist. */
type Extent = { total: number; limit: number } | { hasNext: boolean };

/** Where a paged list is: the page shown (from 1), how far the list goes, and how to go to another page. */
export type PageProps = { page: number; onPage: (p: number) => void } & Extent;

export interface PagerLook {
  /** The feature's own class (its CSS places the nav). */
  className?: string;
  /** The arena's look: bare buttons and 第n/m页. */
  plain?: boolean;
  /** 共 N 条 before the buttons, shown even when the list fits on one page. */
  showTotal?: boolean;
  /** The nav's name for screen readers; a second pager on the same page needs its own. */
  label?: string;
}

/**
 * 上一页 / 第 n / m 页 / 下一页 under a paged list; hidden when everything fits on one page. A list without a total
 * reads 第 n 页 and offers 下一页 while `hasNext`.
 */
export default function Pager(props: PageProps & PagerLook) {
  const { page, onPage, className, plain = false, showTotal = false, label = '分页' } = props;
  const pages = 'total' in props ? Math.max(1, Math.ceil(props.total / props.limit)) : null;
  const hasNext = pages === null ? 'hasNext' in props && props.hasNext : page < pages;
  const moves = pages === null ? page > 1 || hasNext : pages > 1;
  const total = showTotal && 'total' in props ? props.total : null;
  if (!moves && total === null) return null;
  const button = plain ? undefined : 'btn btn-sm';
  const where =
    pages === null
      ? plain
        ? `第${page}页`
        : `第 ${page} 页`
      : plain
        ? `第${page}/${pages}页`
        : `第 ${page} / ${pages} 页`;
  return (
    <nav className={className ? `pager ${className}` : 'pager'} aria-label={label}>
      {total !== null && <span>共 {total} 条</span>}
      {moves && (
        <>
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            上一页
          </button>
          <span>{where}</span>
          <button type="button" className={button} disabled={!hasNext} onClick={() => onPage(page + 1)}>
            下一页
          </button>
        </>
      )}
    </nav>
  );
}
