/** The special areas a new site starts with, in display order (titan007 / 懂球帝-style boards). */
export interface AreaSeed {
  name: string;
  intro: string;
}

export const AREA_SEEDS: readonly AreaSeed[] = [
  { name: '足球综合', intro: '国际足坛、转会新闻与比赛热议' },
  { name: '英超', intro: '英格兰超级联赛：豪门恩怨与保级大战' },
  { name: '西甲', intro: '西班牙甲级联赛：国家德比与技术流' },
  { name: '意甲', intro: '意大利甲级联赛：战术与防守的艺术' },
  { name: '德甲', intro: '德国甲级联赛：青训、主场氛围与进球' },
  { name: '中超', intro: '中国足球协会超级联赛与国足话题' },
  { name: '篮球', intro: 'NBA 常规赛、季后赛与球星动态' },
  { name: 'CBA', intro: '中国男子篮球职业联赛讨论' },
  { name: '竞彩', intro: '竞彩足球、篮球的赛前分析与心得交流' },
  { name: '综合讨论', intro: '体育之外的闲聊、建议与站务反馈' },
];
