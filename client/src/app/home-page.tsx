import { Link } from 'react-router-dom';
import { paths } from './paths.ts';

/** /: the official home. Its feature blocks (news, arena, forum) arrive with their issues. */
export default function HomePage() {
  return (
    <section className="home">
      <div className="home-hero">
        <h1>酷易体育</h1>
        <p>足球、篮球即时比分直播 · 赛程赛果 · 赔率指数 · 联赛资料</p>
        <div className="home-links">
          <Link className="btn btn-primary" to={paths.football}>
            足球即时比分
          </Link>
          <Link className="btn btn-primary" to={paths.basketball}>
            篮球即时比分
          </Link>
          <Link className="btn" to={paths.database}>
            资料库
          </Link>
        </div>
      </div>
      <p className="muted home-note">首页的热门资讯、竞技场推荐与论坛精选即将上线。</p>
    </section>
  );
}
