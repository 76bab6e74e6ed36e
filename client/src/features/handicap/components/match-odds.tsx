import { type FootballState, isFootballLive, routeTitle, type Sport, settlementScore } from '@kuyi/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import ConnectionNotice from '../../match/football/components/connection-notice.tsx';
import { fetchMatchHeader } from '../api/fetch-match-header.ts';
import { useMatchCompanies } from '../hooks/use-match-companies.ts';
import { usePriceFlashes } from '../hooks/use-price-flashes.ts';
import { useRest } from '../hooks/use-rest.ts';
import { halfTimeScore } from '../model/half-score.ts';
import { handicapPath, type TabDef, tabLabel } from '../model/handicap-tabs.ts';
import CompanyComparison from './company-comparison.tsx';
import MatchHeader from './match-header.tsx';
import OddsHistory from './odds-history.tsx';

/** The match line is re-read now and then for the score and state; the odds themselves arrive live. */
const HEADER_REFRESH_MS = 30_000;

/** Codes of an answer that says there is no such match (unknown id, or not an id at all). */
const NO_SUCH_MATCH = new Set([400, 404]);

/**
 * One match's odds: the header, every company of `odds:{sport}:{id}` (held while the page is open and
 * released on leave; an earlier day's football match read once over REST), and the chosen company's history.
 */
export default function MatchOdds({ sport, matchId, tab }: { sport: Sport; matchId: string; tab: TabDef }) {
  const header = useRest(`${sport}:${matchId}`, (signal) => fetchMatchHeader(sport, matchId, signal), {
    refreshMs: HEADER_REFRESH_MS,
  });
  const missing = header.kind === 'error' && NO_SUCH_MATCH.has(header.code);
  const { companies, loading, refused, error, retry } = useMatchCompanies(sport, matchId, !missing);
  const flashes = usePriceFlashes(companies, tab.markets, sport);
  const [picked, setPicked] = useState<string | null>(null);
  const selected = companies.find((c) => c.companyId === picked) ?? companies[0] ?? null;

  const heading = tabLabel(tab, sport);
  const location = useLocation();
  const route = routeTitle(location.pathname, location.search) ?? '指数中心';
  const match = header.kind === 'ok' ? header.data : null;
  useDocumentTitle(match ? `${match.homeName} VS ${match.awayName} ${route}` : null);

  if (missing)
    return (
      <section className="hc-card hc-empty" data-testid="handicap-missing">
        <p>未找到该比赛（编号 {matchId}），可能编号有误或比赛已从赛程中移除。</p>
        <p>
          <Link to={handicapPath('index', sport)}>返回今日比赛列表</Link>
        </p>
      </section>
    );

  return (
    <>
      <MatchHeader sport={sport} view={header} />
      {/* Prices frozen by a dropped link look current: say so, as the score pages and match pages do. */}
      <ConnectionNotice sport={sport} />
      <section className="hc-card" aria-label="各公司指数对比">
        <header className="hc-section-head">
          <h2>各公司{heading}对比</h2>
          <span className="muted hc-note">即时盘高于初盘为红、低于为绿；本页打开后变动的数值会闪烁</span>
        </header>
        {loading && <p className="hc-empty muted">正在加载指数…</p>}
        {refused !== null && <p className="hc-empty muted">{refused}</p>}
        {error !== null && <LoadError msg={`指数加载失败：${error}`} onRetry={retry} />}
        {!loading && refused === null && error === null && companies.length === 0 && (
          <p className="hc-empty">暂无指数数据</p>
        )}
        {companies.length > 0 && (
          <CompanyComparison
            companies={companies}
            markets={tab.markets}
            sport={sport}
            flashes={flashes}
            selectedId={selected?.companyId ?? null}
            onSelect={setPicked}
            settledOn={match?.state === -1 ? settlementScore(match) : null}
            halfSettledOn={match ? halfTimeScore(match, sport) : null}
            // Football books close markets in play (封盘, since the feed's 683194f); basketball's never go blank.
            inPlay={sport === 'football' && match !== null && isFootballLive(match.state as FootballState)}
          />
        )}
      </section>
      {selected && (
        <OddsHistory
          key={tab.tab}
          sport={sport}
          matchId={matchId}
          company={selected}
          markets={tab.markets}
          kickoff={match?.kickoff}
        />
      )}
    </>
  );
}
