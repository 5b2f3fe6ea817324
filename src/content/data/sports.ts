// Sports admission routes compared, and the composite-score formulas with worked examples
// (source type: Ministry of Education and General Administration of Sport rules for sports-major admission, 2025).
import type { Lang } from "@/lib/i18n";

export interface Bilingual {
  zh: string;
  en: string;
}

export const routeColumns: Record<Lang, string[]> = {
  zh: ["对比项", "体育类专业统考", "体育单招"],
  en: ["", "Sports general exam", "Sports independent recruitment"],
};

export const routeRows: [Bilingual, Bilingual, Bilingual][] = [
  [{ zh: "考试组织", en: "Run by" }, { zh: "各省统一组织专业考试", en: "Each province's unified professional exam" }, { zh: "国家体育总局统一组织文化和专项考试", en: "The General Administration of Sport, nationally" }],
  [{ zh: "是否参加高考", en: "Gaokao" }, { zh: "要参加", en: "Yes" }, { zh: "不参加高考，单独考文化课", en: "No: a separate cultural exam" }],
  [{ zh: "专业测试", en: "Sports test" }, { zh: "4 项身体素质中至少 3 项 + 11 个专项中选 1 项", en: "At least 3 of 4 physical items + 1 of 11 special events" }, { zh: "只考报名的 1 个专项，不得跨项", en: "Only the one registered event; no cross-event exam" }],
  [{ zh: "成绩构成", en: "Weighting" }, { zh: "身体素质 60%，专项 40%", en: "Physical 60%, special 40%" }, { zh: "文化 30%，专项 70%", en: "Cultural 30%, special 70%" }],
  [{ zh: "可报院校", en: "Institutions" }, { zh: "按本省志愿规则填报", en: "Under the province's preference rules" }, { zh: "最多 2 所", en: "No more than 2" }],
  [{ zh: "录取后", en: "After admission" }, { zh: "按普通批次规则", en: "As in the ordinary batches" }, { zh: "被录取后不得放弃", en: "An admitted candidate may not give up the place" }],
];

export const formulaColumns: Record<Lang, string[]> = {
  zh: ["路径", "综合分公式", "示例"],
  en: ["Route", "Composite formula", "Example"],
};

export const formulaRows: [Bilingual, Bilingual, Bilingual][] = [
  [
    { zh: "体育类专业统考（常用）", en: "Sports general exam (common)" },
    { zh: "专业成绩（满分 100）× 3.75 + 文化成绩（满分 750）× 0.5", en: "sports score (out of 100) × 3.75 + cultural score (out of 750) × 0.5" },
    { zh: "专业 85 分、文化 480 分：85 × 3.75 + 480 × 0.5 = 318.75 + 240 = 558.75", en: "sports 85, cultural 480: 85 × 3.75 + 480 × 0.5 = 318.75 + 240 = 558.75" },
  ],
  [
    { zh: "体育单招", en: "Sports independent recruitment" },
    { zh: "文化成绩 ÷ 6 × 30% + 专项成绩 × 70%，保留 2 位小数", en: "cultural score ÷ 6 × 30% + special score × 70%, rounded to 2 decimals" },
    { zh: "文化 300 分、专项 80 分：300 ÷ 6 × 30% + 80 × 70% = 15 + 56 = 71.00", en: "cultural 300, special 80: 300 ÷ 6 × 30% + 80 × 70% = 15 + 56 = 71.00" },
  ],
];

export const lineColumns: Record<Lang, string[]> = {
  zh: ["体育单招分数线", "规则"],
  en: ["Independent recruitment line", "Rule"],
};

export const lineRows: [Bilingual, Bilingual][] = [
  [{ zh: "文化考试", en: "Cultural exam" }, { zh: "语文、数学、英语、政治 4 科，每科 150 分，共 4 × 150 = 600 分", en: "Chinese, mathematics, English and politics: 4 subjects × 150 = 600" }],
  [{ zh: "文化最低控制线", en: "Cultural cut-off" }, { zh: "通常不低于 180 分", en: "Normally at least 180" }],
  [{ zh: "专项最低控制线", en: "Special cut-off" }, { zh: "不低于 40 分", en: "At least 40" }],
  [{ zh: "一级运动员", en: "Level 1 athlete" }, { zh: "文化控制线降低 30 分", en: "Cultural line 30 points lower" }],
  [{ zh: "运动健将及以上", en: "Master-level athlete or higher" }, { zh: "文化控制线降低 50 分", en: "Cultural line 50 points lower" }],
];
