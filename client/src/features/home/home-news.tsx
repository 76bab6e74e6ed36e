import { NEWS_LIMITS, type NewsItem } from '@kuyi/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { newsApi } from '../news/api/news-api.ts';
import { newsListPath, newsPath } from '../news/news-paths.ts';
import { newsTime } from '../news/news-time.ts';

/** 最新资讯 on the home page: the newest articles; like the other blocks it hides while there are none. */
export default function HomeNews({ onSettled }: { onSettled?: (block: 'news') => void }) {
  const [items, setItems] = useState<NewsItem[]>([]);
  useEffect(() => {
    let live = true;
    void newsApi.list({ page: 1, limit: NEWS_LIMITS.homeBlock }).then((res) => {
      if (!live) return;
      if (res.ok) setItems(res.data.list);
      onSettled?.('news');
    });
    return () => {
      live = false;
    };
  }, [onSettled]);
  if (items.length === 0) return null;
  return (
    <section className="home-block" aria-label="最新资讯">
      <div className="home-block-head">
        <h2>最新资讯</h2>
        <Link to={newsListPath()}>更多</Link>
      </div>
      <ul className="home-news">
        {items.map((n) => (
          <li key={n.id}>
            <Link to={newsPath(n.id)}>{n.title}</Link>
            <span>{newsTime(n.publishAt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
