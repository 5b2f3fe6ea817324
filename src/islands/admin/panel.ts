// A white panel for content on the administration pages (the same look as the portal pages' panels).
export const PANEL = "rounded-lg border border-[var(--color-line)] bg-white px-5 py-4";
