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
    files: ["src/server/routes/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTE_FROM_ROUTE(String.raw`^\./`)] }] },
  },
  {
    files: ["src/server/routes/*/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [ROUTE_FROM_ROUTE(String.raw`^\./|^\.\./(?!\.\.)`)] }] },
  },
);
