// The K > 1 stretch check of power.test.ts (power at every n of [requiredN, 2·requiredN] with the
// melded bound: tens of seconds on a loaded machine).
import { describe, expect, it } from "vitest";
import { PowerEngine } from "../../src/stats/power.js";
import type { VerdictRule } from "../../src/stats/rule.js";

const base: VerdictRule = { alpha: 0.05, models: 1, perturbers: 1, sided: "one-sided", emax: "exact" };

describe("edges and invariants (slow)", () => {
  it("requiredN ≥ firstN and the whole stretch [requiredN, 2·requiredN] reaches the target", () => {
    const rule = { ...base, models: 3, perturbers: 5 };
    // One engine: the search's claims are checked against the same engine's power at every n
    // (its thresholds are checked against detectionFires elsewhere).
    const engine = new PowerEngine(0.4, rule);
    const s = engine.sampleSize(0.2, 0.8)!;
    expect(s.requiredN).toBeGreaterThanOrEqual(s.firstN);
    for (let n = s.requiredN; n <= 2 * s.requiredN; n++) expect(engine.power(n, 0.2).power).toBeGreaterThanOrEqual(0.8);
    expect(engine.power(s.requiredN - 1, 0.2).power).toBeLessThan(0.8);
    for (let n = 1; n < s.firstN; n++) expect(engine.power(n, 0.2).power).toBeLessThan(0.8);
  }, 600_000);
});
