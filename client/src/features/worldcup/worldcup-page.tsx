import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import LoadError from '../../components/load-error.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import GroupTables from './components/group-tables.tsx';
import KnockoutBracket from './components/knockout-bracket.tsx';
import ScheduleList from './components/schedule-list.tsx';
import ScorerTable from './components/scorer-table.tsx';
import { useLiveRows } from './hooks/use-live-rows.ts';
import { useWorldCup } from './hooks/use-worldcup.ts';
import './worldcup-page.css';

const TABS = [
  { id: 'groups', name: '小组积分' },
  { id: 'schedule', name: '赛程赛果' },
  { id: 'bracket', name: '淘汰赛' },
  { id: 'scorers', name: '射手榜' },
] as const;
type Tab = (typeof TABS)[number]['id'];
const STATUS_LABEL = { upcoming: '未开赛', live: '进行中', finished: '已结束' } as const;

/** /worldcup — a tournament's groups, schedule (Beijing time), bracket and scorers; `?season=&tab=` in the URL. */
export default function WorldCupPage() {
  const [params, setParams] = useSearchParams();
  const season = params.get('season');
  const tab: Tab = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'groups';
  const load = useWorldCup(season);
  const info = load.kind === 'ready' ? load.info : null;
  const live = useLiveRows(info);
  useDocumentTitle(info ? `${info.title} - 世界杯` : null);
  // Only the seasons the server said it holds; the last ones told stay while another season loads.
  const told = info?.cup.seasons ?? (load.kind === 'error' ? load.seasons : null);
  const [known, setKnown] = useState<readonly string[]>([]);
  if (told && told.join() !== known.join()) setKnown(told);
  const seasons = told ?? known;
  const shown = info?.season ?? season;
  const set = (key: 'season' | 'tab', value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(key, value);
      return next;
    });

  return (
    <div className="wc-page">
      <header className="wc-head">
        <h1>世界杯</h1>
        <fieldset className="wc-picker" aria-label="选择届次">
          {seasons.map((s) => (
            <button
              key={s}
              type="button"
              className={s === shown ? 'active' : ''}
              aria-pressed={s === shown}
              onClick={() => set('season', s)}
            >
              {s}
            </button>
          ))}
        </fieldset>
      </header>

      {load.kind === 'loading' && <p className="wc-state">加载中…</p>}
      {load.kind === 'error' && (
        <LoadError
          msg={load.msg || '世界杯数据加载失败，请稍后再试'}
          // A season the server does not hold (404) stays so; anything else may pass.
          onRetry={load.code !== 404 ? load.retry : undefined}
        >
          {season !== null && seasons.length > 0 && !seasons.includes(season) && (
            <p>现有 {seasons.join('、')} 年世界杯的资料，请在上方选择届次。</p>
          )}
        </LoadError>
      )}
      {info && load.kind === 'ready' && (
        <>
          <section className="wc-summary" aria-label="赛事概况">
            <h2>{info.title}</h2>
            <p>
              东道主：{info.host} · {info.teamCount} 支球队 · {info.groups.length} 个小组 ·{' '}
              <span className={`wc-status ${info.status}`}>{STATUS_LABEL[info.status]}</span>
              {info.status === 'live' && (
                <>
                  {' '}
                  · <Link to="/football">正在进行的比赛见即时比分</Link>
                </>
              )}
            </p>
            {info.champion && (
              <p className="wc-champion" data-testid="wc-champion">
                冠军：<strong>{info.champion.name}</strong>
              </p>
            )}
          </section>

          <nav className="wc-tabs" aria-label="世界杯栏目">
            {TABS.map((t) => (
              <button
                key={t.id}
                type="button"
                className={t.id === tab ? 'active' : ''}
                aria-current={t.id === tab ? 'page' : undefined}
                onClick={() => set('tab', t.id)}
              >
                {t.name}
              </button>
            ))}
          </nav>

          {tab === 'groups' && <GroupTables groups={info.groups} />}
          {tab === 'schedule' && <ScheduleList stages={info.stages} live={live} />}
          {tab === 'bracket' && (
            <KnockoutBracket bracket={info.bracket} thirdPlace={info.thirdPlace} live={live} />
          )}
          {tab === 'scorers' && <ScorerTable rows={load.shooter.rows} />}

          <p className="wc-credit">
            {info.credit}。球队中文译名与北京时间换算由酷易体育整理；射手榜不计乌龙球。
          </p>
        </>
      )}
    </div>
  );
}
