// English names of the supervising departments (主管部门) colleges report to. A provincial government is shown by the
// province's English name (see display-name.ts); a department missing here falls back to the Chinese name.
export const DEPARTMENTS_EN: Readonly<Record<string, string>> = {
  教育部: "Ministry of Education",
  // private colleges report to the province's department of education, not to its government
  广东省教育厅: "Department of Education of Guangdong Province",
  工业和信息化部: "Ministry of Industry and Information Technology",
  国家民委: "National Ethnic Affairs Commission",
  国家民族事务委员会: "National Ethnic Affairs Commission",
  中国科学院: "Chinese Academy of Sciences",
  中央军委: "Central Military Commission",
  国家体育总局: "General Administration of Sport of China",
  交通运输部: "Ministry of Transport",
  "交通运输部(中国民用航空局)": "Ministry of Transport (Civil Aviation Administration of China)",
  中央统战部: "United Front Work Department of the CPC Central Committee",
  新疆生产建设兵团: "Xinjiang Production and Construction Corps",
  外交部: "Ministry of Foreign Affairs",
  公安部: "Ministry of Public Security",
  国家卫生健康委员会: "National Health Commission",
  应急管理部: "Ministry of Emergency Management",
  海关总署: "General Administration of Customs",
  中国民用航空局: "Civil Aviation Administration of China",
  中国地震局: "China Earthquake Administration",
  中华全国妇女联合会: "All-China Women's Federation",
  中华全国总工会: "All-China Federation of Trade Unions",
  共青团中央: "Central Committee of the Communist Youth League of China",
  国务院侨务办公室: "Overseas Chinese Affairs Office of the State Council",
  // city governments (市政府), shown by the city's name like the provincial ones
  广州市: "Guangzhou",
  深圳市: "Shenzhen",
  佛山市: "Foshan",
};
