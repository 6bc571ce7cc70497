/** The collector every reader and importer keeps outcome rows in (src/outcomes/validate.ts). */
import { describe, expect, it } from "vitest";
import { ExitCode, InputError } from "../../src/errors.js";
import { OutcomeCollector } from "../../src/outcomes/validate.js";

describe("OutcomeCollector", () => {
  it("keeps every optional field of a row, the soft score among them", () => {
    const c = new OutcomeCollector();
    c.add(
      {
        model: "m",
        id: "q1",
        condition: "original",
        correct: true,
        score: 0.75,
        epoch: 2,
        cluster: "g",
        published_at: "2024-01-02",
      },
      { file: "o.jsonl", line: 1 },
    );
    expect(c.rows[0]).toEqual({
      model: "m",
      id: "q1",
      condition: "original",
      correct: true,
      score: 0.75,
      epoch: 2,
      cluster: "g",
      published_at: "2024-01-02",
    });
  });

  it("stops with exit 4 naming the file and line before the rows fill the heap", () => {
    let used = 0;
    const c = new OutcomeCollector(() => ({ used, limit: 1000 }));
    const add = (i: number) =>
      c.add({ model: "m", id: `q${i}`, condition: "original", correct: true }, { file: "big.jsonl", line: i + 1 });
    for (let i = 0; i < 65_536; i++) add(i);
    used = 840; // under 85% of the limit: the next look lets it through
    for (let i = 65_536; i < 2 * 65_536; i++) add(i);
    used = 900;
    let err: unknown;
    try {
      for (let i = 2 * 65_536; i < 3 * 65_536 + 1; i++) add(i);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as InputError).exitCode).toBe(ExitCode.InvalidInput);
    expect((err as Error).message).toMatch(
      /^big\.jsonl:131073: 131,072 outcome rows fill 0 of this process's 0 MiB heap/,
    );
    expect((err as Error).message).toMatch(/NODE_OPTIONS=--max-old-space-size=6144/);
  });
});
