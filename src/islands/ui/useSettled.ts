// A value that follows another once it has stopped changing for `ms` (typing, dragging): calls keyed on it are sent
// for the settled value only, not for every keystroke.
import { useEffect, useState } from "react";

export function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
