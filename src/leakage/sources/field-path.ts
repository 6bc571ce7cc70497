/**
 * JSONL field paths: dot-separated keys, a key ending in `[]` iterates an array, e.g. `question`,
 * `paraphrases[]`, `turns[].text`. Each string (or number) reached is one record; records reached
 * through `[]` carry their position (0-based, in document order) as `index`.
 */
export interface FieldStep {
  readonly key: string;
  readonly each: boolean;
}

export function parseFieldPath(path: string): FieldStep[] | null {
  if (path.length === 0) return null;
  const steps: FieldStep[] = [];
  for (const part of path.split(".")) {
    const each = part.endsWith("[]");
    const key = each ? part.slice(0, -2) : part;
    if (key.length === 0 || key.includes("[") || key.includes("]")) return null;
    steps.push({ key, each });
  }
  return steps;
}

export type Extracted =
  | { ok: true; values: { text: string; index?: number }[] }
  | { ok: false; problem: "missing" | "not text" };

export function extractField(value: unknown, steps: readonly FieldStep[]): Extracted {
  const iterated = steps.some((s) => s.each);
  const out: { text: string; index?: number }[] = [];
  let problem: "missing" | "not text" | null = null;
  const walk = (v: unknown, i: number): void => {
    if (i === steps.length) {
      if (typeof v === "string" || typeof v === "number") {
        const text = String(v);
        out.push(iterated ? { text, index: out.length } : { text });
      } else problem ??= v === null || v === undefined ? "missing" : "not text";
      return;
    }
    const step = steps[i]!;
    if (v === null || typeof v !== "object" || Array.isArray(v) || !Object.hasOwn(v, step.key)) {
      problem ??= "missing";
      return;
    }
    const next = (v as Record<string, unknown>)[step.key];
    if (step.each) {
      if (!Array.isArray(next)) {
        problem ??= next === undefined || next === null ? "missing" : "not text";
        return;
      }
      for (const el of next) walk(el, i + 1);
    } else walk(next, i + 1);
  };
  walk(value, 0);
  if (problem !== null) return { ok: false, problem };
  return { ok: true, values: out };
}
