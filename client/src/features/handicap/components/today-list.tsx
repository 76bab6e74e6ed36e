import { type FootballState, isFootballLive, type MainOdds, type Sport } from '@kuyi/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import LoadError from '../../../components/load-error.tsx';
import { kickoffText } from '../../scores/components/kickoff-text.tsx';
import { useDisplayZone } from '../../scores/hooks/use-display-zone.ts';
import { sealedMarkets } from '../../scores/model/list-odds.ts';
import { fetchToday } from '../api/fetch-today.ts';
import { useRest } from '../hooks/use-rest.ts';
import { type HandicapTab, handicapPath } from '../model/handicap-tabs.ts';
import { hasScore } from '../model/has-score.ts';
import { cellLabels, lineCells, type MarketKey, marketTitle } from '../model/market-cells.ts';
import { countToday, filterToday, TODAY_FILTERS, type TodayFilter } from '../model/today-filter.ts';
import MatchStatus from './match-status.tsx';

/** Scores and the main company's lines move slowly enough for a REST re-read; no list channel is held. */
export const TODAY_REFRESH_MS = 30_000;

const MARKETS: readonly ('ya' | 'da' | 'ou')[] = ['ya', 'da', 'ou'];

function MainLine(props: { odds: MainOdds; market: 'ya' | 'da' | 'ou'; sport: Sport; sealed: boolean }) {
  const { odds, market, sport, sealed } = props;
  const cells = lineCells(market as MarketKey, odds[market], sport);
  if (!cells && sealed)
    return (
      <td className="hc-odds hc-sealed" title="封盘中">
        <abbr title="封盘中">封</abbr>
      </td>
    );
  if (!cells) return <td className="hc-odds none">-</td>;
  return (
    <td className="hc-odds">
      {cells.map((c) => (
        <span key={c.key} className={c.key === 'line' ? 'hc-line' : undefined}>
          {c.text}
        </span>
      ))}
    </td>
  );
}

/** Today's matches of one sport with the main company's lines; each opens that match's odds. */
export default function TodayList({ sport, tab }: { sport: Sport; tab: HandicapTab }) {
  // 重试 bumps the revision: one read at once instead of waiting for the next refresh.
  const [attempt, setAttempt] = useState(0);
  const view = useRest(`today:${sport}`, (signal) => fetchToday(sport, signal), {
    refreshMs: TODAY_REFRESH_MS,
    revision: attempt,
  });
  const [filter, setFilter] = useState<TodayFilter>('all');
  const zone = useDisplayZone();
  const rows = view.kind === 'ok' ? filterToday(view.data.rows, filter) : [];
  const counts = view.kind === 'ok' ? countToday(view.data.rows) : null;
  const day = view.kind === 'ok' ? view.data.date : '';
  return (
    <section className="hc-card" aria-label="今日比赛指数">
      <div className="hc-toolbar">
        <nav className="hc-switch" aria-label="选择运动">
          {(['football', 'basketball'] as const).map((s) => (
            <Link key={s} className={s === sport ? 'hc-chip active' : 'hc-chip'} to={handicapPath(tab, s)}>
              {s === 'football' ? '足球' : '篮球'}
            </Link>
          ))}
        </nav>
        <fieldset className="hc-switch" aria-label="比赛状态">
          {TODAY_FILTERS.map((f) => (
            <button
              key={f.filter}
              type="button"
              className={f.filter === filter ? 'hc-chip active' : 'hc-chip'}
              aria-pressed={f.filter === filter}
              onClick={() => setFilter(f.filter)}
            >
              {f.label}
              {counts && <span className="hc-count">{counts[f.filter]}</span>}
            </button>
          ))}
        </fieldset>
        <span className="muted hc-note">澳门即时指数，完场为终盘 · 点击对阵查看各公司指数</span>
      </div>
      {view.kind === 'loading' && <p className="hc-empty muted">正在加载今日比赛…</p>}
      {view.kind === 'error' && <LoadError msg={view.msg} onRetry={() => setAttempt((n) => n + 1)} />}
      {view.kind === 'ok' && rows.length === 0 && (
        <p className="hc-empty muted">{filter === 'all' ? '今日暂无比赛' : '暂无符合条件的比赛'}</p>
      )}
      {rows.length > 0 && (
        <div className="hc-scroll">
          <table className="hc-table hc-today" data-testid="handicap-today">
            <thead>
              <tr>
                <th>赛事</th>
                <th>时间</th>
                <th>状态</th>
                <th>对阵</th>
                {MARKETS.map((m) => (
                  <th key={m} title={cellLabels(m, sport).join(' / ')}>
                    {marketTitle(m, sport)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const scored = hasScore(row.state);
                // A finished match's prices have collapsed to nothing; its closing line (终盘) is what counts.
                const odds = row.state === -1 && row.closing ? row.closing : row.odds;
                const inPlay = sport === 'football' && isFootballLive(row.state as FootballState);
                const sealed = sealedMarkets({ odds: row.odds, closing: row.closing ?? null }, inPlay);
                const kickoff = kickoffText(row.kickoff, day, zone);
                return (
                  <tr key={row.id} data-match-id={row.id}>
                    <td className="hc-league" style={{ color: row.leagueColor }}>
                      {row.leagueName}
                    </td>
                    <td className={kickoff.dated ? 'hc-time dated' : 'hc-time'}>{kickoff.content}</td>
                    <td className="hc-state">
                      <MatchStatus sport={sport} row={row} />
                    </td>
                    <td className="hc-teams">
                      <Link className="hc-match-link" to={handicapPath(tab, sport, row.id)}>
                        <span className="hc-home">{row.homeName}</span>
                        <span className="hc-score">
                          {scored ? `${row.homeScore}-${row.awayScore}` : 'VS'}
                        </span>
                        <span className="hc-away">{row.awayName}</span>
                      </Link>
                    </td>
                    {MARKETS.map((m) => (
                      <MainLine key={m} odds={odds} market={m} sport={sport} sealed={sealed[m]} />
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
