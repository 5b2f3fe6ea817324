/** Escapes text for HTML or XML (element content and quoted attributes) as numeric character references. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
