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
/** Letter only (`en`, `ja`), or a reply whose first line is "Answer: X" (`en-answer-line`, `ja-answer-line`). */
export const BUILTIN_FORMATS = ["en", "ja", "en-answer-line", "ja-answer-line"] as const;
export type BuiltinFormatName = (typeof BUILTIN_FORMATS)[number];

export type PromptFormat =
  | { readonly kind: "builtin"; readonly name: BuiltinFormatName }
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
 * (docs/real-llm.md): any other whitespace sends a memorizer back to chance.
 */
const BUILTIN: Record<BuiltinFormatName, { system: string; answerCue: string; version: string }> = {
  en: { system: "Answer with the letter only.", answerCue: "Answer:", version: "en-letter-v1" },
  ja: {
    system: "選択肢の記号（アルファベット1文字）だけで答えてください。",
    answerCue: "答え:",
    version: "ja-letter-v1",
  },
  // For models that reason before answering: the parser reads the "Answer: X" line (docs/items.md).
  "en-answer-line": {
    system:
      'Make the first line of your reply "Answer: X", where X is the letter of the correct choice. You may explain after that line.',
    answerCue: "",
    version: "en-answer-line-v1",
  },
  "ja-answer-line": {
    system: "返答の1行目を「答え: X」（Xは正しい選択肢の記号）としてください。説明はその後に書いてかまいません。",
    answerCue: "",
    version: "ja-answer-line-v1",
  },
};

export function isBuiltinFormat(name: string): name is BuiltinFormatName {
  return (BUILTIN_FORMATS as readonly string[]).includes(name);
}

export const DEFAULT_PLACEHOLDER = "X";

export function renderPrompt(item: Pick<Item, "id" | "question" | "choices">, format: PromptFormat): RenderedPrompt {
  if (item.choices.length < 2) {
    throw new InputError(`item "${item.id}" has no choices; the prompt formats are multiple-choice only`, {
      field: "choices",
    });
  }
  if (format.kind === "builtin") {
    const b = BUILTIN[format.name];
    const lines = item.choices.map((c, i) => `${CHOICE_LABELS[i]}. ${c}`);
    return {
      messages: [
        { role: "system", content: b.system },
        { role: "user", content: `${item.question}\n${lines.join("\n")}${b.answerCue ? `\n${b.answerCue}` : ""}` },
      ],
      formatVersion: b.version,
      placeholder: DEFAULT_PLACEHOLDER,
    };
  }
  validateCustom(format);
  const choiceLines = item.choices
    .map((text, i) =>
      format.choiceFormat.replace(/\{(label|text)\}/g, (_, k: string) => (k === "label" ? CHOICE_LABELS[i]! : text)),
    )
    .join("\n");
  const user = format.user.replace(/\{(question|choices)\}/g, (_, k: string) =>
    k === "question" ? item.question : choiceLines,
  );
  const messages: ChatMessage[] = [];
  if (format.system !== undefined && format.system !== "") messages.push({ role: "system", content: format.system });
  messages.push({ role: "user", content: user });
  return {
    messages,
    formatVersion: customFormatVersion(format),
    placeholder: format.placeholder ?? DEFAULT_PLACEHOLDER,
  };
}

/** "custom-" + 16 hex of sha256 over the template's canonical JSON: any edit is a new version. */
export function customFormatVersion(f: Extract<PromptFormat, { kind: "custom" }>): string {
  const canonical = JSON.stringify([f.system ?? null, f.user, f.choiceFormat, f.placeholder ?? DEFAULT_PLACEHOLDER]);
  return "custom-" + createHash("sha256").update(canonical, "utf8").digest("hex").slice(0, 16);
}

function validateCustom(f: Extract<PromptFormat, { kind: "custom" }>): void {
  if (!f.user.includes("{question}"))
    throw new InputError("the user template must contain {question}", { field: "benchmark.prompt.user" });
  if (!f.user.includes("{choices}"))
    throw new InputError("the user template must contain {choices}", { field: "benchmark.prompt.user" });
  if (!f.choiceFormat.includes("{label}") || !f.choiceFormat.includes("{text}")) {
    throw new InputError("the choice format must contain {label} and {text}", {
      field: "benchmark.prompt.choice_format",
    });
  }
  if (f.placeholder !== undefined && !/^[A-Z]$/.test(f.placeholder)) {
    throw new InputError("the placeholder must be one capital letter A–Z", { field: "benchmark.prompt.placeholder" });
  }
}

/** The config section's `prompt` value (see items/config.ts) as a PromptFormat. */
export function promptFormatFromConfig(
  p:
    | BuiltinFormatName
    | { system?: string | undefined; user: string; choice_format: string; placeholder?: string | undefined }
    | undefined,
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
