// Themes and the colour picker of portal.md §1 and §3.
import { colourShades } from "./session-rules";

export const THEMES = ["theme-default", "theme-blue", "theme-white", "theme-white2"] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = "theme-default";

export function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (THEMES as readonly string[]).includes(value);
}

/** Preset colours offered beside the free picker. */
export const PRESET_COLOURS = ["#409EFF", "#1D4ED8", "#0F766E", "#15803D", "#B45309", "#B91C1C", "#7C3AED", "#BE185D"] as const;

/**
 * CSS custom properties for a primary colour: the colour itself and its ten tints (--primary-0 … --primary-9),
 * so every component can use a lighter shade for backgrounds and hovers. Invalid input falls back to the default.
 */
export function colourVariables(hex: string, fallback = "#409EFF"): Record<string, string> {
  let shades: string[];
  try {
    shades = colourShades(hex);
  } catch {
    shades = colourShades(fallback);
  }
  const vars: Record<string, string> = { "--primary": shades[0]!, "--primary-strong": accessibleShade(shades[0]!) };
  shades.forEach((shade, index) => (vars[`--primary-${index}`] = shade));
  return vars;
}

function channels(hex: string): [number, number, number] | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!match) return null;
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** WCAG relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const rgb = channels(hex) ?? [0, 0, 0];
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The user's colour darkened toward black in steps of 0.1 until white text on it (and it as text on white)
 * reaches WCAG AA 4.5:1. The default #409EFF is too light for that, so buttons and links use this shade.
 */
export function accessibleShade(hex: string): string {
  const rgb = channels(hex);
  if (!rgb) return "#1d4ed8";
  for (let step = 0; step <= 10; step++) {
    const factor = 1 - step / 10;
    const shade = `#${rgb.map((channel) => Math.round(channel * factor).toString(16).padStart(2, "0")).join("")}`;
    if (contrast(shade, "#ffffff") >= 4.5) return shade;
  }
  return "#000000";
}
