/**
 * National teams: FIFA code and the Chinese name Chinese score sites use (titan007 spelling), keyed by the
 * English spellings of openfootball and worldcup.sfg.io. Covers every team of the 2018, 2022 and 2026
 * World Cups and a few regulars beyond.
 */
export interface Nation {
  code: string;
  zh: string;
}

const NATIONS: Record<string, Nation> = {
  Algeria: { code: 'ALG', zh: '阿尔及利亚' },
  Argentina: { code: 'ARG', zh: '阿根廷' },
  Australia: { code: 'AUS', zh: '澳大利亚' },
  Austria: { code: 'AUT', zh: '奥地利' },
  Belgium: { code: 'BEL', zh: '比利时' },
  'Bosnia & Herzegovina': { code: 'BIH', zh: '波黑' },
  Brazil: { code: 'BRA', zh: '巴西' },
  Cameroon: { code: 'CMR', zh: '喀麦隆' },
  Canada: { code: 'CAN', zh: '加拿大' },
  'Cape Verde': { code: 'CPV', zh: '佛得角' },
  Chile: { code: 'CHI', zh: '智利' },
  China: { code: 'CHN', zh: '中国' },
  Colombia: { code: 'COL', zh: '哥伦比亚' },
  'Costa Rica': { code: 'CRC', zh: '哥斯达黎加' },
  Croatia: { code: 'CRO', zh: '克罗地亚' },
  Curaçao: { code: 'CUW', zh: '库拉索' },
  'Czech Republic': { code: 'CZE', zh: '捷克' },
  'DR Congo': { code: 'COD', zh: '刚果(金)' },
  Denmark: { code: 'DEN', zh: '丹麦' },
  Ecuador: { code: 'ECU', zh: '厄瓜多尔' },
  Egypt: { code: 'EGY', zh: '埃及' },
  England: { code: 'ENG', zh: '英格兰' },
  France: { code: 'FRA', zh: '法国' },
  Germany: { code: 'GER', zh: '德国' },
  Ghana: { code: 'GHA', zh: '加纳' },
  Greece: { code: 'GRE', zh: '希腊' },
  Haiti: { code: 'HAI', zh: '海地' },
  Honduras: { code: 'HON', zh: '洪都拉斯' },
  Iceland: { code: 'ISL', zh: '冰岛' },
  Iran: { code: 'IRN', zh: '伊朗' },
  Iraq: { code: 'IRQ', zh: '伊拉克' },
  Italy: { code: 'ITA', zh: '意大利' },
  'Ivory Coast': { code: 'CIV', zh: '科特迪瓦' },
  Jamaica: { code: 'JAM', zh: '牙买加' },
  Japan: { code: 'JPN', zh: '日本' },
  Jordan: { code: 'JOR', zh: '约旦' },
  Mali: { code: 'MLI', zh: '马里' },
  Mexico: { code: 'MEX', zh: '墨西哥' },
  Morocco: { code: 'MAR', zh: '摩洛哥' },
  Netherlands: { code: 'NED', zh: '荷兰' },
  'New Zealand': { code: 'NZL', zh: '新西兰' },
  Nigeria: { code: 'NGA', zh: '尼日利亚' },
  Norway: { code: 'NOR', zh: '挪威' },
  Panama: { code: 'PAN', zh: '巴拿马' },
  Paraguay: { code: 'PAR', zh: '巴拉圭' },
  Peru: { code: 'PER', zh: '秘鲁' },
  Poland: { code: 'POL', zh: '波兰' },
  Portugal: { code: 'POR', zh: '葡萄牙' },
  Qatar: { code: 'QAT', zh: '卡塔尔' },
  Russia: { code: 'RUS', zh: '俄罗斯' },
  'Saudi Arabia': { code: 'KSA', zh: '沙特阿拉伯' },
  Scotland: { code: 'SCO', zh: '苏格兰' },
  Senegal: { code: 'SEN', zh: '塞内加尔' },
  Serbia: { code: 'SRB', zh: '塞尔维亚' },
  'South Africa': { code: 'RSA', zh: '南非' },
  'South Korea': { code: 'KOR', zh: '韩国' },
  Spain: { code: 'ESP', zh: '西班牙' },
  Sweden: { code: 'SWE', zh: '瑞典' },
  Switzerland: { code: 'SUI', zh: '瑞士' },
  Tunisia: { code: 'TUN', zh: '突尼斯' },
  Turkey: { code: 'TUR', zh: '土耳其' },
  Ukraine: { code: 'UKR', zh: '乌克兰' },
  USA: { code: 'USA', zh: '美国' },
  Uruguay: { code: 'URU', zh: '乌拉圭' },
  Uzbekistan: { code: 'UZB', zh: '乌兹别克斯坦' },
  Wales: { code: 'WAL', zh: '威尔士' },
};

/** Other spellings of the same teams (openfootball 2022, FIFA's official names in sfg.io). */
const ALIASES: Record<string, string> = {
  'United States': 'USA',
  'Korea Republic': 'South Korea',
  "Côte d'Ivoire": 'Ivory Coast',
  'IR Iran': 'Iran',
  Türkiye: 'Turkey',
  Czechia: 'Czech Republic',
  'Cabo Verde': 'Cape Verde',
  'Congo DR': 'DR Congo',
  'Bosnia and Herzegovina': 'Bosnia & Herzegovina',
};

/** The nation of an English spelling; unknown names keep their spelling and get a code from it. */
export function nation(name: string): Nation {
  const known = NATIONS[ALIASES[name] ?? name];
  if (known) return known;
  return {
    code: name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase(),
    zh: name,
  };
}

/** Whether the name table knows a spelling (tests check every World Cup team is covered). */
export const isKnownNation = (name: string): boolean => (ALIASES[name] ?? name) in NATIONS;
