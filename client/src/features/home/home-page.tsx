import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import HomeNews from './home-news.tsx';
import TopMatches from './top-matches.tsx';
import './home.css';

/**
 * /: the official home. Today's big matches live first; news, arena picks and hot forum posts join as
 * blocks when those areas have content (a block with nothing to show is not rendered).
 */
export default function HomePage() {
  return (
    <div className="home">
      <section className="home-hero">
        <h1>酷易体育</h1>
        <p>足球、篮球即时比分直播 · 赛程赛果 · 赔率指数 · 联赛资料</p>
        <nav className="home-links" aria-label="快速入口">
          <Link className="btn btn-primary" to={paths.football}>
            足球即时比分
          </Link>
          <Link className="btn btn-primary" to={paths.basketball}>
            篮球即时比分
          </Link>
          <Link className="btn" to="/handicap">
            指数中心
          </Link>
          <Link className="btn" to={paths.database}>
            资料库
          </Link>
        </nav>
      </section>
      <div className="home-grid">
        <TopMatches sport="football" />
        <TopMatches sport="basketball" />
        <HomeNews />
      </div>
    </div>
  );
}
