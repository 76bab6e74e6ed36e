import type { OddsMarket } from '../domain/odds.ts';

/**
 * The arena's answers as the gateway (gateway/src/arena) sends them and the client (client/src/features/arena)
 * reads them: written once here so the two cannot drift (spec §7 "Arena").
 */

/** A pick's market (spec `pan`: ya 亚盘, da 大小, ou 欧赔): the same three the odds pages show. */
export type PickMarket = OddsMarket;
/** What a pick backs: home/away on 亚盘, over/under on 大小, home/draw/away on 欧赔. */
export type PickSelection = 'home' | 'away' | 'draw' | 'over' | 'under';
export type PickResult = 'win' | 'half_win' | 'push' | 'half_loss' | 'loss';

export const PICK_RESULT_LABEL: Record<PickResult, string> = {
  win: '赢',
  half_win: '赢半',
  push: '走',
  half_loss: '输半',
  loss: '输',
};

/** A pick as the API shows it: its selection and reason only to those who may read them. */
export interface ArenaPick {
  id: number;
  userId: number;
  userName: string;
  headImage: string;
  isModel: boolean;
  matchId: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  kickoff: number;
  matchDay: string;
  market: PickMarket;
  /**
   * The pick itself (side, line, price): like the reason, what a paid pick's buyers pay for, so null while
   * hidden. The match and the market stay public, so a visitor knows what is on sale.
   */
  selection: PickSelection | null;
  line: number | null;
  price: number | null;
  /** 球币, two decimals; 0 is free. */
  chargeMoney: number;
  isCharge: boolean;
  /** Sanitized HTML (the gateway's allow-list); null while hidden (paid, not bought, not the author, not settled). */
  reason: string | null;
  canRead: boolean;
  bought: boolean;
  /**
   * A paid pick still offered for sale: pending and its kick-off ahead on the upstream's clock. The page
   * shows 球币查看 only then; the buy itself still asks the feed.
   */
  onSale: boolean;
  contentHash: string;
  /**
   * The random salt hashed into contentHash, shown with the pick's content (null while that is hidden): with it
   * anyone who can read the pick recomputes the hash; without it a hidden pick cannot be guessed from its hash.
   * '' for picks published before salts (their hash has none).
   */
  hashSalt: string | null;
  publishedAt: number;
  status: 'pending' | 'settled' | 'void';
  result: PickResult | null;
  homeScore: number | null;
  awayScore: number | null;
  settledAt: number | null;
  likes: number;
  /** The viewer already gave it a 赞 (false for visitors), so the button shows pressed after a reload. */
  liked: boolean;
  buyers: number;
  /**
   * The viewer's purchase came back (a void, or an author who cancelled the account): when, and the ledger's
   * bill line for it (推荐作废退款 / 作者已注销退款 …); null for everyone else.
   */
  refund: { at: number; memo: string } | null;
}

/** A user's record over their settled picks. */
export interface ArenaStats {
  settled: number;
  hits: number;
  misses: number;
  pushes: number;
  /** Percent (0–100, one decimal) of hits among picks that were not 走; null with none. */
  hitRate: number | null;
  hitRate3d: number | null;
  hitRate5d: number | null;
  hitRate7d: number | null;
  /**
   * The last `lastN` picks in match order: 近N中M over those that were not 走 (a 走 is neither hit nor miss), with
   * the 走 beside them (近4中3 1走), or 暂无战绩 before any pick settled (近0中0 reads as a record).
   */
  lastN: { n: number; hits: number; pushes: number; label: string };
  currentStreak: number;
  bestStreak: number;
  /** Units won per unit staked over every settled pick, percent (one decimal); null with none. */
  roi: number | null;
  profit: number;
}

/** getWinningProbability: one user's stats with the 王牌 flag. */
export interface ArenaUserStats extends ArenaStats {
  userId: number;
  aceFlag: 0 | 1;
}

/** getArenaUserInfoNew: the stats with the name and avatar. */
export interface ArenaUserInfo extends ArenaUserStats {
  userName: string;
  headImage: string;
  isModel: boolean;
}

/** One line of a round's ranking. */
export interface ArenaRankRow {
  rank: number;
  userId: number;
  settled: number;
  hits: number;
  /** 走 among `settled`: neither hit nor miss, so a record reads (settled − pushes)中hits. */
  pushes: number;
  hitRate: number | null;
  profit: number;
  roi: number | null;
}

export interface ArenaRankEntry extends ArenaRankRow {
  userName: string;
  headImage: string;
  isModel: boolean;
}
