/**
 * Goal scorers of the 2018 World Cup as openfootball spells them (bare surnames, initials and full names
 * alike), with the names Chinese score sites print. See ../players-zh.ts for the conventions.
 */
export const WC2018_SCORERS: Record<string, string> = {
  // 阿根廷
  Agüero: '阿圭罗',
  'Sergio Agüero': '阿圭罗',
  'Gabriel Mercado': '梅尔卡多',
  'Marcos Rojo': '罗霍',
  Messi: '梅西',
  'Ángel Di María': '迪马利亚',
  // 澳大利亚
  Behich: '贝希奇',
  Jedinak: '耶迪纳克',
  // 比利时
  'Adnan Januzaj': '雅努扎伊',
  Batshuayi: '巴舒亚伊',
  'E. Hazard': '阿扎尔',
  'Eden Hazard': '阿扎尔',
  'Jan Vertonghen': '维尔通亨',
  'Kevin De Bruyne': '德布劳内',
  Lukaku: '卢卡库',
  'R. Lukaku': '卢卡库',
  'Marouane Fellaini': '费莱尼',
  Mertens: '默滕斯',
  'Nacer Chadli': '沙德利',
  'Thomas Meunier': '默尼耶',
  // 巴西
  Coutinho: '库蒂尼奥',
  'P. Coutinho': '库蒂尼奥',
  Fernandinho: '费尔南迪尼奥',
  Neymar: '内马尔',
  'Neymar Jr': '内马尔',
  Paulinho: '保利尼奥',
  'Renato Augusto': '雷纳托·奥古斯托',
  'Roberto Firmino': '菲尔米诺',
  'Thiago Silva': '蒂亚戈·席尔瓦',
  // 哥伦比亚
  Cuadrado: '夸德拉多',
  Falcao: '法尔考',
  'J. Quintero': '金特罗',
  'Y. Mina': '米纳',
  'Yerry Mina': '米纳',
  // 哥斯达黎加
  Waston: '瓦斯顿',
  // 克罗地亚
  'Andrej Kramarić': '克拉马里奇',
  Badelj: '巴德利',
  'Domagoj Vida': '维达',
  'Ivan Perišić': '佩里西奇',
  Perišić: '佩里西奇',
  Mandžukić: '曼朱基奇',
  'Mario Mandžukić': '曼朱基奇',
  Modrić: '莫德里奇',
  Rakitić: '拉基蒂奇',
  Rebić: '雷比奇',
  // 丹麦
  Eriksen: '埃里克森',
  'Mathias Jørgensen': '约尔根森',
  Poulsen: '波尔森',
  // 埃及
  'A. Fathi': '法特希',
  'M. Salah': '萨拉赫',
  // 英格兰
  'Dele Alli': '阿里',
  'Harry Kane': '凯恩',
  Kane: '凯恩',
  'Harry Maguire': '马奎尔',
  'Kieran Trippier': '特里皮尔',
  Lingard: '林加德',
  Stones: '斯通斯',
  // 法国
  'Antoine Griezmann': '格列兹曼',
  Griezmann: '格列兹曼',
  'Benjamin Pavard': '帕瓦尔',
  'Kylian Mbappé': '姆巴佩',
  Mbappé: '姆巴佩',
  Pogba: '博格巴',
  'Raphaël Varane': '瓦拉内',
  'Samuel Umtiti': '乌姆蒂蒂',
  // 德国
  Kroos: '克罗斯',
  Reus: '罗伊斯',
  // 冰岛
  Finnbogason: '芬博加松',
  'G. Sigurðsson': '西古德松',
  // 伊朗
  'Karim Ansarifard': '安萨里法德',
  // 日本
  'Genki Haraguchi': '原口元气',
  Honda: '本田圭佑',
  Inui: '乾贵士',
  'Takashi Inui': '乾贵士',
  Kagawa: '香川真司',
  Osako: '大迫勇也',
  // 墨西哥
  'Carlos Vela': '贝拉',
  'J. Hernández': '埃尔南德斯',
  Lozano: '洛萨诺',
  Álvarez: '埃德森·阿尔瓦雷斯',
  // 摩洛哥
  Bouhaddouz: '布哈杜兹',
  Boutaib: '布塔伊卜',
  'En-Nesyri': '恩内斯里',
  // 尼日利亚
  Etebo: '埃特博',
  Moses: '摩西',
  Musa: '穆萨',
  // 巴拿马
  Baloy: '巴洛伊',
  // 秘鲁
  Carrillo: '卡里略',
  Guerrero: '格雷罗',
  // 波兰
  Bednarek: '贝德纳雷克',
  Cionek: '乔内克',
  Krychowiak: '克里霍维亚克',
  // 葡萄牙
  Pepe: '佩佩',
  Quaresma: '夸雷斯马',
  Ronaldo: 'C罗',
  // 俄罗斯
  'Artem Dzyuba': '久巴',
  Dzyuba: '久巴',
  Cheryshev: '切里舍夫',
  'Denis Cheryshev': '切里舍夫',
  Gazinsky: '加津斯基',
  Golovin: '戈洛文',
  'Mário Figueira Fernandes': '马里奥·费尔南德斯',
  'Sergei Ignashevich': '伊格纳舍维奇',
  // 沙特阿拉伯
  'Salem Al-Dawsari': '达瓦萨里',
  'Salman Al-Faraj': '法拉杰',
  // 塞内加尔
  'M. Wagué': '瓦格',
  Mané: '马内',
  Niang: '尼昂',
  // 塞尔维亚
  Kolarov: '科拉罗夫',
  Mitrović: '米特罗维奇',
  // 韩国
  'Kim Young-gwon': '金英权',
  'Son Heung-min': '孙兴慜',
  // 西班牙
  Costa: '迭戈·科斯塔',
  'Diego Costa': '迭戈·科斯塔',
  'Iago Aspas': '阿斯帕斯',
  Isco: '伊斯科',
  Nacho: '纳乔',
  // 瑞典
  Augustinsson: '奥古斯丁松',
  'Emil Forsberg': '福斯贝里',
  Granqvist: '格兰奎斯特',
  Toivonen: '托伊沃宁',
  // 瑞士
  Drmić: '德尔米奇',
  Džemaili: '哲马伊利',
  Shaqiri: '沙奇里',
  Sommer: '索默',
  Xhaka: '扎卡',
  Zuber: '祖贝尔',
  // 突尼斯
  Bronn: '布龙',
  'Fakhereedine Ben Youssef': '本·优素福',
  Khazri: '哈兹里',
  'Wahbi Khazri': '哈兹里',
  Sassi: '萨西',
  'Yassine Meriah': '梅里亚赫',
  // 乌拉圭
  'E. Cavani': '卡瓦尼',
  'Edinson Cavani': '卡瓦尼',
  Giménez: '希门尼斯',
  'L. Suárez': '苏亚雷斯',
};
