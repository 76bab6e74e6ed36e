import {
  type Anime,
  type CupInfo,
  type DatabaseIndex,
  databaseIndexSchema,
  type FootballAnalysis,
  type FootballHeader,
  type LeaguePoints,
  type LiveWords,
} from '@kuyi/shared';
import { type ApiResult, requestJson } from '../../../../lib/http/request-json.ts';

const q = encodeURIComponent;

/** A competition's table: a league's 积分榜, or a cup's groups and stages. */
export type CompetitionTable = { kind: 'league'; data: LeaguePoints } | { kind: 'cup'; data: CupInfo };

/** The cached `/sc/api` reads behind the match pages (spec §7), each answering in the envelope. */
export const footballMatchApi = {
  header: (matchId: string, signal?: AbortSignal) =>
    requestJson<FootballHeader>(`/sc/api/football/header?matchId=${q(matchId)}`, {}, signal),

  /** Every commentary line of one match so far ([F3] with a matchId). */
  words: (matchId: string, signal?: AbortSignal) =>
    requestJson<LiveWords>(
      `/sc/api/football/liveWords?cursor=0&matchId=${q(matchId)}&limit=5000`,
      {},
      signal,
    ),

  analysis: (matchId: string, signal?: AbortSignal) =>
    requestJson<FootballAnalysis>(`/sc/api/football/analysis?matchId=${q(matchId)}`, {}, signal),

  /**
   * The database's competitions (the /database index), to learn whether a match's competition has a page
   * there and whether it is a league or a cup. An answer that does not read as the index is an error: the
   * header then names the competition without a link rather than guessing one.
   */
  async competitions(signal?: AbortSignal): Promise<ApiResult<DatabaseIndex>> {
    const res = await requestJson<unknown>('/sc/api/football/database', {}, signal);
    if (!res.ok) return res;
    const parsed = databaseIndexSchema.safeParse(res.data);
    return parsed.success
      ? { ok: true, msg: res.msg, data: parsed.data }
      : { ok: false, code: 502, msg: '资料库数据格式异常' };
  },

  anime: (matchId: string, cursor: number, signal?: AbortSignal) =>
    requestJson<Anime>(`/sc/api/football/anime?matchId=${q(matchId)}&cursor=${cursor}`, {}, signal),

  /**
   * The table of the match's competition and season. Rows carry no league/cup flag; cup rows have no
   * league rank, so `cupFirst` (both ranks null) asks for the cup's tables first. A wrong guess costs one
   * more read: the centre answers 400 for a league id given as a cup id and the other way round.
   */
  async table(
    leagueId: string,
    season: string,
    cupFirst: boolean,
    signal?: AbortSignal,
  ): Promise<ApiResult<CompetitionTable>> {
    // No season on the row: the centre's current one.
    const seasonQuery = season ? `&season=${q(season)}` : '';
    const league = async (): Promise<ApiResult<CompetitionTable>> => {
      const res = await requestJson<LeaguePoints>(
        `/sc/api/football/leaguePoints?leagueId=${q(leagueId)}${seasonQuery}&lang=2`,
        {},
        signal,
      );
      return res.ok ? { ok: true, msg: res.msg, data: { kind: 'league', data: res.data } } : res;
    };
    const cup = async (): Promise<ApiResult<CompetitionTable>> => {
      const res = await requestJson<CupInfo>(
        `/sc/api/football/cupInfo?cupId=${q(leagueId)}${seasonQuery}`,
        {},
        signal,
      );
      return res.ok ? { ok: true, msg: res.msg, data: { kind: 'cup', data: res.data } } : res;
    };
    const [first, second] = cupFirst ? [cup, league] : [league, cup];
    const answer = await first();
    return !answer.ok && answer.code === 400 ? second() : answer;
  },
};
