import { createHash } from "node:crypto";
import type { Item } from "../items/item.js";

/**
 * N synthetic four-choice items, so the whole pipeline runs with fake models and no key. The
 * right choice's position is drawn from sha256(seed ‖ NUL ‖ id), so it is balanced across A–D
 * and reproducible; the texts carry the id so no two items share a prompt.
 */
export function syntheticItems(n: number, seed: string): Item[] {
  const items: Item[] = [];
  for (let i = 1; i <= n; i++) {
    const id = `synthetic-${String(i).padStart(6, "0")}`;
    const choices = ["alpha", "beta", "gamma", "delta"].map((w) => `${w} ${i}`);
    const pos = createHash("sha256").update(`${seed}\0${id}`).digest()[0]! % 4;
    items.push({ id, question: `Synthetic question ${i}: which option is right?`, choices, answer: choices[pos]! });
  }
  return items;
}
