import { describe, expect, it } from "vitest";
import { FakeProvider } from "../../src/models/fake.js";
import type { ItemContext } from "../../src/models/types.js";

const labels = ["A", "B", "C", "D"];
function item(i: number, condition: string): ItemContext {
  return { itemId: `item-${i}`, condition, correct: labels[i % 4]!, labels };
}
const req = { messages: [{ role: "user" as const, content: "q" }], temperature: 0, maxTokens: 4 };
const N = 4000;

/** Accuracy over N items; with N = 4000 a binomial proportion's SD is at most 0.0079. */
async function accuracy(p: FakeProvider, condition: string): Promise<number> {
  let right = 0;
  for (let i = 0; i < N; i++)
    if ((await p.complete(req, item(i, condition))).text === item(i, condition).correct) right++;
  return right / N;
}

describe("fake provider", () => {
  it("is deterministic and never answers outside the labels", async () => {
    const a = new FakeProvider({ label: "x", provider: "fake", model: "x", accuracy: 0.3, memorized: 0 });
    const b = new FakeProvider({ label: "x", provider: "fake", model: "x", accuracy: 0.3, memorized: 0 });
    for (let i = 0; i < 200; i++) {
      const r = (await a.complete(req, item(i, "shuffle_choices"))).text;
      expect(r).toBe((await b.complete(req, item(i, "shuffle_choices"))).text);
      expect(labels).toContain(r);
    }
    expect(a.cacheable).toBe(false);
  });

  it("answers at its base accuracy in both conditions when it memorized nothing", async () => {
    const p = new FakeProvider({ label: "demo", provider: "fake", model: "demo", accuracy: 0.6, memorized: 0 });
    expect(Math.abs((await accuracy(p, "original")) - 0.6)).toBeLessThan(0.04);
    expect(Math.abs((await accuracy(p, "shuffle_choices")) - 0.6)).toBeLessThan(0.04);
  });

  it("answers memorized items right in original order and at base accuracy when perturbed", async () => {
    const full = new FakeProvider({ label: "d", provider: "fake", model: "dirty", accuracy: 0.45, memorized: 1 });
    expect(await accuracy(full, "original")).toBe(1);
    expect(Math.abs((await accuracy(full, "shuffle_choices")) - 0.45)).toBeLessThan(0.04);
    // Half memorized: original accuracy = 0.5 + 0.5 * 0.45 = 0.725.
    const half = new FakeProvider({ label: "h", provider: "fake", model: "half", accuracy: 0.45, memorized: 0.5 });
    expect(Math.abs((await accuracy(half, "original")) - 0.725)).toBeLessThan(0.04);
    expect(Math.abs((await accuracy(half, "shuffle_choices")) - 0.45)).toBeLessThan(0.04);
  });
});
