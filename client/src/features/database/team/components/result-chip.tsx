import type { TeamResult } from '../model/team-fixtures.ts';

/** The 积分榜's 近况 colours (database.css .db-form): 胜 red, 平 grey, 负 green, the Chinese convention. */
const RESULT_CLASS: Record<TeamResult, string> = { 胜: 'win', 平: 'draw', 负: 'lose' };

/** One 胜 / 平 / 负 chip; `title` says which match it was. */
export default function ResultChip({ result, title }: { result: TeamResult; title?: string }) {
  return (
    <i className={RESULT_CLASS[result]} title={title}>
      {result}
    </i>
  );
}
