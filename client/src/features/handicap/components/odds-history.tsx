import { type CompanyOdds, type EuroLine, euroBreakdown, type Sport } from '@kuyi/shared';
import { useState } from 'react';
import { fetchOddsHistory } from '../api/fetch-odds-history.ts';
import { useRest } from '../hooks/use-rest.ts';
import { historyRows } from '../model/history-rows.ts';
import { cellLabels, MARKET_KIND, type MarketKey, marketTitle } from '../model/market-cells.ts';
import HistoryChart from './history-chart.tsx';

const NO_HISTORY = '暂无该公司的历史变化';

function HistoryBody({
  sport,
  matchId,
  company,
  market,
  kickoff,
}: {
  sport: Sport;
  matchId: string;
  company: CompanyOdds;
  market: MarketKey;
  kickoff: number | undefined;
}) {
  // Football only: the score centre keeps no basketball odds history.
  const key = sport === 'football' ? `${matchId}:${company.companyId}:${market}` : null;
  const view = useRest(
    key,
    (signal) => fetchOddsHistory(matchId, company.companyId, market, signal, company.updatedAt),
    {
      // A new price is a new step: read the history again when this company's odds move.
      revision: company.updatedAt,
    },
  );
  if (sport === 'basketball')
    return (
      <div className="hc-empty">
        <p>{NO_HISTORY}</p>
        <p className="muted">篮球指数只提供初盘与即时盘，不记录逐次变化。</p>
      </div>
    );
  if (view.kind === 'loading') return <p className="hc-empty muted">正在加载指数变化…</p>;
  if (view.kind === 'error') return <p className="hc-empty muted">{view.msg}</p>;
  const rows = historyRows(view.data, market, sport, kickoff);
  if (rows.length === 0) return <p className="hc-empty">{NO_HISTORY}</p>;
  const euro = MARKET_KIND[market] === 'euro';
  return (
    <>
      <HistoryChart rows={rows} market={market} sport={sport} />
      <div className="hc-scroll">
        <table className="hc-table hc-steps" data-testid="handicap-history">
          <thead>
            <tr>
              <th>时间</th>
              <th>比分</th>
              {cellLabels(market, sport).map((label) => (
                <th key={label}>{label}</th>
              ))}
              {euro && <th>返还率</th>}
              <th>状态</th>
            </tr>
          </thead>
          <tbody>
            {/* Newest first, as odds sites list changes. */}
            {rows
              .map((row, i) => ({ row, i }))
              .reverse()
              .map(({ row, i }) => {
                const rate = euro ? euroBreakdown(row.value as EuroLine)?.returnRate : null;
                return (
                  <tr key={`${row.at}-${i}`}>
                    <td className="hc-time">{row.time}</td>
                    <td>{row.score}</td>
                    {row.cells.map((c) => {
                      const move = row.moves[c.key];
                      const cls = [c.key === 'line' ? 'hc-line' : '', move ? `hc-${move}` : ''].filter(
                        Boolean,
                      );
                      return (
                        <td key={c.key} className={cls.join(' ') || undefined}>
                          {c.text}
                        </td>
                      );
                    })}
                    {euro && (
                      <td className="hc-rate">{rate == null ? '-' : `${(rate * 100).toFixed(1)}%`}</td>
                    )}
                    <td className={`hc-state-${row.state === '滚' ? 'live' : 'pre'}`}>{row.state}</td>
                  </tr>
                );
              })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The chosen company's changes of one market: a line chart and the steps with time and score. */
export default function OddsHistory({
  sport,
  matchId,
  company,
  markets,
  kickoff,
}: {
  sport: Sport;
  matchId: string;
  company: CompanyOdds;
  markets: readonly MarketKey[];
  kickoff?: number;
}) {
  const [picked, setPicked] = useState<MarketKey | null>(null);
  const market = picked && markets.includes(picked) ? picked : (markets[0] as MarketKey);
  return (
    <section className="hc-card hc-history" aria-label="指数变化">
      <header className="hc-section-head">
        <h2>
          {company.companyName} · {marketTitle(market, sport)}变化
        </h2>
        {markets.length > 1 && (
          <fieldset className="hc-switch" aria-label="选择盘口">
            {markets.map((m) => (
              <button
                key={m}
                type="button"
                className={m === market ? 'hc-chip active' : 'hc-chip'}
                aria-pressed={m === market}
                onClick={() => setPicked(m)}
              >
                {marketTitle(m, sport)}
              </button>
            ))}
          </fieldset>
        )}
      </header>
      <HistoryBody sport={sport} matchId={matchId} company={company} market={market} kickoff={kickoff} />
    </section>
  );
}
