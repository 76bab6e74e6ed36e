/**
 * What can be bought (issue 16). The server's table is the only source of an order's amount and contents: the
 * client sends a package id and nothing else that matters. Money in 分 (fen); 球币 in the wallet's unit (分 of
 * 球币, 1 球币 = 100). 1 元 buys 1 球币, larger packages add a bonus.
 */
export interface PayPackage {
  id: string;
  product: 'qiubi' | 'vip';
  /** Price in 分 (fen). */
  amountFen: number;
  /** 球币 credited, in the wallet's unit (分 of 球币). */
  qiubiFen: number;
  /** VIP days added. */
  vipDays: number;
  title: string;
  /** e.g. '送1球币'; empty without a bonus. */
  bonus: string;
}

const recharge = (yuan: number, bonusQiubi: number): PayPackage => ({
  id: `q${yuan}`,
  product: 'qiubi',
  amountFen: yuan * 100,
  qiubiFen: (yuan + bonusQiubi) * 100,
  vipDays: 0,
  title: `${yuan + bonusQiubi}球币`,
  bonus: bonusQiubi > 0 ? `送${bonusQiubi}球币` : '',
});

export const RECHARGE_PACKAGES: readonly PayPackage[] = [
  recharge(6, 0),
  recharge(30, 1),
  recharge(68, 5),
  recharge(128, 12),
];

/** VIP for money (a payment order) or for 球币 (member/buyVip): the same price either way, 1 元 = 1 球币. */
export interface VipPlan {
  id: string;
  days: number;
  /** Price in 分 (fen) for money, and in 分 of 球币 for 球币. */
  priceFen: number;
  title: string;
}

export const VIP_PLANS: readonly VipPlan[] = [
  { id: 'vip7', days: 7, priceFen: 800, title: 'VIP周卡' },
  { id: 'vip30', days: 30, priceFen: 2500, title: 'VIP月卡' },
  { id: 'vip365', days: 365, priceFen: 19800, title: 'VIP年卡' },
];

const VIP_PACKAGES: readonly PayPackage[] = VIP_PLANS.map((p) => ({
  id: p.id,
  product: 'vip',
  amountFen: p.priceFen,
  qiubiFen: 0,
  vipDays: p.days,
  title: p.title,
  bonus: '',
}));

export const ALL_PACKAGES: readonly PayPackage[] = [...RECHARGE_PACKAGES, ...VIP_PACKAGES];

export const packageById = (id: string): PayPackage | undefined => ALL_PACKAGES.find((p) => p.id === id);
export const vipPlanById = (id: string): VipPlan | undefined => VIP_PLANS.find((p) => p.id === id);
