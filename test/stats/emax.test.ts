import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { expectedMaxBailey, expectedMaxNormal } from "../../src/stats/emax.js";
import { normCdf, normSf } from "../../src/stats/normal.js";

const ref = loadReference("emax.json");

describe(`E[max] against ${ref.generator} (${ref.software})`, () => {
  it("expectedMaxNormal matches every reference case", () => {
    expect(failures(casesFor(ref, "expectedMaxNormal", 5), expectedMaxNormal).slice(0, 10)).toEqual([]);
  });
  it("expectedMaxBailey matches every reference case", () => {
    expect(failures(casesFor(ref, "expectedMaxBailey", 5), expectedMaxBailey).slice(0, 10)).toEqual([]);
  });
});

describe("E[max] values quoted in docs/statistics.md", () => {
  it("exact: E(2) = 0.5642, E(5) = 1.1630, E(10) = 1.5388, E(30) = 2.0428, E(100) = 2.5076", () => {
    expect(expectedMaxNormal(1)).toBe(0);
    // E(2) = 1/√π in closed form.
    expect(Math.abs(expectedMaxNormal(2) - 1 / Math.sqrt(Math.PI))).toBeLessThan(1e-14);
    for (const [k, v] of [
      [2, 0.5642],
      [5, 1.163],
      [10, 1.5388],
      [30, 2.0428],
      [100, 2.5076],
    ] as const) {
      expect(Math.abs(expectedMaxNormal(k) - v)).toBeLessThan(5e-5);
    }
  });
  it("E(3) = 3/(2√π) in closed form", () => {
    expect(Math.abs(expectedMaxNormal(3) - 3 / (2 * Math.sqrt(Math.PI)))).toBeLessThan(1e-14);
  });
  it("Bailey–López de Prado: 1.19 at 5, 2.07 at 30, 2.53 at 100; 0 at 1", () => {
    expect(expectedMaxBailey(1)).toBe(0);
    for (const [k, v] of [
      [5, 1.19],
      [30, 2.07],
      [100, 2.53],
    ] as const) {
      expect(Math.abs(expectedMaxBailey(k) - v)).toBeLessThan(0.005);
    }
  });
  it("increases with K up to 1e4 and is memoized", () => {
    let prev = 0;
    for (const k of [2, 3, 10, 100, 1000, 10_000]) {
      const e = expectedMaxNormal(k);
      expect(e).toBeGreaterThan(prev);
      prev = e;
    }
    // E(K) ~ √(2 ln K) from below for large K.
    expect(expectedMaxNormal(10_000)).toBeLessThan(Math.sqrt(2 * Math.log(10_000)));
  });
  it("agrees with the other representation ∫₀^∞(1 − Φᴷ) − ∫₋∞⁰ Φᴷ (composite Simpson) for K up to 1e6", () => {
    // Independent integrand and rule; R's integrate() itself drifts by ~1e-10 at K ≥ 1e5, scipy's
    // quad on this form agrees with the Gauss–Legendre value to ~1e-15.
    const logPhi = (x: number) => (x < 0 ? Math.log(normCdf(x)) : Math.log1p(-normSf(x)));
    const simpson = (f: (x: number) => number, a: number, b: number, steps: number) => {
      const h = (b - a) / steps;
      let s = f(a) + f(b);
      for (let i = 1; i < steps; i++) s += (i % 2 ? 4 : 2) * f(a + i * h);
      return (s * h) / 3;
    };
    for (const k of [7, 1_000, 100_000, 1_000_000]) {
      const upper = simpson((x) => -Math.expm1(k * logPhi(x)), 0, 12, 24_000);
      const lower = simpson((x) => Math.exp(k * logPhi(x)), -12, 0, 24_000);
      expect(Math.abs(expectedMaxNormal(k) - (upper - lower))).toBeLessThan(1e-11);
    }
  });

  it("rejects k that is not an integer ≥ 1", () => {
    expect(() => expectedMaxNormal(0)).toThrow(/k/);
    expect(() => expectedMaxNormal(2.5)).toThrow(/k/);
    expect(() => expectedMaxBailey(Number.NaN)).toThrow(/k/);
  });
});
