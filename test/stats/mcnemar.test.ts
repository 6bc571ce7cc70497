import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import {
  clopperPearson,
  clopperPearsonLower,
  dropCi,
  dropLcb,
  mcnemarP,
  pairedSe,
  toDropScale,
} from "../../src/stats/mcnemar.js";

const ref = loadReference("mcnemar.json");

describe(`McNemar and Clopper–Pearson against ${ref.generator} (${ref.software})`, () => {
  const table: [string, (...a: never[]) => unknown][] = [
    ["mcnemarP", mcnemarP],
    ["clopperPearson", clopperPearson],
    ["clopperPearsonLower", clopperPearsonLower],
    ["pairedSe", pairedSe],
    ["dropCi", dropCi],
    ["dropLcb", dropLcb],
  ];
  for (const [fn, impl] of table) {
    it(`${fn} matches every reference case`, () => {
      expect(failures(casesFor(ref, fn, 50), impl).slice(0, 10)).toEqual([]);
    });
  }
});

describe("the worked table (a, b, c, e) = (50, 30, 2, 18), n = 100", () => {
  const rel = (x: number, y: number) => Math.abs(x / y - 1);
  it("one-sided p", () => expect(rel(mcnemarP(30, 2, "one-sided"), 1.2316741049289518e-7)).toBeLessThan(1e-12));
  it("95% interval on the drop", () => {
    const ci = dropCi(30, 2, 100, 0.05);
    expect(rel(ci.lower, 0.18683556486719555)).toBeLessThan(1e-12);
    expect(rel(ci.upper, 0.315097128738268)).toBeLessThan(1e-12);
  });
  it("lower confidence bound", () => expect(rel(dropLcb(30, 2, 100, 0.05), 0.2022761803667659)).toBeLessThan(1e-12));
  it("paired SE", () => expect(rel(pairedSe(30, 2, 100), 0.04915282290977803)).toBeLessThan(1e-14));
});

describe("duality: dropLcb > 0 ⟺ one-sided mcnemarP < α", () => {
  for (const alpha of [0.05, 0.01, 0.05 / 3]) {
    it(`holds for every n_d ≤ 60 and every b at α = ${alpha}`, () => {
      const broken: string[] = [];
      let significant = 0;
      for (let nd = 0; nd <= 60; nd++) {
        for (let b = 0; b <= nd; b++) {
          const c = nd - b;
          const p = mcnemarP(b, c, "one-sided");
          const lcb = dropLcb(b, c, 100, alpha);
          if (p < alpha) significant++;
          if (lcb > 0 !== p < alpha) broken.push(`b=${b} c=${c}: p=${p}, lcb=${lcb}`);
        }
      }
      expect(broken).toEqual([]);
      expect(significant).toBeGreaterThan(100); // both sides of the equivalence are exercised
    });
  }
});

describe("edge cases fixed by the API", () => {
  it("no discordant pairs: p = 1, drop interval [0, 0], lcb 0, SE 0, π interval [0, 1]", () => {
    expect(mcnemarP(0, 0, "one-sided")).toBe(1);
    expect(mcnemarP(0, 0, "two-sided")).toBe(1);
    expect(dropCi(0, 0, 10, 0.05)).toEqual({ lower: 0, upper: 0 });
    expect(dropLcb(0, 0, 10, 0.05)).toBe(0);
    expect(pairedSe(0, 0, 10)).toBe(0);
    expect(clopperPearson(0, 0, 0.05)).toEqual({ lower: 0, upper: 1 });
  });
  it("b = 0 gives lcb −n_d/n; k = 0 and k = n_d pin the interval ends", () => {
    expect(dropLcb(0, 7, 20, 0.05)).toBe(-7 / 20);
    expect(clopperPearson(0, 9, 0.05).lower).toBe(0);
    expect(clopperPearson(9, 9, 0.05).upper).toBe(1);
    expect(clopperPearsonLower(0, 9, 0.05)).toBe(0);
  });
  it("two-sided p is capped at 1 and symmetric in b, c", () => {
    expect(mcnemarP(5, 5, "two-sided")).toBe(1);
    expect(mcnemarP(9, 2, "two-sided")).toBe(mcnemarP(2, 9, "two-sided"));
  });
  it("toDropScale maps π = ½ to 0 and π = 1 to n_d/n", () => {
    expect(toDropScale(0.5, 40, 100)).toBe(0);
    expect(toDropScale(1, 40, 100)).toBe(0.4);
  });
  it("stays exact for n_d = 1e6 (tail far below 1e-300 does not underflow to a wrong value)", () => {
    expect(mcnemarP(501_000, 499_000, "one-sided")).toBeGreaterThan(0);
    expect(mcnemarP(600_000, 400_000, "one-sided")).toBe(0); // true value ≈ e^-20000: 0 in doubles
    expect(dropLcb(600_000, 400_000, 2_000_000, 0.05)).toBeGreaterThan(0.099);
  });
  it("rejects invalid arguments with a RangeError naming the argument", () => {
    expect(() => mcnemarP(-1, 2, "one-sided")).toThrow(/b/);
    expect(() => mcnemarP(1, 2.5, "one-sided")).toThrow(/c/);
    expect(() => mcnemarP(1, 2, "both" as never)).toThrow(/sided/);
    expect(() => dropCi(3, 2, 4, 0.05)).toThrow(/n/);
    expect(() => dropLcb(3, 2, 10, 0)).toThrow(/alpha/);
    expect(() => clopperPearson(5, 3, 0.05)).toThrow(/k/);
    expect(() => clopperPearsonLower(1, 3, Number.NaN)).toThrow(/alpha/);
    expect(() => pairedSe(1, 1, Number.NaN)).toThrow(/n/);
    expect(() => toDropScale(1.5, 1, 2)).toThrow(/pi/);
  });
});
