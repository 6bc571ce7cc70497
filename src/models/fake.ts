import { createHash } from "node:crypto";
import type { ChatReply, ChatRequest, ItemContext, FakeModelSpec, Provider, ProviderIdentity } from "./types.js";

/**
 * A deterministic stand-in for a model, so the whole pipeline runs without a key.
 * An item is memorized with probability `memorized` (decided once per model and item); a
 * memorized item is answered right in its original form. Everything else, including every
 * perturbed form, is right with probability `accuracy`, drawn independently per model, item and
 * condition. Never cached: its answers cost nothing and must not pollute a real cache.
 */
export class FakeProvider implements Provider {
  readonly cacheable = false;
  readonly identity: ProviderIdentity;
  private readonly accuracy: number;
  private readonly memorized: number;

  constructor(readonly spec: FakeModelSpec) {
    this.identity = { provider: "fake", model: spec.model, baseUrl: "" };
    this.accuracy = spec.accuracy;
    this.memorized = spec.memorized;
  }

  async complete(_request: ChatRequest, item: ItemContext): Promise<ChatReply> {
    return { text: this.answer(item), finishReason: "stop" };
  }

  /** The label this fake answers for an item in a condition. */
  answer(item: ItemContext): string {
    const m = this.spec.model;
    const remembers = unit(m, "memorized", item.itemId) < this.memorized;
    if (remembers && item.condition === "original") return item.correct;
    if (unit(m, "right", item.itemId, item.condition) < this.accuracy) return item.correct;
    const wrong = item.labels.filter((l) => l !== item.correct);
    if (wrong.length === 0) return item.correct;
    return wrong[Math.floor(unit(m, "wrong", item.itemId, item.condition) * wrong.length)]!;
  }
}

/** A uniform number in [0, 1) from sha256 of the NUL-joined parts (53 bits). */
function unit(...parts: string[]): number {
  const h = createHash("sha256").update(parts.join("\0")).digest();
  return (h.readUInt32BE(0) * 2 ** 21 + (h.readUInt32BE(4) >>> 11)) / 2 ** 53;
}
