// The one follow / favourite button (portal.md §4): colleges are followed (关注), majors and professions are kept as
// favourites (收藏). Only an answer with code 200 changes the state; a failure (another code, or no answer) changes
// nothing and shows nothing. While a call runs the button stays focusable but ignores clicks.
import { useEffect, useState } from "react";
import { RESOURCE, type ResourceType } from "@/lib/api/favourites";
import { followLabel } from "@/lib/rules/follow";
import { toggleFavourite } from "@/lib/session/favourites";
import { invalidateLoads } from "@/islands/ui/useCall";
import { useT } from "@/islands/ui/useT";

export interface FollowButtonProps {
  type: ResourceType;
  code: string;
  isFavorite: boolean;
  /** Told the new state after a successful call (the page may announce it or update its own copy). */
  onChange?(next: boolean): void;
  /** What the button applies to, for screen readers where the page shows several. */
  name?: string;
  compact?: boolean;
}

export function FollowButton({ type, code, isFavorite, onChange, name, compact = false }: FollowButtonProps) {
  const { t } = useT();
  const [on, setOn] = useState(isFavorite);
  useEffect(() => setOn(isFavorite), [isFavorite]);
  const college = type === RESOURCE.college;
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const next = await toggleFavourite(type, code, on);
      setOn(next);
      onChange?.(next);
      // lists of what one follows, wherever the page shows them, load again
      if (next !== on) void invalidateLoads(college ? ["followedColleges", "favourites"] : [type === RESOURCE.major ? "favouriteMajors" : "favouriteProfessions", "favourites"]);
    } finally {
      setBusy(false);
    }
  };
  // A college button invites (primary) until followed; a favourite button is highlighted once kept, and is a toggle.
  const primary = college ? !on : on;
  return (
    <button
      type="button"
      className={`btn ${primary ? "btn--primary" : ""} ${compact ? "min-h-8 px-3 text-sm" : ""}`}
      aria-pressed={college ? undefined : on}
      aria-disabled={busy || undefined}
      data-follow={code}
      data-followed={String(on)}
      // the school page's name for the same state
      data-favorite={String(on)}
      onClick={click}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
      {college ? t(followLabel(on)) : t(on ? "favourite.on" : "favourite.off")}
      {/* The visible words stay the accessible name; what they apply to follows for screen readers. */}
      {name && <span className="sr-only">{college ? name : ` ${t("favourite.label", { name })}`}</span>}
    </button>
  );
}
