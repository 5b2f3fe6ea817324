// The school's notice categories and task types: fixed lists, so each reads in the reader's language (a stored value
// is the list's Chinese word, as the SpringBlade data has it; the portal's strings translate it by its code).
export const NOTICE_CATEGORIES = { 通知: "notice", 讲座: "lecture", 选科: "subjects", 考试: "exam", 志愿: "application", 活动: "event", 其他: "other" } as const;
export const TASK_TYPES = { 测评: "assessment", 档案: "archive", 选科: "subjects", 志愿: "application", 考试: "exam", 其他: "other" } as const;

export type NoticeCategory = keyof typeof NOTICE_CATEGORIES;
export type TaskType = keyof typeof TASK_TYPES;

export const noticeCategoryValues = Object.keys(NOTICE_CATEGORIES) as [NoticeCategory, ...NoticeCategory[]];
export const taskTypeValues = Object.keys(TASK_TYPES) as [TaskType, ...TaskType[]];

/** The code of a stored category or type, or null for a value from before the lists (shown as written). */
export function noticeCategoryCode(value: string): string | null {
  return (NOTICE_CATEGORIES as Record<string, string>)[value] ?? null;
}
export function taskTypeCode(value: string): string | null {
  return (TASK_TYPES as Record<string, string>)[value] ?? null;
}
