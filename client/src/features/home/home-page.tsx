import { useReducer } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths.ts';
import { useScrollBack } from '../../lib/use-scroll-back.ts';
import HomeNews from './home-news.tsx';
import TopMatches from './top-matches.tsx';
import './home.css';

type Block = 'football' | 'basketball' | 'news';
const BLOCKS: readonly Block[] = ['football', 'basketball', 'news'];
const EMPTY: ReadonlySet<Block> = new Set();
const addBlock = (done: ReadonlySet<Block>, block: Block): ReadonlySet<Block> =>
  done.has(block) ? done : new Set([...done, block]);

/**
 * /: the official home. Today's big matches live first; news, arena picks and hot forum posts join as
 * blocks when those areas have content (a block with nothing to show is not rendered).
 */
export default function HomePage() {
  // Back to the home lands where the fan left it once every block has loaded (each loads on its own; before,
  // the page was too short at once and Back landed at the top).
  const [settled, settle] = useReducer(addBlock, EMPTY);
  useScrollBack(settled.size === BLOCKS.length);
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
        <TopMatches sport="football" onSettled={settle} />
        <TopMatches sport="basketball" onSettled={settle} />
        <HomeNews onSettled={settle} />
      </div>
    </div>
  );
}
