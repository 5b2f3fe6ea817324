// All 31 provincial-level divisions (GB/T 2260) with their exam model: total score (portal.md §9) and the first exam year
// under the current model (3+3 since 2017/2020; 3+1+2 from 2021, 2024 or 2025; 文理 still in use where reformYear is null).
export interface ProvinceSeed { code: string; name: string; shortName: string; totalScore: number; modeName: "3+3" | "3+1+2" | "文理"; reformYear: number | null; candidates: number }

const p = (code: string, name: string, shortName: string, modeName: ProvinceSeed["modeName"], reformYear: number | null, candidates: number): ProvinceSeed =>
  ({ code, name, shortName, totalScore: code === "31" ? 660 : code === "46" ? 900 : 750, modeName, reformYear, candidates });

/** candidates: a plausible yearly number of general-track candidates, used only by the sample-data generator */
export const provinceSeed: ProvinceSeed[] = [
  p("11", "北京市", "北京", "3+3", 2020, 55000), p("12", "天津市", "天津", "3+3", 2020, 60000),
  p("13", "河北省", "河北", "3+1+2", 2021, 600000), p("14", "山西省", "山西", "3+1+2", 2025, 300000),
  p("15", "内蒙古自治区", "内蒙古", "3+1+2", 2025, 180000), p("21", "辽宁省", "辽宁", "3+1+2", 2021, 190000),
  p("22", "吉林省", "吉林", "3+1+2", 2024, 130000), p("23", "黑龙江省", "黑龙江", "3+1+2", 2024, 180000),
  p("31", "上海市", "上海", "3+3", 2017, 50000), p("32", "江苏省", "江苏", "3+1+2", 2021, 420000),
  p("33", "浙江省", "浙江", "3+3", 2017, 380000), p("34", "安徽省", "安徽", "3+1+2", 2024, 500000),
  p("35", "福建省", "福建", "3+1+2", 2021, 220000), p("36", "江西省", "江西", "3+1+2", 2024, 450000),
  p("37", "山东省", "山东", "3+3", 2020, 800000), p("41", "河南省", "河南", "3+1+2", 2025, 1000000),
  p("42", "湖北省", "湖北", "3+1+2", 2021, 450000), p("43", "湖南省", "湖南", "3+1+2", 2021, 550000),
  p("44", "广东省", "广东", "3+1+2", 2021, 650000), p("45", "广西壮族自治区", "广西", "3+1+2", 2024, 400000),
  p("46", "海南省", "海南", "3+3", 2020, 70000), p("50", "重庆市", "重庆", "3+1+2", 2021, 280000),
  p("51", "四川省", "四川", "3+1+2", 2025, 700000), p("52", "贵州省", "贵州", "3+1+2", 2024, 420000),
  p("53", "云南省", "云南", "3+1+2", 2025, 330000), p("54", "西藏自治区", "西藏", "文理", null, 30000),
  p("61", "陕西省", "陕西", "3+1+2", 2025, 300000), p("62", "甘肃省", "甘肃", "3+1+2", 2024, 230000),
  p("63", "青海省", "青海", "3+1+2", 2025, 50000), p("64", "宁夏回族自治区", "宁夏", "3+1+2", 2025, 65000),
  p("65", "新疆维吾尔自治区", "新疆", "文理", null, 220000),
];

/** Subject types (科类) of a province in a year. */
export function subjectTypes(prov: Pick<ProvinceSeed, "modeName" | "reformYear">, year: number): string[] {
  if (prov.modeName === "3+3" && prov.reformYear != null && year >= prov.reformYear) return ["综合"];
  if (prov.modeName === "3+1+2" && prov.reformYear != null && year >= prov.reformYear) return ["物理类", "历史类"];
  return ["理科", "文科"];
}
