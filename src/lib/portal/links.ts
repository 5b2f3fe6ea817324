// Addresses of the portal pages that carry a code, in one place for every screen that links to them.
const code = (value: string) => encodeURIComponent(value);

/** A school's page: schoolHref("10001") → /wel/school/10001/index/detail; schoolHref("10001", "plan") → …/plan. */
export const schoolHref = (collegeCode: string, page = "index/detail") => `/wel/school/${code(collegeCode)}/${page}`;

/** A major (专业). */
export const majorHref = (majorCode: string) => `/wel/major/small/${code(majorCode)}`;

/** A major class (专业类) or discipline. */
export const majorClassHref = (classCode: string) => `/wel/major/middle/${code(classCode)}`;

/** A profession, or a profession category. */
export const professionHref = (professionCode: string) => `/wel/job/middle/${code(professionCode)}`;
