import SharedPager, { type PageProps } from '../../../components/pager.tsx';
import { deepPagesNote } from '../forum-paging.ts';

/**
 * The forum's pager: 上一页 / 第 n / m 页 / 下一页; hidden when everything fits on one page. With `maxPage` (the post
 * lists, forum-paging.ts) it offers no page past it and says 仅显示前N页 when the list holds more.
 */
export function Pager({ maxPage, ...props }: PageProps & { maxPage?: number }) {
  if (maxPage === undefined || !('total' in props) || props.total <= maxPage * props.limit)
    return <SharedPager {...props} className="forum-pager" />;
  return (
    <>
      <SharedPager {...props} total={maxPage * props.limit} className="forum-pager" />
      <p className="forum-note forum-pager-cap">{deepPagesNote(maxPage)}</p>
    </>
  );
}
