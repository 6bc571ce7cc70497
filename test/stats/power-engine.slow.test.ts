// The exhaustive scan of power-engine.test.ts for a rule with deflation (K > 1): every n in
// [1, 2·requiredN] needs the melded bound's thresholds afresh, minutes on a loaded machine.
import { describe, expect, it } from "vitest";
import { PowerEngine } from "../../src/stats/power.js";
import type { VerdictRule } from "../../src/stats/rule.js";
import { envelopeCheck } from "./envelope-check.js";

const rule: VerdictRule = { alpha: 0.05, models: 3, perturbers: 5, sided: "one-sided", emax: "exact" };

describe("searches at mid n with K > 1: every n decided, by exhaustive scan", () => {
  it("M=3 K=5: firstN and requiredN against power at every n in [1, 2·requiredN]", () => {
    const psi = 0.25;
    const delta = 0.03;
    const found = new PowerEngine(psi, rule).sampleSize(delta, 0.8)!;
    const scan = new PowerEngine(psi, rule);
    let first: number | null = null;
    let lastMiss = 0;
    for (let n = 1; n <= 2 * found.requiredN; n++) {
      const ok = scan.power(n, delta).power >= 0.8;
      if (ok && first === null) first = n;
      if (!ok) lastMiss = n;
    }
    expect(found.firstN).toBe(first);
    expect(found.requiredN).toBe(lastMiss + 1);
  }, 1_800_000);
});

describe("the envelopes are bounds on power over every block of a dyadic split of [1, 512], K > 1", () => {
  it.each([
    ["M=3 K=5 ψ=0.3", 0.3, 0.12, rule],
    ["M=1 K=30 two-sided ψ=0.5", 0.5, 0.25, { ...rule, models: 1, perturbers: 30, sided: "two-sided" as const }],
  ] as const)(
    "%s",
    (_, psi, delta, r) => {
      envelopeCheck(psi, delta, r, 512);
    },
    1_800_000,
  );
});
