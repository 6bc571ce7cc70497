import { createHash } from "node:crypto";
import { InputError } from "../../errors.js";
import { CHOICE_LABELS, type Item } from "../item.js";

export interface ChatMessage {
  readonly role: "system" | "user";
  readonly content: string;
}

/**
 * How an item becomes messages. Built-ins are letter-only formats; `custom` lets a team use the
 * template their models expect. Only `{question}`/`{choices}` (user) and `{label}`/`{text}`
 * (choice line) are substituted, in one pass, so item text containing braces stays literal.
 */
export type PromptFormat =
  | { readonly kind: "builtin"; readonly name: "en" | "ja" }
  | {
      readonly kind: "custom";
      readonly system?: string;
      readonly user: string;
      readonly choiceFormat: string;
      /** The letter the template uses as an example answer ("Answer: X"); a model echoing it is flagged. */
      readonly placeholder?: string;
    };

export interface RenderedPrompt {
  readonly messages: ChatMessage[];
  /** Part of the response cache key: changes whenever the template's wording changes. */
  readonly formatVersion: string;
  /** The example letter a model might echo instead of answering (see parseAnswer). */
  readonly placeholder: string;
}

/**
 * The English built-in is exactly the format the real-model fixture was trained on
 * (../shared/real-llm/README.md): any other whitespace sends a memorizer back to chance.
 */
const BUILTIN = {
  en: { system: "Answer with the letter only.", answerCue: "Answer:", version: "en-letter-v1" },
  ja: { system: "選択肢の記号（アルファベット1文字）だけで答えてください。", answerCue: "答え:", version: "ja-letter-v1" },
} as const;

export const DEFAULT_PLACEHOLDER = "X";

export function renderPrompt(item: Pick<Item, "id" | "question" | "choices">, format: PromptFormat): RenderedPrompt {
  if (item.choices.length < 2) {
    throw new InputError(`item "${item.id}" has no choices; the prompt formats are multiple-choice only`, { field: "choices" });
  }
  if (format.kind === "builtin") {
    const b = BUILTIN[format.name];
    const lines = item.choices.map((c, i) => `${CHOICE_LABELS[i]}. ${c}`);
    return {
      messages: [
        { role: "system", content: b.system },
        { role: "user", content: `${item.question}\n${lines.join("\n")}\n${b.answerCue}` },
      ],
      formatVersion: b.version,
      placeholder: DEFAULT_PLACEHOLDER,
    };
  }
  validateCustom(format);
  const choiceLines = item.choices
    .map((text, i) => format.choiceFormat.replace(/\{(label|text)\}/g, (_, k: string) => (k === "label" ? CHOICE_LABELS[i]! : text)))
    .join("\n");
  const user = format.user.replace(/\{(question|choices)\}/g, (_, k: string) => (k === "question" ? item.question : choiceLines));
  const messages: ChatMessage[] = [];
  if (format.system !== undefined && format.system !== "") messages.push({ role: "system", content: format.system });
  messages.push({ role: "user", content: user });
  return { messages, formatVersion: customFormatVersion(format), placeholder: format.placeholder ?? DEFAULT_PLACEHOLDER };
}

/** "custom-" + 16 hex of sha256 over the template's canonical JSON: any edit is a new version. */
export function customFormatVersion(f: Extract<PromptFormat, { kind: "custom" }>): string {
  const canonical = JSON.stringify([f.system ?? null, f.user, f.choiceFormat, f.placeholder ?? DEFAULT_PLACEHOLDER]);
  return "custom-" + createHash("sha256").update(canonical, "utf8").digest("hex").slice(0, 16);
}

function validateCustom(f: Extract<PromptFormat, { kind: "custom" }>): void {
  if (!f.user.includes("{question}")) throw new InputError("the user template must contain {question}", { field: "benchmark.prompt.user" });
  if (!f.user.includes("{choices}")) throw new InputError("the user template must contain {choices}", { field: "benchmark.prompt.user" });
  if (!f.choiceFormat.includes("{label}") || !f.choiceFormat.includes("{text}")) {
    throw new InputError("the choice format must contain {label} and {text}", { field: "benchmark.prompt.choice_format" });
  }
  if (f.placeholder !== undefined && !/^[A-Z]$/.test(f.placeholder)) {
    throw new InputError("the placeholder must be one capital letter A–Z", { field: "benchmark.prompt.placeholder" });
  }
}

/** The config section's `prompt` value (see items/config.ts) as a PromptFormat. */
export function promptFormatFromConfig(
  p: "en" | "ja" | { system?: string | undefined; user: string; choice_format: string; placeholder?: string | undefined } | undefined,
): PromptFormat {
  if (p === undefined) return { kind: "builtin", name: "en" };
  if (typeof p === "string") return { kind: "builtin", name: p };
  return {
    kind: "custom",
    user: p.user,
    choiceFormat: p.choice_format,
    ...(p.system !== undefined && { system: p.system }),
    ...(p.placeholder !== undefined && { placeholder: p.placeholder }),
  };
}
