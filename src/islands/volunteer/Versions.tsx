// A plan's saved versions (newest first, the newest 30 and then earlier ones a page at a time, so every stored version
// can be opened): who saved each and when, with a look at any of them and a way to bring one back (restoring saves it again as the newest version, so nothing in between is lost). And the dialog a
// refused save opens (code 409): someone saved a newer version; see theirs, keep mine on top of it, or save mine as a
// new plan.
import { useEffect, useState } from "react";
import { checkForm, fetchPlan, fetchVersions, type Plan } from "@/lib/api/volunteer";
import type { Lang } from "@/lib/i18n";
import type { Translate } from "@/islands/ui/useT";
import { Dialog } from "@/islands/ui/Dialog";
import { Table } from "@/islands/school/parts";
import { CARD, dateTimeText, unitLabel, whoText } from "./parts";
import type { UnitInfo } from "./EntryList";

type Version = Plan["versions"][number];

export function Versions({ t, lang, plan, current, editable, units, scope, onRestore }: {
  t: Translate; lang: Lang; plan: { id: string; versions: Plan["versions"]; versionsTotal: number } | null; current: number | null; editable: boolean;
  units: ReadonlyMap<string, UnitInfo>; scope: { province: string; year: number; batch: string };
  onRestore(version: Plan): void;
}) {
  const [viewing, setViewing] = useState<{ version: Version; plan: Plan | null; names: Map<string, UnitInfo>; failed: boolean } | null>(null);
  // earlier versions loaded page by page (dropped when the plan or its newest versions change)
  const [earlier, setEarlier] = useState<{ list: Version[]; page: number; failed: boolean }>({ list: [], page: 1, failed: false });
  const newest = plan?.versions[0]?.version;
  useEffect(() => setEarlier({ list: [], page: 1, failed: false }), [plan?.id, newest]);
  const shown = plan ? [...plan.versions, ...earlier.list.filter((v) => v.version < (plan.versions.at(-1)?.version ?? Infinity))] : [];
  const total = plan?.versionsTotal ?? 0;
  const more = async () => {
    if (!plan) return;
    try {
      const next = await fetchVersions(plan.id, earlier.page + 1, plan.versions.length || 30);
      setEarlier((e) => ({ list: [...e.list, ...next.data.records], page: e.page + 1, failed: false }));
    } catch {
      setEarlier((e) => ({ ...e, failed: true }));
    }
  };
  const open = async (version: Version) => {
    if (!plan) return;
    setViewing({ version, plan: null, names: new Map(), failed: false });
    try {
      const r = await fetchPlan(plan.id, version.version);
      const missing = r.data.entries.filter((e) => !units.has(e.unitKey));
      const names = new Map<string, UnitInfo>();
      if (missing.length) {
        // units no longer on the form: named by the checker (without a rank)
        const described = await checkForm({ ...scope, entries: missing, eligiblePlans: [] }).catch(() => null);
        for (const u of described?.data.units ?? []) names.set(u.unitKey, u);
      }
      setViewing({ version, plan: r.data, names, failed: false });
    } catch {
      setViewing({ version, plan: null, names: new Map(), failed: true });
    }
  };
  const nameOf = (key: string) => unitLabel(units.get(key) ?? viewing?.names.get(key), key, lang);
  return (
    <section aria-labelledby="vol-versions" className={`${CARD} flex flex-col gap-3`} data-part="versions">
      <h2 id="vol-versions" className="m-0 text-lg font-bold">{t("vol.versions.title")}</h2>
      {!plan || plan.versions.length === 0 ? <p className="muted m-0 text-sm">{t("vol.versions.none")}</p> : (
        <>
        {total > shown.length && <p className="muted m-0 text-sm" data-versions-count>{t("vol.versions.count", { total, shown: shown.length })}</p>}
        <ul className="m-0 flex list-none flex-col p-0" data-versions>
          {shown.map((v) => (
            <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 border-t border-[var(--color-line)] py-2 text-sm first:border-t-0" data-version={v.version}>
              <span>
                <strong>{t("vol.versions.number", { version: v.version })}</strong>
                {v.version === current && <span className="tag ml-2">{t("vol.versions.current")}</span>}
                <span className="muted block">{t("vol.versions.line", { who: whoText(t, v.savedBy), time: dateTimeText(v.savedAt, lang), count: v.entryCount })}</span>
              </span>
              <button type="button" className="btn px-3" onClick={() => void open(v)} aria-label={t("vol.versions.viewLabel", { version: v.version })}>{t("vol.versions.view")}</button>
            </li>
          ))}
        </ul>
        {total > shown.length && <button type="button" className="btn self-start" onClick={() => void more()} data-versions-more>{t("vol.versions.more")}</button>}
        {earlier.failed && <p role="alert" className="m-0 text-sm">{t("pages.loadFailed")}</p>}
        </>
      )}
      <Dialog open={viewing != null} onClose={() => setViewing(null)} title={viewing ? t("vol.versions.dialogTitle", { version: viewing.version.version }) : ""} width="40rem" name="version"
        footer={viewing?.plan && editable && viewing.version.version !== current ? (
          <>
            <button type="button" className="btn" onClick={() => setViewing(null)}>{t("common.close")}</button>
            <button type="button" className="btn btn--primary" data-restore onClick={() => { onRestore(viewing.plan!); setViewing(null); }}>{t("vol.versions.restore")}</button>
          </>
        ) : undefined}>
        {viewing && (
          viewing.failed ? <p role="alert">{t("pages.loadFailed")}</p>
          : !viewing.plan ? <p className="muted" role="status">{t("pages.loading")}</p>
          : (
            <div className="flex flex-col gap-2">
              <p className="m-0 text-sm">{t("vol.versions.dialogIntro", { name: viewing.plan.name, who: whoText(t, viewing.version.savedBy), time: dateTimeText(viewing.version.savedAt, lang) })}</p>
              {viewing.plan.entries.length === 0 ? <p className="muted m-0">{t("vol.versions.emptyVersion")}</p> : (
                <Table caption={t("vol.versions.tableCaption", { version: viewing.version.version })} head={[t("vol.sim.col.position"), t("vol.sim.col.unit"), t("vol.versions.col.majors"), t("vol.versions.col.adjust")]} testId="version">
                  {viewing.plan.entries.map((e, i) => (
                    <tr key={`${e.unitKey}-${i}`}>
                      <th scope="row" className="tabular-nums">{i + 1}</th>
                      <td><span lang="zh-CN">{nameOf(e.unitKey)}</span></td>
                      <td><span lang="zh-CN">{e.majors.join(t("common.listJoin")) || "—"}</span></td>
                      <td>{t(e.adjust ? "vol.yes" : "vol.no")}</td>
                    </tr>
                  ))}
                </Table>
              )}
              {editable && viewing.version.version !== current && <p className="muted m-0 text-sm">{t("vol.versions.restoreNote")}</p>}
            </div>
          )
        )}
      </Dialog>
    </section>
  );
}

/** The choice a refused save asks for: nothing is lost whichever is taken. */
export function ConflictDialog({ t, lang, open, theirs, mine, canCopy, onTheirs, onMine, onCopy, onClose }: {
  t: Translate; lang: Lang; open: boolean; theirs: Plan | null; mine: number | null; canCopy: boolean;
  onTheirs(): void; onMine(): void; onCopy(): void; onClose(): void;
}) {
  return (
    <Dialog open={open && theirs != null} onClose={onClose} title={t("vol.conflict.title")} width="34rem" name="conflict"
      footer={(
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn" onClick={onTheirs} data-conflict="theirs">{t("vol.conflict.theirs")}</button>
          <button type="button" className="btn btn--primary" onClick={onMine} data-conflict="mine">{t("vol.conflict.mine")}</button>
          {canCopy && <button type="button" className="btn" onClick={onCopy} data-conflict="copy">{t("vol.conflict.copy")}</button>}
        </div>
      )}>
      {theirs && (
        <div className="flex flex-col gap-2" role="alert">
          <p className="m-0">{t("vol.conflict.what", { who: whoText(t, theirs.updatedBy), version: theirs.version, time: dateTimeText(theirs.updatedAt, lang), mine: mine ?? "—" })}</p>
          <p className="m-0">{t("vol.conflict.counts", { theirs: theirs.entries.length })}</p>
          <ul className="m-0 flex list-disc flex-col gap-1 pl-5 text-sm">
            <li>{t("vol.conflict.theirsHelp")}</li>
            <li>{t("vol.conflict.mineHelp")}</li>
            {canCopy && <li>{t("vol.conflict.copyHelp")}</li>}
          </ul>
        </div>
      )}
    </Dialog>
  );
}
