/**
 * Goal scorers of the 2026 World Cup as openfootball spells them, with the names Chinese score sites print.
 * A player of 2018 or 2022 keeps his name. See ../players-zh.ts for the conventions.
 */
export const WC2026_SCORERS: Record<string, string> = {
  // 阿尔及利亚
  'Amine Gouiri': '古伊里',
  'Nadhir Benbouali': '本布阿利',
  'Rafik Belghali': '贝勒加利',
  'Riyad Mahrez': '马赫雷斯',
  // 阿根廷
  'Alexis Mac Allister': '麦卡利斯特',
  'Cristian Romero': '罗梅罗',
  'Enzo Fernández': '恩佐·费尔南德斯',
  'Giovani Lo Celso': '洛塞尔索',
  'Julián Álvarez': '胡利安·阿尔瓦雷斯',
  'Lautaro Martínez': '劳塔罗',
  'Lionel Messi': '梅西',
  'Lisandro Martínez': '利桑德罗·马丁内斯',
  // 澳大利亚
  'Cameron Burgess': '伯吉斯',
  'Connor Metcalfe': '梅特卡夫',
  'Nestory Irankunda': '伊兰昆达',
  // 奥地利
  'Marcel Sabitzer': '萨比策',
  'Marko Arnautovic': '阿瑙托维奇',
  'Romano Schmid': '施密德',
  'Sasa Kalajdzic': '卡拉伊季奇',
  // 比利时
  'Alexis Saelemaekers': '萨勒马克尔斯',
  'Charles De Ketelaere': '德凯特拉雷',
  'Hans Vanaken': '瓦纳肯',
  'Kevin De Bruyne': '德布劳内',
  'Leandro Trossard': '特罗萨德',
  'Romelu Lukaku': '卢卡库',
  'Youri Tielemans': '蒂莱曼斯',
  // 波黑
  'Ermin Mahmic': '马赫米奇',
  'Jovo Lukić': '卢基奇',
  'Kerim Alajbegovic': '阿拉伊贝戈维奇',
  // 巴西
  Casemiro: '卡塞米罗',
  'Gabriel Martinelli': '马丁内利',
  'Matheus Cunha': '库尼亚',
  Neymar: '内马尔',
  'Vinícius Júnior': '维尼修斯',
  // 加拿大
  'Cyle Larin': '拉林',
  'Jonathan David': '乔纳森·戴维',
  'Nathan Saliba': '萨利巴',
  'Promise David': '普罗米斯·戴维',
  'Stephan Eustáquio': '尤斯塔基奥',
  // 佛得角
  'Deroy Duarte': '杜阿尔特',
  'Diney Borges': '迪内·博尔热斯',
  'Hélio Varela': '瓦雷拉',
  'Kevin Pina': '皮纳',
  'Sidny Lopes Cabral': '卡布拉尔',
  // 哥伦比亚
  'Daniel Muñoz': '穆尼奥斯',
  'Jhon Arias': '阿里亚斯',
  'Jáminton Campaz': '坎帕斯',
  'Luis Díaz': '路易斯·迪亚斯',
  // 克罗地亚
  'Ante Budimir': '布迪米尔',
  'Ivan Perisic': '佩里西奇',
  'Martin Baturina': '巴图里纳',
  'Nikola Vlasic': '弗拉西奇',
  'Petar Musa': '佩塔尔·穆萨',
  'Petar Sucic': '苏契奇',
  // 库拉索
  'Livano Comenencia': '科梅嫩西亚',
  // 捷克
  'Ladislav Krejcí': '克雷伊奇',
  'Michal Sadílek': '萨迪莱克',
  // 刚果（金）
  'Brian Cipenga': '奇彭加',
  'Fiston Mayele': '马耶莱',
  'Yoane Wissa': '维萨',
  // 厄瓜多尔
  'Gonzalo Plata': '普拉塔',
  'Nilson Angulo': '安古洛',
  // 埃及
  'Emam Ashour': '阿舒尔',
  'Mahmoud Saber': '萨贝尔',
  'Mohamed Hany': '哈尼',
  'Mohamed Salah': '萨拉赫',
  'Mostafa Zico': '济科',
  Trézéguet: '特雷泽盖',
  'Yasser Ibrahim': '亚西尔·易卜拉欣',
  // 英格兰
  'Anthony Gordon': '戈登',
  'Bukayo Saka': '萨卡',
  'Declan Rice': '赖斯',
  'Ezri Konsa': '孔萨',
  'Harry Kane': '凯恩',
  'Jude Bellingham': '贝林厄姆',
  'Marcus Rashford': '拉什福德',
  // 法国
  'Bradley Barcola': '巴尔科拉',
  'Désiré Doué': '杜埃',
  'Kylian Mbappé': '姆巴佩',
  'Ousmane Dembélé': '登贝莱',
  // 德国
  'Deniz Undav': '翁达夫',
  'Felix Nmecha': '恩梅查',
  'Jamal Musiala': '穆西亚拉',
  'Kai Havertz': '哈弗茨',
  'Leroy Sané': '萨内',
  'Nathaniel Brown': '布朗',
  'Nico Schlotterbeck': '施洛特贝克',
  // 加纳
  'Caleb Yirenkyi': '耶伦基',
  'Derrick Luckassen': '卢卡森',
  // 海地
  'Wilson Isidor': '伊西多尔',
  // 伊朗
  'Mohammad Mohebbi': '莫赫比',
  'Ramin Rezaeian': '雷扎伊安',
  // 伊拉克
  'Aymen Hussein': '艾门·侯赛因',
  // 科特迪瓦
  'Amad Diallo': '阿马德',
  'Franck Kessié': '凯西',
  'Nicolas Pépé': '尼古拉·佩佩',
  // 日本
  'Ayase Ueda': '上田绮世',
  'Daichi Kamada': '镰田大地',
  'Daizen Maeda': '前田大然',
  'Junya Ito': '伊东纯也',
  'Kaishu Sano': '佐野海舟',
  'Keito Nakamura': '中村敬斗',
  // 约旦
  'Ali Olwan': '奥尔万',
  'Mousa Al-Tamari': '塔马里',
  'Nizar Al-Rashdan': '拉什丹',
  'Yazan Al-Arab': '亚赞·阿拉卜',
  // 墨西哥
  'Julián Quiñones': '基尼奥内斯',
  'Luis Romo': '罗莫',
  'Mateo Chávez': '马特奥·查韦斯',
  'Raúl Jiménez': '劳尔·希门尼斯',
  'Álvaro Fidalgo': '菲达尔戈',
  // 摩洛哥
  'Achraf Hakimi': '阿什拉夫',
  'Azzedine Ounahi': '乌纳希',
  'Gessime Yassine': '亚辛',
  'Ismael Saibari': '赛巴里',
  'Issa Diop': '迪奥普',
  'Soufiane Rahimi': '拉希米',
  'Yassine Bounou': '布努',
  // 荷兰
  'Brian Brobbey': '布罗贝',
  'Cody Gakpo': '加克波',
  'Crysencio Summerville': '萨默维尔',
  'Jan Paul van Hecke': '范赫克',
  'Virgil van Dijk': '范戴克',
  // 新西兰
  'Elijah Just': '贾斯特',
  'Finn Surman': '瑟曼',
  // 挪威
  'Andreas Schjelderup': '谢尔德鲁普',
  'Antonio Nusa': '努萨',
  'Erling Haaland': '哈兰德',
  'Leo Østigard': '厄斯蒂高',
  'Marcus Holmgren Pedersen': '彼得森',
  'Thelo Aasgaard': '奥斯高',
  // 巴拉圭
  'Damian Bobadilla': '博巴迪利亚',
  'Julio Enciso': '恩西索',
  'Matías Galarza': '加拉尔萨',
  Mauricio: '毛里西奥',
  // 葡萄牙
  'Cristiano Ronaldo': 'C罗',
  'Gonçalo Ramos': '贡萨洛·拉莫斯',
  'João Neves': '若昂·内维斯',
  'Nuno Mendes': '努诺·门德斯',
  'Rafael Leão': '莱奥',
  // 卡塔尔
  'Hassan Al-Haydos': '海多斯',
  'Mahmoud Abunada': '阿布纳达',
  'Mohamed Manai': '马奈',
  // 沙特阿拉伯
  'Abdulelah Al-Amri': '阿姆里',
  'Hassan Al-Tambakti': '坦巴克蒂',
  // 苏格兰
  'John McGinn': '麦金',
  // 塞内加尔
  'Habib Diarra': '迪亚拉',
  'Ibrahim Mbaye': '姆巴耶',
  'Iliman Ndiaye': '恩迪亚耶',
  'Ismaïla Sarr': '萨尔',
  'Pape Gueye': '盖耶',
  // 南非
  'Teboho Mokoena': '莫科埃纳',
  'Thapelo Maseko': '马塞科',
  // 韩国
  'Hwang In-Beom': '黄仁范',
  'Oh Hyeon-Gyu': '吴贤揆',
  // 西班牙
  'Fabián Ruiz': '法维安·鲁伊斯',
  'Ferran Torres': '费兰·托雷斯',
  'Lamine Yamal': '亚马尔',
  'Mikel Merino': '梅里诺',
  'Mikel Oyarzabal': '奥亚萨瓦尔',
  'Pedro Porro': '波罗',
  'Álex Baena': '巴埃纳',
  // 瑞典
  'Alexander Isak': '伊萨克',
  'Anthony Elanga': '埃兰加',
  'Mattias Svanberg': '斯万贝里',
  'Viktor Gyökeres': '约克雷斯',
  'Yasin Ayari': '阿亚里',
  // 瑞士
  'Breel Embolo': '恩博洛',
  'Dan Ndoye': '恩多耶',
  'Granit Xhaka': '扎卡',
  'Johan Manzambi': '曼赞比',
  'Miro Muheim': '穆海姆',
  'Rubén Vargas': '鲁本·巴尔加斯',
  // 突尼斯
  'Ellyes Skhiri': '斯希里',
  'Hazem Mastouri': '马斯图里',
  'Omar Rekik': '雷基克',
  // 土耳其
  'Arda Güler': '居勒尔',
  'Baris Alper Yilmaz': '伊尔马兹',
  'Kaan Ayhan': '艾汉',
  // 美国
  'Alex Freeman': '弗里曼',
  'Auston Trusty': '特拉斯蒂',
  'Folarin Balogun': '巴洛贡',
  'Giovanni Reyna': '雷纳',
  'Malik Tillman': '蒂尔曼',
  'Sebastian Berhalter': '伯哈尔特',
  // 乌拉圭
  'Agustín Cano': '卡诺',
  'Maxi Araújo': '阿劳霍',
  // 乌兹别克斯坦
  'Abbosbek Fayzullaev': '法伊祖拉耶夫',
  'Abduvohid Nematov': '内马托夫',
  'Eldor Shomurodov': '肖穆罗多夫',
};
