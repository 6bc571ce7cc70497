import { CHOICE_LABELS } from "../item.js";
import { choiceKey } from "../load.js";
import { MAX_REPLY_CHARS } from "../../limits.js";

/** Why a response yielded no answer. Unparsed answers are scored wrong and tallied per condition. */
export type UnparsedReason =
  | "empty"
  | "refusal"
  | "multiple_letters"
  | "out_of_range"
  | "letter_text_conflict"
  | "placeholder_echo"
  | "no_answer"
  | "too_long";

export type ParsedAnswer =
  | {
      readonly kind: "parsed";
      readonly letter: string;
      readonly index: number;
      /** Which rule matched (docs/items.md lists them in order). */
      readonly via: "marker" | "bare" | "leading_label" | "choice_text";
    }
  | { readonly kind: "unparsed"; readonly reason: UnparsedReason };

export const UNPARSED_REASONS: readonly UnparsedReason[] = [
  "empty",
  "refusal",
  "multiple_letters",
  "out_of_range",
  "letter_text_conflict",
  "placeholder_echo",
  "no_answer",
  "too_long",
];

const OPEN = `[(\\[「『"'“]`;
const CLOSE = `[)\\]」』"'”]`;
const MARKER = /(?:\b(?:the\s+)?(?:correct\s+|final\s+)?answer(?:\s+is)?|\bans\.|正解|答え|回答|解答)/giu;
const REFUSAL =
  /\b(?:I\s+(?:can(?:'|no)?t|cannot|won't|will not|am unable|'m unable|am not able|'m not able|do not know|don't know)|unable to (?:answer|determine|help)|sorry|as an ai)\b|お答えできません|回答できません|答えられません|わかりません|分かりません|回答を控え/iu;

/**
 * Extracts the chosen option from a model's reply. Rules, first match wins (docs/items.md):
 * 1. an echoed template placeholder (`{label}`, or the example letter when it is not a valid
 *    label) → unparsed "placeholder_echo";
 * 2. answer markers ("Answer: B", "The answer is (b)", "正解はDです", "答え：C") — all of them
 *    must agree, else "multiple_letters";
 * 3. the whole reply, or its first line, is one letter ("B", "(b)", "B.");
 * 4. the first line starts with a label and a separator ("B. Paris", "(C) cube", "B is correct");
 * 5. the reply (or its first line, or what follows a marker) is exactly one choice's text;
 * otherwise unparsed: "refusal", "multiple_letters" (two labels, "A and D", "AとD"), "no_answer".
 * Replies are NFKC-normalized first, so full-width "Ｂ" reads as "B". A letter beyond the
 * item's choices is "out_of_range"; a label whose following text is a different choice's text
 * is "letter_text_conflict". The parser never guesses from a letter buried in prose.
 */
export function parseAnswer(
  response: string,
  choices: readonly string[],
  opts: { placeholder?: string } = {},
): ParsedAnswer {
  // Before any normalization: a provider that ignores max_tokens (2 M characters took 43 s to
  // parse) must not cost more than a bounded reply. docs/reliability.md "Caps".
  if (response.length > MAX_REPLY_CHARS) return unparsed("too_long");
  const n = choices.length;
  const placeholder = opts.placeholder;
  const normalized = response.normalize("NFKC").replace(/\r\n?/g, "\n");
  const answerPart = afterReasoning(normalized);
  // A reasoning block the model never closed (it ran out of tokens while thinking) holds no answer,
  // and the letters it weighed must not be read as one.
  if (answerPart === undefined) return unparsed("no_answer");
  const t = unboxLatex(answerPart).replace(/[*`]/g, "").trim();
  if (t === "") return unparsed("empty");
  if (/\{(?:label|letter|answer|choices|question)\}/i.test(t)) return unparsed("placeholder_echo");

  const keys = choices.map(choiceKey);
  const lookUp = (s: string): number => {
    const k = choiceKey(stripEndPunct(s));
    return k === "" ? -1 : keys.indexOf(k);
  };
  // Replies name a choice as 「六角形」, 六角形です or "a cube"; the choice itself is tried first,
  // so a choice whose own text ends in です still matches whole.
  const textIndex = (s: string): number => {
    const j = lookUp(s);
    if (j >= 0) return j;
    const plain = stripEndPunct(s).replace(/です$/u, "").trim();
    const m = /^(?:「(.*)」|『(.*)』|"(.*)"|“(.*)”)$/su.exec(plain);
    const inner = m ? (m[1] ?? m[2] ?? m[3] ?? m[4])! : plain;
    const k = lookUp(inner);
    // "a cube", "the cube": an English article before the choice's text.
    return k >= 0 ? k : lookUp(inner.replace(/^(?:a|an|the)\s+/iu, ""));
  };
  const classify = (
    letter: string,
    textAfter: string | undefined,
    via: "marker" | "bare" | "leading_label",
  ): ParsedAnswer => {
    const index = CHOICE_LABELS.indexOf(letter);
    if (index < 0 || index >= n) return unparsed(letter === placeholder ? "placeholder_echo" : "out_of_range");
    if (textAfter !== undefined) {
      const j = textIndex(textAfter.replace(/^\s*[.:：)\]-]?\s*/, ""));
      if (j >= 0 && j !== index) return unparsed("letter_text_conflict");
    }
    return { kind: "parsed", letter, index, via };
  };

  // 2. Markers.
  const found: { letter: string; after: string }[] = [];
  let viaText = -1;
  // "Answer: CA": two labels run together, which names two options, not none.
  let runTogether = false;
  for (const m of t.matchAll(MARKER)) {
    // A window, not the whole remainder: a reply of many markers would otherwise cost O(n²).
    const rest = t.slice(m.index + m[0].length, m.index + m[0].length + MARKER_WINDOW);
    const afterMarker = rest.replace(/^\s*(?:は|:|：|=|-|is\b)?\s*(?:(?:option|choice)\s+)?/iu, "");
    const tok = leadingLetter(afterMarker);
    if (tok) found.push(tok);
    else if (runTogetherLabels(afterMarker, n, false)) runTogether = true;
    else if (viaText < 0) {
      const firstLine = rest.replace(/^\s*(?:は|:|：|=|-|is\b)?\s*/iu, "").split("\n")[0]!;
      viaText = textIndex(firstLine.replace(/です[。.]?$/u, ""));
    }
  }
  if (found.length > 0) {
    const distinct = new Set(found.map((f) => f.letter));
    if (distinct.size > 1) return unparsed("multiple_letters");
    const first = found[0]!;
    if (joinsAnotherLabel(first.after)) return unparsed("multiple_letters");
    return classify(first.letter, first.after.split("\n")[0], "marker");
  }
  if (viaText >= 0) return { kind: "parsed", letter: CHOICE_LABELS[viaText]!, index: viaText, via: "choice_text" };
  if (runTogether) return unparsed("multiple_letters");

  // 3. A bare letter: the whole reply or its first line ("Option D" and "Choice B" too).
  const rawFirstLine = t.split("\n")[0]!.trim();
  const firstLine = withoutOptionWord(rawFirstLine);
  // (?:CLOSE\s*)? rather than CLOSE?\s*: two adjacent \s* backtrack quadratically on "B    …x".
  const bare = new RegExp(`^${OPEN}?\\s*([A-Za-z])\\s*(?:${CLOSE}\\s*)?[.。:：!]?$`, "u");
  for (const s of [withoutOptionWord(t), firstLine]) {
    const m = bare.exec(s);
    if (m) return classify(m[1]!.toUpperCase(), undefined, "bare");
  }

  // 4. A label opening the first line: "B. hexagon", "(C) cube", "D - tetrahedron", and
  // "D (tetrahedron)" when the bracket closes the line (so "I (personally) think…" stays prose).
  const lead = /^(?:\(([A-Z])\)|\[([A-Z])\]|([A-Z])[.:：)]|([A-Z])[ \t]+[-–—][ \t])\s*(.*)$/u.exec(firstLine);
  if (lead) {
    if (joinsAnotherLabel(" " + lead[5]!)) return unparsed("multiple_letters");
    return classify((lead[1] ?? lead[2] ?? lead[3] ?? lead[4])!, lead[5]!, "leading_label");
  }
  const leadParen = /^([A-Z])[ \t]*\(([^()\n]*)\)[ \t]*[.。]?$/u.exec(firstLine);
  if (leadParen && !/^[A-Z]$/u.test(leadParen[2]!.trim()))
    return classify(leadParen[1]!, leadParen[2]!, "leading_label");
  const leadIs = /^[([]?([A-Z])[)\]]?\s*(?:is (?:the )?(?:correct|right|answer)|です|が正解|が答え)/u.exec(firstLine);
  if (leadIs) return classify(leadIs[1]!, undefined, "leading_label");

  // 5. The choice's text instead of its label.
  for (const s of [t, firstLine]) {
    const j = textIndex(s);
    if (j >= 0) return { kind: "parsed", letter: CHOICE_LABELS[j]!, index: j, via: "choice_text" };
  }

  if (REFUSAL.test(t)) return unparsed("refusal");
  if (standaloneLabels(t, n).size > 1) return unparsed("multiple_letters");
  if (runTogetherLabels(firstLine, n, true)) return unparsed("multiple_letters");
  return unparsed("no_answer");
}

/**
 * The answer part of a reply from a reasoning model: what follows the last `</think>` (or
 * `</thinking>`), which is also how templates that put the opening tag in the prompt look.
 * undefined when a reasoning block is opened and never closed.
 */
function afterReasoning(s: string): string | undefined {
  const close = /<\/think(?:ing)?>/giu;
  let end = -1;
  for (const m of s.matchAll(close)) end = m.index + m[0].length;
  if (end >= 0) return s.slice(end);
  return /<think(?:ing)?>/iu.test(s) ? undefined : s;
}

/** `\boxed{D}` (bare or in `$…$` / `\(…\)`) is how math-tuned models mark their answer: read as "Answer: D". */
function unboxLatex(s: string): string {
  if (!s.includes("\\boxed") && !s.includes("\\fbox")) return s;
  // Bounded, quantifier-free-of-overlap patterns: a hostile "\boxed{" × 10,000 stays linear.
  return s
    .replace(/\\text(?:bf)?\{([^{}\n]{0,200})\}/gu, "$1")
    .replace(
      /(?:\$\$?|\\[([])?\\(?:boxed|fbox)\{([^{}\n]{0,200})\}(?:\$\$?|\\[)\]])?/gu,
      (_m, inner: string) => `\nAnswer: ${inner.trim()}\n`,
    );
}

/** "Option D", "choice b": the word is dropped when a single label follows it, so rules 3 and 4 see "D". */
function withoutOptionWord(s: string): string {
  return s.replace(/^(?:option|choice)[ \t]+(?=[([]?[A-Za-z](?![A-Za-z]))/iu, "");
}

/**
 * Two to four capital labels run together ("CA", "(BD)"), all within the item's choices: the
 * reply names several options. `whole`: the labels are all of `s` (a final period aside);
 * otherwise they only open it.
 */
function runTogetherLabels(s: string, n: number, whole: boolean): boolean {
  // Anchored and without trim(): called once per answer marker, on a 1 KB window each.
  const m = (whole ? /^\s*[([]?([A-Z]{2,4})[)\]]?[.。]?\s*$/u : /^\s*[([]?([A-Z]{2,4})[)\]]?(?![A-Za-z0-9])/u).exec(s);
  return m !== null && [...m[1]!].every((L) => CHOICE_LABELS.indexOf(L) < n);
}

/** How far after an answer marker its label or choice text is looked for. */
const MARKER_WINDOW = 1024;

/** "A tetrahedron", "I think": an article or pronoun, unless the next word joins labels ("A or B"). */
const ENGLISH_WORD_AFTER = /^\s+(?!(?:or|and|nor|and\/or)\b)[a-z]/;

/**
 * What follows a label joins it to a second one ("B, C", "BとC", "B、C", "(B) and (C)"): the
 * reply names two options, and taking the first would invent an answer.
 */
function joinsAnotherLabel(after: string): boolean {
  const m = new RegExp(
    `^[ \\t]*(?:[.)\\]]?[ \\t]*)(?:,|、|，|/|&|と|および|及び|または|か|(?:and/or|and|or|nor)(?=[ \\t(\\[「]))[ \\t]*${OPEN}?[ \\t]*([A-Z])(?![A-Za-z])`,
    "u",
  ).exec(after);
  if (!m) return false;
  return !((m[1] === "A" || m[1] === "I") && ENGLISH_WORD_AFTER.test(after.slice(m.index + m[0].length)));
}

function unparsed(reason: UnparsedReason): ParsedAnswer {
  return { kind: "unparsed", reason };
}

function stripEndPunct(s: string): string {
  return s
    .trim()
    .replace(/[.。!！?？]+$/u, "")
    .trim();
}

/**
 * A label at the start of `s`: "B", "(b)", "「D」". A lowercase letter counts only when
 * bracketed or followed by the end or punctuation ("answer is a tetrahedron" is prose), and
 * "A"/"I" followed by a lowercase word are English words, not labels.
 */
function leadingLetter(s: string): { letter: string; after: string } | undefined {
  const m = new RegExp(`^\\s*(?:(${OPEN})[ \\t]*)?([A-Za-z])[ \\t]*(${CLOSE})?`, "u").exec(s);
  if (!m) return undefined;
  const letter = m[2]!;
  const bracketed = m[1] !== undefined && m[3] !== undefined;
  const after = s.slice(m[0].length);
  if (!bracketed && /^[A-Za-z0-9]/.test(after)) return undefined;
  const lower = letter !== letter.toUpperCase();
  if (lower && !bracketed && !/^\s*(?:$|[.,;:!。、]|です|\n)/u.test(after)) return undefined;
  if (!bracketed && (letter === "A" || letter === "I") && ENGLISH_WORD_AFTER.test(after)) return undefined;
  return { letter: letter.toUpperCase(), after };
}

/** In-range capital labels standing alone ("A or B", "AとD"), for the "multiple_letters" reason. */
function standaloneLabels(t: string, n: number): Set<string> {
  const out = new Set<string>();
  for (const m of t.matchAll(/(?<![A-Za-z])([A-Z])(?![A-Za-z])/gu)) {
    const L = m[1]!;
    const after = t.slice(m.index + 1);
    if ((L === "A" || L === "I") && ENGLISH_WORD_AFTER.test(after)) continue;
    if (CHOICE_LABELS.indexOf(L) < n) out.add(L);
  }
  return out;
}

/** Scores a parsed reply against the item as presented: right iff it names the answer's text. */
export function scoreAnswer(
  parsed: ParsedAnswer,
  presented: { readonly choices: readonly string[]; readonly answer: string },
): boolean {
  return parsed.kind === "parsed" && presented.choices[parsed.index] === presented.answer;
}

export interface ParseTally {
  readonly total: number;
  readonly parsed: number;
  readonly unparsed: number;
  readonly byReason: Readonly<Record<UnparsedReason, number>>;
}

/** Per-condition tally (original, perturbed): unparsed rates that differ between them bias the drop. */
export function tallyParses(results: Iterable<ParsedAnswer>): ParseTally {
  const byReason = Object.fromEntries(UNPARSED_REASONS.map((r) => [r, 0])) as Record<UnparsedReason, number>;
  let total = 0;
  let parsed = 0;
  for (const r of results) {
    total++;
    if (r.kind === "parsed") parsed++;
    else byReason[r.reason]++;
  }
  return { total, parsed, unparsed: total - parsed, byReason };
}
