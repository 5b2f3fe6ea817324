// A row that scrolls sideways on a phone (the tabs bar, the section menu) brings its current item into view: the row
// only, never the page.
import { useEffect, useRef } from "react";

/** Returns the ref for the scrolling row; after each change of `deps` the child matching `current` is brought into view. */
export function useKeepInView<T extends HTMLElement>(current: string, deps: readonly unknown[]) {
  const row = useRef<T>(null);
  useEffect(() => {
    const bar = row.current;
    const item = bar?.querySelector<HTMLElement>(current);
    if (!bar || !item) return;
    const left = item.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + item.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = Math.max(0, left - (bar.clientWidth - item.offsetWidth) / 2);
    }
    // `deps` stand for what moves or changes the items
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, ...deps]);
  return row;
}
