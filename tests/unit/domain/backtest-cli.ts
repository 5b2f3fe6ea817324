// Runs `npm run backtest`'s script as a user would (a child process), for the tests of its exit codes and messages.
import { execFile } from "node:child_process";

export const runBacktestCli = (...args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile("npx", ["tsx", "scripts/backtest.ts", ...args], { cwd: process.cwd(), timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr });
    });
  });
