import { FootballState, formatEventMinute } from '@kuyi/shared';
import { MINUTE, toSecond } from '../util/day-time.ts';
import { pick, type Rng, randInt } from '../util/rng.ts';
import type { FootballPlan, PlannedWord } from './plan-types.ts';

/** Chinese text commentary (文字直播) for a planned match: its events plus lines between them. */
const FILLERS = [
  '{team}在中场耐心倒脚，寻找进攻机会。',
  '{team}右路传中，被对方后卫头球解围。',
  '{team}左路突破后传中，门将出击将球没收。',
  '{team}禁区外远射，皮球稍稍高出横梁。',
  '{team}的反击被越位旗打断。',
  '{team}获得前场任意球，直接射门被人墙挡出。',
  '双方在中场展开激烈争夺，比赛节奏很快。',
  '{team}后场长传找前锋，被对方中卫拦截。',
  '{team}连续传递渗透，但最后一传稍大。',
  '{team}前场逼抢积极，迫使对手回传门将。',
  '{team}的射门被门将稳稳抱住。',
  '{team}打出一次漂亮的配合，可惜射门偏出。',
  '裁判示意比赛继续，{team}的球员对判罚有些不满。',
  '{team}控制着场上节奏，对手收缩防守。',
];

/** How long after an event its line is told (the commentator sees it, then types). */
const EVENT_LINE_DELAY_MS = 5_000;

const word = (
  at: number,
  time: string,
  text: string,
  kind: string | null,
  side: 'home' | 'away' | null,
): PlannedWord => ({
  at: toSecond(at),
  time,
  text,
  kind,
  side,
});

export function planCommentary(plan: FootballPlan, rng: Rng): PlannedWord[] {
  const { timeline, home, away } = plan;
  const words: PlannedWord[] = [];
  const teamOf = (side: 'home' | 'away') => (side === 'home' ? home.name : away.name);
  // A match called off before kick-off gets its notice only: no welcome to a match nobody will play.
  const calledOff = timeline.phases.some(
    (p) =>
      p.state === FootballState.Postponed ||
      p.state === FootballState.Cancelled ||
      p.state === FootballState.TBD,
  );
  const pre = plan.kickoff - randInt(rng, 10, 20) * MINUTE - randInt(rng, 0, 300) * 1000;
  if (!calledOff) {
    words.push(
      word(
        pre,
        '',
        `欢迎收看${plan.league.name}${plan.round ? ` ${plan.round}` : ''}的比赛，${home.name}主场迎战${away.name}。`,
        null,
        null,
      ),
    );
    if (plan.venue)
      words.push(word(pre + 60_000, '', `本场比赛在${plan.venue}进行，天气：${plan.weather}。`, null, null));
  }
  const lastScore = [...timeline.events].reverse().find((e) => e.score !== null)?.score ?? '0-0';
  let prev: FootballState = FootballState.NotStarted;
  let etPhases = 0;
  for (const phase of timeline.phases) {
    if (phase.state === FootballState.ExtraTime) etPhases++;
    const text = phaseText(
      phase.state,
      prev,
      phase.injuryTime,
      etPhases,
      `${home.name} ${lastScore} ${away.name}`,
    );
    if (text) words.push(word(phase.at, '', text, 'period', null));
    prev = phase.state;
  }
  // An event is told a few seconds after it happens, but always before the next whistle's line: a goal
  // at 90+4'59" is told before 全场比赛结束, which may come a second later.
  const lineAt = (at: number) => {
    const next = timeline.phases.find((p) => p.at > at)?.at ?? Number.POSITIVE_INFINITY;
    return Math.max(at, Math.min(at + EVENT_LINE_DELAY_MS, next - 1_000));
  };
  for (const e of timeline.events) {
    const time = formatEventMinute(e.minute, e.addedTime);
    const team = teamOf(e.side);
    // The side that concedes an own goal is the other one (an own goal's side is the side it counts for).
    const conceding = teamOf(e.side === 'home' ? 'away' : 'home');
    const score = e.score ?? '';
    const assist = e.relatedPlayer ? `，${e.relatedPlayer}助攻` : '';
    const texts: Record<string, string> = eventTexts(
      e.player,
      team,
      conceding,
      score,
      assist,
      e.relatedPlayer,
    );
    words.push(word(lineAt(e.at), time, texts[e.kind] ?? '', e.kind, e.side));
  }
  for (const step of timeline.shootout) {
    const team = teamOf(step.side);
    words.push(
      word(
        step.at + 2_000,
        '点球',
        `点球大战：${team}${step.scored ? '罚进' : '罚失'}，${step.home}-${step.away}。`,
        'penalty',
        step.side,
      ),
    );
  }
  // Lines between events, every few minutes of play.
  for (let minute = randInt(rng, 2, 5); minute <= timeline.totalMinutes; minute += randInt(rng, 3, 7)) {
    const at = timeline.timeOf(minute, null, randInt(rng, 0, 59));
    if (at === null) continue;
    const side = rng() < 0.5 ? 'home' : 'away';
    words.push(word(at, `${minute}'`, pick(rng, FILLERS).replace('{team}', teamOf(side)), null, side));
  }
  return words.sort((a, b) => a.at - b.at);
}

/** Sentences for one event; without a player's name they read as whole sentences about the team. */
export function eventTexts(
  player: string | null,
  team: string,
  conceding: string,
  score: string,
  assist: string,
  related: string | null,
): Record<string, string> {
  if (player)
    return {
      goal: `进球！${team}${player}破门得分${assist}！比分 ${score}。`,
      penaltyGoal: `点球命中！${team}${player}主罚一蹴而就！比分 ${score}。`,
      ownGoal: `乌龙球！${conceding}的${player}不慎将球打进自家球门，${team}受益！比分 ${score}。`,
      goalCancelled: `VAR介入！经过视频回放，${team}的进球被判无效，比分变回 ${score}。`,
      penaltyMissed: `点球未进！${team}${player}的点球被门将扑出。`,
      yellow: `${team}的${player}吃到一张黄牌。`,
      secondYellow: `两黄变一红！${team}的${player}被罚下场。`,
      red: `红牌！${team}的${player}被直接罚下，${team}少一人作战。`,
      sub: `${team}换人：${player}换下${related ?? ''}。`,
      corner: `${team}获得一个角球。`,
    };
  return {
    goal: `进球！${team}破门得分${assist}！比分 ${score}。`,
    penaltyGoal: `点球命中！${team}主罚点球一蹴而就！比分 ${score}。`,
    ownGoal: `乌龙球！${conceding}不慎将球打进自家球门，${team}受益！比分 ${score}。`,
    goalCancelled: `VAR介入！经过视频回放，${team}的进球被判无效，比分变回 ${score}。`,
    penaltyMissed: `点球未进！${team}主罚的点球被门将扑出。`,
    yellow: `${team}有球员吃到一张黄牌。`,
    secondYellow: `两黄变一红！${team}有球员被罚下场。`,
    red: `红牌！${team}有球员被直接罚下，${team}少一人作战。`,
    sub: `${team}进行了一次换人。`,
    corner: `${team}获得一个角球。`,
  };
}

function phaseText(
  state: FootballState,
  prev: FootballState,
  injury: number,
  etPhases: number,
  final: string,
): string | null {
  switch (state) {
    case FootballState.FirstHalf:
      if (injury > 0) return `第四官员示意上半场补时${injury}分钟。`;
      return prev === FootballState.Interrupted ? '比赛恢复进行。' : '比赛开始！';
    case FootballState.HalfTime:
      return '上半场比赛结束，双方回到更衣室休息。';
    case FootballState.SecondHalf:
      return injury > 0 ? `第四官员示意下半场补时${injury}分钟。` : '下半场比赛开始。';
    case FootballState.ExtraTime:
      return (
        [
          '常规时间结束，双方战平，比赛将进入加时赛。',
          '加时赛开始。',
          '加时赛上半场结束。',
          '加时赛下半场开始。',
          '加时赛结束，双方仍未分出胜负。',
        ][etPhases - 1] ?? null
      );
    case FootballState.Penalties:
      return '比赛进入点球大战！';
    case FootballState.Finished:
      return `全场比赛结束！${final}。`;
    case FootballState.Interrupted:
      return '比赛因故中断，等待裁判决定。';
    case FootballState.Abandoned:
      return '比赛被裁判宣布腰斩。';
    case FootballState.Postponed:
      return '本场比赛宣布推迟。';
    case FootballState.Cancelled:
      return '本场比赛宣布取消。';
    case FootballState.TBD:
      return '本场比赛开球时间待定。';
    default:
      return null;
  }
}
