import { createRng } from "../stats/random.js";
import type { PairedOutcome } from "../verdict/parse-jsonl.js";

/**
 * Self-contained fake models for `verify`: each answer is a deterministic function of
 * (seed, model, item, the exact text shown), so the same text always gets the same answer —
 * which is what makes the identity perturbation a test of the pipeline, not of luck.
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

function uniform(seed: string, model: string, item: SyntheticItem, shown: string): number {
  return createRng(`${seed}\u0000${model}\u0000${item.id}\u0000${shown}`).next();
}

/** Same skill whatever the presentation: no reason to do better on the published text. */
export function cleanModel(seed: string, accuracy = 0.7): FakeModel {
  const name = "clean";
  return { name, answer: (item, shown) => uniform(seed, name, item, shown) < accuracy };
}

/** Recognises the published text and recalls its answer; otherwise reasons at `accuracy`. */
export function memorizingModel(seed: string, recall = 0.99, accuracy = 0.4): FakeModel {
  const name = "memorizing";
  return {
    name,
    answer: (item, shown) => uniform(seed, name, item, shown) < (shown === item.text ? recall : accuracy),
  };
}

export function pairedOutcomes(model: FakeModel, items: readonly SyntheticItem[], p: Perturbation): PairedOutcome[] {
  return items.map((item) => ({
    model: model.name,
    id: item.id,
    original: model.answer(item, item.text),
    perturbed: model.answer(item, present(item, p)),
  }));
}
