import { createRng } from "../stats/random.js";
import type { PairedOutcome } from "../verdict/parse-jsonl.js";

/**
 * Self-contained fake models for `verify`. Like a model at temperature 0, a fake answers the
 * same text the same way every time (it remembers each (item, text) it has answered), which
 * is what makes the identity perturbation a test of the pipeline, not of luck. Fresh texts draw
 * from one seeded stream per model, so a whole benchmark costs one PRNG, not one per answer.
 */
export interface SyntheticItem {
  id: string;
  /** The published presentation. */
  text: string;
}

export type Perturbation = "identity" | "reverse-choices";

export interface FakeModel {
  name: string;
  answer(item: SyntheticItem, shown: string): boolean;
}

export function syntheticItems(n: number): SyntheticItem[] {
  return Array.from({ length: n }, (_, i) => {
    const id = `item-${String(i + 1).padStart(5, "0")}`;
    return { id, text: `${id}: which option is right?\nA) alpha\nB) beta\nC) gamma\nD) delta` };
  });
}

export function present(item: SyntheticItem, p: Perturbation): string {
  if (p === "identity") return item.text;
  const [stem, ...choices] = item.text.split("\n");
  return [stem, ...choices.reverse()].join("\n");
}

/** A deterministic answerer: the first answer to (item, text) is drawn, later ones repeat it. */
function deterministic(
  seed: string,
  name: string,
  pCorrect: (item: SyntheticItem, shown: string) => number,
): FakeModel {
  const rng = createRng(`${seed}\u0000${name}`);
  // Per item, the few texts it has been shown; compared by content, so equal texts agree.
  const seen = new Map<SyntheticItem, { shown: string; correct: boolean }[]>();
  return {
    name,
    answer: (item, shown) => {
      let texts = seen.get(item);
      if (!texts) {
        texts = [];
        seen.set(item, texts);
      }
      const hit = texts.find((t) => t.shown === shown);
      if (hit) return hit.correct;
      const correct = rng.next() < pCorrect(item, shown);
      texts.push({ shown, correct });
      return correct;
    },
  };
}

/** Same skill whatever the presentation: no reason to do better on the published text. */
export function cleanModel(seed: string, accuracy = 0.7): FakeModel {
  return deterministic(seed, "clean", () => accuracy);
}

/** Recognises the published text and recalls its answer; otherwise reasons at `accuracy`. */
export function memorizingModel(seed: string, recall = 0.99, accuracy = 0.4): FakeModel {
  return deterministic(seed, "memorizing", (item, shown) => (shown === item.text ? recall : accuracy));
}

export function pairedOutcomes(model: FakeModel, items: readonly SyntheticItem[], p: Perturbation): PairedOutcome[] {
  return items.map((item) => ({
    model: model.name,
    perturber: null,
    id: item.id,
    original: model.answer(item, item.text),
    perturbed: model.answer(item, present(item, p)),
  }));
}
