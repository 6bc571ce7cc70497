import { describe, expect, it } from "vitest";
import { binomLogPmf } from "../../src/stats/binomial.js";
import { detectFamily } from "../../src/verdict/family.js";
import { runVerify } from "../../src/verify/checks.js";

/** P(b, c) for n iid items, each b-type with pb, c-type with pc (multinomial), as a list. */
function tableLaw(n: number, pb: number, pc: number): { b: number; c: number; p: number }[] {
  const out: { b: number; c: number; p: number }[] = [];
  for (let d = 0; d <= n; d++) {
    const pd = Math.exp(binomLogPmf(d, n, pb + pc));
    for (let b = 0; b <= d; b++) out.push({ b, c: d - b, p: pd * Math.exp(binomLogPmf(b, d, pb / (pb + pc))) });
  }
  return out;
}

describe("verify (a): the printed chance is Holm's worst case, a lower bound", () => {
  it("says 'at least', and the figure is ≤ the true chance, which it can miss", () => {
    const n = 20;
    const recall = 0.75;
    const q = 0.4; // the memorizing fake's accuracy on perturbed text
    const clean = 0.7;
    const text = runVerify({ n, seed: "contamgate", alpha: 0.05, sims: 2000, memorizingRecall: recall }).find(
      (r) => r.id === "a",
    )!.text;
    const m = text.match(/chance that this check passes at n = 20: (at least )?([\d.]+)/);
    expect(m).not.toBeNull();
    expect(m![1]).toBe("at least ");
    const printed = Number(m![2]);

    // The true chance, by enumerating both models' tables (memorizing first, as verify lists them).
    const mem = tableLaw(n, recall * (1 - q), (1 - recall) * q);
    const cln = tableLaw(n, clean * (1 - clean), (1 - clean) * clean);
    let truth = 0;
    for (const x of mem) {
      for (const y of cln) {
        const [dm] = detectFamily(
          [
            { b: x.b, c: x.c, n },
            { b: y.b, c: y.c, n },
          ],
          2,
          0.05,
          0,
        );
        if (dm!.detected) truth += x.p * y.p;
      }
    }
    expect(printed).toBeLessThanOrEqual(truth + 5e-5);
    expect(truth - printed).toBeGreaterThan(1e-3); // so "exact chance" would be wrong here
  });
});
