import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { InputError, StopError } from "../../src/errors.js";
import type { Item } from "../../src/items/item.js";
import { answerIndex } from "../../src/items/item.js";
import { checkPerturbation, perturb, type PresentedItem } from "../../src/items/perturb/perturbers.js";

const item = (id: string, n = 4): Item => {
  const choices = Array.from({ length: n }, (_, i) => `choice ${i}`);
  return { id, question: `question ${id}`, answer: choices[0]!, choices };
};

describe("perturbers", () => {
  it("identity changes nothing", () => {
    const it0 = item("q1");
    const p = perturb(it0, "identity", "seed");
    expect(p.choices).toEqual(it0.choices);
    expect(p.order).toEqual([0, 1, 2, 3]);
  });

  it("are deterministic in (seed, id) and sensitive to both", () => {
    const it0 = item("q1", 8);
    for (const name of ["shuffle_choices", "derange_choices"] as const) {
      expect(perturb(it0, name, "s").choices).toEqual(perturb(it0, name, "s").choices);
      const bySeed = new Set(Array.from({ length: 20 }, (_, k) => perturb(it0, name, `s${k}`).choices.join("|")));
      expect(bySeed.size).toBeGreaterThan(10);
      const byId = new Set(
        Array.from({ length: 20 }, (_, k) => perturb(item(`q${k}`, 8), name, "s").choices.join("|")),
      );
      expect(byId.size).toBeGreaterThan(10);
    }
  });

  it("derange_choices is not shuffle_choices re-run (own stream)", () => {
    let same = 0;
    for (let k = 0; k < 200; k++) {
      const it0 = item(`q${k}`, 6);
      if (perturb(it0, "shuffle_choices", "s").choices.join() === perturb(it0, "derange_choices", "s").choices.join())
        same++;
    }
    expect(same).toBeLessThan(5);
  });

  it("keep id, question, answer and the set of choices (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.integer({ min: 2, max: 26 }),
        fc.nat({ max: 25 }),
        (id, seed, n, k) => {
          const choices = Array.from({ length: n }, (_, i) => `c${i}`);
          const original: Item = { id, question: "q", answer: choices[k % n]!, choices };
          const p = perturb(original, "shuffle_choices", seed);
          const q = perturb(original, "derange_choices", seed);
          for (const x of [p, q]) {
            expect(x.id).toBe(id);
            expect(x.answer).toBe(original.answer);
            expect([...x.choices].sort()).toEqual([...choices].sort());
            expect(x.order.map((i) => choices[i])).toEqual(x.choices);
          }
          // derange: the answer's position always changes, and so does every other choice's.
          expect(answerIndex(q)).not.toBe(answerIndex(original));
          expect(q.order.every((v, i) => v !== i)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("shuffle_choices leaves the answer in place about 1/n of the time; derange never does", () => {
    let stayed = 0;
    for (let k = 0; k < 2000; k++) if (answerIndex(perturb(item(`q${k}`), "shuffle_choices", "seed")) === 0) stayed++;
    // Binomial(2000, 1/4): mean 500, sd ≈ 19.4; ±5 sd.
    expect(stayed).toBeGreaterThan(403);
    expect(stayed).toBeLessThan(597);
  });

  it("derange_choices puts the answer uniformly on the other positions", () => {
    const counts = [0, 0, 0, 0];
    for (let k = 0; k < 3000; k++) counts[answerIndex(perturb(item(`q${k}`), "derange_choices", "seed"))!]!++;
    expect(counts[0]).toBe(0);
    // Each of 3 positions ~ Binomial(3000, 1/3): mean 1000, sd ≈ 25.8; ±5 sd.
    for (const c of counts.slice(1)) expect(Math.abs(c - 1000)).toBeLessThan(130);
  });

  it("free-form items: shuffle passes them through (as contamlab), derange refuses with exit 4", () => {
    const free: Item = { id: "f1", question: "Name it.", answer: "x", choices: [] };
    expect(perturb(free, "shuffle_choices", "s").choices).toEqual([]);
    expect(() => perturb(free, "derange_choices", "s")).toThrow(InputError);
  });

  it("a perturbation that changes the id or the answer is an error", () => {
    const original = item("q1");
    const good = perturb(original, "shuffle_choices", "s");
    const bad: PresentedItem[] = [
      { ...good, id: "q2" },
      { ...good, answer: "choice 1" },
      { ...good, choices: ["choice 0", "choice 1", "choice 2", "other"] },
      { ...good, question: "changed" },
    ];
    for (const b of bad) expect(() => checkPerturbation(original, b)).toThrow(StopError);
    const stay: PresentedItem = {
      ...original,
      perturber: "derange_choices",
      order: [0, 2, 3, 1],
      choices: ["choice 0", "choice 2", "choice 3", "choice 1"],
    };
    expect(() => checkPerturbation(original, stay)).toThrow(/derangement/);
    expect(() => checkPerturbation(original, good)).not.toThrow();
  });
});
