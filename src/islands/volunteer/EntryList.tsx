// The form's entries in order: each with its position, the unit, the band and probability, 选科 and plan type, the
// majors chosen inside it (group and college modes, up to the rule's number, in order), 服从调剂, comments and what the
// checker says of it. Reordered by dragging (dnd-kit, pointer and keyboard: Space to lift, arrows to move, Space to drop),
// by Alt+↑/↓ (Alt+Home/End) on a row, or by the Up / Down buttons; focus stays on what was pressed and the move is announced.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { closestCenter, DndContext, KeyboardSensor, MeasuringStrategy, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { Finding, FormUnit, PlanComment } from "@/lib/api/volunteer";
import type { Lang } from "@/lib/i18n";
import { keyboardMove, moveItem, toggleMajor } from "@/lib/rules/volunteer";
import type { VolunteerMode } from "@/domain/provinces";
import type { Translate } from "@/islands/ui/useT";
import { LOCALES, requirementText } from "@/islands/school/parts";
import { planTypeText } from "@/islands/data-tools/parts";
import { ChanceLine, findingText, SeverityTag, unitLabel } from "./parts";
import type { FindingNames } from "@/lib/rules/volunteer";
import { CommentThread } from "./Comments";
import type { EntrySource } from "@/contracts/volunteer";
import type { PortalKey } from "@/lib/i18n/portal";
import { placeName, textLang } from "@/lib/rules/display-name";
import { SpecialPlanTag } from "./SpecialPlans";

export interface Row {
  /** a local id, stable while the row exists (unit keys may repeat in a bad form) */
  id: string;
  unitKey: string;
  majors: string[];
  adjust: boolean;
  /** where the entry came from (older entries do not say) */
  from?: EntrySource;
}

/** What the screen knows of a unit: the checker's description, or less from a search until the checker answers. */
export type UnitInfo = Partial<FormUnit> & Pick<FormUnit, "unitKey" | "collegeName" | "name">;

export interface EntryListProps {
  t: Translate;
  lang: Lang;
  rows: readonly Row[];
  units: ReadonlyMap<string, UnitInfo>;
  mode: VolunteerMode;
  majorsPerSlot: number;
  /** whether 调剂 can be chosen for this batch */
  adjustOffered: boolean;
  editable: boolean;
  hasRank: boolean;
  findings: ReadonlyMap<number, Finding[]>;
  names: FindingNames;
  comments: readonly PlanComment[];
  /** null: the plan is not saved yet (comments need a saved plan) */
  planId: string | null;
  /** a counsellor reading a student's plan names the student with each comment */
  studentId?: string;
  onRows(next: Row[], announce?: string): void;
  onComment(comment: PlanComment): void;
}

type Control = "handle" | "up" | "down";

/** Rows change height while a drag is under way (the checker's notes arrive): measure them all along, not once. */
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

const SMALL_BTN = "btn min-h-8 px-2.5 py-0.5 text-sm";

export function EntryList(props: EntryListProps) {
  const { t, lang, rows, units, editable } = props;
  const [announcement, setAnnouncement] = useState("");
  const focusAfter = useRef<{ id: string; control: Control } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const labelOf = (id: string | number) => {
    const row = rows.find((r) => r.id === id);
    return row ? unitLabel(units.get(row.unitKey), row.unitKey, lang) : "";
  };
  const positionOf = (id: string | number) => rows.findIndex((r) => r.id === id) + 1;

  // focus follows the row that moved (React may re-insert the focused node, which blurs it)
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-row-id="${target.id}"]`);
    const control = row?.querySelector<HTMLButtonElement>(`[data-control="${target.control}"]:not([disabled])`) ?? row?.querySelector<HTMLElement>('[data-control="handle"]');
    control?.focus();
  });

  const move = (from: number, to: number, control: Control) => {
    if (to < 0 || to >= rows.length || from === to) return;
    const row = rows[from]!;
    focusAfter.current = { id: row.id, control };
    const words = t("vol.move.done", { name: unitLabel(units.get(row.unitKey), row.unitKey, lang), n: to + 1 });
    setAnnouncement(words);
    props.onRows(moveItem(rows, from, to), words);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t("vol.drag.start", { name: labelOf(active.id), n: positionOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t("vol.drag.over", { name: labelOf(active.id), n: positionOf(over.id) }) : t("vol.drag.outside", { name: labelOf(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t("vol.drag.end", { name: labelOf(active.id), n: positionOf(over.id) }) : t("vol.drag.cancel", { name: labelOf(active.id) })),
    onDragCancel: ({ active }) => t("vol.drag.cancel", { name: labelOf(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = rows.findIndex((r) => r.id === active.id);
    const to = rows.findIndex((r) => r.id === over.id);
    if (from < 0 || to < 0) return;
    focusAfter.current = { id: String(active.id), control: "handle" };
    props.onRows(moveItem(rows, from, to), t("vol.move.done", { name: labelOf(active.id), n: to + 1 }));
  };

  if (rows.length === 0) return null;
  const list = (
    <ol ref={listRef} className="m-0 flex list-none flex-col gap-2 p-0" data-entries aria-label={t("vol.form.listLabel", { count: rows.length })}>
      {rows.map((row, i) => (
        <EntryRow key={row.id} {...props} row={row} index={i} count={rows.length} onMove={move} />
      ))}
    </ol>
  );
  return (
    <div className="flex flex-col gap-2">
      {editable && <p className="muted m-0 text-sm" id="vol-reorder-help">{t("vol.form.reorderHelp")}</p>}
      {editable ? (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} measuring={MEASURING}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t("vol.drag.instructions") } }}>
          <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>{list}</SortableContext>
        </DndContext>
      ) : list}
      <p className="sr-only" role="status" aria-live="polite" data-move-status>{announcement}</p>
    </div>
  );
}

function EntryRow(props: EntryListProps & { row: Row; index: number; count: number; onMove(from: number, to: number, control: Control): void }) {
  const { t, lang, row, index, count, units, mode, editable, findings, names } = props;
  const unit = units.get(row.unitKey);
  const label = unitLabel(unit, row.unitKey, lang);
  const position = index + 1;
  const sortable = useSortable({ id: row.id, disabled: !editable, attributes: { roleDescription: t("vol.drag.role") } });
  const style = { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition };
  const mine = findings.get(index) ?? [];
  const worst = mine.some((f) => f.severity === "error") ? "error" : mine.some((f) => f.severity === "warning") ? "warning" : mine.length ? "info" : "none";
  const comments = props.comments.filter((c) => c.unitKey === row.unitKey);
  const [showComments, setShowComments] = useState(false);
  const locale = LOCALES[lang];

  const onRowKey = (event: KeyboardEvent) => {
    if (!editable || sortable.isDragging) return;
    const to = keyboardMove(event.key, event.altKey, index, count);
    if (to == null) return;
    event.preventDefault();
    const target = event.target as HTMLElement;
    props.onMove(index, to, (target.dataset.control as Control | undefined) ?? "handle");
  };
  const change = (next: Partial<Row>, words?: string) => props.onRows(props.rows.map((r) => (r.id === row.id ? { ...r, ...next } : r)), words);
  const remove = () => props.onRows(props.rows.filter((r) => r.id !== row.id), t("vol.entry.removed", { name: label, n: position }));

  return (
    <li ref={sortable.setNodeRef} style={style} onKeyDown={onRowKey}
      className={`relative flex flex-col gap-2 rounded-md border bg-white p-3 ${sortable.isDragging ? "z-10 border-[var(--primary-strong)] shadow-lg" : worst === "error" ? "border-red-700" : "border-[var(--color-line)]"}`}
      data-row-id={row.id} data-entry={index} data-unit={row.unitKey} data-worst={worst}>
      <div className="flex items-start gap-2">
        {editable ? (
          <button type="button" ref={sortable.setActivatorNodeRef} {...sortable.attributes} {...sortable.listeners} data-control="handle"
            className="flex h-9 w-9 shrink-0 cursor-grab touch-none items-center justify-center rounded border border-[var(--color-line)] bg-[var(--color-paper)] text-lg active:cursor-grabbing"
            aria-label={t("vol.entry.handle", { n: position, name: label })}
            onKeyDown={(event) => {
              if (keyboardMove(event.key, event.altKey, index, count) != null) return; // the row's Alt+arrow handler moves it
              sortable.listeners?.onKeyDown?.(event);
            }}>
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
        <span className="mt-1 inline-flex h-7 min-w-7 shrink-0 items-center justify-center rounded-full bg-[var(--primary-9)] px-2 text-sm font-bold tabular-nums" data-position>
          {position}
        </span>
        <div className="min-w-0 flex-1">
          <p className="m-0 font-semibold" id={`entry-${row.id}-name`}>
            <span className="sr-only">{t("vol.entry.position", { n: position })}</span>
            <span lang={lang === "en" && !unit?.collegeNameEn ? "zh-CN" : undefined}>{label}</span>
          </p>
          {unit?.unitCode && <p className="muted m-0 text-xs">{t("vol.entry.code", { college: unit.collegeEnrollCode ?? "", code: unit.unitCode })}{unit.cityName ? " · " : ""}{unit.cityName && <span lang={textLang(placeName(unit.cityName, lang, "city"), lang)}>{placeName(unit.cityName, lang, "city")}</span>}</p>}
          <div className="mt-1"><ChanceLine t={t} unit={unit} hasRank={props.hasRank} /></div>
        </div>
      </div>

      <dl className="m-0 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div><dt className="muted inline">{t("vol.entry.requirement")}</dt> <dd className="m-0 inline">{unit?.subjectRequirement != null ? requirementText(t, unit.subjectRequirement) : "—"}</dd></div>
        <div><dt className="muted inline">{t("vol.entry.planType")}</dt> <dd className="m-0 inline">{unit?.planType ? planTypeText(t, unit.planType) : "—"}{unit?.planType && <> <SpecialPlanTag t={t} planType={unit.planType} /></>}</dd></div>
        {unit?.tuition != null && <div><dt className="muted inline">{t("vol.entry.tuition")}</dt> <dd className="m-0 inline tabular-nums">{t("vol.entry.tuitionValue", { yuan: unit.tuition.toLocaleString(locale) })}</dd></div>}
        {row.from && <div data-entry-from={row.from}><dt className="muted inline">{t("vol.from.label")}</dt><dd className="m-0 inline">{t(`vol.from.${row.from}` as PortalKey)}</dd></div>}
        {unit?.lastMinRank != null && <div><dt className="muted inline">{t("vol.entry.lastRank")}</dt> <dd className="m-0 inline tabular-nums">{unit.lastMinRank.toLocaleString(locale)}{unit.lastMinScore != null ? ` / ${t("vol.entry.score", { score: unit.lastMinScore })}` : ""}</dd></div>}
      </dl>

      {mode !== "major" && <Majors {...props} row={row} unit={unit} label={label} onChange={(majors, words) => change({ majors }, words)} />}

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {props.adjustOffered && (
          editable ? (
            <label className="flex items-center gap-2 text-sm font-semibold">
              <input type="checkbox" className="size-4" checked={row.adjust} data-adjust onChange={(e) => change({ adjust: e.target.checked })} />
              {t("vol.entry.adjust")}
            </label>
          ) : (
            <span className="text-sm" data-adjust-text>{t(row.adjust ? "vol.entry.adjustOn" : "vol.entry.adjustOff")}</span>
          )
        )}
        <div className="ml-auto flex flex-wrap gap-1.5">
          {editable && (
            <>
              <button type="button" className={SMALL_BTN} data-control="up" disabled={index === 0} onClick={() => props.onMove(index, index - 1, "up")}
                aria-label={t("vol.entry.upLabel", { n: position, name: label })}>{t("vol.entry.up")}</button>
              <button type="button" className={SMALL_BTN} data-control="down" disabled={index === count - 1} onClick={() => props.onMove(index, index + 1, "down")}
                aria-label={t("vol.entry.downLabel", { n: position, name: label })}>{t("vol.entry.down")}</button>
            </>
          )}
          {props.planId && (
            <button type="button" className={SMALL_BTN} aria-expanded={showComments} data-comments-toggle onClick={() => setShowComments((v) => !v)}
              aria-label={t("vol.entry.commentsLabel", { n: position, name: label, count: comments.length })}>
              {t("vol.entry.comments", { count: comments.length })}
            </button>
          )}
          {editable && (
            <button type="button" className={SMALL_BTN} onClick={remove} aria-label={t("vol.entry.removeLabel", { n: position, name: label })}>{t("vol.entry.remove")}</button>
          )}
        </div>
      </div>

      {mine.length > 0 && (
        <ul className="m-0 flex list-none flex-col gap-1 p-0 text-sm" data-entry-findings aria-label={t("vol.entry.findings", { n: position })}>
          {mine.map((f, k) => (
            <li key={k} className="flex items-start gap-2"><SeverityTag t={t} severity={f.severity} /><span>{findingText(t, f, names)}</span></li>
          ))}
        </ul>
      )}
      {showComments && props.planId && (
        <CommentThread t={t} lang={lang} planId={props.planId} unitKey={row.unitKey} comments={comments} onAdd={props.onComment} studentId={props.studentId}
          label={t("vol.comments.entryTitle", { n: position, name: label })} />
      )}
    </li>
  );
}

/** The majors chosen inside a unit, in order, and the unit's majors to choose from (up to the rule's number). */
function Majors({ t, lang, row, unit, label, majorsPerSlot, editable, onChange }: EntryListProps & { row: Row; unit: UnitInfo | undefined; label: string; onChange(majors: string[], words?: string): void }) {
  const id = useId();
  const [note, setNote] = useState("");
  const available = unit?.majors ?? null;
  const full = row.majors.length >= majorsPerSlot;
  const locale = LOCALES[lang];
  const moveMajor = (from: number, to: number) => onChange(moveItem(row.majors, from, to), t("vol.majors.moved", { major: row.majors[from]!, n: to + 1 }));
  const toggle = (name: string) => {
    const next = toggleMajor(row.majors, name, majorsPerSlot);
    if (next.full) setNote(t("vol.majors.full", { max: majorsPerSlot }));
    else {
      setNote("");
      onChange(next.majors);
    }
  };
  const summary = t("vol.majors.summary", { count: row.majors.length, max: majorsPerSlot });
  return (
    <details className="rounded border border-[var(--color-line)] bg-[var(--color-paper)] px-3 py-2" data-majors>
      <summary className="cursor-pointer text-sm font-semibold">
        {summary}
        {row.majors.length > 0 && <span className="muted font-normal">{" · "}<span lang="zh-CN">{row.majors.join(t("common.listJoin"))}</span></span>}
      </summary>
      <div className="mt-2 flex flex-col gap-3">
        {row.majors.length > 0 && (
          <div>
            <p className="m-0 mb-1 text-sm" id={`${id}-chosen`}>{t("vol.majors.chosen")}</p>
            <ol className="m-0 flex list-none flex-col gap-1 p-0" aria-labelledby={`${id}-chosen`} data-chosen-majors>
              {row.majors.map((m, k) => (
                <li key={m} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="tabular-nums font-semibold">{k + 1}.</span>
                  <span lang="zh-CN" className="min-w-0 flex-1">{m}</span>
                  {editable && (
                    <span className="flex gap-1">
                      <button type="button" className="btn min-h-0 px-2 py-0.5 text-sm" disabled={k === 0} onClick={() => moveMajor(k, k - 1)} aria-label={t("vol.majors.upLabel", { major: m })}>↑</button>
                      <button type="button" className="btn min-h-0 px-2 py-0.5 text-sm" disabled={k === row.majors.length - 1} onClick={() => moveMajor(k, k + 1)} aria-label={t("vol.majors.downLabel", { major: m })}>↓</button>
                      <button type="button" className="btn min-h-0 px-2 py-0.5 text-sm" onClick={() => onChange(row.majors.filter((x) => x !== m))} aria-label={t("vol.majors.removeLabel", { major: m })}>×</button>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        )}
        {editable && (
          available == null ? <p className="muted m-0 text-sm">{t("vol.majors.loading")}</p>
          : available.length === 0 ? <p className="muted m-0 text-sm">{t("vol.majors.none")}</p>
          : (
            <fieldset className="m-0 border-0 p-0">
              <legend className="mb-1 text-sm">{t("vol.majors.choose", { max: majorsPerSlot, unit: label })}</legend>
              <ul className="m-0 grid list-none gap-1 p-0 sm:grid-cols-2">
                {available.map((m) => {
                  const chosen = row.majors.includes(m.name);
                  return (
                    <li key={m.name}>
                      <label className="flex items-start gap-2 text-sm">
                        <input type="checkbox" className="mt-0.5 size-4 shrink-0" checked={chosen} disabled={!chosen && full} onChange={() => toggle(m.name)} data-major={m.name} />
                        <span>
                          <span lang="zh-CN">{m.name}</span>
                          {m.minRank != null && <span className="muted">{" · "}{t("vol.majors.lastRank", { rank: m.minRank.toLocaleString(locale) })}</span>}
                          {m.remark && <span className="muted">{" · "}<span lang="zh-CN">{m.remark}</span></span>}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          )
        )}
        <p className="m-0 text-sm" role="status">{note || (full && editable ? t("vol.majors.full", { max: majorsPerSlot }) : "")}</p>
      </div>
    </details>
  );
}
