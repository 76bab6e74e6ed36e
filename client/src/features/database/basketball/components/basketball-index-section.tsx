import type { CompetitionInfo } from '@kuyi/shared';
import RegionList from '../../components/region-list.tsx';
import { useFeed } from '../../hooks/use-feed.ts';
import { searchCompetitions } from '../../model/search-competitions.ts';
import { basketballDatabaseApi } from '../api/basketball-database-api.ts';
import { basketballPath } from '../model/basketball-paths.ts';
import '../basketball-database.css';

/** Leagues by region in the index's shape, so the football search filters them the same way. */
function byRegion(leagues: readonly CompetitionInfo[]) {
  const regions = new Map<string, CompetitionInfo[]>();
  for (const l of leagues) regions.set(l.region, [...(regions.get(l.region) ?? []), l]);
  return { regions: [...regions].map(([region, competitions]) => ({ region, competitions })) };
}

/**
 * [BB9] The index's 篮球 section: basketball leagues by region with their seasons, filtered by the index's
 * search. Its own read: when it fails, one line with 重试 says so and football stays as it was.
 */
export default function BasketballIndexSection({ search }: { search: string }) {
  const view = useFeed('bb-index', (s) => basketballDatabaseApi.index(s));
  if (view.kind === 'loading') return null;
  if (view.kind === 'error')
    return (
      <p className="db-sport-error" role="alert" data-testid="bb-index-error">
        篮球赛事加载失败{view.msg ? `（${view.msg}）` : ''}
        {view.retry && (
          <button type="button" className="btn btn-sm" onClick={view.retry}>
            重试
          </button>
        )}
      </p>
    );
  const regions = searchCompetitions(byRegion(view.data.leagues), search);
  if (regions.length === 0) return null;
  return (
    <section className="db-sport" data-testid="bb-index">
      <h2 className="db-sport-title">篮球</h2>
      <RegionList regions={regions} linkOf={(c) => basketballPath(c.id)} heading="h3" />
    </section>
  );
}
