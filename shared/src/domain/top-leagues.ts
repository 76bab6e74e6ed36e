/**
 * The competitions a fan calls "big matches" (焦点赛事): the big five, 中超 and the European cups; NBA, CBA
 * and 欧篮联, basketball's European cup (a focus list of NBA and CBA alone was empty on most Beijing evenings). The home page's live list and the feed's `footBallScheduleV2?level=1` both keep these.
 */
export const TOP_FOOTBALL_LEAGUE_IDS: ReadonlySet<string> = new Set([
  '36', // 英超
  '31', // 西甲
  '34', // 意甲
  '8', // 德甲
  '11', // 法甲
  '60', // 中超
  '103', // 欧冠
  '113', // 欧联
]);

export const TOP_BASKETBALL_LEAGUE_IDS: ReadonlySet<string> = new Set([
  '1', // NBA
  '5', // CBA
  '7', // 欧篮联
]);
