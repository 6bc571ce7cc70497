import { CHOICE_LABELS, answerLabel, type Item } from "../items/item.js";
import { perturb, type PerturberName, type PresentedItem } from "../items/perturb/perturbers.js";
import { renderPrompt, type PromptFormat } from "../items/prompt/render.js";
import type { ChatRequest, ItemContext } from "../models/types.js";

/** One question to ask every model: an item in one condition, rendered. */
export interface PlannedAsk {
  itemIndex: number;
  /** "original", or the perturber's name. */
  condition: string;
  presented: PresentedItem;
  request: ChatRequest;
  context: ItemContext;
  placeholder: string;
}

export interface AskPlan {
  asks: PlannedAsk[];
  /** Version of the prompt template (part of every cache key). */
  promptFormat: string;
  conditions: string[];
  /** Item ids in item order: the item-level outcomes of every model are keyed by them. */
  itemIds: string[];
}

/**
 * Each item as published and under each perturber, rendered once; the same requests go to every
 * model. Perturbed items live only in memory.
 */
export function planAsks(
  items: readonly Item[],
  o: {
    perturbers: readonly PerturberName[];
    seed: string;
    format: PromptFormat;
    temperature: number;
    maxTokens: number;
  },
): AskPlan {
  const asks: PlannedAsk[] = [];
  let promptFormat = "";
  const conditions = ["original", ...o.perturbers];
  items.forEach((item, itemIndex) => {
    for (const condition of conditions) {
      const presented = perturb(item, condition === "original" ? "identity" : (condition as PerturberName), o.seed);
      const rendered = renderPrompt(presented, o.format);
      promptFormat = rendered.formatVersion;
      asks.push({
        itemIndex,
        condition,
        presented,
        request: {
          messages: rendered.messages.map((m) => ({ role: m.role, content: m.content })),
          temperature: o.temperature,
          maxTokens: o.maxTokens,
        },
        context: {
          itemId: item.id,
          condition,
          correct: answerLabel(presented) ?? "",
          labels: CHOICE_LABELS.slice(0, presented.choices.length).split(""),
        },
        placeholder: rendered.placeholder,
      });
    }
  });
  return { asks, promptFormat, conditions, itemIds: items.map((it) => it.id) };
}
