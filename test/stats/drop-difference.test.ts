import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import {
  dropDifferenceInterval,
  dropDifferenceRejects,
  dropDifferenceTest,
  EXACT_POWER_TABLES,
  studentizedDifference,
  timeSplitPower,
} from "../../src/stats/drop-difference.js";

const ref = loadReference("drop_difference.json");

describe(`time split statistics against ${ref.generator} (${ref.software})`, () => {
  it("dropDifferenceInterval: MOVER over the melded bounds", () => {
    expect(failures(casesFor(ref, "dropDifferenceInterval", 5), dropDifferenceInterval).slice(0, 10)).toEqual([]);
  });

  it("dropDifferenceRejects: the MOVER lower bound against 0, both decisions", () => {
    const cases = casesFor(ref, "dropDifferenceRejects", 8);
    expect(new Set(cases.map((c) => c.value)).size).toBe(2);
    expect(failures(cases, dropDifferenceRejects).slice(0, 10)).toEqual([]);
  });

  it("dropDifferenceTest: the p-value is the level where the lower bound crosses 0 (uniroot in R)", () => {
    const cases = casesFor(ref, "dropDifferenceTest", 6);
    expect(failures(cases, (pre, post) => ({ p_value: dropDifferenceTest(pre, post).p_value })).slice(0, 10)).toEqual(
      [],
    );
  });

  it("timeSplitPower: the exact power of the rule (full enumeration in R) and the expected-table approximation", () => {
    const cases = casesFor(ref, "timeSplitPower", 6);
    expect(cases.filter((c) => (c.value as { method: string }).method === "exact").length).toBeGreaterThanOrEqual(4);
    expect(failures(cases, timeSplitPower).slice(0, 10)).toEqual([]);
  });
});

describe("dropDifferenceTest", () => {
  it("p < L exactly when the test at L rejects, at every probed Holm threshold", () => {
    const designs: [{ b: number; c: number; n: number }, { b: number; c: number; n: number }][] = [
      [
        { b: 30, c: 12, n: 100 },
        { b: 10, c: 8, n: 100 },
      ],
      [
        { b: 12, c: 3, n: 40 },
        { b: 3, c: 2, n: 40 },
      ],
      [
        { b: 60, c: 10, n: 200 },
        { b: 20, c: 18, n: 200 },
      ],
    ];
    const levels = [0.05, 0.025, 0.05 / 3, 0.0125, 0.01];
    for (const [pre, post] of designs) {
      const p = dropDifferenceTest(pre, post, levels).p_value;
      for (const L of levels) expect(p < L).toBe(dropDifferenceRejects(pre, post, L));
    }
  });

  it("is 1 when the pre drop is not above the post drop, and falls as the pre drop grows", () => {
    expect(dropDifferenceTest({ b: 0, c: 5, n: 5 }, { b: 5, c: 0, n: 5 }).p_value).toBe(1);
    let last = 1;
    for (let b = 0; b <= 40; b += 5) {
      const p = dropDifferenceTest({ b, c: 5, n: 100 }, { b: 8, c: 5, n: 100 }).p_value;
      expect(p).toBeLessThanOrEqual(last);
      last = p;
    }
    expect(last).toBeLessThan(1e-4);
  });

  it("keeps a tiny p's exponent (the real fixture's memorizer)", () => {
    const p = dropDifferenceTest({ b: 290, c: 3, n: 400 }, { b: 10, c: 22, n: 200 }).p_value;
    expect(p).toBeGreaterThan(1e-80);
    expect(p).toBeLessThan(1e-30);
  });

  it("names the argument it rejects", () => {
    expect(() => dropDifferenceTest({ b: 3, c: 3, n: 5 }, { b: 0, c: 0, n: 1 })).toThrow(/pre: b \+ c must be ≤ n/);
    expect(() => dropDifferenceTest({ b: 0, c: 0, n: 5 }, { b: 0, c: 0, n: 0 })).toThrow(/post\.n must be > 0/);
    expect(() => dropDifferenceTest({ b: 0.5, c: 0, n: 5 }, { b: 0, c: 0, n: 1 })).toThrow(/pre\.b/);
    expect(() => dropDifferenceRejects({ b: 1, c: 0, n: 5 }, { b: 0, c: 0, n: 1 }, 0.5)).toThrow(/alpha/);
  });

  it("its statistic is the exported studentized difference (descriptive)", () => {
    const pre = { b: 30, c: 7, n: 120 };
    const post = { b: 9, c: 8, n: 80 };
    expect(dropDifferenceTest(pre, post).statistic).toBe(studentizedDifference(pre, post));
  });
});

describe("dropDifferenceInterval", () => {
  it("holds the estimate and carries each group's melded interval", () => {
    const r = dropDifferenceInterval({ b: 40, c: 10, n: 200 }, { b: 12, c: 10, n: 100 }, 0.05);
    expect(r.estimate).toBeCloseTo(0.15 - 0.02, 15);
    expect(r.lower).toBeLessThan(r.estimate);
    expect(r.upper).toBeGreaterThan(r.estimate);
    expect(r.level).toBeCloseTo(0.9, 15);
    expect(r.pre.lower).toBeLessThan(0.15);
    expect(r.post.upper).toBeGreaterThan(0.02);
  });

  it("is wider at a smaller α, and its lower end is the test", () => {
    const pre = { b: 40, c: 10, n: 200 };
    const post = { b: 12, c: 10, n: 100 };
    const a = dropDifferenceInterval(pre, post, 0.05);
    const b = dropDifferenceInterval(pre, post, 0.01);
    expect(b.lower).toBeLessThan(a.lower);
    expect(b.upper).toBeGreaterThan(a.upper);
    expect(dropDifferenceRejects(pre, post, 0.05)).toBe(a.lower > 0);
  });
});

describe("timeSplitPower", () => {
  it("rises with n and with the effect, and rejects a design it cannot describe", () => {
    const base = { nPre: 30, nPost: 20, discordantRate: 0.3, effect: 0.1, level: 0.05 };
    const p0 = timeSplitPower(base);
    expect(p0.method).toBe("exact");
    expect(timeSplitPower({ ...base, nPre: 45, nPost: 30 }).value).toBeGreaterThan(p0.value);
    expect(timeSplitPower({ ...base, effect: 0.2 }).value).toBeGreaterThan(p0.value);
    expect(() => timeSplitPower({ ...base, effect: 0.4 })).toThrow(/effect/);
    expect(() => timeSplitPower({ ...base, nPost: 0 })).toThrow(/nPost/);
  });

  it(`switches to the labelled expected-table approximation beyond ${EXACT_POWER_TABLES} tables`, () => {
    const big = timeSplitPower({ nPre: 2000, nPost: 1000, discordantRate: 0.2, effect: 0.03, level: 0.0125 });
    expect(big.method).toBe("expected-table approximation");
    expect(big.skipped_mass).toBe(0);
  });
});
