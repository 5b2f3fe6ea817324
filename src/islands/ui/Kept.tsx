// 本科 / 专科 split across two lines ("本" at a line end, "科" on the next) read as two unrelated characters. Text
// that may hold them is rendered through Kept, which puts each such word in the same no-wrap span the guides use.
import { Fragment, type ReactNode } from "react";
import { KEEP_CLASS, KEEP_TOGETHER } from "@/lib/guides/typography";

const KEEP_SPLIT = new RegExp(`(${KEEP_TOGETHER.join("|")})`);

/**
 * The text with every keep-together word in a no-wrap span; other text is left as it is. The pieces sit in one outer
 * span: inside a flex container (a button, a tag) loose pieces would each become a flex item of their own, laid out
 * as separate boxes and read with gaps between them.
 */
export function kept(text: string | null | undefined): ReactNode {
  if (!text) return text ?? null;
  const parts = text.split(KEEP_SPLIT);
  if (parts.length === 1) return text;
  return (
    <span>
      {parts.map((part, index) => (index % 2 === 1
        ? <span key={index} className={KEEP_CLASS}>{part}</span>
        : <Fragment key={index}>{part}</Fragment>))}
    </span>
  );
}

/** The component form of kept(), for JSX children. */
export function Kept({ children }: { children: string | null | undefined }) {
  return <>{kept(children)}</>;
}
