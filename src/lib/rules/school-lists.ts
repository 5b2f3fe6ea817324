// Notice categories and task types in the reader's language (src/domain/school-lists): a value from the fixed list by
// its translation, a value from before the lists as written.
import type { PortalKey } from "@/lib/i18n/portal";
import { noticeCategoryCode, taskTypeCode } from "@/domain/school-lists";

export function noticeCategoryText(t: (key: PortalKey) => string, value: string): string {
  const code = noticeCategoryCode(value);
  return code ? t(`school.notice.${code}` as PortalKey) : value;
}

export function taskTypeText(t: (key: PortalKey) => string, value: string): string {
  const code = taskTypeCode(value);
  return code ? t(`school.task.${code}` as PortalKey) : value;
}
