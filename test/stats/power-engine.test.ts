/**
 * The power engine's shortcuts (walked tails, certified ranges of n, early-exit sums, envelopes)
 * checked against the rule's own functions at the sizes where the shortcuts matter: thousands of
 * discordant pairs, n up to 100,000. power.test.ts covers small n exhaustively.
 */
import { describe, expect, it } from "vitest";
import { binomPmf, binomSf } from "../../src/stats/binomial.js";
import { PowerEngine } from "../../src/stats/power.js";
import { RuleThresholds } from "../../src/stats/rule-thresholds.js";
import { UpperTailTable } from "../../src/stats/tail-table.js";
import { compileRule, detectionFires, type VerdictRule } from "../../src/stats/rule.js";
import { envelopeCheck } from "./envelope-check.js";

const base: VerdictRule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };
const rules: [string, VerdictRule][] = [
  ["M=1 K=1", base],
  ["M=3 K=5", { ...base, models: 3, perturbers: 5 }],
  [
    "M=2 K=30 Bailey two-sided α=0.01",
    { ...base, models: 2, perturbers: 30, emax: "bailey", sided: "two-sided", alpha: 0.01 },
  ],
];

/** The discordant counts carrying the mass of Binomial(n, ψ) (±8 sd), every `step`-th. */
function window(n: number, psi: number, step = 1): number[] {
  const sd = Math.sqrt(n * psi * (1 - psi));
  const out: number[] = [];
  for (let m = Math.max(0, Math.floor(n * psi - 8 * sd)); m <= Math.min(n, Math.ceil(n * psi + 8 * sd)); m += step)
    out.push(m);
  return out;
}

/** b* is right at (m, n) iff the rule fires at b* and not at b* − 1 (R_m is an upper set). */
function expectThreshold(engine: PowerEngine, m: number, n: number, rule: ReturnType<typeof compileRule>) {
  const b = engine.threshold(m, n);
  const label = `m=${m} n=${n} b*=${b}`;
  if (b <= m) expect(detectionFires(b, m - b, n, rule), label).toBe(true);
  if (b - 1 >= 0) expect(detectionFires(b - 1, m - b + 1, n, rule), label).toBe(false);
}

describe("thresholds b*(m, n) at large m equal the rule's own decisions", () => {
  it.each(rules)("%s: every m of the window at n = 5,000 and 20,000; every 9th at 100,000", (_, rule) => {
    const engine = new PowerEngine(0.2, rule);
    const compiled = compileRule(rule);
    for (const [n, step] of [
      [5_000, 1],
      [20_000, 1],
      [100_000, 9],
    ] as const) {
      for (const m of window(n, 0.2, step)) expectThreshold(engine, m, n, compiled);
    }
  });
  it.each(rules)("%s: n visited up, down and back (the certified ranges of n move both ways)", (_, rule) => {
    const engine = new PowerEngine(0.3, rule);
    const compiled = compileRule(rule);
    for (const n of [8_000, 8_001, 7_999, 12_000, 4_000, 8_000, 30_000, 8_002]) {
      for (const m of window(8_000, 0.3, 3)) if (m <= n) expectThreshold(engine, m, n, compiled);
    }
  });
});

describe("exact power at large n equals the plain double sum over the rule's region", () => {
  it.each(rules)("%s", (_, rule) => {
    const compiled = compileRule(rule);
    for (const [n, psi, delta] of [
      [20_000, 0.2, 0.01],
      [100_000, 0.3, 0.005],
      [60_000, 0.05, 0.002],
    ] as const) {
      const engine = new PowerEngine(psi, rule);
      const pi1 = (1 + delta / psi) / 2;
      let plain = 0;
      for (const m of window(n, psi)) {
        const b = engine.threshold(m, n);
        if (m % 11 === 0) expectThreshold(engine, m, n, compiled);
        plain += binomPmf(m, n, psi) * (b > m ? 0 : binomSf(b, m, pi1));
      }
      const got = engine.power(n, delta).power;
      expect(Math.abs(got - plain), `n=${n} ψ=${psi} δ=${delta}`).toBeLessThanOrEqual(1e-11 * plain);
      // δ visited in a scrambled order (the walked tails are per δ) gives the same figures.
      engine.power(n, delta / 2);
      expect(engine.power(n, delta).power).toBe(got);
    }
  });
});

describe("searches at mid n: every n decided, by exhaustive scan", () => {
  // M = 3, K = 5 (the melded bound at every n of the scan): power-engine.slow.test.ts.
  it.each([["M=1 K=1", 0.2, 0.02, base]] as const)(
    "%s: firstN and requiredN against power at every n in [1, 2·requiredN]",
    (_, psi, delta, rule) => {
      const found = new PowerEngine(psi, rule).sampleSize(delta, 0.8)!;
      const scan = new PowerEngine(psi, rule);
      let first: number | null = null;
      let lastMiss = 0;
      for (let n = 1; n <= 2 * found.requiredN; n++) {
        const ok = scan.power(n, delta).power >= 0.8;
        if (ok && first === null) first = n;
        if (!ok) lastMiss = n;
      }
      expect(found.firstN).toBe(first);
      expect(found.requiredN).toBe(lastMiss + 1);
    },
  );
  it.each(rules)("%s: MDE at n = 100,000 is the root to within its tolerance", (_, rule) => {
    const engine = new PowerEngine(0.2, rule);
    const mde = engine.minDetectableEffect(100_000, 0.8)!;
    const fresh = new PowerEngine(0.2, rule);
    expect(fresh.power(100_000, mde).power).toBeGreaterThanOrEqual(0.8);
    expect(fresh.power(100_000, mde - 1e-6).power).toBeLessThan(0.8);
  });
});

describe("the envelopes the searches prune with are bounds on power over the whole block", () => {
  // With K > 1 every block needs b*'s range from the melded bound: [1, 128] here, [1, 512] in
  // power-engine.slow.test.ts.
  it.each([
    ["M=1 K=1 ψ=0.9 (saw-tooth), [1, 512]", 0.9, 0.3, base, 512],
    ["M=3 K=5 ψ=0.3, [1, 128]", 0.3, 0.12, { ...base, models: 3, perturbers: 5 }, 128],
    ["M=1 K=30 two-sided ψ=0.5, [1, 128]", 0.5, 0.25, { ...base, perturbers: 30, sided: "two-sided" as const }, 128],
  ] as const)(
    "%s: every block of a dyadic split",
    (_, psi, delta, rule, top) => {
      envelopeCheck(psi, delta, rule, top);
    },
    300_000,
  );
});

describe("memory reserved ahead of a search keeps what was cached", () => {
  it("thresholds found before RuleThresholds.reserve / UpperTailTable.reserve read back the same after it", () => {
    const rule: VerdictRule = { alpha: 0.05, models: 3, perturbers: 5, sided: "one-sided", emax: "exact" };
    const compiled = compileRule(rule);
    const n = 20_000;
    /** b* is the rule's own: it fires at b* and not at b* − 1. */
    const isThreshold = (b: number, m: number) =>
      (b > m || detectionFires(b, m - b, n, compiled)) && (b - 1 < 0 || !detectionFires(b - 1, m - b + 1, n, compiled));
    // Cached at base ~3,900, then moved to base 0 by the reserve: every entry must move with it.
    const ms = Array.from({ length: 120 }, (_, i) => 3_900 + 3 * i);
    const moved = new RuleThresholds(compiled);
    const want = ms.map((m) => moved.threshold(m, n));
    moved.reserve(50_000);
    expect(ms.map((m) => moved.threshold(m, n))).toEqual(want);
    expect(ms.filter((m, i) => !isThreshold(want[i]!, m))).toEqual([]);
    // Nothing landed at another m (an entry copied to the wrong index would be read there).
    const low = Array.from({ length: 120 }, (_, i) => 3_901 + 3 * i).concat(
      Array.from({ length: 100 }, (_, m) => 4 * m),
    );
    expect(low.filter((m) => !isThreshold(moved.threshold(m, n), m))).toEqual([]);
    const tails = new UpperTailTable(0.55);
    const before = ms.map((m, i) => tails.upper(m, want[i]!));
    tails.reserve(50_000);
    expect(ms.map((m, i) => tails.cachedB(m) === want[i] && tails.cachedValue(m) === before[i])).not.toContain(false);
    // And a search on an engine that summed power at one n first is the fresh engine's.
    const used = new PowerEngine(0.2, rule);
    used.power(5_000, 0.02);
    expect(used.sampleSize(0.02, 0.8)).toEqual(new PowerEngine(0.2, rule).sampleSize(0.02, 0.8));
  });
});
