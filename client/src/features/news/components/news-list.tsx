import type { NewsItem } from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { newsPath } from '../news-paths.ts';
import { newsTime } from '../news-time.ts';

/** Articles as a list: cover, title, summary and byline, all as text. */
export function NewsList({ items }: { items: NewsItem[] }) {
  return (
    <ul className="news-list" aria-label="资讯列表">
      {items.map((n) => (
        <li key={n.id} className="news-item">
          {n.cover && <img className="news-cover" src={n.cover} alt="" loading="lazy" />}
          <div className="news-item-body">
            <Link className="news-title" to={newsPath(n.id)}>
              {n.isTop && <span className="news-badge">头条</span>}
              {n.source === 'report' && <span className="news-badge report">赛报</span>}
              {n.title}
            </Link>
            <p className="news-summary">{n.summary}</p>
            <p className="news-meta">
              <span>{n.childTypeName}</span>
              <span>{n.writer.userName}</span>
              <span>{newsTime(n.publishAt)}</span>
              <span>评论 {n.commentNum}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
