/**
 * What an outcome row costs in memory (docs/reliability.md "Caps"): `compare` of 10⁶ rows
 * (the outcomes reader every path shares, then pairing) through the built bundle, its peak RSS
 * against a floor measured in the same run — a plain parse of the same lines into one Map (model, condition, id → correct), the least
 * any reader that keeps the rows could hold. Ratios of bytes per row above an empty node's RSS,
 * never wall-clock.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const BIN = join(ROOT, "dist/cli/index.js");
const ROWS = 1_000_000;

let dir: string;

/** Peak RSS in bytes of `node args…` in `dir`, read by a preload that reports it at exit. */
function peakRss(args: string[]): number {
  const r = spawnSync(process.execPath, ["--require", join(dir, "peak.cjs"), ...args], {
    cwd: dir,
    encoding: "utf8",
    maxBuffer: 1 << 26,
  });
  expect(r.status, r.stderr.slice(-2000)).toBe(0);
  const m = /^peak-rss (\d+)$/m.exec(r.stderr);
  expect(m, r.stderr.slice(-2000)).not.toBeNull();
  return Number(m![1]) * 1024;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "contamgate-rows-"));
  writeFileSync(
    join(dir, "peak.cjs"),
    `process.on("exit", () => require("node:fs").writeSync(2, "\\npeak-rss " + process.resourceUsage().maxRSS + "\\n"));\n`,
  );
  writeFileSync(
    join(dir, "floor.cjs"),
    `const rl = require("node:readline").createInterface({ input: require("node:fs").createReadStream(process.argv[2]) });
const m = new Map();
rl.on("line", (t) => { const r = JSON.parse(t); m.set(r.model + "\\0" + r.condition + "\\0" + r.id, r.correct); });
rl.on("close", () => { if (m.size !== ${ROWS}) process.exit(3); });
`,
  );
  const gen = spawnSync(process.execPath, [join(ROOT, "bench/outcome-rows.mjs"), dir, String(ROWS), "outcomes"]);
  expect(gen.status, String(gen.stderr)).toBe(0);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("outcome rows in memory (10⁶ rows)", () => {
  it("compare holds at most 1.2× the bytes per row of a plain parse into a Map", () => {
    const empty = peakRss(["-e", "0"]);
    const perRow = (rss: number) => (rss - empty) / ROWS;
    const floor = perRow(peakRss(["floor.cjs", "outcomes.jsonl"]));
    const compare = perRow(
      peakRss([
        BIN,
        "compare",
        "--input",
        "outcomes.jsonl",
        "--baseline",
        "model-a@original",
        "--candidate",
        "model-b@original",
      ]),
    );
    expect(floor).toBeGreaterThan(0);
    // Measured at 10⁶ rows (peak RSS varies ±10% run to run): 2.16–2.39× this floor with a string
    // per row in three maps, 1.7–1.96× with an object per row of interned strings, 0.86× with the
    // rows as columns in typed arrays (docs/reliability.md "Memory per outcome row").
    expect(compare / floor, `compare ${compare.toFixed(0)} B/row, floor ${floor.toFixed(0)} B/row`).toBeLessThan(1.2);
  });
});
