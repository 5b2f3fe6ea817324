// The sample-data label (every figure says where it came from: generated demo data is marked "示例数据" wherever it is
// shown). The tag goes beside a figure; the note explains it once for a part of a page.
import { useT } from "@/islands/ui/useT";

/** The "示例数据" tag, its explanation as a tooltip; nothing when `show` is false. */
export function SampleTag({ show = true, explained = true }: { show?: boolean; explained?: boolean }) {
  const { t } = useT();
  if (!show) return null;
  return <span className="tag" data-sample title={explained ? t("sample.note") : undefined}>{t("sample.label")}</span>;
}

/**
 * The tag with its explanation. `only="tag"` for the later parts of a page that already explained it; `only="note"`
 * where the tags already stand beside the figures above.
 */
export function SampleNote({ show = true, only, className = "" }: { show?: boolean; only?: "tag" | "note"; className?: string }) {
  const { t } = useT();
  if (!show) return null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 text-sm ${className}`} data-sample-note>
      {only !== "note" && <SampleTag explained={only === "tag"} />}
      {only !== "tag" && <span className="muted">{t("sample.note")}</span>}
    </p>
  );
}
