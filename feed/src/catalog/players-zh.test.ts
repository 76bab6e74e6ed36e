import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadWorldCups, worldCupDataDir } from '../sources/worldcup-data.ts';
import { loadSfgDay } from '../sources/worldcup-sfgio.ts';
import { WorldCupView } from '../sources/worldcup-view.ts';
import { SFGIO_PLAYERS_ZH, scorerZh, sfgPersonZh, WORLD_CUP_SCORERS_ZH } from './players-zh.ts';

const DATA = worldCupDataDir();
const SFG_DAY = join(DATA, 'wc2018-sfgio', '2018-06-27_matches_today.json');
const present =
  existsSync(join(DATA, 'openfootball-worldcup', '2022', 'worldcup.json')) && existsSync(SFG_DAY);
if (!present)
  console.warn(
    `[feed] openfootball-worldcup / wc2018-sfgio not found at ${DATA}: the players-zh tests are skipped (set KUYI_DATA_DIR).`,
  );

/** Chinese characters and the separator dot; a leading Latin initial only in the sites' own forms (C罗). */
const CHINESE = /^(?:[A-Z](?=\p{Script=Han}))?[\p{Script=Han}·-]+$/u;
const YEARS = ['2018', '2022', '2026'] as const;

interface RawGoal {
  name: string;
}
const rawScorers = (year: string): string[] => {
  const file = JSON.parse(
    readFileSync(join(DATA, 'openfootball-worldcup', year, 'worldcup.json'), 'utf8'),
  ) as { matches: { goals1?: RawGoal[]; goals2?: RawGoal[] }[] };
  return [
    ...new Set(file.matches.flatMap((m) => [...(m.goals1 ?? []), ...(m.goals2 ?? [])]).map((g) => g.name)),
  ];
};
interface RawSfgPlayer {
  name: string;
}
const rawSfg = () =>
  JSON.parse(readFileSync(SFG_DAY, 'utf8')) as {
    officials: string[];
    home_team_statistics: { starting_eleven: RawSfgPlayer[]; substitutes: RawSfgPlayer[] };
    away_team_statistics: { starting_eleven: RawSfgPlayer[]; substitutes: RawSfgPlayer[] };
    home_team_events: { player: string }[];
    away_team_events: { player: string }[];
  }[];

/** "Son Heung-min", "SON Heungmin" and "Ivan Perišić", "Ivan Perisic" → one key. */
const plain = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z ]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .trim();

describe.skipIf(!present)('[WC5] World Cup players and referees are shown by their Chinese names', () => {
  it('every scorer of 2018, 2022 and 2026 is in the catalog, in Chinese', () => {
    for (const year of YEARS) {
      const names = rawScorers(year);
      expect(names.length, year).toBeGreaterThan(100);
      for (const name of names) expect(scorerZh(year, name), `${year} ${name}`).toMatch(CHINESE);
    }
  });

  it('every player and official of the sfg.io 2018-06-27 day is in the catalog, in Chinese', () => {
    const people = rawSfg().flatMap((m) => [
      ...m.officials,
      ...[m.home_team_statistics, m.away_team_statistics].flatMap((s) =>
        [...s.starting_eleven, ...s.substitutes].map((p) => p.name),
      ),
      ...[...m.home_team_events, ...m.away_team_events].map((e) => e.player),
    ]);
    expect(new Set(people).size).toBe(220);
    for (const name of people) expect(sfgPersonZh(name), name).toMatch(CHINESE);
  });

  it('the feed emits the Chinese names: goals, top scorers, events, line-ups and referee', () => {
    for (const cup of loadWorldCups(DATA)) {
      for (const m of cup.matches)
        for (const g of m.goals) expect(g.player, `${cup.year} #${m.num}`).toMatch(CHINESE);
    }
    for (const m of loadSfgDay(SFG_DAY)) {
      for (const e of m.events) {
        if (e.player) expect(e.player).toMatch(CHINESE);
        if (e.relatedPlayer) expect(e.relatedPlayer).toMatch(CHINESE);
      }
      for (const side of [m.lineups.home, m.lineups.away])
        for (const p of [...side.starters, ...side.bench]) expect(p.name).toMatch(CHINESE);
      expect(m.referee).toMatch(CHINESE);
    }
  });

  it('well-known players read as Chinese fans know them', () => {
    const at = (year: string) => {
      const cup = loadWorldCups(DATA).find((c) => c.year === year);
      if (!cup) throw new Error(year);
      return new WorldCupView(cup, Number.MAX_SAFE_INTEGER).scorers();
    };
    expect(
      at('2022')
        .slice(0, 2)
        .map((s) => [s.player, s.goals]),
    ).toEqual([
      ['姆巴佩', 8],
      ['梅西', 7],
    ]);
    expect(at('2018')[0]).toMatchObject({ player: '凯恩', goals: 6 });
    expect(scorerZh('2022', 'Cristiano Ronaldo')).toBe('C罗');
    expect(scorerZh('2018', 'Ronaldo')).toBe('C罗');
    expect(scorerZh('2018', 'Son Heung-min')).toBe('孙兴慜');
    expect(sfgPersonZh('JO Hyeonwoo')).toBe('赵贤祐');
    expect(sfgPersonZh('Toni KROOS')).toBe('克罗斯');
    expect(sfgPersonZh('Mark GEIGER')).toBe('盖格');
  });

  it('one player has one Chinese name across tournaments and sources', () => {
    // The same spelling, or the same name but for accents, hyphens and capitals, in any two lists.
    const lists = [...Object.values(WORLD_CUP_SCORERS_ZH), SFGIO_PLAYERS_ZH];
    const seen = new Map<string, { zh: string; source: string }>();
    for (const list of lists)
      for (const [source, zh] of Object.entries(list)) {
        const key = plain(source);
        const before = seen.get(key);
        if (before) expect(zh, `${source} / ${before.source}`).toBe(before.zh);
        else seen.set(key, { zh, source });
      }
    // A 2018 scorer named by his surname alone and the same man in the sfg.io line-ups.
    const same: [string, string, string][] = [
      ['2018', 'Kroos', 'Toni KROOS'],
      ['2018', 'Reus', 'Marco REUS'],
      ['2018', 'Kim Young-gwon', 'KIM Younggwon'],
      ['2018', 'Son Heung-min', 'SON Heungmin'],
      ['2018', 'Álvarez', 'Edson ALVAREZ'],
      ['2018', 'J. Hernández', 'Javier HERNANDEZ'],
      ['2018', 'Lozano', 'Hirving  LOZANO'],
      ['2018', 'Carlos Vela', 'Carlos VELA'],
      ['2018', 'Granqvist', 'Andreas GRANQVIST'],
      ['2018', 'Augustinsson', 'Ludwig AUGUSTINSSON'],
      ['2018', 'Toivonen', 'Ola TOIVONEN'],
      ['2018', 'Mitrović', 'Aleksandar MITROVIC'],
      ['2018', 'Kolarov', 'Aleksandar KOLAROV'],
      ['2018', 'Neymar', 'NEYMAR'],
      ['2018', 'Coutinho', 'PHILIPPE COUTINHO'],
      ['2018', 'Paulinho', 'PAULINHO'],
      ['2018', 'Fernandinho', 'FERNANDINHO'],
      ['2018', 'Shaqiri', 'Xherdan SHAQIRI'],
      ['2018', 'Xhaka', 'Granit XHAKA'],
      ['2018', 'Džemaili', 'Blerim DZEMAILI'],
      ['2018', 'Drmić', 'Josip DRMIC'],
      ['2018', 'Sommer', 'Yann SOMMER'],
      ['2018', 'Zuber', 'Steven ZUBER'],
      ['2018', 'Waston', 'Kendall WASTON'],
      ['2022', 'Freuler', 'Remo FREULER'],
      ['2022', 'Casemiro', 'CASEMIRO'],
      ['2022', 'Hwang Hee-chan', 'HWANG Heechan'],
      ['2022', 'Ilkay Gündogan', 'Ilkay GUENDOGAN'],
      ['2026', 'Raúl Jiménez', 'Raul JIMENEZ'],
    ];
    for (const [year, scorer, person] of same)
      expect(scorerZh(year, scorer), scorer).toBe(sfgPersonZh(person));
  });

  it('within a tournament no two teams’ scorers read alike', () => {
    for (const cup of loadWorldCups(DATA)) {
      const teamOf = new Map<string, string>();
      for (const m of cup.matches)
        for (const g of m.goals) {
          // An own goal counts for the other side but is scored by a player of the conceding team.
          const team = (g.side === 'home') !== (g.kind === 'ownGoal') ? m.home.code : m.away.code;
          const before = teamOf.get(g.player);
          if (before) expect(team, `${cup.year} ${g.player}`).toBe(before);
          else teamOf.set(g.player, team);
        }
    }
  });

  it('a name missing from the catalog is shown as the source wrote it', () => {
    expect(scorerZh('2022', 'Nobody Known')).toBe('Nobody Known');
    expect(scorerZh('1930', 'Guillermo Stábile')).toBe('Guillermo Stábile');
    expect(sfgPersonZh('Some ONE')).toBe('Some ONE');
  });
});
