// 选科 (chooseSubjects): our own statements on each elective subject (liking it, wanting to go deeper, doing well in
// it) and one on each study direction (./fields). 技术 is asked only where it is an elective (浙江's 7-choose-3).
import { AGREE5, type Bank, type Item } from "../types";
import { FIELDS } from "./fields";
import { subjectById } from "./subjects";

export const ELECTIVES = ["physics", "chemistry", "biology", "politics", "history", "geography"] as const;
/** the three statements on each subject: kind, zh, en */
const SUBJECT_ROWS = [
  ["interest", (s: string) => `我喜欢学${s}。`, (s: string) => `I enjoy studying ${s}.`],
  ["interest", (s: string) => `我愿意在${s}上多花时间，学得更深。`, (s: string) => `I would spend extra time on ${s} to go deeper.`],
  ["strength", (s: string) => `我的${s}学得比较好。`, (s: string) => `I do fairly well in ${s}.`],
] as const;

/** The subject-choice bank; `withTechnology` adds 技术 (浙江). */
export function chooseSubjectsBank(withTechnology: boolean): Bank {
  const subjects = withTechnology ? [...ELECTIVES, "technology"] : [...ELECTIVES];
  const subjectItems: Item[] = SUBJECT_ROWS.flatMap(([, zh, en], n) => subjects.map((id) => {
    const s = subjectById(id)!;
    return { id: `cs-${id}-${n + 1}`, dimension: id, section: "subjects", text: { zh: zh(s.zh), en: en(s.en) } };
  }));
  const directionItems: Item[] = FIELDS.map((f) => ({
    id: `cs-dir-${f.id}`, dimension: `dir-${f.id}`, section: "directions",
    text: { zh: `将来我想学${f.name.zh}方向的专业。`, en: `I would like to study a major in ${f.name.en.toLowerCase()}.` },
  }));
  return {
    code: "chooseSubjects",
    version: "chooseSubjects-1",
    instructions: {
      zh: "先说说你对每门选考科目的感受，再说说你将来想学的方向。系统会结合你的考试成绩和各专业类的选科要求，比较你所在省份允许的每一种组合。",
      en: "First say how you feel about each elective subject, then which directions you might study. Your exam scores and the usual subject requirements of major classes are added, and every combination your province allows is compared.",
    },
    note: {
      zh: "推荐只是参考：选科要求以目标院校在你所在省份公布的为准，组合的优劣也取决于你所在学校能开设哪些组合。",
      en: "The ranking is a guide only: the requirements that count are those each college publishes for your province, and your school may not offer every combination.",
    },
    source: {
      zh: "题目由启航团队自行编写；专业类的选科要求是我们对教育部《普通高校本科招生专业选考科目要求指引（通用版）》的简化整理。",
      en: "Items written by the Qihang team; the major classes' requirements are our simplified reading of the Ministry of Education's guideline on subject requirements (general edition).",
    },
    sections: [
      { id: "subjects", title: { zh: "选考科目", en: "Elective subjects" }, instructions: { zh: "每一句与你的情况有多符合？", en: "How well does each statement fit you?" }, scale: AGREE5 },
      { id: "directions", title: { zh: "想学的方向", en: "Directions you might study" }, instructions: { zh: "每一句与你的想法有多符合？", en: "How well does each statement fit what you think?" }, scale: AGREE5 },
    ],
    dimensions: [
      ...subjects.map((id) => {
        const s = subjectById(id)!;
        return { id, holland: s.holland, name: { zh: s.zh, en: s.en }, high: { zh: `你喜欢${s.zh}，也愿意深入学习。`, en: `You like ${s.en} and want to study it further.` } };
      }),
      ...FIELDS.map((f) => ({ id: `dir-${f.id}`, holland: f.holland, name: f.name, high: { zh: `你有意学习${f.name.zh}方向。`, en: `You may study ${f.name.en.toLowerCase()}.` } })),
    ],
    items: [...subjectItems, ...directionItems],
  };
}
