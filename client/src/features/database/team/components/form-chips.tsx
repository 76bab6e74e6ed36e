import type { TeamFixture } from '../model/team-fixtures.ts';
import ResultChip from './result-chip.tsx';

/** 近期战绩: one chip a finished match, newest on the left as in the 积分榜's 近况; each says which match it was. */
export default function FormChips({ form }: { form: readonly TeamFixture[] }) {
  if (form.length === 0)
    return (
      <span className="tm-muted" data-testid="team-form">
        暂无完场比赛
      </span>
    );
  return (
    <span className="db-form tm-form-chips" data-testid="team-form" title="最近比赛，最新在左">
      {form.map((f) =>
        f.result ? (
          <ResultChip
            key={f.match.id}
            result={f.result}
            title={`${f.match.round} ${f.home ? '主' : '客'} ${f.opponentName} ${f.goalsFor}-${f.goalsAgainst}`}
          />
        ) : null,
      )}
    </span>
  );
}
