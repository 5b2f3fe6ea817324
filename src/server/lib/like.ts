// LIKE / ILIKE patterns built from what a user typed: `%`, `_` and `\` in the text match themselves (ILIKE's escape
// character is the backslash), so searching for "_" finds names with an underscore, not every name.
const literal = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Matches values that contain the text anywhere. */
export const containing = (text: string) => `%${literal(text)}%`;
/** Matches values that start with the text. */
export const startingWith = (text: string) => `${literal(text)}%`;
