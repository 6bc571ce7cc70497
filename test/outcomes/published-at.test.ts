/** The optional `published_at` of outcome rows (docs/outcomes.md): read strictly, one date per id, written last. */
import { describe, expect, it } from "vitest";
import { parseOutcomesText } from "../../src/outcomes/read.js";
import type { OutcomeRow } from "../../src/outcomes/types.js";
import { checkRow, OutcomeCollector } from "../../src/outcomes/validate.js";
import { formatOutcomeRow } from "../../src/outcomes/write.js";
import { fails, row } from "./rows.js";

describe("published_at on outcome rows", () => {
  it("reads a calendar date and keeps it on the row", async () => {
    const f = await parseOutcomesText(
      [
        row({ published_at: "2024-02-29" }),
        row({ condition: "perturbed", published_at: "2024-02-29" }),
        row({ id: "q2" }),
      ].join("\n"),
      "o.jsonl",
    );
    expect(f.rows.map((r) => r.published_at)).toEqual(["2024-02-29", "2024-02-29", undefined]);
  });

  it.each([
    ["a date that does not exist", "2023-02-29", /got "2023-02-29"/],
    ["a date with a time", "2024-01-01T00:00:00Z", /got "2024-01-01T00:00:00Z"/],
    ["a short month", "2024-1-01", /got "2024-1-01"/],
    ["an empty string", "", /got ""/],
    ["a number", 20240101, /got 20240101/],
    ["null", null, /got null/],
  ])("refuses %s at its line and field", async (_what, value, message) => {
    const m = await fails(`${row({ id: "other" })}\n${row({ published_at: value })}\n`);
    expect(m).toMatch(/^o\.jsonl:2, field "published_at": must be a calendar date YYYY-MM-DD, /);
    expect(m).toMatch(message);
  });

  it("refuses two dates for one id, or a date on some of its rows only, naming both lines", async () => {
    expect(
      await fails(
        [row({ published_at: "2024-01-01" }), row({ id: "q2" }), row({ model: "n", published_at: "2024-01-02" })].join(
          "\n",
        ),
      ),
    ).toBe(
      'o.jsonl:3, field "published_at": id "q1" has published_at 2024-01-01 at line 1 and 2024-01-02 here; an item has one publication date on every row',
    );
    expect(await fails(`${row({})}\n${row({ condition: "perturbed", published_at: "2024-01-01" })}\n`)).toMatch(
      /^o\.jsonl:2, field "published_at": id "q1" has no published_at at line 1 and 2024-01-01 here/,
    );
    expect(await fails(`${row({ published_at: "2024-01-01" })}\n${row({ condition: "perturbed" })}\n`)).toMatch(
      /^o\.jsonl:2, field "published_at": id "q1" has published_at 2024-01-01 at line 1 and none here/,
    );
  });

  it("holds rows an importer builds to the same rules", () => {
    const c = new OutcomeCollector();
    const at = { file: "log.json" };
    c.add(checkRow({ model: "m", id: "a", condition: "x", correct: true, published_at: "2024-05-01" }, at), at);
    expect(() =>
      c.add(checkRow({ model: "m", id: "a", condition: "y", correct: true, published_at: "2024-05-02" }, at), at),
    ).toThrow(/^log\.json, field "published_at": id "a" has published_at 2024-05-01 at log\.json/);
    expect(() =>
      checkRow({ model: "m", id: "a", condition: "y", correct: true, published_at: "May 2024" }, at),
    ).toThrow(/field "published_at": must be a calendar date/);
  });

  it("is written last, after cluster, and only when present", () => {
    const r: OutcomeRow = {
      published_at: "2024-03-01",
      cluster: "p",
      epoch: 1,
      correct: false,
      condition: "original",
      id: "q",
      model: "m",
    };
    expect(formatOutcomeRow(r)).toBe(
      '{"model":"m","id":"q","condition":"original","correct":false,"epoch":1,"cluster":"p","published_at":"2024-03-01"}',
    );
    expect(formatOutcomeRow({ model: "m", id: "q", condition: "original", correct: true })).not.toContain(
      "published_at",
    );
  });
});
