// English names of places as colleges and files print them: the 34 provincial-level divisions (customary English
// names: Inner Mongolia, Tibet, Hong Kong …) by GB/T 2260 code and by Chinese short name, and cities (standard pinyin,
// customary spellings where they differ: Harbin, Hohhot, Lhasa, Urumqi). Lookups go through src/lib/rules/display-name.ts.

/** province code → English name */
export const PROVINCES_EN: Readonly<Record<string, string>> = {
  "11": "Beijing", "12": "Tianjin", "13": "Hebei", "14": "Shanxi", "15": "Inner Mongolia",
  "21": "Liaoning", "22": "Jilin", "23": "Heilongjiang",
  "31": "Shanghai", "32": "Jiangsu", "33": "Zhejiang", "34": "Anhui", "35": "Fujian", "36": "Jiangxi", "37": "Shandong",
  "41": "Henan", "42": "Hubei", "43": "Hunan", "44": "Guangdong", "45": "Guangxi", "46": "Hainan",
  "50": "Chongqing", "51": "Sichuan", "52": "Guizhou", "53": "Yunnan", "54": "Tibet",
  "61": "Shaanxi", "62": "Gansu", "63": "Qinghai", "64": "Ningxia", "65": "Xinjiang",
  "71": "Taiwan", "81": "Hong Kong", "82": "Macao",
};

/** Chinese short name of a province (no 省/市/自治区 suffix) → its code */
export const PROVINCE_CODES_BY_NAME: Readonly<Record<string, string>> = {
  北京: "11", 天津: "12", 河北: "13", 山西: "14", 内蒙古: "15", 辽宁: "21", 吉林: "22", 黑龙江: "23",
  上海: "31", 江苏: "32", 浙江: "33", 安徽: "34", 福建: "35", 江西: "36", 山东: "37",
  河南: "41", 湖北: "42", 湖南: "43", 广东: "44", 广西: "45", 海南: "46",
  重庆: "50", 四川: "51", 贵州: "52", 云南: "53", 西藏: "54", 陕西: "61", 甘肃: "62", 青海: "63", 宁夏: "64", 新疆: "65",
  台湾: "71", 香港: "81", 澳门: "82",
};

/** Chinese city name without its 市 suffix → English */
export const CITIES_EN: Readonly<Record<string, string>> = {
  // provincial capitals and municipalities
  北京: "Beijing", 天津: "Tianjin", 上海: "Shanghai", 重庆: "Chongqing", 石家庄: "Shijiazhuang", 太原: "Taiyuan",
  呼和浩特: "Hohhot", 沈阳: "Shenyang", 长春: "Changchun", 哈尔滨: "Harbin", 南京: "Nanjing", 杭州: "Hangzhou",
  合肥: "Hefei", 福州: "Fuzhou", 南昌: "Nanchang", 济南: "Jinan", 郑州: "Zhengzhou", 武汉: "Wuhan", 长沙: "Changsha",
  广州: "Guangzhou", 南宁: "Nanning", 海口: "Haikou", 成都: "Chengdu", 贵阳: "Guiyang", 昆明: "Kunming", 拉萨: "Lhasa",
  西安: "Xi'an", 兰州: "Lanzhou", 西宁: "Xining", 银川: "Yinchuan", 乌鲁木齐: "Urumqi", 香港: "Hong Kong", 澳门: "Macao",
  台北: "Taipei",
  // other cities with colleges
  大连: "Dalian", 青岛: "Qingdao", 厦门: "Xiamen", 深圳: "Shenzhen", 宁波: "Ningbo", 苏州: "Suzhou", 无锡: "Wuxi",
  徐州: "Xuzhou", 常州: "Changzhou", 南通: "Nantong", 扬州: "Yangzhou", 镇江: "Zhenjiang", 温州: "Wenzhou",
  金华: "Jinhua", 绍兴: "Shaoxing", 嘉兴: "Jiaxing", 湖州: "Huzhou", 芜湖: "Wuhu", 泉州: "Quanzhou", 漳州: "Zhangzhou",
  赣州: "Ganzhou", 九江: "Jiujiang", 烟台: "Yantai", 威海: "Weihai", 淄博: "Zibo", 潍坊: "Weifang", 洛阳: "Luoyang",
  开封: "Kaifeng", 新乡: "Xinxiang", 宜昌: "Yichang", 襄阳: "Xiangyang", 荆州: "Jingzhou", 孝感: "Xiaogan",
  湘潭: "Xiangtan", 株洲: "Zhuzhou", 衡阳: "Hengyang", 珠海: "Zhuhai", 佛山: "Foshan", 东莞: "Dongguan",
  汕头: "Shantou", 湛江: "Zhanjiang", 桂林: "Guilin", 柳州: "Liuzhou", 三亚: "Sanya", 绵阳: "Mianyang",
  雅安: "Ya'an", 南充: "Nanchong", 遵义: "Zunyi", 咸阳: "Xianyang", 宝鸡: "Baoji", 延安: "Yan'an", 天水: "Tianshui",
  保定: "Baoding", 唐山: "Tangshan", 秦皇岛: "Qinhuangdao", 邯郸: "Handan", 大同: "Datong", 包头: "Baotou",
  鞍山: "Anshan", 锦州: "Jinzhou", 吉林: "Jilin", 大庆: "Daqing", 齐齐哈尔: "Qiqihar", 石河子: "Shihezi",
  韶关: "Shaoguan", 惠州: "Huizhou", 潮州: "Chaozhou", 肇庆: "Zhaoqing", 梅州: "Meizhou", 江门: "Jiangmen",
  茂名: "Maoming", 中山: "Zhongshan", 蚌埠: "Bengbu", 淮北: "Huaibei", 曲阜: "Qufu", 聊城: "Liaocheng", 临沂: "Linyi",
  黄石: "Huangshi", 盐城: "Yancheng", 淮安: "Huai'an", 南阳: "Nanyang", 岳阳: "Yueyang", 怀化: "Huaihua", 玉林: "Yulin",
  乐山: "Leshan",
  汕尾: "Shanwei", 云浮: "Yunfu", 阳江: "Yangjiang", 河源: "Heyuan", 揭阳: "Jieyang", 清远: "Qingyuan",
  延边朝鲜族自治州: "Yanbian Korean Autonomous Prefecture",
  湘西土家族苗族自治州: "Xiangxi Tujia and Miao Autonomous Prefecture",
  大理白族自治州: "Dali Bai Autonomous Prefecture",
};
