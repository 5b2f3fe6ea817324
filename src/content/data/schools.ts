/**
 * Schools the guides link to by code. A tile or link naming a code that is not here fails the build,
 * so a typo can never send a reader to the wrong college. Codes are the last five digits of the
 * Ministry of Education institution identifier (10001 = 北京大学); military academies use 9xxxx.
 */
export interface School {
  code: string;
  zh: string;
  en: string;
  /** Two-character short name used on generated tile emblems. */
  short: string;
  provinceZh: string;
  provinceEn: string;
  city: string;
}

type Row = [code: string, zh: string, en: string, short: string, provinceZh: string, provinceEn: string, city: string];

const rows: Row[] = [
  ["10001", "北京大学", "Peking University", "北大", "北京", "Beijing", "北京"],
  ["10002", "中国人民大学", "Renmin University of China", "人大", "北京", "Beijing", "北京"],
  ["10003", "清华大学", "Tsinghua University", "清华", "北京", "Beijing", "北京"],
  ["10006", "北京航空航天大学", "Beihang University", "北航", "北京", "Beijing", "北京"],
  ["10007", "北京理工大学", "Beijing Institute of Technology", "北理", "北京", "Beijing", "北京"],
  ["10019", "中国农业大学", "China Agricultural University", "农大", "北京", "Beijing", "北京"],
  ["10027", "北京师范大学", "Beijing Normal University", "北师", "北京", "Beijing", "北京"],
  ["10052", "中央民族大学", "Minzu University of China", "民大", "北京", "Beijing", "北京"],
  ["10055", "南开大学", "Nankai University", "南开", "天津", "Tianjin", "天津"],
  ["10056", "天津大学", "Tianjin University", "天大", "天津", "Tianjin", "天津"],
  ["10141", "大连理工大学", "Dalian University of Technology", "大工", "辽宁", "Liaoning", "大连"],
  ["10145", "东北大学", "Northeastern University", "东大", "辽宁", "Liaoning", "沈阳"],
  ["10183", "吉林大学", "Jilin University", "吉大", "吉林", "Jilin", "长春"],
  ["10213", "哈尔滨工业大学", "Harbin Institute of Technology", "哈工", "黑龙江", "Heilongjiang", "哈尔滨"],
  ["10246", "复旦大学", "Fudan University", "复旦", "上海", "Shanghai", "上海"],
  ["10247", "同济大学", "Tongji University", "同济", "上海", "Shanghai", "上海"],
  ["10248", "上海交通大学", "Shanghai Jiao Tong University", "上交", "上海", "Shanghai", "上海"],
  ["10269", "华东师范大学", "East China Normal University", "华师", "上海", "Shanghai", "上海"],
  ["10284", "南京大学", "Nanjing University", "南大", "江苏", "Jiangsu", "南京"],
  ["10286", "东南大学", "Southeast University", "东南", "江苏", "Jiangsu", "南京"],
  ["10335", "浙江大学", "Zhejiang University", "浙大", "浙江", "Zhejiang", "杭州"],
  ["10358", "中国科学技术大学", "University of Science and Technology of China", "科大", "安徽", "Anhui", "合肥"],
  ["10384", "厦门大学", "Xiamen University", "厦大", "福建", "Fujian", "厦门"],
  ["10422", "山东大学", "Shandong University", "山大", "山东", "Shandong", "济南"],
  ["10423", "中国海洋大学", "Ocean University of China", "海大", "山东", "Shandong", "青岛"],
  ["10486", "武汉大学", "Wuhan University", "武大", "湖北", "Hubei", "武汉"],
  ["10487", "华中科技大学", "Huazhong University of Science and Technology", "华科", "湖北", "Hubei", "武汉"],
  ["10532", "湖南大学", "Hunan University", "湖大", "湖南", "Hunan", "长沙"],
  ["10533", "中南大学", "Central South University", "中南", "湖南", "Hunan", "长沙"],
  ["10558", "中山大学", "Sun Yat-sen University", "中大", "广东", "Guangdong", "广州"],
  ["10561", "华南理工大学", "South China University of Technology", "华工", "广东", "Guangdong", "广州"],
  ["10610", "四川大学", "Sichuan University", "川大", "四川", "Sichuan", "成都"],
  ["10611", "重庆大学", "Chongqing University", "重大", "重庆", "Chongqing", "重庆"],
  ["10614", "电子科技大学", "University of Electronic Science and Technology of China", "成电", "四川", "Sichuan", "成都"],
  ["10698", "西安交通大学", "Xi'an Jiaotong University", "西交", "陕西", "Shaanxi", "西安"],
  ["10699", "西北工业大学", "Northwestern Polytechnical University", "西工", "陕西", "Shaanxi", "西安"],
  ["10712", "西北农林科技大学", "Northwest A&F University", "西农", "陕西", "Shaanxi", "咸阳"],
  ["10730", "兰州大学", "Lanzhou University", "兰大", "甘肃", "Gansu", "兰州"],
  ["90002", "国防科技大学", "National University of Defense Technology", "国防", "湖南", "Hunan", "长沙"],
  ["10200", "东北师范大学", "Northeast Normal University", "东师", "吉林", "Jilin", "长春"],
  ["10511", "华中师范大学", "Central China Normal University", "华中", "湖北", "Hubei", "武汉"],
  ["10635", "西南大学", "Southwest University", "西南", "重庆", "Chongqing", "重庆"],
  ["10718", "陕西师范大学", "Shaanxi Normal University", "陕师", "陕西", "Shaanxi", "西安"],
  ["10624", "中国民用航空飞行学院", "Civil Aviation Flight University of China", "民飞", "四川", "Sichuan", "德阳"],
  ["10059", "中国民航大学", "Civil Aviation University of China", "民航", "天津", "Tianjin", "天津"],
  ["10287", "南京航空航天大学", "Nanjing University of Aeronautics and Astronautics", "南航", "江苏", "Jiangsu", "南京"],
  ["11330", "安阳工学院", "Anyang Institute of Technology", "安工", "河南", "Henan", "安阳"],
  ["10856", "上海工程技术大学", "Shanghai University of Engineering Science", "上工", "上海", "Shanghai", "上海"],
  ["10041", "中国人民公安大学", "People's Public Security University of China", "公大", "北京", "Beijing", "北京"],
  ["10175", "中国刑事警察学院", "Criminal Investigation Police University of China", "刑警", "辽宁", "Liaoning", "沈阳"],
  ["11105", "中国人民警察大学", "China People's Police University", "警大", "河北", "Hebei", "廊坊"],
  ["12213", "南京警察学院", "Nanjing Police College", "南警", "江苏", "Jiangsu", "南京"],
  ["12735", "郑州警察学院", "Zhengzhou Police College", "郑警", "河南", "Henan", "郑州"],
  ["11903", "中央司法警官学院", "Central Institute for Correctional Police", "司警", "河北", "Hebei", "保定"],
  ["10043", "北京体育大学", "Beijing Sport University", "北体", "北京", "Beijing", "北京"],
  ["10277", "上海体育大学", "Shanghai University of Sport", "上体", "上海", "Shanghai", "上海"],
  ["10522", "武汉体育学院", "Wuhan Sports University", "武体", "湖北", "Hubei", "武汉"],
  ["10653", "成都体育学院", "Chengdu Sport University", "成体", "四川", "Sichuan", "成都"],
  ["10727", "西安体育学院", "Xi'an Physical Education University", "西体", "陕西", "Shaanxi", "西安"],
  ["10176", "沈阳体育学院", "Shenyang Sport University", "沈体", "辽宁", "Liaoning", "沈阳"],
  ["10585", "广州体育学院", "Guangzhou Sport University", "广体", "广东", "Guangdong", "广州"],
  ["10071", "天津体育学院", "Tianjin University of Sport", "天体", "天津", "Tianjin", "天津"],
  ["10330", "南京体育学院", "Nanjing Sport Institute", "南体", "江苏", "Jiangsu", "南京"],
  ["10457", "山东体育学院", "Shandong Sport University", "山体", "山东", "Shandong", "济南"],
  ["10029", "首都体育学院", "Capital University of Physical Education and Sports", "首体", "北京", "Beijing", "北京"],
  ["10242", "哈尔滨体育学院", "Harbin Sport University", "哈体", "黑龙江", "Heilongjiang", "哈尔滨"],
  ["10208", "吉林体育学院", "Jilin Sport University", "吉体", "吉林", "Jilin", "长春"],
  ["11236", "河北体育学院", "Hebei Sport University", "冀体", "河北", "Hebei", "石家庄"],
  ["14879", "河南体育学院", "Henan Sport University", "豫体", "河南", "Henan", "郑州"],
];

export const schools: ReadonlyMap<string, School> = new Map(
  rows.map(([code, zh, en, short, provinceZh, provinceEn, city]) => [
    code,
    { code, zh, en, short, provinceZh, provinceEn, city },
  ]),
);

/** Looks a school up by code and fails loudly (with the caller's context) when it is unknown. */
export function requireSchool(code: string, context: string): School {
  const school = schools.get(code);
  if (!school) throw new Error(`${context}: unknown school code "${code}" (add it to src/content/data/schools.ts)`);
  return school;
}

/** The 39 universities of the Strong Foundation Plan (强基计划), by school code, in registry order. */
export const strongFoundationCodes: readonly string[] = [
  "10001", "10002", "10003", "10006", "10007", "10019", "10027", "10052", "10055", "10056",
  "10141", "10145", "10183", "10213", "10246", "10247", "10248", "10269", "10284", "10286",
  "10335", "10358", "10384", "10422", "10423", "10486", "10487", "10532", "10533", "10558",
  "10561", "10610", "10611", "10614", "10698", "10699", "10712", "10730", "90002",
];
