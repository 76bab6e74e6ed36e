import {
  BEIJING_TIME_ZONE,
  type FootballMatch,
  formatKickoffDateTime,
  type WorldCupInfo,
  type WorldCupMatch,
} from '@kuyi/shared';
import { Link } from 'react-router-dom';
import { matchPageLink } from '../model/match-page-link.ts';
import { scoreText, winnerSide } from '../model/score-text.ts';
import { withLive } from '../model/with-live.ts';

function Side({ m, side }: { m: WorldCupMatch; side: 'home' | 'away' }) {
  const won = winnerSide(m) === side;
  const score = side === 'home' ? m.homeScore : m.awayScore;
  return (
    <div className={`wc-bk-team ${won ? 'won' : ''}`}>
      <span className="wc-bk-name">{side === 'home' ? m.homeName : m.awayName}</span>
      <span className="wc-bk-goals">{score ?? ''}</span>
    </div>
  );
}

function Tie({ match, live }: { match: WorldCupMatch; live: ReadonlyMap<string, FootballMatch> }) {
  const row = live.get(match.id);
  const m = withLive(match, row);
  const page = matchPageLink(m, row !== undefined && row.state > 0);
  return (
    <article className="wc-bk-tie" data-stage={m.stage} data-match-id={m.id}>
      <Side m={m} side="home" />
      <Side m={m} side="away" />
      <footer>
        <span className="wc-bk-result">{page ? <Link to={page}>{scoreText(m)}</Link> : scoreText(m)}</span>
        <time>{formatKickoffDateTime(m.kickoff, BEIJING_TIME_ZONE)}</time>
      </footer>
    </article>
  );
}

/**
 * The knockout rounds side by side, first round to final: a round's tie i is fed by the previous round's
 * ties 2i and 2i+1, so equal-height columns with evenly spread ties line them up. Scrolls sideways on phones.
 * A tie in play shows its running score from the live list (`live`, by match id); a played or playing tie's
 * result opens its match page, by the same rule as 赛程赛果 (`matchPageLink`).
 */
export default function KnockoutBracket(props: {
  bracket: WorldCupInfo['bracket'];
  thirdPlace: WorldCupInfo['thirdPlace'];
  live: ReadonlyMap<string, FootballMatch>;
}) {
  const { bracket, thirdPlace, live } = props;
  if (bracket.length === 0) return <p className="wc-empty">暂无淘汰赛数据</p>;
  const first = bracket[0]?.matches.length ?? 1;
  return (
    <div className="wc-bracket-wrap">
      {/* A phone shows two rounds of the bracket's width: say the rest is a swipe away (hidden on wider screens). */}
      <p className="wc-bracket-hint">左右滑动查看{bracket.at(-1)?.name ?? '后续轮次'} →</p>
      <div className="wc-bracket" style={{ ['--ties' as string]: first }}>
        {bracket.map((round) => (
          <section key={round.stage} className="wc-bk-round" aria-label={round.name} data-stage={round.stage}>
            <h3>{round.name}</h3>
            <div className="wc-bk-ties">
              {round.matches.map((m) => (
                <Tie key={m.id} match={m} live={live} />
              ))}
            </div>
          </section>
        ))}
      </div>
      {thirdPlace && (
        <section className="wc-bk-third" aria-label="三四名决赛">
          <h3>三四名决赛</h3>
          <Tie match={thirdPlace} live={live} />
        </section>
      )}
    </div>
  );
}
