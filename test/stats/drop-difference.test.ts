import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import {
  dropDifferenceInterval,
  dropDifferenceTest,
  studentizedDifference,
  timeSplitPower,
} from "../../src/stats/drop-difference.js";

const ref = loadReference("drop_difference.json");

describe(`time split statistics against ${ref.generator} (${ref.software})`, () => {
  it("dropDifferenceTest: the exact permutation p (dhyper enumeration; brute force over subsets for small n)", () => {
    const cases = casesFor(ref, "dropDifferenceTest", 40);
    expect(
      failures(cases, (pre, post) => {
        const r = dropDifferenceTest(pre, post);
        return { statistic: r.statistic, p_value: r.p_value };
      }).slice(0, 10),
    ).toEqual([]);
  });

  it("dropDifferenceInterval: MOVER over the melded bounds", () => {
    expect(failures(casesFor(ref, "dropDifferenceInterval", 5), dropDifferenceInterval).slice(0, 10)).toEqual([]);
  });

  it("timeSplitPower: the normal power of the studentized test", () => {
    expect(failures(casesFor(ref, "timeSplitPower", 5), timeSplitPower).slice(0, 10)).toEqual([]);
  });
});

describe("dropDifferenceTest", () => {
  it("is a probability over every arrangement: p at the smallest T is 1", () => {
    // Pre lost nothing, post lost everything: every arrangement is at least as extreme.
    expect(dropDifferenceTest({ b: 0, c: 5, n: 5 }, { b: 5, c: 0, n: 5 }).p_value).toBeCloseTo(1, 12);
  });

  it("counts arrangements as the multivariate hypergeometric support", () => {
    // N₊ = 2, N₋ = 1, N₀ = 3, n_pre = 3: (k₊, k₋) with k₀ = 3 − k₊ − k₋ ∈ [0, 3].
    const r = dropDifferenceTest({ b: 1, c: 1, n: 3 }, { b: 1, c: 0, n: 3 });
    expect(r.arrangements).toBe(6);
  });

  it("p falls as the pre group's drop grows (the post group fixed)", () => {
    let last = 1;
    for (let b = 0; b <= 40; b += 5) {
      const p = dropDifferenceTest({ b, c: 5, n: 100 }, { b: 8, c: 5, n: 100 }).p_value;
      expect(p).toBeLessThanOrEqual(last + 1e-12);
      last = p;
    }
    expect(last).toBeLessThan(1e-4);
  });

  it("names the argument it rejects", () => {
    expect(() => dropDifferenceTest({ b: 3, c: 3, n: 5 }, { b: 0, c: 0, n: 1 })).toThrow(/pre: b \+ c must be ≤ n/);
    expect(() => dropDifferenceTest({ b: 0, c: 0, n: 5 }, { b: 0, c: 0, n: 0 })).toThrow(/post\.n must be > 0/);
    expect(() => dropDifferenceTest({ b: 0.5, c: 0, n: 5 }, { b: 0, c: 0, n: 1 })).toThrow(/pre\.b/);
  });

  it("its statistic is the exported studentized difference", () => {
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

  it("is wider at a smaller α", () => {
    const a = dropDifferenceInterval({ b: 40, c: 10, n: 200 }, { b: 12, c: 10, n: 100 }, 0.05);
    const b = dropDifferenceInterval({ b: 40, c: 10, n: 200 }, { b: 12, c: 10, n: 100 }, 0.01);
    expect(b.lower).toBeLessThan(a.lower);
    expect(b.upper).toBeGreaterThan(a.upper);
  });
});

describe("timeSplitPower", () => {
  it("rises with n and with the effect, and rejects a design it cannot describe", () => {
    const base = { nPre: 400, nPost: 200, discordantRate: 0.3, effect: 0.1, level: 0.05 };
    expect(timeSplitPower({ ...base, nPre: 800, nPost: 400 })).toBeGreaterThan(timeSplitPower(base));
    expect(timeSplitPower({ ...base, effect: 0.2 })).toBeGreaterThan(timeSplitPower(base));
    expect(() => timeSplitPower({ ...base, effect: 0.4 })).toThrow(/effect/);
    expect(() => timeSplitPower({ ...base, nPost: 0 })).toThrow(/nPost/);
  });
});

describe("dropDifferenceTest beyond the full-enumeration limit", () => {
  const cases: [{ b: number; c: number; n: number }, { b: number; c: number; n: number }][] = [
    [
      { b: 300, c: 240, n: 2000 },
      { b: 120, c: 110, n: 1000 },
    ],
    [
      { b: 400, c: 100, n: 1500 },
      { b: 150, c: 140, n: 1500 },
    ],
    [
      { b: 0, c: 0, n: 500 },
      { b: 40, c: 0, n: 500 },
    ],
  ];
  it.each(cases)(
    "skips only negligible tails: the windowed p is the full p plus at most the stated bound",
    (pre, post) => {
      const full = dropDifferenceTest(pre, post);
      const windowed = dropDifferenceTest(pre, post, 0);
      expect(full.skipped_mass_bound).toBe(0);
      // The first two distributions are wider than the window, so their tails are skipped.
      if (pre.b !== 0) expect(windowed.skipped_mass_bound).toBeGreaterThan(0);
      expect(windowed.skipped_mass_bound).toBeLessThan(1e-20);
      expect(windowed.arrangements).toBeLessThanOrEqual(full.arrangements);
      expect(windowed.p_value).toBeGreaterThanOrEqual(full.p_value * (1 - 1e-12));
      expect(windowed.p_value - full.p_value).toBeLessThanOrEqual(windowed.skipped_mass_bound + 1e-12 * full.p_value);
    },
  );

  it("handles forty thousand items (windowed), with a p in range", () => {
    const r = dropDifferenceTest({ b: 6_300, c: 5_800, n: 20_000 }, { b: 6_000, c: 5_900, n: 20_000 });
    expect(r.skipped_mass_bound).toBeGreaterThan(0);
    expect(r.p_value).toBeGreaterThan(0);
    expect(r.p_value).toBeLessThan(0.01);
  });
});
