import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { cochranQ, fSf, hotellingApplies, pairedWald } from "../../src/stats/heterogeneity.js";
import { pairedSe } from "../../src/stats/mcnemar.js";

const ref = loadReference("heterogeneity.json");
const hotelling = loadReference("hotelling.json");

describe(`the paired test's Hotelling F reference against ${hotelling.generator} (${hotelling.software})`, () => {
  it("pairedWald: W, F = W(n − L)/(nL) and P(F(L, n − L) ≥ F) match every reference case", () => {
    const impl = (cols: number[][]) => pairedWald(cols.map((c) => Int8Array.from(c)));
    expect(failures(casesFor(hotelling, "pairedWald", 16), impl).slice(0, 10)).toEqual([]);
  });

  it("fSf matches R's pf(lower.tail = FALSE)", () => {
    expect(failures(casesFor(hotelling, "fSf", 7), fSf).slice(0, 10)).toEqual([]);
  });

  it("needs more items than M − 1 and says so", () => {
    expect(hotellingApplies(50, 50)).toBe(true);
    expect(hotellingApplies(50, 49)).toBe(false);
    const d = Array.from({ length: 5 }, (_, j) => Int8Array.from([1, 0, -1, j % 2]));
    expect(() => pairedWald(d)).toThrow(/more items than M − 1 = 4 \(got 4\)/);
  });
});

describe(`Cochran's Q against ${ref.generator} (${ref.software})`, () => {
  it("cochranQ matches every reference case", () => {
    expect(failures(casesFor(ref, "cochranQ", 3), cochranQ).slice(0, 10)).toEqual([]);
  });
});

describe("Cochran's Q, docs/statistics.md definition", () => {
  const model = (name: string, [, b, c]: readonly number[], n = 100) => ({
    name,
    drop: (b! - c!) / n,
    se: pairedSe(b!, c!, n),
  });

  it("Q over (50,35,2,13), (60,6,5,29), (58,5,7,30) is 35.508452643612685, I² = 0.94367538", () => {
    const r = cochranQ([model("a", [50, 35, 2, 13]), model("b", [60, 6, 5, 29]), model("c", [58, 5, 7, 30])]);
    expect(r).not.toBeNull();
    expect(Math.abs(r!.q / 35.508452643612685 - 1)).toBeLessThan(1e-12);
    expect(Math.abs(r!.iSquared - 0.94367538)).toBeLessThan(5e-9);
    expect(r!.df).toBe(2);
    // χ²₂ survival is exp(−q/2) in closed form.
    expect(Math.abs(r!.pValue / Math.exp(-r!.q / 2) - 1)).toBeLessThan(1e-12);
    expect(r!.included).toEqual(["a", "b", "c"]);
    expect(r!.excluded).toEqual([]);
  });

  it("lists models with SE = 0 as excluded and returns null with fewer than two valid models", () => {
    const r = cochranQ([
      { name: "x", drop: 0.1, se: 0.05 },
      { name: "zero", drop: 0, se: 0 },
      { name: "y", drop: 0.1, se: 0.04 },
    ]);
    expect(r?.excluded).toEqual(["zero"]);
    expect(r?.included).toEqual(["x", "y"]);
    expect(r?.q).toBe(0);
    expect(r?.iSquared).toBe(0);
    expect(r?.pooled).toBeCloseTo(0.1, 15);
    expect(
      cochranQ([
        { name: "x", drop: 0.1, se: 0.05 },
        { name: "zero", drop: 0, se: 0 },
      ]),
    ).toBeNull();
    expect(cochranQ([])).toBeNull();
  });

  it("rejects non-finite drops and negative SEs naming the model index", () => {
    expect(() => cochranQ([{ name: "x", drop: Number.NaN, se: 1 }])).toThrow(/models\[0\]\.drop/);
    expect(() =>
      cochranQ([
        { name: "x", drop: 0, se: 1 },
        { name: "y", drop: 0, se: -1 },
      ]),
    ).toThrow(/models\[1\]\.se/);
  });
});
