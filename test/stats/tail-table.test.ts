import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { binomLogSf } from "../../src/stats/binomial.js";
import { UpperTailTable, WALK_REL_TOL, ANCHOR_REL_ERR } from "../../src/stats/tail-table.js";

/** The exact function the table walks from: P(X ≥ b) in log space. */
const exactUpper = (m: number, b: number, x: number) => (b <= 0 ? 1 : b > m ? 0 : Math.exp(binomLogSf(b, m, x)));

function expectAgrees(table: UpperTailTable, m: number, b: number, x: number) {
  const got = table.upper(m, b);
  const want = exactUpper(m, b, x);
  const label = `x=${x} m=${m} b=${b}`;
  if (want === 0) {
    expect(got, label).toBe(0);
    return;
  }
  // Both are within their error bounds of the true tail, so of each other.
  expect(Math.abs(got - want), label).toBeLessThanOrEqual(table.lastError + ANCHOR_REL_ERR * want);
  expect(table.lastError, label).toBeLessThanOrEqual((WALK_REL_TOL + ANCHOR_REL_ERR) * got * (1 + 1e-12));
}

/** P(Bin(m, num/2^k) ≥ b) exactly, as ln, from integers (x a dyadic rational, so no rounding at all). */
function trueLogUpper(m: number, b: number, num: number, k: number): number {
  const bn = BigInt(num);
  const rest = (1n << BigInt(k)) - bn;
  let c = 1n; // C(m, j)
  let total = 0n;
  for (let j = 0; j <= m; j++) {
    if (j > 0) c = (c * BigInt(m - j + 1)) / BigInt(j);
    if (j >= b) total += c * bn ** BigInt(j) * rest ** BigInt(m - j);
  }
  const denBits = k * m;
  const bits = total.toString(2).length;
  const shift = bits - 64;
  const head = shift > 0 ? Number(total >> BigInt(shift)) : Number(total);
  return Math.log(head) + (Math.max(shift, 0) - denBits) * Math.LN2;
}

describe("UpperTailTable: walked tails agree with the log-space incomplete beta", () => {
  it("along the paths the power sums take (threshold near the mean, m up and down by one)", () => {
    for (const x of [0.5, 0.5125, 0.55, 0.75]) {
      const table = new UpperTailTable(x);
      const thresholdAt = (m: number) => Math.ceil(m / 2 + 0.82 * Math.sqrt(m));
      for (let m = 19_000; m <= 19_600; m++) expectAgrees(table, m, thresholdAt(m), x);
      for (let m = 18_999; m >= 18_400; m--) expectAgrees(table, m, thresholdAt(m), x);
      // Back and forth in b at one m, as the deflated thresholds move with n.
      for (const b of [9_700, 9_701, 9_699, 9_698, 9_702, 9_760, 9_640]) expectAgrees(table, 19_300, b, x);
    }
  });

  it("deep in both tails (values far below 1e-300 and within 1e-15 of 1)", () => {
    const table = new UpperTailTable(0.525);
    for (let m = 2_000; m <= 2_050; m++) expectAgrees(table, m, m - 3, 0.525); // ~1e-550: exact each time
    for (let m = 2_000; m <= 2_050; m++) expectAgrees(table, m, Math.floor(m / 4), 0.525); // ~1 − 1e-120
    for (let b = 1_300; b <= 1_400; b++) expectAgrees(table, 2_000, b, 0.525); // walks into a cancelling tail
  });

  it("against exact integer arithmetic: within the bound it reports, of the true tail", () => {
    for (const [num, k] of [
      [1, 1],
      [5, 3],
      [13, 4],
    ] as const) {
      const x = num / 2 ** k;
      const table = new UpperTailTable(x);
      const m0 = 1_500;
      const path: [number, number][] = [];
      for (let m = m0; m <= m0 + 40; m += 2) path.push([m, Math.ceil(m * 0.5 + 0.82 * Math.sqrt(m))]);
      for (let b = 700; b <= 1_100; b += 23) path.push([m0 + 40, b]);
      path.push([m0 + 39, 1_100], [m0 + 38, 1_101], [m0 + 37, 1_480], [m0 + 37, 1_470]);
      for (const [m, b] of path) {
        const got = table.upper(m, b);
        const lnTrue = trueLogUpper(m, b, num, k);
        if (lnTrue < -690) continue; // below ~1e-300: doubles there are not relatively precise
        const truth = Math.exp(lnTrue);
        expect(Math.abs(got - truth), `x=${x} m=${m} b=${b}`).toBeLessThanOrEqual(table.lastError + 1e-15 * truth);
      }
    }
  });

  it("edges: b ≤ 0, b > m, m = b, x = 1", () => {
    const table = new UpperTailTable(0.6);
    expect(table.upper(10, 0)).toBe(1);
    expect(table.upper(10, 11)).toBe(0);
    expectAgrees(table, 10, 10, 0.6);
    expectAgrees(table, 11, 10, 0.6);
    expectAgrees(table, 9, 9, 0.6);
    const certain = new UpperTailTable(1);
    expect(certain.upper(10, 10)).toBe(1);
    expect(certain.upper(10, 11)).toBe(0);
    expect(() => new UpperTailTable(0)).toThrow(/x must be/);
  });

  it("any sequence of requests (fast-check)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 0.99, noNaN: true }),
        fc.integer({ min: 1, max: 30_000 }),
        fc.array(fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -70, max: 70 })), {
          minLength: 1,
          maxLength: 60,
        }),
        (x, m0, moves) => {
          const table = new UpperTailTable(x);
          let m = m0;
          let b = Math.max(1, Math.round(m0 * x));
          for (const [dm, db] of moves) {
            m = Math.max(1, m + dm);
            b = Math.min(m + 1, Math.max(0, b + db));
            expectAgrees(table, m, b, x);
          }
        },
      ),
      { numRuns: 120, seed: 20261130 },
    );
  });

  it("a table moved to another x and range of m forgets every entry (bound-screen.ts reuses one per side)", () => {
    // Stripes as the screen asks them: widths 64 then 128, x changing with each, m overlapping
    // the old range so a stale entry would be found at the same index.
    const stripes = [
      { x: 0.53, from: 4096, to: 4159 },
      { x: 0.52, from: 4160, to: 4223 },
      { x: 0.51, from: 4100, to: 4227 },
      { x: 0.6, from: 16384, to: 16511 },
    ];
    const table = new UpperTailTable(stripes[0]!.x, stripes[0]);
    for (const [k, s] of stripes.entries()) {
      if (k > 0) table.reset(s.x, s);
      for (let m = s.from; m <= s.to; m += 7) {
        for (const db of [0, 3, -2]) expectAgrees(table, m, Math.round(m * s.x) + db, s.x);
      }
    }
  });
});
