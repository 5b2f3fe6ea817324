// 学科优势 (xkys): three self-rating statements for each of nine subjects (interest, standing, and a reverse-keyed
// "hard going"), our own wording. The report adds the latest exam score of each subject the student has one for.
import { AGREE5, itemRows, type Bank } from "../types";
import { interleave } from "./dyzn";
import { SCHOOL_SUBJECTS } from "./subjects";

export const XKYS_SUBJECTS = SCHOOL_SUBJECTS.filter((s) => s.id !== "technology");

const BY_DIMENSION = Object.fromEntries(XKYS_SUBJECTS.map((s) => [s.id, [
  [`我对${s.zh}很感兴趣。`, `I am interested in ${s.en}.`],
  [`我的${s.zh}成绩在班里比较好。`, `My ${s.en} marks are among the better ones in my class.`],
  [`学${s.zh}让我感到吃力。`, `${s.en} feels like hard going for me.`, true],
] as const]));

export const xkysBank: Bank = {
  code: "xkys",
  version: "xkys-1",
  instructions: {
    zh: "请就每门学科，按你的真实情况选择符合程度。考试成绩会从你的考试记录中自动读取，不用填写。",
    en: "For each subject, choose how well each statement fits you. Exam scores are read from your exam records; you don't need to enter them.",
  },
  note: {
    zh: "学科优势结合了你的自我评价和最近一次考试的得分率（有记录的学科）。一次考试有偶然性，请结合平时表现来看。",
    en: "Subject strengths combine your own rating with your latest exam score as a share of full marks (where recorded). One exam can be a fluke, so read it together with how you usually do.",
  },
  source: {
    zh: "题目由启航团队自行编写；考试成绩来自学校录入的考试记录。",
    en: "Items written by the Qihang team; exam scores come from the exam records your school entered.",
  },
  sections: [{ id: "main", title: { zh: "学科优势", en: "Subject strengths" }, instructions: { zh: "", en: "" }, scale: AGREE5 }],
  dimensions: XKYS_SUBJECTS.map((s) => ({
    id: s.id, holland: s.holland, name: { zh: s.zh, en: s.en },
    high: { zh: `${s.zh}是你相对擅长、也愿意投入的学科。`, en: `${s.en} is a subject you are relatively strong in and willing to put effort into.` },
  })),
  items: itemRows("xkys-", interleave(BY_DIMENSION)),
};
