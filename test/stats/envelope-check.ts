// Shared by power-engine.test.ts and power-engine.slow.test.ts: the searches' envelopes (private
// methods of PowerEngine) against the power at every n of every block of a dyadic split of [1, top].
import { expect } from "vitest";
import { PowerEngine } from "../../src/stats/power.js";
import type { VerdictRule } from "../../src/stats/rule.js";

export function envelopeCheck(psi: number, delta: number, rule: VerdictRule, top: number): void {
  type Bounds = {
    upperBound(a: number, b: number, d: number, exact?: boolean): number;
    lowerBound(a: number, b: number, d: number, exact?: boolean): number;
  };
  {
    const engine = new PowerEngine(psi, rule);
    const power = [NaN];
    for (let n = 1; n <= top; n++) power.push(engine.power(n, delta).power);
    const bounds = engine as unknown as Bounds;
    for (let width = top; width >= 2; width /= 2) {
      for (let a = 1; a + width - 1 <= top; a += width) {
        const b = a + width - 1;
        const block = power.slice(a, b + 1);
        const label = `[${a}, ${b}]`;
        // Both kinds: from b*'s cheap bounds (the screen) and from b* itself where certified.
        for (const exact of [false, true]) {
          const kind = `${label} exact=${exact}`;
          expect(bounds.upperBound(a, b, delta, exact), kind).toBeGreaterThanOrEqual(Math.max(...block) - 1e-12);
          expect(bounds.lowerBound(a, b, delta, exact), kind).toBeLessThanOrEqual(Math.min(...block) + 1e-12);
        }
      }
    }
  }
}
