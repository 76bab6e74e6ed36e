import SharedPager, { type PageProps } from '../../../components/pager.tsx';

/** The forum's pager: 上一页 / 第 n / m 页 / 下一页; hidden when everything fits on one page. */
export function Pager(props: PageProps) {
  return <SharedPager {...props} className="forum-pager" />;
}
