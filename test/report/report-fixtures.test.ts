/**
 * The report fixtures under fixtures/action/reports/ (written by make_reports.py with scipy, so the
 * report tests do not render the engine's own output) must be reports the engine could write: for
 * each verdict, the report.json `contamgate check` writes for a workspace with that outcome has the same key paths, the
 * same verdict and exit code, and the same checks.
 */
import { readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CheckName, Report } from "../../src/report/types.js";
import { BENCHMARK, checkWorkspace, cli, design, FAKES } from "../support/check-workspace.js";

const fixture = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;

/** Every key path of a JSON value; arrays by the union of their elements, so optional keys count once. */
function shape(v: unknown, at = "", out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) {
    out.add(`${at}[]`);
    for (const x of v) shape(x, `${at}[]`, out);
  } else if (v !== null && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      out.add(`${at}.${k}`);
      shape(x, `${at}.${k}`, out);
    }
  return out;
}

const SECRET = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
const LEAKAGE =
  "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: probes.jsonl, field: question }]\n  corpora: [{ path: 'corpus/*.txt' }]\n";

/** The report.json `contamgate check --report-dir` writes for `config` (and `files`) in a fresh workspace. */
async function engineReport(config: string, checks: CheckName[], files: Record<string, string> = {}): Promise<Report> {
  const dir = await checkWorkspace(config, files);
  await mkdir(join(dir, "corpus"), { recursive: true });
  await writeFile(join(dir, "corpus/dict.txt"), `unrelated line\n${SECRET}\n`);
  await cli(dir, ["check", "--checks", checks.join(","), "--report-dir", "out"]);
  return JSON.parse(await readFile(join(dir, "out/report.json"), "utf8")) as Report;
}

const TWO_CLEAN =
  "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n  - { label: other, provider: fake, model: o, accuracy: 0.7 }\n";
const GATED = ["power", "contamination"] as CheckName[];

/** Each fixture, the engine's report for a workspace with the same outcome, and the sections both wrote. */
const CASES: [string, () => Promise<Report>, string[]][] = [
  ["pass", () => engineReport(design(0.1, 0.4) + BENCHMARK + TWO_CLEAN, GATED), [".power", ".contamination"]],
  ["underpowered", () => engineReport(design(0.02, 0.3) + BENCHMARK + FAKES, GATED), [".power", ".contamination"]],
  ["contaminated", () => engineReport(design(0.1, 0.4) + BENCHMARK + FAKES, GATED), [".power", ".contamination"]],
  [
    "leaking",
    () => engineReport(LEAKAGE, ["leakage"], { "probes.jsonl": `${JSON.stringify({ id: "h1", question: SECRET })}\n` }),
    [".leakage.findings"],
  ],
];

describe("the report fixtures against the engine's reports", () => {
  for (const [kind, make, sections] of CASES) {
    it(`${kind}: same verdict and exit code; every key the fixture's ${sections.join(", ")} holds, the engine writes`, async () => {
      const [want, got] = [fixture(kind), await make()];
      expect(got.verdict).toBe(kind);
      expect(want.verdict).toBe(kind);
      expect(want.exit_code).toBe(got.exit_code);
      expect(want.checks).toEqual(expect.arrayContaining(got.checks));
      const g = shape(got);
      const inFixtureOnly = [...shape(want)].filter((p) => sections.some((s) => p.startsWith(s)) && !g.has(p));
      expect(inFixtureOnly.sort(), "in the fixture, not in the engine's report").toEqual([]);
    });
  }
});
