/**
 * Progress of `contamgate import` on large logs (docs/import.md "Progress"): on stderr, in the look
 * of the scan's line (records, bytes, rate, ETA when the size is known), at the cadence of an
 * injected clock (no wall-clock assertion), none with --quiet; stdout and the rows untouched.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { inspectImporter } from "../../src/outcomes/import/inspect.js";
import { inspectLog } from "./tool-logs.js";

const root = resolve(import.meta.dirname, "../..");
/** Match events: each line is ~260 bytes, so the log spans several 1 MiB chunks of the reader. */
const SAMPLES = 12_000;

function largeLog(): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-import-progress-"));
  const fixture = readFileSync(join(root, "fixtures/import/openai-evals/mmlu-anatomy.jsonl"), "utf8").split("\n");
  const lines = [fixture[0]!];
  for (let i = 0; i < SAMPLES; i++) {
    lines.push(
      JSON.stringify({
        run_id: "2611301200007YXQ6AB3",
        event_id: i,
        sample_id: `mmlu-anatomy.test.${i}`,
        type: "match",
        data: { correct: i % 3 !== 0, expected: "A", picked: i % 3 !== 0 ? "A" : "B", sampled: "A", options: ["A"] },
        created_by: "",
        created_at: "2026-11-30 12:00:11.000000+00:00",
      }),
    );
  }
  writeFileSync(join(dir, "log.jsonl"), `${lines.join("\n")}\n`);
  return dir;
}

/** A clock that moves `stepMs` every time it is read. */
function steppingClock(stepMs: number): () => number {
  let t = 0;
  return () => (t += stepMs);
}

async function runImport(
  dir: string,
  extra: string[],
  io: { stderrIsTTY?: boolean; env?: Record<string, string> } = {},
) {
  const m = memoryIo(io.env ?? {}, dir);
  const code = await main(["import", "openai-evals", "log.jsonl", "--outcomes", "rows.jsonl", ...extra], {
    ...m.io,
    now: steppingClock(10_000),
    stderrIsTTY: io.stderrIsTTY ?? false,
  });
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

const progressLines = (stderr: string) => stderr.split("\n").filter((l) => l.startsWith("progress: "));

describe("import progress", () => {
  it("prints plain lines with growing counts, the file's size and an ETA, ending at every record", async () => {
    const dir = largeLog();
    const r = await runImport(dir, []);
    expect(r.code, r.stderr).toBe(0);
    const lines = progressLines(r.stderr);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const l of lines)
      expect(l).toMatch(/^progress: [\d,]+ records, [\d.]+ (KiB|MiB) of [\d.]+ MiB, [\d,]+ records\/s, .*\/s/);
    const counts = lines.map((l) => Number(/^progress: ([\d,]+) records/.exec(l)![1]!.replace(/,/g, "")));
    for (let i = 1; i < counts.length; i++) expect(counts[i]!).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts[0]!).toBeLessThan(SAMPLES);
    // The closing line: every line of the log (the spec line and the events).
    expect(counts.at(-1)).toBe(SAMPLES + 1);
    expect(lines[0]).toMatch(/ETA \d+m\d\ds$/);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/12,000 rows written to rows\.jsonl/);
  });

  it("writes the same rows with --quiet, and no progress line", async () => {
    const dir = largeLog();
    const loud = await runImport(dir, []);
    const rows = readFileSync(join(dir, "rows.jsonl"), "utf8");
    const quiet = await runImport(dir, ["--quiet"]);
    expect(quiet.code).toBe(0);
    expect(quiet.stderr).not.toContain("progress");
    expect(loud.stderr).toContain("progress: ");
    expect(readFileSync(join(dir, "rows.jsonl"), "utf8")).toBe(rows);
  });

  it("on a terminal redraws one line and closes it", async () => {
    const r = await runImport(largeLog(), [], { stderrIsTTY: true, env: { TERM: "xterm" } });
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^\r\x1b\[2Kprogress: /);
    expect(r.stderr).toMatch(/\r\x1b\[2Kprogress: 12,001 records, [^\n]*\n/);
  });

  it("a log read within one period prints no line", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-import-progress-"));
    writeFileSync(
      join(dir, "log.jsonl"),
      readFileSync(join(root, "fixtures/import/openai-evals/mmlu-anatomy.jsonl"), "utf8"),
    );
    const m = memoryIo({}, dir);
    const code = await main(["import", "openai-evals", "log.jsonl", "--outcomes", "rows.jsonl"], {
      ...m.io,
      now: () => 0,
    });
    expect(code).toBe(0);
    expect(m.stderr()).not.toContain("progress");
  });
});

describe("the readers hand their totals to the meter", () => {
  it("an inspect .eval archive: its members and every byte of it, once the central directory is checked", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-import-progress-"));
    const rows = Array.from({ length: 50 }, (_, i) => ({
      model: "m",
      id: `q${i}`,
      condition: "o",
      correct: i % 2 === 0,
    }));
    const bytes = inspectLog("m", "t", rows);
    writeFileSync(join(dir, "log.eval"), bytes);
    const calls: [string, number, number][] = [];
    const meter = {
      update: (r: number, b: number) => calls.push(["update", r, b]),
      fileDone: (r: number, b: number) => calls.push(["done", r, b]),
    };
    const out = await inspectImporter.read(
      { paths: [{ display: "log.eval", path: join(dir, "log.eval") }], workspace: dir, meter },
      { partial: "refuse" },
    );
    expect(out.rows).toHaveLength(50);
    // header.json and the 50 samples.
    expect(calls.at(-1)).toEqual(["done", 51, bytes.length]);
    expect(calls.filter(([k]) => k === "done")).toHaveLength(1);
  });
});
