import { escapeMarkup } from "./escape";

/** Hue in [0, 360) picked from a school code, stable across builds. */
export function hueFromCode(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}


/** A round emblem with the school's two-character short name, dark enough for white text (WCAG AA). */
export function schoolEmblemSvg(school: { code: string; short: string; zh: string }): string {
  const hue = hueFromCode(school.code);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeMarkup(school.zh)}">
<circle cx="32" cy="32" r="31" fill="hsl(${hue} 55% 30%)"/>
<circle cx="32" cy="32" r="26" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.5"/>
<text x="32" y="39" text-anchor="middle" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="18" font-weight="700" fill="#fff">${escapeMarkup(school.short)}</text>
</svg>`;
}
