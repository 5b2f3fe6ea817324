// The school subjects the subject-strength and subject-choice tests ask about: their names as exam records spell them,
// and the Holland types each leans to (for pointers from subject strengths to majors and professions).
export interface SchoolSubject { id: string; zh: string; en: string; holland: string; /** other spellings in exam records */ aliases?: readonly string[] }

export const SCHOOL_SUBJECTS: readonly SchoolSubject[] = [
  { id: "chinese", zh: "语文", en: "Chinese", holland: "AS" },
  { id: "math", zh: "数学", en: "Mathematics", holland: "IC" },
  { id: "english", zh: "英语", en: "English", holland: "SE", aliases: ["外语"] },
  { id: "physics", zh: "物理", en: "Physics", holland: "IR" },
  { id: "chemistry", zh: "化学", en: "Chemistry", holland: "IR" },
  { id: "biology", zh: "生物", en: "Biology", holland: "IS", aliases: ["生物学"] },
  { id: "politics", zh: "政治", en: "Politics", holland: "ES", aliases: ["思想政治", "道德与法治"] },
  { id: "history", zh: "历史", en: "History", holland: "IA" },
  { id: "geography", zh: "地理", en: "Geography", holland: "RI" },
  { id: "technology", zh: "技术", en: "Technology", holland: "RC", aliases: ["通用技术", "信息技术"] },
];

export const subjectById = (id: string) => SCHOOL_SUBJECTS.find((s) => s.id === id);
/** The subject an exam record's name stands for (语文, 思想政治 …), if any. */
export const subjectByName = (name: string) => SCHOOL_SUBJECTS.find((s) => s.zh === name.trim() || s.aliases?.includes(name.trim()));
