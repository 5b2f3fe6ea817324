// The form checker's findings as the student fills: errors first, then warnings, then notes, each in plain words with
// links that take the keyboard to the entry it is about. Rechecked a moment after every change.
import type { Finding } from "@/lib/api/volunteer";
import { collapseFindings, findingGroups, findingWords, type FindingNames } from "@/lib/rules/volunteer";
import type { PortalKey } from "@/lib/i18n/portal";
import type { Translate } from "@/islands/ui/useT";
import { CARD, SeverityTag } from "./parts";

const GROUP_KEYS: Record<Finding["severity"], PortalKey> = { error: "vol.findings.errors", warning: "vol.findings.warnings", info: "vol.findings.notes" };

export function Findings({ t, findings, names, state, problem, empty, onEntry }: {
  t: Translate;
  findings: readonly Finding[] | null;
  names: FindingNames;
  /** checking: a newer form is being checked (the findings shown are for an earlier one) */
  state: "ready" | "checking";
  problem: string | null;
  /** the form has no entries yet */
  empty: boolean;
  onEntry(index: number): void;
}) {
  const counts = { error: 0, warning: 0, info: 0 };
  for (const f of findings ?? []) counts[f.severity]++;
  return (
    <section aria-labelledby="vol-findings" className={`${CARD} flex flex-col gap-3`} data-part="findings" data-state={state}>
      <h2 id="vol-findings" className="m-0 text-lg font-bold">{t("vol.findings.title")}</h2>
      <p className="m-0 text-sm" role="status" data-findings-summary>
        {problem ? "" : empty ? t("vol.findings.empty") : findings == null ? t("vol.findings.checking")
          : findings.length === 0 ? t("vol.findings.none") : t("vol.findings.summary", { errors: counts.error, warnings: counts.warning, notes: counts.info })}
        {state === "checking" && findings != null && !empty ? ` ${t("vol.findings.rechecking")}` : ""}
      </p>
      {problem && <p className="field__error m-0" role="alert" data-check-problem>{problem}</p>}
      {findingGroups(findings ?? []).map((group) => (
        <div key={group.severity} className="flex flex-col gap-1" data-findings-group={group.severity}>
          <h3 className="m-0 text-base font-semibold">{t(GROUP_KEYS[group.severity], { count: group.findings.length })}</h3>
          <ul className="m-0 flex list-none flex-col gap-2 p-0">
            {collapseFindings(group.findings).map(({ finding, more }, i) => (
              <li key={`${finding.code}-${i}`} className="flex items-start gap-2 text-sm" data-finding={finding.code}>
                <SeverityTag t={t} severity={finding.severity} />
                <span className="min-w-0">
                  <FindingLine t={t} finding={finding} names={names} onEntry={onEntry} />
                  {more.length > 0 && (
                    <details className="mt-1" data-more={more.length}>
                      <summary className="cursor-pointer text-[var(--primary-strong)]">{t("vol.findings.more", { count: more.length })}</summary>
                      <ul className="m-0 mt-1 flex list-disc flex-col gap-1 pl-4">
                        {more.map((f, k) => <li key={k} data-finding={f.code}><FindingLine t={t} finding={f} names={names} onEntry={onEntry} /></li>)}
                      </ul>
                    </details>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function FindingLine({ t, finding, names, onEntry }: { t: Translate; finding: Finding; names: FindingNames; onEntry(index: number): void }) {
  const w = findingWords(finding, names);
  return (
    <>
      {t(w.key, w.vars)}
      {w.positions.length > 0 && (
        <span className="ml-1 inline-flex flex-wrap gap-1 align-baseline">
          {[...new Set(w.positions)].slice(0, 6).map((n) => (
            <button key={n} type="button" className="rounded px-1 text-[var(--primary-strong)] underline underline-offset-2" onClick={() => onEntry(n - 1)} data-go={n}>
              {t("vol.findings.go", { n })}
            </button>
          ))}
        </span>
      )}
    </>
  );
}
