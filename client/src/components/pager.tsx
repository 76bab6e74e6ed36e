/** Where a paged list is: the page shown (from 1), how many rows in all, how many a page, and how to go to another page. */
export interface PageProps {
  page: number;
  total: number;
  limit: number;
  onPage: (p: number) => void;
}

/**
 * 上一页 / 第 n / m 页 / 下一页 under a paged list; hidden when everything fits on one page.
 * `className` is the feature's own (its CSS lays the nav out); `plain` is the arena's look: bare buttons and 第n/m页.
 */
export default function Pager({
  page,
  total,
  limit,
  onPage,
  className,
  plain = false,
}: PageProps & { className: string; plain?: boolean }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const button = plain ? undefined : 'btn btn-sm';
  return (
    <nav className={className} aria-label="分页">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      <span>{plain ? `第${page}/${pages}页` : `第 ${page} / ${pages} 页`}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
