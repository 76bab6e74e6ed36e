import type { FootballPart, FootballProvenance, RealMatchSource } from '@kuyi/shared';
import type { ReactNode } from 'react';
import './source-note.css';

const PART_LABEL: Record<FootballPart, string> = {
  result: '赛果',
  halfTime: '半场比分',
  events: '比赛事件',
  eventMinutes: '事件时间',
  cornerMinutes: '角球时间',
  cards: '红黄牌',
  corners: '角球',
  shots: '射门',
  fouls: '犯规',
  tech: '其余技术统计',
  lineups: '阵容',
  referee: '裁判',
  venue: '场地',
  weather: '天气',
  commentary: '文字直播',
  shootoutOrder: '点球大战罚球顺序',
  openingOdds: '初盘',
  closingOdds: '终盘',
  oddsMoves: '初盘至终盘间的变盘',
  inPlayOdds: '滚球指数',
};

/** The real sources, named and linked as the database's credit line does (../shared/data/MANIFEST.md). */
export const SOURCE_NAME: Record<RealMatchSource, ReactNode> = {
  'football-data': (
    <a href="https://www.football-data.co.uk/" target="_blank" rel="noreferrer">
      football-data.co.uk
    </a>
  ),
  openfootball: (
    <>
      <a href="https://github.com/openfootball" target="_blank" rel="noreferrer">
        openfootball
      </a>
      （公有领域）
    </>
  ),
  sfgio: <>worldcup.sfg.io（采自 FIFA.com）</>,
  nba: (
    <>
      NBA 官方数据（经{' '}
      <a href="https://github.com/dblackrun/pbpstats" target="_blank" rel="noreferrer">
        pbpstats
      </a>{' '}
      整理）
    </>
  ),
};

/** "甲、乙与丙": the Chinese list a credit line reads as. */
export function listOf(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join('、')}与${labels.at(-1)}`;
}

const STATS = ['cards', 'corners', 'shots', 'fouls'] as const;

/**
 * A part list as words, shortened where parts go together: corner minutes need no naming beside every
 * event's minutes, and a list holding every statistic says 技术统计 once.
 */
function labelsOf(parts: readonly FootballPart[], modelled: boolean): string[] {
  const has = new Set(parts);
  const allStats = has.has('tech') && STATS.every((p) => has.has(p));
  const events = has.has('events') && has.has('eventMinutes');
  const out: string[] = [];
  for (const p of parts) {
    if (p === 'cornerMinutes' && has.has('eventMinutes')) continue;
    if (allStats && (STATS as readonly string[]).includes(p)) continue;
    if (events && p === 'eventMinutes') continue;
    if (events && p === 'events') out.push(modelled ? '事件时间及细节' : '比赛事件及时间');
    else if (allStats && p === 'tech') out.push('技术统计');
    else out.push(PART_LABEL[p]);
  }
  return out;
}

/**
 * The match page's footnote on where its data comes from ([F5] `provenance`): each real source credited
 * with the parts it gives, then what the feed generated, so generated minutes, weather and commentary are
 * not read as facts. A synthetic match says so outright; a feed that does not say gets no note.
 */
export default function SourceNote({ provenance }: { provenance?: FootballProvenance | undefined }) {
  if (!provenance) return null;
  if (provenance.source === 'generated')
    return (
      <p className="match-source-note" data-testid="source-note">
        本场为模拟比赛：比分、事件与数据均为模拟生成，并非真实赛果。
      </p>
    );
  const modelled = labelsOf(provenance.modelled, true);
  return (
    <p className="match-source-note" data-testid="source-note">
      {provenance.credits.map((c, i) => (
        <span key={c.source}>
          {i > 0 && '；'}
          {listOf(labelsOf(c.parts, false))}来自 {SOURCE_NAME[c.source]}
        </span>
      ))}
      {modelled.length > 0 ? `；${listOf(modelled)}为模拟。` : '。'}
    </p>
  );
}
