import type { CupInfo, ScheduleItem } from '@kuyi/shared';
import { bracketOf, thirdPlaceOf, winnerOf } from '../model/bracket.ts';
import { scoreText } from '../model/format.ts';

function Tie({ m }: { m: ScheduleItem }) {
  return (
    <div className="db-tie">
      <span className={winnerOf(m) === 'home' ? 'win' : undefined}>{m.homeName}</span>
      <b>{scoreText(m)}</b>
      <span className={winnerOf(m) === 'away' ? 'win' : undefined}>{m.awayName}</span>
    </div>
  );
}

/** 淘汰赛对阵: one column per knockout stage, 待定 for ties not drawn yet; the 三四名决赛 under the final. */
export default function CupBracket({ stages }: { stages: CupInfo['stages'] }) {
  const columns = bracketOf(stages);
  const third = thirdPlaceOf(stages);
  if (columns.length === 0) return <p className="db-note">淘汰赛尚未开始</p>;
  return (
    <div className="db-bracket" data-testid="bracket">
      {columns.map((col, c) => (
        <div className="db-bracket-col" key={col.name}>
          <h3>{col.name}</h3>
          {col.ties.map((m, i) =>
            m ? (
              <Tie m={m} key={m.id} />
            ) : (
              // Undrawn slots have nothing but their position.
              <div className="db-tie tbd" key={i}>
                待定
              </div>
            ),
          )}
          {third && c === columns.length - 1 && (
            <div className="db-third" data-testid="third-place">
              <h3>三四名决赛</h3>
              <Tie m={third} />
            </div>
          )}
        </div>
      ))}
    </div>
  );
}
