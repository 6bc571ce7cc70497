import { describe, expect, it } from "vitest";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import { formatOutcomes } from "../../src/outcomes/write.js";
import { mcnemarP } from "../../src/stats/mcnemar.js";
import { holm } from "../../src/stats/multiplicity.js";
import { createRng } from "../../src/stats/random.js";
import { signFlipTest } from "../../src/stats/sign-flip.js";
import { emaxOf } from "../../src/stats/rule.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { tablesFromConditions } from "../../src/verdict/parse-outcomes.js";

const design = { alpha: 0.05, targetEffect: 0.05, models: 2, perturbers: 1, emax: "exact" as const, power: 0.8 };

function rows(n: number, softModels: string[], seed: string): string {
  const rng = createRng(seed);
  const out: object[] = [];
  for (const model of ["soft", "plain"]) {
    for (let i = 0; i < n; i++) {
      const so = Math.round(rng.next() * 1000) / 1000;
      const sp = Math.round(Math.max(0, so - 0.1 * rng.next()) * 1000) / 1000;
      const o = { model, id: `q${i}`, condition: "original", correct: so > 0.5 };
      const p = { model, id: `q${i}`, condition: "perturbed", correct: sp > 0.5 };
      out.push(
        softModels.includes(model) ? { ...o, score: so } : o,
        softModels.includes(model) ? { ...p, score: sp } : p,
      );
    }
  }
  return out.map((r) => JSON.stringify(r)).join("\n");
}

describe("outcome rows with score → the soft signal", () => {
  it("a model whose rows all carry score is judged on it; the other stays binary; one Holm family", async () => {
    const f = await parseOutcomesText(rows(60, ["soft"], "a"), "o.jsonl");
    const tables = tablesFromConditions(f);
    expect(tables.map((t) => [t.model, t.soft !== undefined])).toEqual([
      ["soft", true],
      ["plain", false],
    ]);
    const v = computeVerdict(tables, design);
    const [soft, plain] = v.models.map((m) => m.pairs[0]!);
    expect([soft!.signal, plain!.signal]).toEqual(["soft", "binary"]);
    const d = Float64Array.from(tables[0]!.soft!.original, (x, i) => x - tables[0]!.soft!.perturbed[i]!);
    const test = signFlipTest(d, design.alpha);
    expect(soft!.p_value).toBe(test.p);
    expect(soft!.drop).toBeCloseTo(test.estimate, 14);
    expect(soft!.deflation).toBe(0); // K = 1
    expect(soft!.se0).toBeCloseTo(test.nullSd, 14);
    const t = tables[1]!;
    expect(plain!.p_value).toBe(mcnemarP(t.b, t.c, "one-sided"));
    const ph = holm([soft!.p_value, plain!.p_value]);
    expect([soft!.p_holm, plain!.p_holm]).toEqual(ph);
    expect(soft!.detected).toBe(ph[0]! < 0.05 && test.lcb > 0);
  });

  it("with K > 1 a soft pair's deflation is E(K)·√Σd²/n", async () => {
    const f = await parseOutcomesText(rows(40, ["soft", "plain"], "b"), "o.jsonl");
    const v = computeVerdict(tablesFromConditions(f), { ...design, perturbers: 3 });
    const p = v.models[0]!.pairs[0]!;
    expect(p.deflation).toBeCloseTo(emaxOf(3, "exact") * p.se0, 14);
    expect(p.adjusted_lcb).toBeCloseTo(p.lcb - p.deflation, 14);
    expect(v.design.family_size).toBe(6);
  });

  it("score on some rows of a model only is exit 4 naming the line and field", async () => {
    const text = rows(5, ["soft"], "c").split("\n");
    const broken = JSON.parse(text[3]!) as Record<string, unknown>;
    delete broken.score;
    text[3] = JSON.stringify(broken);
    const f = await parseOutcomesText(text.join("\n"), "o.jsonl");
    expect(() => tablesFromConditions(f)).toThrow(/^o\.jsonl:4, field "score": model "soft": line 1 gives score/);
  });

  it("score round-trips through the writer and reader, after correct", async () => {
    const f = await parseOutcomesText(rows(3, ["soft"], "d"), "o.jsonl");
    const text = formatOutcomes(f.rows);
    expect(text.split("\n")[0]).toMatch(/"correct":(true|false),"score":/);
    expect((await parseOutcomesText(text, "again.jsonl")).rows).toEqual(f.rows);
  });
});
