// Shared by power-engine.test.ts and power-engine.slow.test.ts: the searches' envelopes (private
// methods of PowerEngine) against the power at every n of every block of a dyadic split of [1, top].
import { expect } from "vitest";
import { PowerEngine } from "../../src/stats/power.js";
import type { VerdictRule } from "../../src/stats/rule.js";

export function envelopeCheck(psi: number, delta: number, rule: VerdictRule, top: number): void {
  type Bounds = {
    upperBound(a: number, b: number, d: number): number;
    lowerBound(a: number, b: number, d: number): number;
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
        expect(bounds.upperBound(a, b, delta), label).toBeGreaterThanOrEqual(Math.max(...block) - 1e-12);
        expect(bounds.lowerBound(a, b, delta), label).toBeLessThanOrEqual(Math.min(...block) + 1e-12);
      }
    }
  }
}
