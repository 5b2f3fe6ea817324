// A progress bar for long imports on stderr: one line updated in place on a terminal, a few plain lines otherwise
// (a log file gets 0 %, 25 %, 50 %, 75 % and 100 % of each phase).
export interface ProgressStream { isTTY?: boolean; write(chunk: string): unknown }

export function progressBar(stream: ProgressStream, label: string, minRows = 20_000): (phase: "read" | "write", done: number, total: number) => void {
  let lastPhase = "";
  let lastStep = -1;
  let lastDraw = 0;
  const started = Date.now();
  return (phase, done, total) => {
    if (total < minRows) return;
    const share = total ? Math.min(1, done / total) : 1;
    const name = phase === "read" ? "checking" : "writing ";
    if (stream.isTTY) {
      const now = Date.now();
      if (phase === lastPhase && share < 1 && now - lastDraw < 100) return;
      lastDraw = now;
      const width = 30;
      const filled = Math.round(share * width);
      const secs = ((now - started) / 1000).toFixed(1);
      stream.write(`\r${label} ${name} [${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.round(share * 100)).padStart(3)}% ${done}/${total} rows ${secs}s`);
      if (share >= 1 && phase === "write") stream.write("\n");
      lastPhase = phase;
      return;
    }
    const step = Math.floor(share * 4);
    if (phase !== lastPhase) { lastPhase = phase; lastStep = -1; }
    if (step === lastStep) return;
    lastStep = step;
    stream.write(`${label} ${name} ${step * 25}% (${done}/${total} rows)\n`);
  };
}
