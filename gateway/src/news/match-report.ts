import {
  type AsianResult,
  type FootballEvent,
  type FootballHeader,
  type FootballMatch,
  handicapLabel,
  matchDay,
  NEWS_CHILD_TYPES,
  type Side,
  settleAsian,
  settlementScore,
  settleTotal,
  type TotalResult,
} from '@kuyi/shared';

/**
 * A finished match's report, written from its data only ([N7]): every sentence is a template filled from
 * the row (score, half-time, cards, corners, closing line), the timeline (scorers and minutes, own goals,
 * penalties, red cards) and the tech stats. A fact the data does not carry is left out, never guessed:
 * events the upstream marks `generated` (minutes fitted to totals) are not reported as who-scored-when, a
 * scorer without a name is "信息暂缺", and a stat that is missing is simply not mentioned.
 */
export interface MatchReport {
  title: string;
  summary: string;
  /** HTML of <p> paragraphs; every data string is escaped. */
  content: string;
  parentType: number;
  childType: number;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const minuteText = (e: Pick<FootballEvent, 'minute' | 'addedTime'>) =>
  e.addedTime ? `第${e.minute}+${e.addedTime}分钟` : `第${e.minute}分钟`;

const byTime = (a: FootballEvent, b: FootballEvent) =>
  a.minute - b.minute || (a.addedTime ?? 0) - (b.addedTime ?? 0);

const SCORING = new Set(['goal', 'penaltyGoal', 'ownGoal', 'goalCancelled']);
const RED = new Set(['red', 'secondYellow']);

/** "2-1" → [2, 1]; null when the event carries no readable score. */
function parseScore(s: string | null): [number, number] | null {
  const m = s ? /^(\d+)-(\d+)$/.exec(s) : null;
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/**
 * The running score after each goal that stood: a goalCancelled takes back the last standing goal of its side
 * (the side the goal counted for, as an own goal's side is), as the score centre's animation does.
 */
function standingScores(goals: readonly FootballEvent[]): [number, number][] {
  const standing: FootballEvent[] = [];
  for (const e of goals) {
    if (e.kind !== 'goalCancelled') standing.push(e);
    else {
      const last = standing.findLastIndex((g) => g.side === e.side);
      if (last >= 0) standing.splice(last, 1);
    }
  }
  let home = 0;
  let away = 0;
  return standing.map((g) => {
    if (g.side === 'home') home++;
    else away++;
    return [home, away];
  });
}

/**
 * The timeline's goal events when they can be trusted as facts: read from a source (not generated), each
 * with its score after the event, and ending on the final score. Otherwise null.
 */
function reliableGoals(match: FootballMatch, events: readonly FootballEvent[]): FootballEvent[] | null {
  const goals = events.filter((e) => SCORING.has(e.kind)).sort(byTime);
  if (goals.some((e) => e.generated || parseScore(e.score) === null)) return null;
  const last = goals.length ? parseScore(goals[goals.length - 1]?.score ?? null) : [0, 0];
  if (!last || last[0] !== match.homeScore || last[1] !== match.awayScore) return null;
  return goals;
}

const ASIAN_WORD: Record<AsianResult, string> = {
  赢: '赢盘',
  赢半: '赢半盘',
  走: '走盘',
  输半: '输半盘',
  输: '输盘',
};
const TOTAL_WORD: Record<TotalResult, string> = {
  大: '大球',
  大半: '大半球',
  走: '走盘',
  小半: '小半球',
  小: '小球',
};

/** "2.5" rather than "2.50"; lines are quarter goals. */
const lineNum = (n: number) => String(Math.round(n * 100) / 100);

export function matchReport(header: FootballHeader): MatchReport {
  const { match: m, events, tech } = header;
  const home = esc(m.homeName);
  const away = esc(m.awayName);
  const team = (side: Side) => (side === 'home' ? home : away);
  const league = esc(m.leagueName);
  const h = m.homeScore;
  const a = m.awayScore;
  const childType = NEWS_CHILD_TYPES.find((t) => t.leagueId === m.leagueId) ?? NEWS_CHILD_TYPES[8];
  const day = matchDay(m.kickoff);
  const [, month, date] = day.split('-').map(Number);

  // Who won: the score, then a shoot-out.
  const pens: [number, number] | null =
    m.homePenalty !== null && m.awayPenalty !== null ? [m.homePenalty, m.awayPenalty] : null;
  const winner: Side | null =
    h > a
      ? 'home'
      : a > h
        ? 'away'
        : pens && pens[0] !== pens[1]
          ? pens[0] > pens[1]
            ? 'home'
            : 'away'
          : null;
  const goals = reliableGoals(m, events);
  // A comeback: the team that won by the score was behind at some point of the trusted timeline, counting
  // the goals that stood (a lead that lasted until VAR struck it off was never a lead).
  const comeback =
    goals !== null && h !== a && standingScores(goals).some(([x, y]) => (h > a ? x < y : y < x));

  const scoreWords = (x: number, y: number) => `${x}比${y}`;
  const resultText =
    h > a
      ? `${home}以${scoreWords(h, a)}${comeback ? '逆转' : '战胜'}${away}`
      : a > h
        ? `${away}${m.neutral ? '' : '客场'}以${scoreWords(a, h)}${comeback ? '逆转' : '战胜'}${home}`
        : pens && winner
          ? `${home}与${away}战成${scoreWords(h, a)}`
          : `${home}与${away}${scoreWords(h, a)}战平`;
  const headline =
    h > a
      ? `${m.homeName}${h}-${a}${comeback ? '逆转' : '力克'}${m.awayName}`
      : a > h
        ? comeback
          ? `${m.awayName}${a}-${h}逆转${m.homeName}`
          : `${m.homeName}${h}-${a}不敌${m.awayName}`
        : pens && winner
          ? // Level after 120 minutes and settled on penalties: the headline names who went through, as the
            // Chinese sports press writes it, not a 战平 for a tie somebody won.
            winner === 'home'
            ? `${m.homeName}点球大战${pens[0]}-${pens[1]}击败${m.awayName}`
            : `${m.awayName}点球大战${pens[1]}-${pens[0]}击败${m.homeName}`
          : `${m.homeName}${h}-${a}战平${m.awayName}`;
  const title = `${m.leagueName}：${headline}`.slice(0, 80);

  const paragraphs: string[] = [];
  const round = m.round ? esc(m.round) : '';
  const venue = m.neutral ? `${home}与${away}在中立场地交锋` : `${home}主场迎战${away}`;
  const opening = `北京时间${month}月${date}日，${league}${round}，${venue}。全场比赛结束，${resultText}。`;
  const lines = [opening];
  if (m.homeHalf !== null && m.awayHalf !== null) {
    const hh = m.homeHalf;
    const ha = m.awayHalf;
    lines.push(
      hh === ha
        ? `上半场双方战成${scoreWords(hh, ha)}。`
        : `上半场${hh > ha ? home : away}以${scoreWords(Math.max(hh, ha), Math.min(hh, ha))}领先。`,
    );
  }
  if (m.regular && (m.regular.home !== h || m.regular.away !== a)) {
    lines.push(
      `常规时间双方战成${scoreWords(m.regular.home, m.regular.away)}，加时赛后比分定格为${scoreWords(h, a)}。`,
    );
  }
  if (pens && winner) {
    lines.push(`点球大战中${team(winner)}以${scoreWords(Math.max(...pens), Math.min(...pens))}胜出。`);
  }
  paragraphs.push(lines.join(''));

  // Goals.
  if (h + a === 0 && (goals === null || goals.length === 0)) {
    paragraphs.push('本场比赛双方均未能破门。');
  } else if (goals === null) {
    paragraphs.push('本场进球的时间与进球球员信息暂缺。');
  } else {
    const said = goals.map((e) => {
      const who = e.player?.trim() ? esc(e.player.trim()) : null;
      const s = parseScore(e.score) as [number, number];
      const after = `，比分变为${scoreWords(s[0], s[1])}`;
      const t = minuteText(e);
      switch (e.kind) {
        case 'penaltyGoal':
          return who
            ? `${t}，${team(e.side)}的${who}主罚点球命中${after}`
            : `${t}，${team(e.side)}罚进点球（罚球球员信息暂缺）${after}`;
        case 'ownGoal':
          return who
            ? `${t}，${who}自摆乌龙，${team(e.side)}得分${after}`
            : `${t}，对手自摆乌龙，${team(e.side)}得分（球员信息暂缺）${after}`;
        case 'goalCancelled':
          return `${t}，${team(e.side)}的进球被判无效${after}`;
        default: {
          const assist = e.relatedPlayer?.trim() ? `，${esc(e.relatedPlayer.trim())}助攻` : '';
          return who
            ? `${t}，${who}为${team(e.side)}破门${assist}${after}`
            : `${t}，${team(e.side)}取得进球（进球球员信息暂缺）${after}`;
        }
      }
    });
    paragraphs.push(`${said.join('；')}。`);
  }

  // Cards: sent-off players from a trusted timeline, otherwise the row's totals.
  const cardLines: string[] = [];
  const reds = events.filter((e) => RED.has(e.kind)).sort(byTime);
  const redsTrusted = reds.length === m.homeRed + m.awayRed && reds.every((e) => !e.generated);
  if (redsTrusted) {
    for (const e of reds) {
      const who = e.player?.trim() ? `${team(e.side)}的${esc(e.player.trim())}` : `${team(e.side)}一名球员`;
      cardLines.push(
        `${minuteText(e)}，${who}${e.kind === 'secondYellow' ? '两黄变红' : '吃到红牌'}被罚下。`,
      );
    }
  } else {
    for (const [side, n] of [
      ['home', m.homeRed],
      ['away', m.awayRed],
    ] as const) {
      if (n > 0) cardLines.push(`${team(side)}全场有${n}人被红牌罚下。`);
    }
  }
  cardLines.push(
    m.homeYellow + m.awayYellow === 0
      ? '全场双方均未吃到黄牌。'
      : `全场${home}${m.homeYellow}张黄牌，${away}${m.awayYellow}张黄牌。`,
  );
  paragraphs.push(cardLines.join(''));

  // Key stats, each only when the data has it.
  const side = (s: Side) => {
    const parts: string[] = [];
    const v = (k: string) => tech[k]?.[s];
    const pos = v('possession');
    if (pos !== undefined) parts.push(`控球率${pos}%`);
    const shots = v('shots');
    const onTarget = v('shotsOnTarget');
    if (shots !== undefined)
      parts.push(onTarget !== undefined ? `射门${shots}次（射正${onTarget}次）` : `射门${shots}次`);
    else if (onTarget !== undefined) parts.push(`射正${onTarget}次`);
    parts.push(`角球${s === 'home' ? m.homeCorner : m.awayCorner}个`);
    return `${team(s)}${parts.join('，')}`;
  };
  paragraphs.push(`技术统计方面，${side('home')}；${side('away')}。`);

  // The result against the closing line ([D6]: regular time decides).
  const settle = settlementScore(m);
  const closing = m.closing ?? null;
  if (settle && closing && (closing.ya || closing.da)) {
    const odds: string[] = [];
    const basis =
      settle.home !== h || settle.away !== a
        ? `按常规时间比分${scoreWords(settle.home, settle.away)}计算，`
        : '';
    if (closing.ya) {
      const l = closing.ya.line;
      const give =
        l > 0 ? `${home}让${handicapLabel(l)}` : l < 0 ? `${home}受让${handicapLabel(-l)}` : '双方平手';
      const r = settleAsian(l, settle.home, settle.away);
      odds.push(`亚盘终盘${give}，${basis}${r === '走' ? '最终走盘' : `${home}${ASIAN_WORD[r]}`}`);
    }
    if (closing.da) {
      const total = settle.home + settle.away;
      const r = settleTotal(closing.da.line, total);
      odds.push(
        `大小球终盘${lineNum(closing.da.line)}球，${basis ? '常规时间' : '全场'}共${total}球，开出${TOTAL_WORD[r]}`,
      );
    }
    paragraphs.push(`盘口方面，${odds.join('；')}。`);
  }

  const content = paragraphs.map((p) => `<p>${p}</p>`).join('');
  return {
    title,
    summary: opening.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (x) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" })[x] ?? x,
    ),
    content,
    parentType: 1,
    childType: childType?.id ?? 9,
  };
}
