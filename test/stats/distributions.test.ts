import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference, type Scale } from "../reference/load.js";
import { betaInc, betaIncInv } from "../../src/stats/beta.js";
import { binomCdf, binomLogCdf, binomLogPmf, binomLogSf, binomPmf, binomSf } from "../../src/stats/binomial.js";
import { chisqSf } from "../../src/stats/chisq.js";
import { logGamma } from "../../src/stats/gamma.js";
import { normCdf, normQuantile, normSf } from "../../src/stats/normal.js";

const ref = loadReference("distributions.json");

const table: [string, (...a: never[]) => unknown, Scale, number][] = [
  ["normCdf", normCdf, "relative", 20],
  ["normSf", normSf, "relative", 20],
  ["normQuantile", normQuantile, "relative", 20],
  ["logGamma", logGamma, "log", 20],
  ["binomLogPmf", binomLogPmf, "log", 100],
  ["binomLogCdf", binomLogCdf, "log", 100],
  ["binomLogSf", binomLogSf, "log", 100],
  ["betaInc", betaInc, "relative", 100],
  ["betaIncInv", betaIncInv, "relative", 100],
  ["chisqSf", chisqSf, "relative", 50],
];

describe(`distributions against ${ref.generator} (${ref.software})`, () => {
  for (const [fn, impl, scale, minimum] of table) {
    it(`${fn} matches every reference case`, () => {
      const cases = casesFor(ref, fn, minimum);
      expect(failures(cases, impl, scale).slice(0, 10)).toEqual([]);
    });
  }

  it("reaches tails far below 1e-300 with finite logs (n up to 1e6)", () => {
    const deep = casesFor(ref, "binomLogSf").filter((c) => (c.value as number) < -1000 && (c.args[1] as number) >= 1e5);
    expect(deep.length).toBeGreaterThan(0);
    expect(failures(deep, binomLogSf, "log")).toEqual([]);
  });
});

describe("distribution identities", () => {
  it("exp wrappers agree with the log forms", () => {
    expect(binomPmf(3, 10, 0.3)).toBeCloseTo(Math.exp(binomLogPmf(3, 10, 0.3)), 15);
    expect(binomCdf(3, 10, 0.3)).toBeCloseTo(Math.exp(binomLogCdf(3, 10, 0.3)), 15);
    expect(binomSf(3, 10, 0.3)).toBeCloseTo(Math.exp(binomLogSf(3, 10, 0.3)), 15);
  });

  it("P(X ≤ k − 1) + P(X ≥ k) = 1 and the pmf sums to 1 (n = 200)", () => {
    let total = 0;
    for (let k = 0; k <= 200; k++) {
      total += binomPmf(k, 200, 0.37);
      const s = binomCdf(k - 1, 200, 0.37) + binomSf(k, 200, 0.37);
      expect(Math.abs(s - 1)).toBeLessThan(1e-13);
    }
    expect(Math.abs(total - 1)).toBeLessThan(1e-13);
  });

  it("betaIncInv returns 0 when the root underflows (qbeta(1e-200, .5, .5) ≈ 2.5e-400)", () => {
    expect(betaIncInv(1e-200, 0.5, 0.5)).toBe(0);
    expect(betaIncInv(1e-200, 0.05, 2)).toBe(0);
  });

  it("betaIncInv inverts betaInc (roots from ~1e-300 to 1 − 1e-12)", () => {
    for (const [a, b] of [
      [0.5, 0.5],
      [3, 8],
      [200, 50],
      [1, 1e5],
      [0.05, 2],
    ] as const) {
      for (const p of [1e-250, 1e-12, 0.025, 0.5, 0.975, 1 - 1e-12]) {
        const x = betaIncInv(p, a, b);
        if (x < 1e-300) continue; // the root underflows (tested above)
        expect(Math.abs(betaInc(x, a, b) / p - 1)).toBeLessThan(1e-9);
      }
    }
  });

  it("normQuantile inverts normCdf down to 1e-300", () => {
    for (const p of [1e-300, 1e-200, 1e-50, 1e-10, 0.01, 0.3, 0.5, 0.8, 0.999]) {
      expect(Math.abs(normCdf(normQuantile(p)) / p - 1)).toBeLessThan(1e-13);
    }
  });

  it("rejects invalid arguments with a RangeError naming the argument", () => {
    expect(() => normCdf(Number.NaN)).toThrow(/x/);
    expect(() => normQuantile(0)).toThrow(RangeError);
    expect(() => normQuantile(1.5)).toThrow(/p/);
    expect(() => logGamma(0)).toThrow(/x/);
    expect(() => binomLogPmf(1.5, 10, 0.5)).toThrow(/k/);
    expect(() => binomLogSf(1, -1, 0.5)).toThrow(/n/);
    expect(() => binomLogCdf(1, 10, 1.2)).toThrow(/p/);
    expect(() => betaInc(0.5, -1, 1)).toThrow(/a/);
    expect(() => betaIncInv(0.5, 1, 0)).toThrow(/b/);
    expect(() => betaInc(2, 1, 1)).toThrow(/x/);
    expect(() => chisqSf(1, 0)).toThrow(/df/);
    expect(() => chisqSf(Number.NaN, 1)).toThrow(RangeError);
  });
});
