import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cli, expectNoCrash } from "./cli-harness.js";

/**
 * Numeric flags are input too: negative, fractional, huge, NaN, Infinity, hex, empty and
 * non-numeric values for every count and rate flag give exit 4 and one line naming the flag —
 * never a crash, never a hang, never a silently clamped value.
 */
const ITEMS = join(process.cwd(), "fixtures/items/synthetic40.jsonl");
const RUN = [
  "run",
  "--items",
  ITEMS,
  "--split",
  "all",
  "--model",
  "fake=m",
  "--target-effect",
  "0.05",
  "--discordant-rate",
  "0.3",
  "--no-cache",
];
const CASES: { base: string[]; flag: string; integer: boolean }[] = [
  ...["budget", "concurrency", "max-retries", "max-tokens", "sample-n"].map((flag) => ({
    base: RUN,
    flag,
    integer: true,
  })),
  ...["requests-per-minute", "timeout", "temperature", "alpha", "power"].map((flag) => ({
    base: RUN,
    flag,
    integer: false,
  })),
  ...["n", "models", "perturbers"].map((flag) => ({
    base: ["power", "--target-effect", "0.05", "--discordant-rate", "0.3"],
    flag,
    integer: true,
  })),
  ...["perturbers"].map((flag) => ({
    base: ["verdict", "--table", "m=10,5,1,20", "--target-effect", "0.05"],
    flag,
    integer: true,
  })),
  ...["alpha", "power"].map((flag) => ({
    base: ["verdict", "--table", "m=10,5,1,20", "--target-effect", "0.05"],
    flag,
    integer: false,
  })),
  ...["limit", "min-containment-shingles", "shingle-width"].map((flag) => ({
    base: ["leakage", "--probes", ITEMS, "--field", "question", "--corpus", ITEMS, "--corpus-field", "question"],
    flag,
    integer: true,
  })),
];
const ALWAYS_BAD = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "abc", "", " ", "0x10x", "--", "1,5", "١٢"];
const BAD_INTEGER = ["-1", "1.5", "2.000001", "-0.5", "1e-9"];

describe("hostile numeric flags", () => {
  it("every count and rate flag rejects non-numbers and out-of-range values with exit 4 naming the flag", async () => {
    for (const c of CASES) {
      for (const v of [...ALWAYS_BAD, ...(c.integer ? BAD_INTEGER : ["-1"])]) {
        const r = await cli([...c.base, `--${c.flag}`, v], process.cwd());
        expectNoCrash(r);
        expect(r.code, `--${c.flag} ${JSON.stringify(v)}: ${r.stderr}${r.stdout.slice(0, 200)}`).toBe(4);
        expect(r.stderr.trimEnd().split("\n"), r.stderr).toHaveLength(1);
        expect(r.stderr, `--${c.flag} ${JSON.stringify(v)}`).toContain(c.flag);
      }
    }
  }, 120_000);

  it("property: any string for --target-effect / --discordant-rate is accepted only as a finite number in range", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string({ maxLength: 12 }), fc.double().map(String), fc.integer().map(String)),
        async (v) => {
          const r = await cli(["power", "--target-effect", v, "--discordant-rate", "0.3", "--n", "100"], process.cwd());
          expectNoCrash(r);
          const x = v.trim() === "" ? NaN : Number(v);
          const ok = Number.isFinite(x) && x > 0 && x <= 0.3;
          if (!ok) expect(r.code, `${JSON.stringify(v)} → ${r.code}`).toBe(4);
          else expect([0, 2], `${JSON.stringify(v)}: ${r.stderr}`).toContain(r.code);
        },
      ),
      { numRuns: 200, seed: 8 },
    );
  });
});
