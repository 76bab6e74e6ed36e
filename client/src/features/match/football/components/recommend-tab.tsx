import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../app/paths.ts';
import LoadError from '../../../../components/load-error.tsx';
import { arenaApi } from '../../../arena/api/arena-api.ts';
import { useApi } from '../../../arena/api/use-api.ts';
import { PickList } from '../../../arena/components/pick-card.tsx';
import '../../../arena/arena.css';

/** While a pick waits for its result, ask again this often: settlement follows the final whistle. */
const PENDING_REFRESH_MS = 10_000;

/** 推荐: the arena picks on this match, with a way to publish one before kick-off. */
export default function RecommendTab({ matchId, notStarted }: { matchId: string; notStarted: boolean }) {
  const { state, reload } = useApi(() => arenaApi.byMatch(matchId), matchId);
  const pending = state.status === 'ready' && state.data.list.some((p) => p.status === 'pending');
  useEffect(() => {
    if (!pending) return;
    const t = setInterval(reload, PENDING_REFRESH_MS);
    return () => clearInterval(t);
  }, [pending, reload]);

  return (
    <section className="fm-panel fm-recommend" data-testid="recommend">
      {notStarted && (
        <p>
          <Link
            className="btn btn-primary"
            to={`${paths.arena}/forecast?matchId=${encodeURIComponent(matchId)}`}
          >
            发布本场推荐
          </Link>
        </p>
      )}
      {state.status === 'loading' && <p className="fm-state">推荐加载中…</p>}
      {state.status === 'error' && <LoadError msg={state.msg} onRetry={state.retry} />}
      {state.status === 'ready' &&
        (state.data.list.length === 0 ? (
          <>
            <p className="fm-state">本场比赛暂无竞技场推荐</p>
            <p>
              <Link to={paths.arena}>去竞技场看看其他推荐</Link>
            </p>
          </>
        ) : (
          <PickList picks={state.data.list} empty="" hideMatch />
        ))}
    </section>
  );
}
