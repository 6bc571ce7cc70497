import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { cochranQ } from "../../src/stats/heterogeneity.js";
import { pairedSe } from "../../src/stats/mcnemar.js";

const ref = loadReference("heterogeneity.json");

describe(`Cochran's Q against ${ref.generator} (${ref.software})`, () => {
  it("cochranQ matches every reference case", () => {
    expect(failures(casesFor(ref, "cochranQ", 3), cochranQ).slice(0, 10)).toEqual([]);
  });
});

describe("Cochran's Q, STATS.md definition", () => {
  const model = (name: string, [, b, c]: readonly number[], n = 100) => ({
    name,
    drop: (b! - c!) / n,
    se: pairedSe(b!, c!, n),
  });

  it("Q over (50,35,2,13), (60,6,5,29), (58,5,7,30) is 35.508452643612685, I² = 0.94367538 (issue 2)", () => {
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
