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
  models: fc.constant(5),
  perturbers: fc.constantFrom(1, 2, 5, 30),
  emax: fc.constantFrom("exact" as const, "bailey" as const),
  power: fc.constant(0.8),
});

describe("verdict invariants (random tables)", () => {
  it("intervals contain their estimates; bounds, adjustments and the rule are consistent", () => {
    fc.assert(
      fc.property(fc.array(tableArb, { minLength: 1, maxLength: 5 }), designArb, (ts, design: VerdictDesign) => {
        const tables: PairedTable[] = ts.map((t, i) => ({
          model: `m${i}`,
          perturber: "p",
          ...t,
          unparsedOriginal: null,
          unparsedPerturbed: null,
          items: null,
        }));
        const r = computeVerdict(tables, design);
        const eps = 1e-12;
        for (const m of r.models) {
          for (const p of m.pairs) {
            for (const acc of [p.accuracy_original, p.accuracy_perturbed, p.discordant_rate]) {
              expect(acc.ci.lower).toBeLessThanOrEqual(acc.estimate + eps);
              expect(acc.ci.upper).toBeGreaterThanOrEqual(acc.estimate - eps);
            }
            // The melded (1 − 2α) interval is [lcb, ucb] and contains the estimate.
            expect(p.drop_ci.lower).toBe(p.lcb);
            expect(p.drop_ci.upper).toBe(p.ucb);
            expect(p.lcb).toBeLessThanOrEqual(p.drop + 1e-9);
            expect(p.ucb).toBeGreaterThanOrEqual(p.drop - 1e-9);
            expect(p.adjusted_lcb).toBeLessThanOrEqual(p.lcb + eps);
            expect(p.p_holm).toBeGreaterThanOrEqual(p.p_value - eps);
            expect(p.p_bh).toBeGreaterThanOrEqual(p.p_value - eps);
            expect(p.p_bh).toBeLessThanOrEqual(p.p_holm + eps);
            expect(p.detected).toBe(p.adjusted_lcb > 0 && p.p_holm < design.alpha);
            if (p.achieved_power.kind === "computed") {
              expect(p.achieved_power.value).toBeGreaterThanOrEqual(0);
              expect(p.achieved_power.value).toBeLessThanOrEqual(1);
            }
            expect(p.achieved_power.kind === "named").toBe(m.detected);
          }
          expect(m.detected).toBe(m.pairs.some((p) => p.detected));
        }
        expect(r.anyDetected).toBe(r.models.some((m) => m.detected));
        expect(r.heterogeneity.length).toBe(tables.length >= 2 ? 1 : 0);
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
            const pairs = items.map(([o1, p1, o2, p2]) => (t.model === "x" ? [o1, p1] : [o2, p2]));
            const tally = (f: (o: boolean, p: boolean) => boolean) =>
              pairs.filter(([o, p]) => f(o === true, p === true)).length;
            expect(t.a).toBe(tally((o, p) => o && p));
            expect(t.b).toBe(tally((o, p) => o && !p));
            expect(t.c).toBe(tally((o, p) => !o && p));
            expect(t.e).toBe(tally((o, p) => !o && !p));
            expect(t.unparsedOriginal).toBe(pairs.filter(([o]) => o === null).length);
            expect(t.unparsedPerturbed).toBe(pairs.filter(([, p]) => p === null).length);
          }
          expect(tables.map((t) => t.model).sort()).toEqual(["x", "y"]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
