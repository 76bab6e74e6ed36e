import type { ChannelState, FootballEvent, JsonObject, LiveWord } from '@kuyi/shared';
import { footballRow } from '../../../scores/model/fixtures.ts';
import type { MatchInfo } from './match-view.ts';

/** Test data: a match channel's entities ([P2]) for 阿森纳 v 切尔西; override what a test is about. */
export function testInfo(over: Partial<MatchInfo> = {}): MatchInfo {
  return {
    ...footballRow({ id: 'm1', state: 3, periodStart: Date.now() - 20 * 60_000, homeScore: 1, awayScore: 1 }),
    venue: '酋长球场',
    referee: '迈克尔·奥利弗',
    weather: '多云 12℃',
    ...over,
  };
}

export function testEvent(n: number, over: Partial<FootballEvent>): FootballEvent {
  return {
    id: `m1-${n}`,
    kind: 'goal',
    side: 'home',
    minute: 10,
    addedTime: null,
    player: null,
    relatedPlayer: null,
    score: null,
    generated: true,
    ...over,
  };
}

export function testWord(id: number, text: string, over: Partial<LiveWord> = {}): LiveWord {
  return { id, matchId: 'm1', time: '', text, kind: null, side: null, at: id, ...over };
}

const json = (v: object) => v as unknown as JsonObject;

export function testChannelState(parts: {
  info?: MatchInfo;
  events?: FootballEvent[];
  words?: LiveWord[];
  tech?: Record<string, { home: number; away: number }>;
  lineups?: object;
}): ChannelState {
  const state: ChannelState = { info: json(parts.info ?? testInfo()), tech: json(parts.tech ?? {}) };
  if (parts.lineups) state.lineups = json(parts.lineups);
  for (const e of parts.events ?? []) state[`ev:${e.id}`] = json(e);
  for (const w of parts.words ?? []) state[`w:${w.id}`] = json(w);
  return state;
}
