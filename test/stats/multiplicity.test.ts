import { describe, expect, it } from "vitest";
import { casesFor, failures, loadReference } from "../reference/load.js";
import { benjaminiHochberg, holm } from "../../src/stats/multiplicity.js";

const ref = loadReference("multiplicity.json");

describe(`Holm and BH against ${ref.generator} (${ref.software})`, () => {
  it("holm matches every reference case (R p.adjust)", () => {
    expect(failures(casesFor(ref, "holm", 5), holm).slice(0, 10)).toEqual([]);
  });
  it("benjaminiHochberg matches every reference case (R p.adjust)", () => {
    expect(failures(casesFor(ref, "benjaminiHochberg", 5), benjaminiHochberg).slice(0, 10)).toEqual([]);
  });
});

describe("multiplicity properties", () => {
  it("keeps input order, never lowers a p-value, caps at 1, handles empty and single inputs", () => {
    const ps = [0.04, 0.001, 0.3, 0.02];
    const h = holm(ps);
    const bh = benjaminiHochberg(ps);
    ps.forEach((p, i) => {
      expect(h[i]).toBeGreaterThanOrEqual(p);
      expect(bh[i]).toBeGreaterThanOrEqual(p);
      expect(bh[i]).toBeLessThanOrEqual(h[i]!);
    });
    expect(h[1]).toBeCloseTo(0.004, 15);
    expect(holm([0.9, 0.8])).toEqual([1, 1]);
    expect(holm([])).toEqual([]);
    expect(benjaminiHochberg([0.3])).toEqual([0.3]);
  });
  it("rejects p-values outside [0, 1] naming the index", () => {
    expect(() => holm([0.1, Number.NaN])).toThrow(/ps\[1\]/);
    expect(() => benjaminiHochberg([1.2])).toThrow(/ps\[0\]/);
  });
});
