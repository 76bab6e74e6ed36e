import { pick, type Rng } from '../util/rng.ts';

/**
 * Player names for generated squads: Chinese clubs get Chinese names, others a transliterated name in the
 * style Chinese sites print foreign players (two to four syllables, sometimes with a given-name initial).
 */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万覃武钱戴严欧莫孔向常汤康易乔赖文';
const GIVEN =
  '伟磊勇军杰涛明超强鹏辉斌波宇浩凯健俊帆帅旭宁龙林阳睿博文斌晨昊然诚毅峰航庆祥志刚海洋力鑫泽宏亮飞琦';
const SYLLABLES = [
  '阿',
  '贝',
  '卡',
  '德',
  '埃',
  '费',
  '加',
  '哈',
  '伊',
  '杰',
  '科',
  '拉',
  '马',
  '纳',
  '奥',
  '佩',
  '基',
  '里',
  '萨',
  '特',
  '乌',
  '维',
  '沃',
  '西',
  '亚',
  '泽',
  '布',
  '达',
  '迪',
  '多',
  '恩',
  '弗',
  '格',
  '古',
  '洛',
  '卢',
  '米',
  '莫',
  '尼',
  '诺',
  '帕',
  '皮',
  '桑',
  '斯',
  '索',
  '托',
  '图',
  '瓦',
  '威',
  '克',
  '尔',
  '森',
  '内',
  '曼',
  '罗',
  '利',
  '蒂',
  '兹',
  '奇',
  '茨',
  '姆',
  '伦',
  '林',
  '尚',
  '朗',
  '雷',
  '梅',
  '斐',
  '登',
  '顿',
];

export function chineseName(rng: Rng): string {
  const given = rng() < 0.4 ? pick(rng, [...GIVEN]) : pick(rng, [...GIVEN]) + pick(rng, [...GIVEN]);
  return pick(rng, [...SURNAMES]) + given;
}

export function foreignName(rng: Rng): string {
  const length = 2 + Math.floor(rng() * 3);
  let name = '';
  for (let i = 0; i < length; i++) name += pick(rng, SYLLABLES);
  return name;
}

/** A name for a club's player: Chinese for Chinese clubs, with a few foreign signings. */
export function playerName(rng: Rng, chinese: boolean): string {
  return chinese && rng() < 0.85 ? chineseName(rng) : foreignName(rng);
}
