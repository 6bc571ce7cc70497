// The soft signal's limit for skewed d (docs/statistics.md "The soft signal", "What the test
// assumes"): the power ceiling of any mean test valid for every d on [−1, 1] (scipy:
// test/reference/mean_ceiling.py → mean_ceiling.json) and what such a test — the betting test of
// test/reference/soft_betting.ts → soft_betting.json — costs against the sign-flip rule, in
// simulation and on the real llama.cpp fixture's answers. Holds both files to the statements the
// docs make. Regenerate: `/usr/bin/python3 test/reference/mean_ceiling.py`; `CONTAMGATE_REAL_LLM=…
// npx tsx scripts/soft-gain.ts --rows /tmp/rows.jsonl`, then `nice -n 10 npx tsx
// test/reference/soft_betting.ts --rows /tmp/rows.jsonl`.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

interface CeilingRow {
  delta: number;
  family: number;
  alpha: number;
  ceiling_n30: number;
  ceiling_n100: number;
  items_for_power_0_8: number;
  items_for_power_0_5: number;
}
interface LevelCell {
  d: string;
  symmetric: boolean;
  n: number;
  M: number;
  K: number;
  reps: number;
  betting: number;
  mixture: number;
  sign_flip: number;
}
interface PowerCell {
  d: string;
  mean: number;
  n: number;
  M: number;
  K: number;
  reps: number;
  betting: number;
  mixture: number;
  sign_flip: number;
  ceiling: number;
}
interface Rates {
  binary: number;
  soft: number;
  betting: number;
}
interface FixtureCell {
  n: number;
  samples: number;
  memorizer: Rates;
  control: Rates;
}

const read = (name: string) => JSON.parse(readFileSync(new URL(`../reference/${name}`, import.meta.url), "utf8"));
interface FixedP {
  name: string;
  n: number;
  betting_p: number;
  mixture_p: number;
}
const limit = read("mean_ceiling.json") as {
  alpha: number;
  ceiling: CeilingRow[];
  sup_tail: Record<string, number>[];
  constant_shift_p: (FixedP & { delta: number })[];
  fixed_p: FixedP[];
};
const bet = read("soft_betting.json") as {
  alpha: number;
  level: LevelCell[];
  power: PowerCell[];
  ceiling: { delta: number; n: number; betting_p: number; mixture_p: number; ceiling: number }[];
  fixed: FixedP[];
  fixture: { items: number; grid: FixtureCell[]; betting_every_n: { n: number; samples: number; memorizer: number }[] };
};
const alpha = bet.alpha;
const se = (p: number, reps: number) => Math.sqrt((p * (1 - p)) / reps);
const doc = readFileSync(new URL("../../docs/statistics.md", import.meta.url), "utf8");
const realLlm = readFileSync(new URL("../../docs/real-llm.md", import.meta.url), "utf8");

/** Smallest n of the grid from which the rate stays at or above 0.8. */
function itemsNeeded(cells: readonly { n: number; rate: number }[]): number {
  let n = Number.POSITIVE_INFINITY;
  for (const c of [...cells].sort((a, b) => b.n - a.n)) {
    if (c.rate < 0.8) break;
    n = c.n;
  }
  return n;
}

describe("the ceiling of a mean test valid for every d on [−1, 1] (scipy)", () => {
  it("is α(1 + δ)^n, and the items it needs are ⌈ln(power/α′)/ln(1 + δ)⌉", () => {
    expect(limit.ceiling.length).toBeGreaterThanOrEqual(12);
    for (const r of limit.ceiling) {
      expect(r.alpha).toBeCloseTo(alpha / r.family, 15);
      for (const [n, v] of [
        [30, r.ceiling_n30],
        [100, r.ceiling_n100],
      ] as const) {
        expect(v, JSON.stringify(r)).toBeCloseTo(Math.min(1, r.alpha * (1 + r.delta) ** n), 9);
      }
      expect(r.items_for_power_0_8).toBe(Math.ceil(Math.log(0.8 / r.alpha) / Math.log1p(r.delta)));
      expect(r.items_for_power_0_5).toBe(Math.ceil(Math.log(0.5 / r.alpha) / Math.log1p(r.delta)));
    }
  });

  it("is attained: sup P(d ≥ δ) over mean-0 laws on [−1, 1] is 1/(1 + δ) (linear programming)", () => {
    for (const r of limit.sup_tail) expect(r.sup_tail!).toBeCloseTo(1 / (1 + r.delta!), 9);
  });

  it("docs/statistics.md's table gives scipy's items needed", () => {
    for (const [pt, delta] of [
      [1, 0.01],
      [3, 0.03],
      [5, 0.05],
    ] as const) {
      const want = [1, 2, 6].map(
        (F) => limit.ceiling.find((r) => r.delta === delta && r.family === F)!.items_for_power_0_8,
      );
      const row = new RegExp(`^\\| ${pt} pt \\|.*\\| ${want.join(" \\| ")} \\|$`, "m");
      expect(doc, `${pt} pt: ${want.join(", ")}`).toMatch(row);
    }
  });
});

describe(`the betting test against the sign-flip rule (simulation)`, () => {
  it("its p is numpy's (mean_ceiling.py writes the test again from its definition)", () => {
    const close = (a: number, b: number, what: string) => expect(Math.abs(a - b), what).toBeLessThanOrEqual(1e-12 * b);
    expect(bet.ceiling.length).toBe(limit.constant_shift_p.length);
    bet.ceiling.forEach((c, i) => {
      const r = limit.constant_shift_p[i]!;
      expect([c.delta, c.n]).toEqual([r.delta, r.n]);
      close(c.betting_p, r.betting_p, `betting δ = ${c.delta}, n = ${c.n}`);
      close(c.mixture_p, r.mixture_p, `mixture δ = ${c.delta}, n = ${c.n}`);
    });
    expect(bet.fixed.map((f) => f.name)).toEqual(limit.fixed_p.map((f) => f.name));
    bet.fixed.forEach((f, i) => {
      close(f.betting_p, limit.fixed_p[i]!.betting_p, `betting ${f.name}`);
      close(f.mixture_p, limit.fixed_p[i]!.mixture_p, `mixture ${f.name}`);
    });
  });

  it("the betting test's level is ≤ α + 2 SE on every mean-0 d, skewed or symmetric, alone and in a 3 × 2 family", () => {
    expect(bet.level.length).toBeGreaterThanOrEqual(15);
    expect(bet.level.some((c) => c.M * c.K === 6)).toBe(true);
    for (const c of bet.level) {
      expect(c.reps).toBeGreaterThanOrEqual(10_000);
      expect(c.betting, JSON.stringify(c)).toBeLessThanOrEqual(alpha + 2 * se(alpha, c.reps));
      expect(c.mixture, JSON.stringify(c)).toBeLessThanOrEqual(alpha + 2 * se(alpha, c.reps));
    }
  });

  it("the sign-flip rule holds its level on symmetric d and not on the skewed mean-0 d (the limit the docs state)", () => {
    for (const c of bet.level.filter((x) => x.symmetric)) {
      expect(c.sign_flip, JSON.stringify(c)).toBeLessThanOrEqual(alpha + 2 * se(alpha, c.reps));
    }
    const worst = bet.level.filter((x) => !x.symmetric && x.n === 30 && x.M === 1);
    for (const c of worst) expect(c.sign_flip, JSON.stringify(c)).toBeGreaterThan(alpha + 4 * se(alpha, c.reps));
  });

  it("no valid test beats the ceiling: the betting test stays under α′(1 + δ)^n (+ 3 SE); the sign-flip rule goes over it", () => {
    for (const c of bet.power) {
      expect(c.betting, JSON.stringify(c)).toBeLessThanOrEqual(c.ceiling + 3 * se(c.ceiling, c.reps) + 1e-12);
    }
    expect(bet.power.some((c) => c.sign_flip > c.ceiling + 0.5)).toBe(true);
    // d ≡ δ: a valid p can never fall below (1 + δ)^−n (reject at α′ only if α′(1 + δ)^n ≥ 1)
    for (const c of bet.ceiling) {
      expect(c.betting_p, JSON.stringify(c)).toBeGreaterThanOrEqual((1 + c.delta) ** -c.n);
      expect(c.mixture_p, JSON.stringify(c)).toBeGreaterThanOrEqual((1 + c.delta) ** -c.n);
    }
  });

  it("the betting test never has more power than the sign-flip rule (+ 3 SE) on light, lumpy and memorizer-like d", () => {
    for (const shape of ["light", "lumpy", "memorizer-like"]) {
      const cells = bet.power.filter((c) => c.d === shape);
      expect(new Set(cells.map((c) => c.n))).toEqual(
        new Set(shape === "memorizer-like" ? [10, 16, 30, 100, 300] : [30, 100, 300]),
      );
      for (const c of cells) {
        expect(c.reps).toBeGreaterThanOrEqual(10_000);
        expect(c.betting - c.sign_flip, JSON.stringify(c)).toBeLessThanOrEqual(3 * se(c.sign_flip, c.reps));
      }
    }
  });
});

describe("on the real llama.cpp fixture's answers (scripts/soft-gain.ts's subsamples)", () => {
  const grid = bet.fixture.grid;
  const needed = (k: keyof Rates) => itemsNeeded(grid.map((c) => ({ n: c.n, rate: c.memorizer[k] })));

  it("the binary and soft columns are docs/real-llm.md's table, subsample for subsample", () => {
    for (const c of grid) {
      const row = new RegExp(`^\\| ${c.n} \\| ([\\d.]+)% \\| ([\\d.]+)% \\|`, "m").exec(realLlm);
      expect(row, `n = ${c.n}`).not.toBeNull();
      expect(Number(row![1]) / 100).toBeCloseTo(c.memorizer.binary, 10);
      expect(Number(row![2]) / 100).toBeCloseTo(c.memorizer.soft, 10);
    }
  });

  it("items for ≥ 80%: sign-flip 18 < binary 24 < betting; none names the control above α + 2 SE", () => {
    expect(needed("soft")).toBe(18);
    expect(needed("binary")).toBe(24);
    expect(needed("betting")).toBeGreaterThan(needed("binary"));
    const fine = itemsNeeded(bet.fixture.betting_every_n.map((c) => ({ n: c.n, rate: c.memorizer })));
    expect(fine).toBeGreaterThan(24);
    for (const c of grid) {
      for (const k of ["binary", "soft", "betting"] as const) {
        expect(c.control[k], `${k} n = ${c.n}`).toBeLessThanOrEqual(alpha + 2 * se(alpha, c.samples));
      }
    }
  });
});
