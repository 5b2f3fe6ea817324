// Names the page after what it shows, once known: <PageLabel name={major.name} /> beside the page's h1.
import { useEffect } from "react";
import { setPageLabel } from "@/islands/shell/runtime";

export function PageLabel({ name }: { name: string }) {
  useEffect(() => setPageLabel(name), [name]);
  return null;
}
