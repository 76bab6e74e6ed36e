import SharedPager, { type PageProps } from '../../../components/pager.tsx';
import '../news.css';

/** The news list's and comments' pager, placed by news.css (the forum's class is styled only where forum.css loads). */
export function Pager(props: PageProps) {
  return <SharedPager {...props} className="news-pager" />;
}
