import { type FootballMatch, FootballState, preMatchView } from '@kuyi/shared';
import { modelPick } from '../arena/model-pick.ts';

/**
 * [AI7] How long before kick-off the leader sends the pre-match view to the subscribers of a match, its teams
 * and its league. 30 minutes: late enough that the odds the view is computed from are close to the closing
 * line (most of the pre-match movement, team news included, happens in the last hour), early enough for a fan
 * to read it and still get to the match (or a bet) before kick-off.
 */
export const PREVIEW_LEAD_MS = 30 * 60_000;

/**
 * [AI7] A match still 未开 this long after its scheduled kick-off (a late start) still gets its view; past it
 * the match is treated as delayed or stale and gets none — a view of a match hours late is noise.
 */
export const PREVIEW_LATE_MS = 15 * 60_000;

/** [AI7] How often the leader looks for matches entering the lead window (the list may stay quiet). */
export const PREVIEW_TICK_MS = 30_000;

/** [AI7] Whether a match's pre-match view is due at `now`: not started, within the lead time of kick-off. */
export function previewDue(m: Pick<FootballMatch, 'state' | 'kickoff'>, now: number): boolean {
  return (
    m.state === FootballState.NotStarted &&
    now >= m.kickoff - PREVIEW_LEAD_MS &&
    now < m.kickoff + PREVIEW_LATE_MS
  );
}

/** [AI4][AI7] The event key of a match's pre-match view: one per user and match, whatever sent it. */
export const previewKey = (matchId: string) => `${matchId}:preview`;

/** [AI7] The text of a pre-match view reminder. */
export function previewText(m: FootballMatch): { title: string; body: string } {
  const view = preMatchView(m.odds);
  const parts: string[] = [];
  if (view.probabilities)
    parts.push(
      `胜平负概率：主胜${view.probabilities.home}%，平${view.probabilities.draw}%，客胜${view.probabilities.away}%`,
    );
  if (view.xg) parts.push(`预期进球：${m.homeName} ${view.xg.home}，${m.awayName} ${view.xg.away}`);
  const pick = modelPick(m);
  if (pick) parts.push(`模型倾向：亚盘${pick.selection === 'home' ? '主队' : '客队'}`);
  return {
    title: `赛前模型观点：${m.homeName} vs ${m.awayName}`,
    body: parts.length > 0 ? parts.join('；') : '该场比赛暂无指数，模型无法给出观点',
  };
}
