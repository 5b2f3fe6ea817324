// English names for the facts a college page lists besides places and majors: the rankings it is placed in (by the
// ranking's publisher and title as Chinese sites print them) and the industries of its graduates' employment reports
// (the sections of GB/T 4754, 国民经济行业分类, as reports shorten them). Lookups go through src/lib/rules/display-name.ts.

/** A ranking's Chinese title (without a trailing note such as （示例）) → English */
export const RANKINGS_EN: Readonly<Record<string, string>> = {
  软科中国大学排名: "ShanghaiRanking's Best Chinese Universities Ranking",
  软科世界大学学术排名: "ShanghaiRanking's Academic Ranking of World Universities",
  校友会中国大学排名: "Cuaa.net (Alumni Association) China University Ranking",
  武书连中国大学排行榜: "Wu Shulian's Chinese University Ranking",
  "QS世界大学排名": "QS World University Rankings",
  "泰晤士高等教育世界大学排名": "Times Higher Education World University Rankings",
  "US News世界大学排名": "U.S. News Best Global Universities",
};

/** An industry as employment reports name it → English */
export const INDUSTRIES_EN: Readonly<Record<string, string>> = {
  信息技术: "Information technology",
  "信息传输、软件和信息技术服务业": "Information transmission, software and IT services",
  教育: "Education",
  制造业: "Manufacturing",
  金融业: "Finance", 金融: "Finance",
  建筑业: "Construction",
  "卫生和社会工作": "Health and social work", 医疗卫生: "Health care",
  "公共管理、社会保障和社会组织": "Public administration, social security and social organisations", 公共管理: "Public administration",
  "批发和零售业": "Wholesale and retail",
  "交通运输、仓储和邮政业": "Transport, storage and post", 交通运输: "Transport",
  "科学研究和技术服务业": "Scientific research and technical services",
  "文化、体育和娱乐业": "Culture, sports and entertainment",
  "租赁和商务服务业": "Leasing and business services",
  "电力、热力、燃气及水生产和供应业": "Electricity, heat, gas and water supply",
  房地产业: "Real estate",
  "农、林、牧、渔业": "Agriculture, forestry, animal husbandry and fishery",
  采矿业: "Mining",
  "住宿和餐饮业": "Accommodation and catering",
};
