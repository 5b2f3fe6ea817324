// ESLint (npm test runs it, `npm run lint` alone): the rules of hooks for the islands, and the dependency direction
// of ARCHITECTURE.md — browser code never imports server code, and an API route never imports another route (what two
// routes share lives in src/server/lib or src/server/queries).
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

const SERVER_FROM_BROWSER = {
  group: ["**/server/**", "@/server/**", "**/server", "node:*", "postgres", "drizzle-orm", "drizzle-orm/*", "@electric-sql/*", "@node-rs/*", "hono", "hono/*", "@hono/*"],
  message: "browser code (islands, lib, components, pages' client code, domain, contracts) must not import server code or Node-only packages",
};

/** sibling files of a route are routes; so are the files one folder up from a nested route */
const ROUTE_FROM_ROUTE = (regex) => ({ regex, message: "a route must not import another route: move what they share to src/server/lib or src/server/queries" });

/**
 * Rules kept in one place (issue 29 item 4): each selector finds a second copy of a rule outside its home file, since a
 * copy is how a change to one silently leaves the others behind. Import the home's export instead.
 */
const COPIES = [
  {
    home: "src/lib/rules/user-label.ts",
    selector: 'ArrayExpression:has(> Literal[value="11"]):has(> Literal[value="65"])',
    message: "a province list: use PROVINCE_CODES / MAINLAND_CODES (src/lib/rules/user-label.ts) or PROVINCES (src/domain/provinces.ts)",
  },
  {
    home: "src/domain/volunteer/lint.ts",
    selector: 'ArrayExpression:has(> Literal[value="too-many-entries"]):has(> Literal[value="duplicate-unit"])',
    message: "which findings block a save: use blocksSave / BLOCKING_CODES (src/domain/volunteer/lint.ts)",
  },
  {
    home: "src/contracts/fields.ts",
    selector: String.raw`Literal[regex.pattern=/\\p\{L\}\\p\{N\}\\s·/]`,
    message: "the characters a keyword may hold: use keywordText / KEYWORD_CHARACTERS (src/contracts/fields.ts) or cleanKeyword",
  },
  {
    home: "src/contracts/fields.ts",
    selector: String.raw`Literal[regex.pattern=/\\p\{L\}\\p\{N\}_\.@-/]`,
    message: "the characters an account name may hold: use ACCOUNT_CHARACTERS (src/contracts/fields.ts)",
  },
];
/** a rule's name defined again outside its home */
const NAMED = {
  cleanKeyword: "src/lib/rules/keyword.ts",
  PROVINCE_CODES: "src/lib/rules/user-label.ts",
  MAINLAND_CODES: "src/lib/rules/user-label.ts",
  BLOCKING_CODES: "src/domain/volunteer/lint.ts",
  blocksSave: "src/domain/volunteer/lint.ts",
  KEYWORD_CHARACTERS: "src/contracts/fields.ts",
  ACCOUNT_CHARACTERS: "src/contracts/fields.ts",
};
const HOMES = [...new Set([...COPIES.map((rule) => rule.home), ...Object.values(NAMED)])];

/** no-restricted-syntax's entries for `home` (null: any other file): every copy but of what lives there */
function copiesRefused(home) {
  const names = Object.keys(NAMED).filter((name) => NAMED[name] !== home);
  return [
    ...COPIES.filter((rule) => rule.home !== home).map(({ selector, message }) => ({ selector, message })),
    {
      selector: `:matches(FunctionDeclaration, VariableDeclarator)[id.name=/^(${names.join("|")})$/]`,
      message: "a rule defined again under its home's name: import it from its home (eslint.config.mjs NAMED)",
    },
  ];
}

export default tseslint.config(
  { ignores: ["dist/**", ".astro/**", "node_modules/**", "**/*.astro", "**/*.mjs", "**/*.js"] },
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { parser: tseslint.parser },
    plugins: { "@typescript-eslint": tseslint.plugin },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["src/**/*.tsx", "src/lib/**/*.ts", "src/islands/**/*.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["src/islands/**/*.{ts,tsx}", "src/lib/**/*.{ts,tsx}", "src/components/**/*.{ts,tsx}", "src/domain/**/*.ts", "src/contracts/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER_FROM_BROWSER] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: HOMES,
    rules: { "no-restricted-syntax": ["error", ...copiesRefused(null)] },
  },
  ...HOMES.map((home) => ({ files: [home], rules: { "no-restricted-syntax": ["error", ...copiesRefused(home)] } })),
  {
    files: ["src/server/routes/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTE_FROM_ROUTE(String.raw`^\./`)] }] },
  },
  {
    files: ["src/server/routes/*/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTE_FROM_ROUTE(String.raw`^\./|^\.\./(?!\.\.)`)] }] },
  },
);
