import { describe, expect, it } from "vitest";
import { binomPmf } from "../../src/stats/binomial.js";
import { chisqSf } from "../../src/stats/chisq.js";
import { createRng } from "../../src/stats/random.js";
import { sampleBinomial } from "../../src/verify/sample-binomial.js";

describe("sampleBinomial", () => {
  // Pearson goodness of fit against the exact pmf, cells pooled until the expected count is ≥ 5.
  for (const [n, p] of [
    [30, 0.3],
    [1000, 0.5],
    [7, 0.9],
    [200, 0.02],
    [1, 0.5],
  ] as const) {
    it(`matches Binomial(${n}, ${p}) (χ² goodness of fit, 20,000 seeded draws)`, () => {
      const draws = 20_000;
      const rng = createRng(`gof-${n}-${p}`);
      const counts = new Float64Array(n + 1);
      for (let i = 0; i < draws; i++) counts[sampleBinomial(rng, n, p)]!++;
      let stat = 0;
      let cells = 0;
      let obs = 0;
      let exp = 0;
      let cum = 0;
      for (let k = 0; k <= n; k++) {
        const pk = binomPmf(k, n, p);
        cum += pk;
        obs += counts[k]!;
        exp += draws * pk;
        // Close a cell once it and the remaining tail both expect ≥ 5.
        if ((exp >= 5 && draws * (1 - cum) >= 5) || k === n) {
          if (exp > 0) {
            stat += ((obs - exp) * (obs - exp)) / exp;
            cells++;
          }
          obs = 0;
          exp = 0;
        }
      }
      expect(cells).toBeGreaterThanOrEqual(2);
      expect(chisqSf(stat, cells - 1)).toBeGreaterThan(1e-4);
    });
  }

  it("is fast and centred at n = 10⁶ (mean within 4 SE over 2,000 draws)", () => {
    const rng = createRng("big");
    const n = 1_000_000;
    const p = 0.3;
    let sum = 0;
    for (let i = 0; i < 2000; i++) sum += sampleBinomial(rng, n, p);
    const se = Math.sqrt((n * p * (1 - p)) / 2000);
    expect(Math.abs(sum / 2000 - n * p)).toBeLessThan(4 * se);
  });

  it("handles the degenerate cases", () => {
    const rng = createRng("edge");
    expect(sampleBinomial(rng, 0, 0.4)).toBe(0);
    expect(sampleBinomial(rng, 50, 0)).toBe(0);
    expect(sampleBinomial(rng, 50, 1)).toBe(50);
  });
});
