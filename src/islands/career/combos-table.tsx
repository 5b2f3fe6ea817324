// The combinations of an exam model by how many college majors (or colleges) whose 选科要求 each meets, with the share
// as a bar and the student's own combination marked: used by 选科指导 and the three 选科要求 lookups.
import type { ComboCoverage } from "@/contracts/course";
import { sameSubjects } from "@/domain/course-rounds";
import { Table } from "@/islands/school/parts";
import type { Translate } from "@/islands/ui/useT";
import { comboText, percentText, ShareBar } from "./parts";

export function CombosTable({ t, lang, combos, chosen, caption, countHead, testId }: {
  t: Translate; lang: "zh" | "en"; combos: readonly ComboCoverage[]; chosen: readonly string[]; caption: string; countHead: string; testId: string;
}) {
  return (
    <Table testId={testId} caption={caption} head={[t("career.course.combo"), t("career.course.share"), countHead]}>
      {combos.map((row) => {
        const mine = sameSubjects(row.combo, chosen);
        return (
          <tr key={row.label} data-combo={row.label} data-mine={mine ? "yes" : undefined} className={mine ? "bg-[var(--primary-9)]" : undefined}>
            <th scope="row" className="font-normal">
              <span>{comboText(t, row.combo)}</span>
              {mine && <span className="tag ml-2">{t("career.course.mine")}</span>}
            </th>
            <td><ShareBar share={row.share} label={percentText(lang, row.share)} /></td>
            <td className="tabular-nums">{t("career.course.metOf", { met: row.met, total: row.total })}</td>
          </tr>
        );
      })}
    </Table>
  );
}
