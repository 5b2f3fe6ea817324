// Answer shapes of the SpringBlade-compatible calls (/api/blade-auth, /api/blade-system, /api/blade-user,
// /api/blade-resource) and the student-area lists. The server documents them in /api/openapi.json and the API tests
// parse every successful answer with them; the browser imports only their types.
import { z } from "zod";
import { bigintId, int4, treeOf } from "./fields";


const menuFields = {
  id: z.string(), parentId: z.string(), code: z.string(), name: z.string(), alias: z.string(), path: z.string(),
  source: z.string(), sort: int4(), category: int4(), action: int4(), isOpen: int4(),
};
interface MenuFields { id: string; parentId: string; code: string; name: string; alias: string; path: string; source: string; sort: number; category: number; action: number; isOpen: number }
export interface MenuNode extends MenuFields { hasChildren: boolean; children: MenuNode[] }
export interface ButtonNode extends MenuFields { hasChildren: boolean; children?: ButtonNode[] }
/** a node of the menu tree: every node has `children` (empty on a leaf), as Saber's router reads its length */
export const menuNodeSchema = treeOf({ ...menuFields, hasChildren: z.boolean() }, 5) as z.ZodType<MenuNode>;
/** a node of the button tree: a leaf (a button) has no `children`, as SpringBlade serialises an empty list */
export const buttonNodeSchema = treeOf({ ...menuFields, hasChildren: z.boolean() }, 6, true) as z.ZodType<ButtonNode>;
export const topMenuItemSchema = z.object({ id: z.string(), code: z.string(), name: z.string(), alias: z.string(), path: z.string(), source: z.string(), sort: int4() });
export const dictValueSchema = z.object({
  id: z.string(), parentId: z.string(), code: z.string(), dictKey: z.string(), dictValue: z.string(), sort: int4(),
  remark: z.string(), isSealed: int4(), isDeleted: int4(),
});
export const tenantSchema = z.object({
  id: z.string(), tenantId: z.string(), tenantName: z.string(), tenantLogo: z.string(), domain: z.string(), linkman: z.string(), status: int4(),
});
export const gradeDetailSchema = z.object({ id: z.string(), tenantId: z.string(), gradeName: z.string(), startSchool: int4(), appearType: int4() });

// timestamps travel as ISO 8601 strings
const instant = z.iso.datetime({ offset: true });
export const consultSchema = z.object({ id: z.string(), tenantId: z.string(), title: z.string(), content: z.string(), category: z.string(), publishTime: instant });
export const sharedFileSchema = z.object({ id: z.string(), tenantId: z.string(), name: z.string(), url: z.string(), category: z.string(), size: int4(), createdAt: instant });
export const examDetailSchema = z.object({
  id: z.string(), tenantId: z.string(), studentId: z.string(), examName: z.string(), examDate: z.string(), subject: z.string(),
  score: z.number(), fullScore: z.number(), classRank: int4().nullable(), gradeRank: int4().nullable(),
});
export const courseRoundSchema = z.object({
  id: z.string(), tenantId: z.string(), gradeId: z.string(), title: z.string(), combos: z.array(z.string()), startTime: instant, endTime: instant,
  status: int4(), createdAt: instant,
});
export const courseChoiceSchema = z.object({
  id: z.string(), tenantId: z.string(), studentId: z.string(), xkInfoId: z.string(), firstSubject: z.string(), secondSubjects: z.string(),
  submitted: z.boolean(), remark: z.string(), updatedAt: instant,
});

/** the signed-in person as user/getUserInfo answers it (a third-party guest: userId "-1", no student) */
export const userInfoSchema = z.object({
  userId: z.string(), account: z.string(), userName: z.string(), avatar: z.string(), oauthId: z.string(),
  tenantId: z.string(), tenantName: z.string(), tenantLogo: z.string(), authority: z.string(), roles: z.array(z.string()),
  studentId: z.string(), studentName: z.string(), studentLogo: z.string(), sex: int4(), phone: z.string(), regionCode: z.string(),
  modeName: z.string(), startSchool: z.string(), appearType: int4(), classesNumber: z.string(), subjects: z.string(),
  gradeId: z.string(), gradeName: z.string(),
  /** a teacher's: the classes of the school they counsel (0 for every other account) */
  counselledClasses: int4(),
  /** a teacher holding the school's psychology teacher's duty (false for every other account) */
  psychologyDuty: z.boolean(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const parentAccountAnswer = z.object({ userId: z.string() });
export const errorLogAnswer = z.object({ count: int4() });
/** SpringBlade's BladeFile: where an uploaded file now lives */
export const bladeFileSchema = z.object({ link: z.string(), domain: z.string(), name: z.string(), originalName: z.string(), attachId: z.string() });

// the student-area lists (/api/common/studenttask …, /new/timetable): the caller's student's rows
const owned = { id: z.string(), tenantId: z.string(), studentId: z.string() };
export const studentTaskSchema = z.object({
  ...owned, title: z.string(), content: z.string(), taskType: z.string(), status: int4(), dueDate: z.string(), link: z.string(),
  schoolTaskId: bigintId.nullable(), createdAt: instant,
});
export const goalInfoSchema = z.object({
  ...owned, targetCollegeCode: z.string(), targetMajorCode: z.string(), targetProfession: z.string(), content: z.string(), sort: int4(), updatedAt: instant,
});
export const admissionPlanSchema = z.object({
  ...owned, title: z.string(), route: z.string(), content: z.string(), status: int4(), dueDate: z.string(), sort: int4(), createdAt: instant, updatedAt: instant,
});
export const academicPlanSchema = z.object({
  ...owned, title: z.string(), term: z.string(), content: z.string(), subject: z.string(), status: int4(), dueDate: z.string(), sort: int4(),
  createdAt: instant, updatedAt: instant,
});
export const timetableEntrySchema = z.object({ ...owned, weekday: int4(), period: int4(), subject: z.string(), teacher: z.string(), room: z.string() });
