/**
 * Grounds and host cities in the Chinese Chinese score sites use, keyed by the English spellings of
 * openfootball ("Stadium, City" or a host city alone, as its 2026 schedule gives) and worldcup.sfg.io (a
 * stadium and a city apart). Covers every ground of the 2018, 2022 and 2026 World Cups and of the real EPL
 * round. A spelling not listed is shown as the source wrote it: an English name beats a wrong Chinese one.
 */
const STADIUMS: Record<string, string> = {
  // World Cup 2018
  'Ekaterinburg Arena': '叶卡捷琳堡竞技场',
  'Fisht Stadium': '菲什特体育场',
  'Kaliningrad Stadium': '加里宁格勒体育场',
  'Kazan Arena': '喀山竞技场',
  'Luzhniki Stadium': '卢日尼基体育场',
  'Mordovia Arena': '莫尔多维亚竞技场',
  'Nizhny Novgorod Stadium': '下诺夫哥罗德体育场',
  'Rostov Arena': '罗斯托夫竞技场',
  'Saint Petersburg Stadium': '圣彼得堡体育场',
  'Samara Arena': '萨马拉竞技场',
  'Spartak Stadium': '斯巴达克体育场',
  'Volgograd Arena': '伏尔加格勒竞技场',
  // World Cup 2022
  'Ahmad bin Ali Stadium': '艾哈迈德·本·阿里体育场',
  'Al Bayt Stadium': '海湾体育场',
  'Al Janoub Stadium': '贾努布体育场',
  'Al Thumama Stadium': '图玛玛体育场',
  'Education City Stadium': '教育城体育场',
  'Khalifa International Stadium': '哈利法国际体育场',
  'Lusail Iconic Stadium': '卢赛尔体育场',
  'Stadium 974': '974体育场',
  // Premier League 2025/26
  'Craven Cottage': '克拉文农场球场',
  'Emirates Stadium': '酋长球场',
  'Etihad Stadium': '阿提哈德球场',
  'Gtech Community Stadium': 'G科技社区球场',
  'Hill Dickinson Stadium': '希尔·迪金森球场',
  'London Stadium': '伦敦体育场',
  'Selhurst Park': '塞尔赫斯特公园球场',
  "St. James' Park": '圣詹姆斯公园球场',
  'Turf Moor': '特夫摩尔球场',
  'Vitality Stadium': '活力球场',
};

const CITIES: Record<string, string> = {
  // World Cup 2018
  Ekaterinburg: '叶卡捷琳堡',
  Sochi: '索契',
  Kaliningrad: '加里宁格勒',
  Kazan: '喀山',
  Moscow: '莫斯科',
  Saransk: '萨兰斯克',
  'Nizhny Novgorod': '下诺夫哥罗德',
  'Rostov-on-Don': '顿河畔罗斯托夫',
  'Saint Petersburg': '圣彼得堡',
  'St. Petersburg': '圣彼得堡',
  Samara: '萨马拉',
  Volgograd: '伏尔加格勒',
  // World Cup 2022
  'Al Rayyan': '赖扬',
  'Al Khor': '豪尔',
  'Al Wakrah': '沃克拉',
  Doha: '多哈',
  Lusail: '卢赛尔',
  // World Cup 2026 (the schedule names host cities, the stadium's town in brackets)
  Atlanta: '亚特兰大',
  'Boston (Foxborough)': '波士顿（福克斯伯勒）',
  'Dallas (Arlington)': '达拉斯（阿灵顿）',
  'Guadalajara (Zapopan)': '瓜达拉哈拉（萨波潘）',
  Houston: '休斯敦',
  'Kansas City': '堪萨斯城',
  'Los Angeles (Inglewood)': '洛杉矶（英格尔伍德）',
  'Mexico City': '墨西哥城',
  'Miami (Miami Gardens)': '迈阿密（迈阿密花园）',
  'Monterrey (Guadalupe)': '蒙特雷（瓜达卢佩）',
  'New York/New Jersey (East Rutherford)': '纽约/新泽西（东卢瑟福）',
  Philadelphia: '费城',
  'San Francisco Bay Area (Santa Clara)': '旧金山湾区（圣克拉拉）',
  Seattle: '西雅图',
  Toronto: '多伦多',
  Vancouver: '温哥华',
  // 2026 qualifying play-offs
  Bergamo: '贝加莫',
  Bratislava: '布拉迪斯拉发',
  Cardiff: '加的夫',
  Copenhagen: '哥本哈根',
  Istanbul: '伊斯坦布尔',
  Prague: '布拉格',
  Pristina: '普里什蒂纳',
  Solna: '索尔纳',
  'Valencia (Spain)': '瓦伦西亚（西班牙）',
  Warsaw: '华沙',
  Zenica: '泽尼察',
  // Premier League 2025/26
  London: '伦敦',
  Manchester: '曼彻斯特',
  Brentford: '布伦特福德',
  Liverpool: '利物浦',
  'Newcastle upon Tyne': '纽卡斯尔',
  Burnley: '伯恩利',
  Bournemouth: '伯恩茅斯',
};

/** "卢日尼基体育场（莫斯科）" from a stadium and its city; either may be missing or unknown. */
export function venueOf(stadium: string | null, city: string | null): string {
  const s = stadium ? (STADIUMS[stadium.trim()] ?? stadium.trim()) : '';
  const c = city ? (CITIES[city.trim()] ?? city.trim()) : '';
  if (s && c) return `${s}（${c}）`;
  return s || c;
}

/**
 * openfootball's ground: "Stadium, City[, County]" or, in the 2026 schedule, a host city alone. A single
 * part is looked up as a city first (that is what 2026 gives), then as a stadium.
 */
export function groundZh(ground: string): string {
  const parts = ground.split(',').map((p) => p.trim());
  if (parts.length === 1) {
    const only = parts[0] ?? '';
    return CITIES[only] ?? STADIUMS[only] ?? only;
  }
  return venueOf(parts[0] ?? null, parts[1] ?? null);
}
