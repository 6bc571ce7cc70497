import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { answerIndex, CHOICE_LABELS } from "../../src/items/item.js";
import { parseAnswer, scoreAnswer, tallyParses } from "../../src/items/parse/answer.js";
import { type PerturberName, perturb } from "../../src/items/perturb/perturbers.js";
import { prepareItems } from "../../src/items/prepare.js";
import { renderPrompt } from "../../src/items/prompt/render.js";

const SYNTH = fileURLToPath(new URL("../../fixtures/items/synthetic40.jsonl", import.meta.url));

/** A model that memorized each item's original answer letter and replies with it whatever it is shown. */
function positionMemorizer(originalLetters: Map<string, string>) {
  return (id: string) => originalLetters.get(id)!;
}

describe("items pipeline: prepare → perturb → render → parse → score", () => {
  it("a position memorizer is perfect on originals, at chance when shuffled, always wrong when deranged", async () => {
    const prepared = await prepareItems({
      path: SYNTH,
      displayName: "synthetic40.jsonl",
      split: "all",
      workspace: process.cwd(),
    });
    expect(prepared.items).toHaveLength(40);
    const letters = new Map(prepared.items.map((i) => [i.id, CHOICE_LABELS[answerIndex(i)!]!]));
    const model = positionMemorizer(letters);
    const accuracy = (perturber: PerturberName) => {
      const parses = prepared.items.map((item) => {
        const shown = perturb(item, perturber, "pipeline-seed");
        const prompt = renderPrompt(shown, { kind: "builtin", name: "en" });
        expect(prompt.messages[1]!.content.endsWith("\nAnswer:")).toBe(true);
        const parsed = parseAnswer(`Answer: ${model(item.id)}`, shown.choices, { placeholder: prompt.placeholder });
        return { parsed, correct: scoreAnswer(parsed, shown) };
      });
      expect(tallyParses(parses.map((p) => p.parsed)).unparsed).toBe(0);
      return parses.filter((p) => p.correct).length;
    };
    expect(accuracy("identity")).toBe(40);
    const shuffled = accuracy("shuffle_choices");
    // Binomial(40, 1/4): P(X ≥ 25) < 1e-7.
    expect(shuffled).toBeLessThan(25);
    expect(accuracy("derange_choices")).toBe(0);
  });
});
