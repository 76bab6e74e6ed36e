import { join } from 'node:path';
import { FootballState, SCORING_KINDS } from '@kuyi/shared';
import { describe, expect, it } from 'vitest';
import type { FootballPlan } from '../football/plan-types.ts';
import { footballRowAt } from '../football/row.ts';
import { WC_DATA, worldCupDataPresent } from '../test-support/world-cup.ts';
import { dateOf } from '../util/day-time.ts';
import { WorldCupSource } from './worldcup.ts';

const present = worldCupDataPresent(
  join('openfootball-worldcup', '2026', 'worldcup.json'),
  'the World Cup replay score tests',
);
const AFTER = 6 * 3600_000;

describe.skipIf(!present)('[WC3] a replayed World Cup match ends as the file says', () => {
  const source = present ? WorldCupSource.load(WC_DATA, 7) : null;
  const planOf = (date: string, home: string, away: string): FootballPlan => {
    const plan = source?.buildDay(date).football.find((p) => p.home.name === home && p.away.name === away);
    if (!plan) throw new Error(`${home}–${away} not replayed on ${date}`);
    return plan;
  };

  it('every match of every year in the data: the final score is the file’s (after extra time when played)', () => {
    const wrong: string[] = [];
    let played = 0;
    for (const cup of source?.cups ?? []) {
      const days = new Set(cup.matches.filter((m) => m.score).map((m) => dateOf(m.kickoff)));
      for (const day of days)
        for (const plan of source?.buildDay(day).football ?? []) {
          const m = cup.matches.find((x) => x.id === plan.id);
          const want = m?.score?.et ?? m?.score?.ft;
          const row = footballRowAt(plan, plan.kickoff + AFTER);
          played++;
          if (row.homeScore !== want?.[0] || row.awayScore !== want?.[1])
            wrong.push(`${cup.year} ${plan.home.name}–${plan.away.name} ${row.homeScore}-${row.awayScore}`);
        }
    }
    expect(played).toBeGreaterThan(200);
    expect(wrong).toEqual([]);
  });

  it('英格兰–阿根廷 2026: the winner the file writes as "92" is 90+2 and the match ends 1-2', () => {
    const plan = planOf('2026-07-16', '英格兰', '阿根廷');
    const row = footballRowAt(plan, plan.kickoff + AFTER);
    expect([row.state, row.homeScore, row.awayScore]).toEqual([FootballState.Finished, 1, 2]);
    const winner = plan.timeline.events.filter((e) => SCORING_KINDS.includes(e.kind)).at(-1);
    expect([winner?.side, winner?.minute, winner?.addedTime, winner?.score]).toEqual(['away', 90, 2, '1-2']);
  });

  it('克罗地亚–巴西 2022: Neymar’s 105+1 is scored in play, and 加时赛上半场结束 is told after it', () => {
    const plan = planOf('2022-12-09', '克罗地亚', '巴西');
    const goal = plan.timeline.events.find((e) => e.minute === 105 && e.addedTime === 1);
    expect(goal?.side).toBe('away');
    const at = goal?.at ?? 0;
    const row = footballRowAt(plan, at);
    expect(row.state).toBe(FootballState.ExtraTime);
    expect(row.periodStart).not.toBeNull();
    const lines = plan.words.map((w) => w.text);
    const goalLine = lines.findIndex((t) => t.includes('破门得分') && t.includes('0-1'));
    const breakLine = lines.indexOf('加时赛上半场结束。');
    expect(goalLine).toBeGreaterThan(0);
    expect(breakLine).toBeGreaterThan(goalLine);
  });
});
