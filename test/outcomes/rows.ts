import { expect } from "vitest";
import { InputError } from "../../src/errors.js";
import { parseOutcomesText } from "../../src/outcomes/read.js";

/** One outcome row as a JSON line: model m's original answer to q1, correct, with `o` on top. */
export const row = (o: Record<string, unknown>) =>
  JSON.stringify({ model: "m", id: "q1", condition: "original", correct: true, ...o });

/** The message of the InputError reading `text` as o.jsonl must throw. */
export async function fails(text: string): Promise<string> {
  try {
    await parseOutcomesText(text, "o.jsonl");
  } catch (e) {
    expect(e).toBeInstanceOf(InputError);
    return (e as Error).message;
  }
  throw new Error("expected an InputError");
}
