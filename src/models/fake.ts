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
    const text = this.answer(item);
    if (this.spec.signal !== "probability") return { text, finishReason: "stop" };
    const top = this.alternatives(item, text);
    return { text, finishReason: "stop", tokens: [{ token: text, logprob: top[0]!.logprob, top }] };
  }

  /**
   * For `signal: probability`: the answered letter's probability q, the other letters sharing
   * 1 − q evenly. A remembered original is answered with q = 0.99; anything else with q drawn in
   * [0.4, 0.9), so a soft drop appears where the binary one does and is graded by confidence.
   */
  private alternatives(item: ItemContext, answered: string): { token: string; logprob: number }[] {
    const m = this.spec.model;
    const remembers = unit(m, "memorized", item.itemId) < this.memorized && item.condition === "original";
    const q = remembers ? 0.99 : 0.4 + 0.5 * unit(m, "confidence", item.itemId, item.condition);
    const others = item.labels.filter((l) => l !== answered);
    const rest = others.length ? (1 - q) / others.length : 0;
    return [{ token: answered, logprob: Math.log(q) }, ...others.map((token) => ({ token, logprob: Math.log(rest) }))];
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
