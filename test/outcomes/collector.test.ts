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
    expect((err as Error).message).toMatch(
      /NODE_OPTIONS=--max-old-space-size=4096; 10,000,000 rows .* fit 1,792\) or split the file/,
    );
  });

  it("keeps rows as columns: optional fields only on the rows that had them, whenever the first came", () => {
    const c = new OutcomeCollector();
    c.add({ model: "a", id: "q1", condition: "original", correct: null }, { file: "o.jsonl", line: 1 });
    c.add(
      { model: "b", id: "q1", condition: "original", correct: false, score: 0, epoch: 3 },
      { file: "o.jsonl", line: 2 },
    );
    c.add({ model: "a", id: "q2", condition: "original", correct: true }, { file: "p.jsonl", line: 7 });
    expect(c.rows).toEqual([
      { model: "a", id: "q1", condition: "original", correct: null },
      { model: "b", id: "q1", condition: "original", correct: false, score: 0, epoch: 3 },
      { model: "a", id: "q2", condition: "original", correct: true },
    ]);
    expect([c.table.file(2), c.table.line(2), c.table.idOf(0) === c.table.idOf(1)]).toEqual(["p.jsonl", 7, true]);
  });

  it("finds a duplicate of an early row after the key table has grown many times", () => {
    const c = new OutcomeCollector();
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      // Two epochs of one id are two units, not a duplicate.
      c.add(
        { model: "m", id: `q${i >> 1}`, condition: "original", correct: true, epoch: 1 + (i & 1) },
        { file: "o.jsonl", line: i + 1 },
      );
    }
    expect(c.table.length).toBe(n);
    expect(() =>
      c.add(
        { model: "m", id: "q2", condition: "original", correct: false, epoch: 2 },
        { file: "o.jsonl", line: n + 1 },
      ),
    ).toThrow(
      /^o\.jsonl:100001, field "id": duplicate row for model "m", id "q2", condition "original", epoch 2 \(first at line 6\)$/,
    );
    // The same id and epoch under another condition is a row of its own.
    c.add({ model: "m", id: "q2", condition: "perturbed", correct: false, epoch: 2 }, { file: "o.jsonl", line: n + 2 });
    expect(c.table.length).toBe(n + 1);
  });
});
