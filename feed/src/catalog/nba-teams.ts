/** The 30 NBA clubs by tricode: their Chinese names (as the score centre writes them) and 2018-19 alignment. */
export const NBA_ZH: Record<string, string> = {
  ATL: '老鹰',
  BOS: '凯尔特人',
  BKN: '篮网',
  CHA: '黄蜂',
  CHI: '公牛',
  CLE: '骑士',
  DAL: '独行侠',
  DEN: '掘金',
  DET: '活塞',
  GSW: '勇士',
  HOU: '火箭',
  IND: '步行者',
  LAC: '快船',
  LAL: '湖人',
  MEM: '灰熊',
  MIA: '热火',
  MIL: '雄鹿',
  MIN: '森林狼',
  NOP: '鹈鹕',
  NYK: '尼克斯',
  OKC: '雷霆',
  ORL: '魔术',
  PHI: '76人',
  PHX: '太阳',
  POR: '开拓者',
  SAC: '国王',
  SAS: '马刺',
  TOR: '猛龙',
  UTA: '爵士',
  WAS: '奇才',
};

export interface NbaAlignment {
  conference: '东部' | '西部';
  division: string;
}

const EAST = (division: string): NbaAlignment => ({ conference: '东部', division });
const WEST = (division: string): NbaAlignment => ({ conference: '西部', division });

/** Conference and division of each club, 2018-19 (unchanged since 2004-05, so the synthetic league uses it too). */
export const NBA_ALIGNMENT: Record<string, NbaAlignment> = {
  BOS: EAST('大西洋赛区'),
  BKN: EAST('大西洋赛区'),
  NYK: EAST('大西洋赛区'),
  PHI: EAST('大西洋赛区'),
  TOR: EAST('大西洋赛区'),
  CHI: EAST('中部赛区'),
  CLE: EAST('中部赛区'),
  DET: EAST('中部赛区'),
  IND: EAST('中部赛区'),
  MIL: EAST('中部赛区'),
  ATL: EAST('东南赛区'),
  CHA: EAST('东南赛区'),
  MIA: EAST('东南赛区'),
  ORL: EAST('东南赛区'),
  WAS: EAST('东南赛区'),
  DEN: WEST('西北赛区'),
  MIN: WEST('西北赛区'),
  OKC: WEST('西北赛区'),
  POR: WEST('西北赛区'),
  UTA: WEST('西北赛区'),
  GSW: WEST('太平洋赛区'),
  LAC: WEST('太平洋赛区'),
  LAL: WEST('太平洋赛区'),
  PHX: WEST('太平洋赛区'),
  SAC: WEST('太平洋赛区'),
  DAL: WEST('西南赛区'),
  HOU: WEST('西南赛区'),
  MEM: WEST('西南赛区'),
  NOP: WEST('西南赛区'),
  SAS: WEST('西南赛区'),
};

const byName = new Map(Object.entries(NBA_ZH).map(([code, zh]) => [zh, NBA_ALIGNMENT[code]]));

/** A club's alignment by its Chinese name (the synthetic NBA names its clubs 湖人, 勇士 …); undefined elsewhere. */
export const nbaAlignmentByName = (zh: string): NbaAlignment | undefined => byName.get(zh);
