// Routes from vocational education to a bachelor's degree (3+2 专本贯通, 3+4 中本贯通, five-year 贯通, 专升本, vocational bachelor) and the transfer assessment (source type: public provincial rules on bridged vocational programmes and the upgrade exam, general summary).
import type { Lang } from "@/lib/i18n";

import type { Bilingual } from "./bilingual";
export type { Bilingual };

/* ------------------------------------------------------------------ */
/* The models side by side                                             */
/* ------------------------------------------------------------------ */

export const modelColumns: Record<Lang, string[]> = {
  zh: ["模式", "从哪里进入", "学制", "中途考核", "最后取得的证书（通常）"],
  en: ["Model", "Entry point", "Length", "Assessment on the way", "Final certificates (usually)"],
};

export interface BridgeModel {
  model: Bilingual;
  entry: Bilingual;
  length: Bilingual;
  assessment: Bilingual;
  credentials: Bilingual;
}

export const models: BridgeModel[] = [
  {
    model: { zh: "3+2 高职本科分段培养（专本贯通）", en: "3+2 vocational–bachelor bridge (专本贯通)" },
    entry: {
      zh: "高考后，在本省专科（高职）批次单列的“3+2”项目中录取",
      en: "After the gaokao, through 3+2 programmes listed separately in the province's junior-college batch",
    },
    length: { zh: "3 年高职 + 2 年本科，共 5 年", en: "3 years of vocational college + 2 years of bachelor's study, 5 in all" },
    assessment: {
      zh: "第 3 学年转段考核，合格者升入合作本科院校",
      en: "A transfer assessment in year 3; those who pass move on to the partner university",
    },
    credentials: {
      zh: "转段成功：本科院校的本科毕业证，符合条件授予学士学位；未转段：高职专科毕业证",
      en: "If transferred: the university's bachelor's diploma and, if the conditions are met, a bachelor's degree; if not: the college's junior-college diploma",
    },
  },
  {
    model: { zh: "3+4 中职本科分段培养（中本贯通）", en: "3+4 secondary vocational–bachelor bridge (中本贯通)" },
    entry: {
      zh: "中考后，在本省中考招生中报考“3+4”项目",
      en: "After the senior-high entrance exam (zhongkao), through 3+4 programmes in the province's zhongkao admission",
    },
    length: { zh: "3 年中职 + 4 年本科，共 7 年", en: "3 years of secondary vocational school + 4 years of bachelor's study, 7 in all" },
    assessment: {
      zh: "中职阶段结束前转段考试（文化课 + 专业技能），合格者升入本科",
      en: "A transfer exam (academic subjects + vocational skills) before the end of the secondary stage; those who pass move on",
    },
    credentials: {
      zh: "转段成功：本科毕业证，符合条件授予学士学位；未转段：中职毕业证",
      en: "If transferred: a bachelor's diploma and, if the conditions are met, a degree; if not: a secondary vocational diploma",
    },
  },
  {
    model: { zh: "五年制高职（五年一贯制 / 3+2 中高职贯通）", en: "Five-year higher vocational (five-year integrated / 3+2 secondary–higher vocational)" },
    entry: {
      zh: "中考后，报考五年制高职或中高职贯通项目",
      en: "After the zhongkao, through five-year or secondary–higher vocational programmes",
    },
    length: { zh: "共 5 年（通常前 3 年中职阶段、后 2 年高职阶段）", en: "5 years (usually 3 at secondary and 2 at higher vocational level)" },
    assessment: {
      zh: "一贯制在校内升段；中高职分段的有转段考核",
      en: "Integrated programmes move on within the school; split programmes have a transfer assessment",
    },
    credentials: {
      zh: "高职专科毕业证；之后可按本省规定参加专升本",
      en: "A junior-college diploma; the upgrade exam is open afterwards under provincial rules",
    },
  },
  {
    model: { zh: "普通专升本", en: "Upgrade exam (普通专升本)" },
    entry: {
      zh: "高职（专科）应届毕业生，在毕业当年参加本省专升本考试",
      en: "Final-year junior-college students, through the provincial upgrade exam in the year they graduate",
    },
    length: { zh: "本科阶段 2 年（个别专业更长）", en: "2 years of bachelor's study (longer for a few majors)" },
    assessment: {
      zh: "本省统一考试或院校考试，按成绩和志愿录取，名额有限",
      en: "A provincial or university exam, admitted by score and preference; places are limited",
    },
    credentials: {
      zh: "全日制普通本科毕业证（通常注明专科起点），符合条件授予学士学位",
      en: "A full-time bachelor's diploma (usually noting entry from junior college) and, if the conditions are met, a bachelor's degree",
    },
  },
  {
    model: { zh: "职业本科", en: "Vocational bachelor's programme" },
    entry: {
      zh: "高考后，在本科批次报考职业本科学校或专业；部分省份也通过分类招生",
      en: "After the gaokao, in the undergraduate batch at vocational universities or programmes; some provinces also use classified admission",
    },
    length: { zh: "4 年", en: "4 years" },
    assessment: { zh: "无转段，直接读本科", en: "None: bachelor's study from the start" },
    credentials: {
      zh: "本科毕业证，符合条件授予学士学位",
      en: "A bachelor's diploma and, if the conditions are met, a bachelor's degree",
    },
  },
];

export function modelRows(lang: Lang): string[][] {
  return models.map((m) => [m.model[lang], m.entry[lang], m.length[lang], m.assessment[lang], m.credentials[lang]]);
}

/* ------------------------------------------------------------------ */
/* What a transfer assessment usually looks at                         */
/* ------------------------------------------------------------------ */

export const assessmentColumns: Record<Lang, string[]> = {
  zh: ["考核内容", "通常怎么考"],
  en: ["Part", "How it is usually assessed"],
};

export const assessmentParts: { part: Bilingual; how: Bilingual }[] = [
  {
    part: { zh: "前段学业成绩", en: "Grades in the first stage" },
    how: {
      zh: "各门课程成绩合格，部分项目对平均学分绩点或排名有要求",
      en: "All courses passed; some programmes set a minimum grade point average or rank",
    },
  },
  {
    part: { zh: "文化课或专业课考试", en: "Academic or specialist exams" },
    how: {
      zh: "由本科院校命题或会同前段学校组织，如外语、数学和专业基础课",
      en: "Set by the university or jointly with the first-stage school, such as a foreign language, mathematics and core subjects of the field",
    },
  },
  {
    part: { zh: "专业技能考核", en: "Vocational skills" },
    how: {
      zh: "实操测试，有的认可职业技能等级证书或技能竞赛成绩",
      en: "A practical test; some accept skill-level certificates or competition results",
    },
  },
  {
    part: { zh: "思想品德与综合素质", en: "Conduct and overall quality" },
    how: {
      zh: "无违纪处分等要求，按项目方案规定",
      en: "No disciplinary record and similar requirements, as the programme rules say",
    },
  },
];

export function assessmentRows(lang: Lang): string[][] {
  return assessmentParts.map((row) => [row.part[lang], row.how[lang]]);
}
