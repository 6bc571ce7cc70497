/** Choice labels: 26 is the ceiling because labels are single letters. */
export const CHOICE_LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
export const MAX_CHOICES = CHOICE_LABELS.length;

/**
 * One benchmark item. The answer is held by content (a choice's text), never by position, so
 * a perturbation that reorders choices cannot silently change which answer is right.
 * `choices` empty means a free-form item.
 */
export interface Item {
  readonly id: string;
  readonly question: string;
  readonly answer: string;
  readonly choices: readonly string[];
  /** ISO calendar date (YYYY-MM-DD) when the item first became public; undefined = undated. */
  readonly publishedAt?: string;
  readonly source?: string;
  readonly metadata?: Readonly<Record<string, unknown>>;
}

/** Position of the answer in the choices as presented; undefined for a free-form item. */
export function answerIndex(item: Pick<Item, "answer" | "choices">): number | undefined {
  const i = item.choices.indexOf(item.answer);
  return i < 0 ? undefined : i;
}

export function answerLabel(item: Pick<Item, "answer" | "choices">): string | undefined {
  const i = answerIndex(item);
  return i === undefined ? undefined : CHOICE_LABELS[i];
}
