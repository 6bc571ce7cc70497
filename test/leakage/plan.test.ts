/**
 * The scan's plan (src/leakage/plan.ts): every setting checked once, its default from RANGES /
 * DEFAULTS, and a bad value named the way the user wrote it — a flag by its flag, a config value
 * by its key and line, a library option by its name.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { InputError } from "../../src/errors.js";
import { optionsFromSection } from "../../src/leakage/config.js";
import { planScan } from "../../src/leakage/plan.js";
import { scanLeakage } from "../../src/leakage/scan.js";
import { DEFAULTS, RANGES } from "../../src/ranges.js";

const minimal = { probeSets: [{ name: "p" }], corpora: [{}] };

async function thrown(p: Promise<unknown>): Promise<InputError> {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(InputError);
  return e as InputError;
}

describe("planScan", () => {
  it("takes every default from RANGES and DEFAULTS", () => {
    const plan = planScan(minimal);
    expect(plan.settings).toEqual({
      shingleWidth: RANGES.shingleWidth.default,
      threshold: DEFAULTS.leakageThreshold,
      containment: DEFAULTS.leakageContainment,
      minContainmentShingles: RANGES.minContainmentShingles.default,
      ngram13: false,
      changedSince: null,
      shard: null,
    });
    // One default for the CLI, check, the action and the library: none of them sets workers.
    expect(plan.workers).toEqual({ kind: "default", upTo: RANGES.leakageWorkers.default });
    expect(plan.rules.jaccard).toEqual({ num: 4, den: 5, text: "0.8" });
  });

  it("keeps workers asked for apart from the default, and checks their range", () => {
    expect(planScan({ ...minimal, workers: 2 }).workers).toEqual({ kind: "asked", upTo: 2 });
    expect(planScan({ ...minimal, workers: 1 }).workers).toEqual({ kind: "asked", upTo: 1 });
    expect(() => planScan({ ...minimal, workers: 0, from: { workers: { kind: "flag", flag: "--workers" } } })).toThrow(
      "--workers must be an integer in [1, 64] (got 0)",
    );
  });

  it("names a bad value by the flag it came from", () => {
    expect(() =>
      planScan({ ...minimal, shingleWidth: 5, from: { shingleWidth: { kind: "flag", flag: "--shingle-width" } } }),
    ).toThrow("--shingle-width must be an integer in [1, 3] (got 5)");
    expect(() =>
      planScan({ ...minimal, threshold: "0.1234567", from: { threshold: { kind: "flag", flag: "--threshold" } } }),
    ).toThrow('--threshold must be a decimal in (0, 1] with at most 6 decimals (got "0.1234567")');
  });

  it("names a bad value from the config by its key and line, never by a flag the user did not give", () => {
    const from = {
      containment: { kind: "config" as const, file: "contamgate.yml", line: 7, field: "leakage.containment" },
    };
    const e = (() => {
      try {
        planScan({ ...minimal, containment: "1.5", from });
      } catch (x) {
        return x as InputError;
      }
      throw new Error("no error");
    })();
    expect(e.where).toEqual({ file: "contamgate.yml", line: 7, field: "leakage.containment" });
    expect(e.message).toContain('must be a decimal in (0, 1] with at most 6 decimals (got "1.5")');
    expect(e.message).not.toContain("--");
  });

  it("names a library caller's bad option by its name", async () => {
    const e = await thrown(
      scanLeakage({ ...minimal, probeSets: [], corpora: [], cwd: ".", root: ".", shingleWidth: 4 }),
    );
    expect(e.message).toBe("shingleWidth must be an integer in [1, 3] (got 4)");
    expect(
      (await thrown(scanLeakage({ probeSets: [], corpora: [], cwd: ".", root: ".", minContainmentShingles: 0 })))
        .message,
    ).toBe("minContainmentShingles must be an integer ≥ 1 (got 0)");
  });

  it("a threshold contamgate.yml let through is refused at its line in the file", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-plan-"));
    writeFileSync(join(dir, "probes.txt"), "Which gas makes up most of the air?\n");
    writeFileSync(join(dir, "corpus.txt"), "nothing to see\n");
    writeFileSync(
      join(dir, "contamgate.yml"),
      [
        "leakage:",
        "  probe_sets:",
        "    p:",
        "      sources:",
        "        - path: probes.txt",
        "  corpora:",
        "    - path: corpus.txt",
        "  threshold: 0.1234567",
        "",
      ].join("\n"),
    );
    const cfg = await loadConfig("contamgate.yml", dir);
    const e = await thrown(scanLeakage(optionsFromSection(cfg.config.leakage!, cfg.dir, cfg)));
    expect(e.where).toMatchObject({ file: "contamgate.yml", line: 8, field: "leakage.threshold" });
    expect(e.message).not.toContain("--threshold");
  });
});
