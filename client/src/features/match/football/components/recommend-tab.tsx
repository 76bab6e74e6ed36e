import { Link } from 'react-router-dom';
import { paths } from '../../../../app/paths.ts';

/** 推荐: arena picks are not tied to matches yet, so this says so and points to the arena. */
export default function RecommendTab() {
  return (
    <section className="fm-panel fm-recommend" data-testid="recommend">
      <p className="fm-state">本场比赛暂无竞技场推荐</p>
      <p>
        <Link to={paths.arena}>去竞技场看看其他推荐</Link>
      </p>
    </section>
  );
}
