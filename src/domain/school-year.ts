// The school calendar in China: dates in Asia/Shanghai (UTC+8, no daylight saving) and the academic year, which
// rolls over on 20 August. Used by the portal's grade rules and by the server's seed.
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar date in Asia/Shanghai of an instant. */
export function shanghaiDate(instant: Date): { year: number; month: number; day: number } {
  const shifted = new Date(instant.getTime() + SHANGHAI_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The academic year an instant falls in: it rolls over on 20 August; the days before count as the previous year. */
export function academicYear(instant: Date): number {
  const { year, month, day } = shanghaiDate(instant);
  const beforeRollover = month < 8 || (month === 8 && day < 20);
  return beforeRollover ? year - 1 : year;
}

