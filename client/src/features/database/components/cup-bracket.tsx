import type { CupInfo } from '@kuyi/shared';
import { bracketOf, winnerOf } from '../model/bracket.ts';
import { scoreText } from '../model/format.ts';

/** 淘汰赛对阵: one column per knockout stage, 待定 for ties not drawn yet. */
export default function CupBracket({ stages }: { stages: CupInfo['stages'] }) {
  const columns = bracketOf(stages);
  if (columns.length === 0) return <p className="db-note">淘汰赛尚未开始</p>;
  return (
    <div className="db-bracket" data-testid="bracket">
      {columns.map((col) => (
        <div className="db-bracket-col" key={col.name}>
          <h3>{col.name}</h3>
          {col.ties.map((m, i) =>
            m ? (
              <div className="db-tie" key={m.id}>
                <span className={winnerOf(m) === 'home' ? 'win' : undefined}>{m.homeName}</span>
                <b>{scoreText(m)}</b>
                <span className={winnerOf(m) === 'away' ? 'win' : undefined}>{m.awayName}</span>
              </div>
            ) : (
              // Undrawn slots have nothing but their position.
              <div className="db-tie tbd" key={i}>
                待定
              </div>
            ),
          )}
        </div>
      ))}
    </div>
  );
}
