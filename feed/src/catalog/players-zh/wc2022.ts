/**
 * Goal scorers of the 2022 World Cup as openfootball spells them, with the names Chinese score sites print.
 * A player of 2018 keeps his 2018 name. See ../players-zh.ts for the conventions.
 */
export const WC2022_SCORERS: Record<string, string> = {
  // 阿根廷
  'Enzo Fernández': '恩佐·费尔南德斯',
  'Julián Álvarez': '胡利安·阿尔瓦雷斯',
  'Lionel Messi': '梅西',
  'Mac Allister': '麦卡利斯特',
  'Nahuel Molina': '莫利纳',
  'Ángel Di María': '迪马利亚',
  // 澳大利亚
  'Craig Goodwin': '古德温',
  'Mathew Leckie': '莱基',
  'Mitchell Duke': '杜克',
  // 比利时
  'Michy Batshuayi': '巴舒亚伊',
  // 巴西
  Casemiro: '卡塞米罗',
  'Lucas Paquetá': '帕奎塔',
  Neymar: '内马尔',
  Richarlison: '理查利森',
  'Vinícius Jr.': '维尼修斯',
  // 喀麦隆
  'Jean-Charles Castelletto': '卡斯泰莱托',
  'Jean-Eric Choupo-Moting': '舒波-莫廷',
  'Vincent Aboubakar': '阿布巴卡尔',
  // 加拿大
  'Alphonso Davies': '戴维斯',
  // 哥斯达黎加
  'Juan Vargas': '胡安·巴尔加斯',
  'Keysher Fuller': '富勒',
  'Yeltsin Tejeda': '特赫达',
  // 克罗地亚
  'Andrej Kramarić': '克拉马里奇',
  'Bruno Petković': '佩特科维奇',
  'Ivan Perišić': '佩里西奇',
  'Joško Gvardiol': '格瓦迪奥尔',
  'Lovro Majer': '马耶尔',
  'Marko Livaja': '利瓦亚',
  'Mislav Oršić': '奥尔西奇',
  // 丹麦
  'Andreas Christensen': '克里斯滕森',
  // 厄瓜多尔
  'Enner Valencia': '恩纳·巴伦西亚',
  'Moisés Caicedo': '凯塞多',
  // 英格兰
  'Bukayo Saka': '萨卡',
  Foden: '福登',
  'Harry Kane': '凯恩',
  'Jack Grealish': '格拉利什',
  'Jordan Henderson': '亨德森',
  'Jude Bellingham': '贝林厄姆',
  'Marcus Rashford': '拉什福德',
  Rashford: '拉什福德',
  'Raheem Sterling': '斯特林',
  // 法国
  'Adrien Rabiot': '拉比奥',
  'Aurelién Tchouaméni': '琼阿梅尼',
  'Kolo Muani': '科洛·穆阿尼',
  'Kylian Mbappé': '姆巴佩',
  Mbappé: '姆巴佩',
  'Olivier Giroud': '吉鲁',
  'Théo Hernandez': '特奥·埃尔南德斯',
  // 德国
  'Ilkay Gündogan': '京多安',
  'Kai Lukas Havertz': '哈弗茨',
  'Niclas Füllkrug': '菲尔克鲁格',
  'Serge Gnabry': '格纳布里',
  // 加纳
  'André Ayew': '阿尤',
  'Mohammed Kudus': '库杜斯',
  'Mohammed Salisu': '萨利苏',
  'Osman Bukari': '布卡里',
  // 伊朗
  'Mehdi Taremi': '塔雷米',
  'Ramin Rezaeian': '雷扎伊安',
  'Roozbeh Cheshmi': '切什米',
  // 日本
  'Ao Tanaka': '田中碧',
  'Daizen Maeda': '前田大然',
  'Ritsu Doan': '堂安律',
  'Ritsu Dōan': '堂安律',
  'Takuma Asano': '浅野拓磨',
  // 墨西哥
  'Henry Martín': '亨利·马丁',
  'Luis Chávez': '路易斯·查韦斯',
  // 摩洛哥
  'Achraf Dari': '达里',
  'Hakim Zyiech': '齐耶赫',
  'Nayef Aguerd': '阿格尔德',
  'Romain Saïss': '赛斯',
  'Youssef En-Nesyri': '恩内斯里',
  'Zakaria Aboukhlal': '阿布赫拉勒',
  // 荷兰
  'Cody Gakpo': '加克波',
  'Daley Blind': '布林德',
  'Davy Klaassen': '克拉森',
  'Denzel Dumfries': '邓弗里斯',
  'Frenkie de Jong': '德容',
  'Memphis Depay': '德佩',
  'Wout Werghost': '韦霍斯特',
  // 波兰
  'Piotr Zielinski': '泽林斯基',
  'Robert Lewandowski': '莱万多夫斯基',
  // 葡萄牙
  'Bruno Fernandes': '布鲁诺·费尔南德斯',
  'Cristiano Ronaldo': 'C罗',
  'Gonçalo Ramos': '贡萨洛·拉莫斯',
  'João Félix': '若昂·菲利克斯',
  Pepe: '佩佩',
  'Rafael Leão': '莱奥',
  'Raphaël Guerreiro': '拉斐尔·格雷罗',
  'Ricardo Horta': '奥尔塔',
  // 卡塔尔
  'Mohammed Muntari': '蒙塔里',
  // 沙特阿拉伯
  'Saleh Al Shehri': '谢赫里',
  'Salem Al Dawasari': '达瓦萨里',
  'Salem Al Dawsari': '达瓦萨里',
  // 塞内加尔
  'Bamba Dieng': '迪昂',
  'Boulaye Dia': '迪亚',
  'Famara Diédhiou': '迪耶迪乌',
  'Ismaila Sarr': '萨尔',
  Koulibaly: '库利巴利',
  // 塞尔维亚
  'Aleksandar Mitrović': '米特罗维奇',
  'Dušan Vlahović': '弗拉霍维奇',
  'Sergej Milinković-Savić': '米林科维奇-萨维奇',
  'Strahinja Pavlović': '帕夫洛维奇',
  // 韩国
  'Cho Gue-sung': '曹圭成',
  'Hwang Hee-chan': '黄喜灿',
  'Kim Young-gwon': '金英权',
  'Paik Seung-ho': '白昇浩',
  // 西班牙
  'Carlos Soler': '索莱尔',
  'Dani Olmo': '奥尔莫',
  'Ferran Torres': '费兰·托雷斯',
  Gavi: '加维',
  'Marco Asensio': '阿森西奥',
  'Álvaro Morata': '莫拉塔',
  // 瑞士
  'Breel Embolo': '恩博洛',
  Freuler: '弗罗伊勒',
  'Manuel Akanji': '阿坎吉',
  'Xherdan Shaqiri': '沙奇里',
  // 突尼斯
  'Wahbi Khazri': '哈兹里',
  // 美国
  'Haji Wright': '赖特',
  Pulisic: '普利西奇',
  'Timothy Weah': '维阿',
  // 乌拉圭
  'Giorgian De Arrascaeta': '德阿拉斯卡埃塔',
  // 威尔士
  'Gareth Bale': '贝尔',
};
