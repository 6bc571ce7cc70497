import type { ProgressSink, ScanProgress } from "../leakage/progress.js";
import { formatScanProgress } from "../leakage/progress.js";
import type { Io } from "./io.js";

/**
 * The progress line of a long job on stderr, in `run`'s look: on a terminal one line redrawn
 * every second; otherwise (CI logs) a plain line every 10 s. Stdout carries reports and is
 * never touched. `end()` closes a redrawn line.
 */
export function progressLines(io: Io, label: string, unit = "records"): { sink: ProgressSink; end: () => void } {
  const tty = io.stderrIsTTY === true && !io.env.CI && io.env.TERM !== "dumb";
  let drawn = false;
  const sink: ProgressSink = {
    now: io.now ?? (() => Date.now()),
    everyMs: tty ? 1000 : 10_000,
    report: (p: ScanProgress) => {
      if (tty) {
        io.stderr(`\r\x1b[2K${label}: ${formatScanProgress(p, unit)}`);
        drawn = true;
      } else io.stderr(`${label}: ${formatScanProgress(p, unit)}\n`);
    },
  };
  return {
    sink,
    end: () => {
      if (drawn) io.stderr("\n");
      drawn = false;
    },
  };
}
