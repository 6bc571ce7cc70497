import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { computeVerdict } from "../../src/verdict/compute.js";
import { parsePairedJsonl } from "../../src/verdict/parse-jsonl.js";
import type { PairedTable, VerdictDesign } from "../../src/verdict/types.js";

const count = fc.integer({ min: 0, max: 60 });
const tableArb = fc
  .tuple(count, count, count, count)
  .filter(([a, b, c, e]) => a + b + c + e > 0)
  .map(([a, b, c, e]) => ({ a, b, c, e }));
const designArb = fc.record({
  alpha: fc.constantFrom(0.05, 0.05 / 3, 0.01, 0.1),
  targetEffect: fc.constantFrom(0.02, 0.05, 0.1),
  perturbers: fc.constantFrom(1, 2, 5, 30),
  emax: fc.constantFrom("exact" as const, "bailey" as const),
  power: fc.constant(0.8),
});

describe("verdict invariants (random tables)", () => {
  it("intervals contain their estimates; bounds, adjustments and the rule are consistent", () => {
    fc.assert(
      fc.property(fc.array(tableArb, { minLength: 1, maxLength: 5 }), designArb, (ts, design: VerdictDesign) => {
        const tables: PairedTable[] = ts.map((t, i) => ({ name: `m${i}`, ...t, unparsedOriginal: null, unparsedPerturbed: null }));
        const r = computeVerdict(tables, design);
        const eps = 1e-12;
        for (const m of r.models) {
          for (const acc of [m.accuracy_original, m.accuracy_perturbed]) {
            expect(acc.ci.lower).toBeLessThanOrEqual(acc.estimate + eps);
            expect(acc.ci.upper).toBeGreaterThanOrEqual(acc.estimate - eps);
          }
          expect(m.drop_ci.lower).toBeLessThanOrEqual(m.drop + eps);
          expect(m.drop_ci.upper).toBeGreaterThanOrEqual(m.drop - eps);
          // The one-sided bound at α sits between the two-sided (1 − α) lower end and the estimate.
          expect(m.lcb).toBeGreaterThanOrEqual(m.drop_ci.lower - eps);
          expect(m.lcb).toBeLessThanOrEqual(m.drop + eps);
          expect(m.adjusted_lcb).toBeLessThanOrEqual(m.lcb + eps);
          expect(m.p_holm).toBeGreaterThanOrEqual(m.p_value - eps);
          expect(m.p_bh).toBeGreaterThanOrEqual(m.p_value - eps);
          expect(m.p_bh).toBeLessThanOrEqual(m.p_holm + eps);
          expect(m.detected).toBe(m.adjusted_lcb > 0 && m.p_holm < design.alpha);
          if (m.achieved_power !== null) {
            expect(m.achieved_power).toBeGreaterThanOrEqual(0);
            expect(m.achieved_power).toBeLessThanOrEqual(1);
          }
        }
        expect(r.anyDetected).toBe(r.models.some((m) => m.detected));
        const valid = r.models.filter((m) => m.se > 0).length;
        expect(r.heterogeneity === null).toBe(valid < 2);
      }),
      { numRuns: 100 },
    );
  });

  it("JSONL round trip: any row order, nulls scored wrong and tallied", () => {
    const outcome = fc.constantFrom(true, false, null);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(outcome, outcome, outcome, outcome), { minLength: 1, maxLength: 40 }),
        fc.integer(),
        (items, seed) => {
          const rows = items.flatMap(([o1, p1, o2, p2], i) => [
            { model: "x", id: `q${i}`, original: o1, perturbed: p1 },
            { model: "y", id: `q${i}`, original: o2, perturbed: p2 },
          ]);
          // Deterministic shuffle from the seed.
          let s = seed >>> 0;
          for (let i = rows.length - 1; i > 0; i--) {
            s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
            const j = s % (i + 1);
            [rows[i], rows[j]] = [rows[j]!, rows[i]!];
          }
          const tables = parsePairedJsonl(rows.map((r) => JSON.stringify(r)).join("\n") + "\n", "t.jsonl");
          for (const t of tables) {
            const pairs = items.map(([o1, p1, o2, p2]) => (t.name === "x" ? [o1, p1] : [o2, p2]));
            const tally = (f: (o: boolean, p: boolean) => boolean) => pairs.filter(([o, p]) => f(o === true, p === true)).length;
            expect(t.a).toBe(tally((o, p) => o && p));
            expect(t.b).toBe(tally((o, p) => o && !p));
            expect(t.c).toBe(tally((o, p) => !o && p));
            expect(t.e).toBe(tally((o, p) => !o && !p));
            expect(t.unparsedOriginal).toBe(pairs.filter(([o]) => o === null).length);
            expect(t.unparsedPerturbed).toBe(pairs.filter(([, p]) => p === null).length);
          }
          expect(tables.map((t) => t.name).sort()).toEqual(["x", "y"]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
