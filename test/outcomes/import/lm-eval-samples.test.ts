/** lm-eval's samples as columns (src/outcomes/import/lm-eval-samples.ts): hashes compared exactly. */
import { describe, expect, it } from "vitest";
import { DocIds, FirstSample, HashColumn, SampleColumns } from "../../../src/outcomes/import/lm-eval-samples.js";

const HEX = "0123456789abcdef".repeat(4);

describe("HashColumn", () => {
  it("compares sha256 hex as bytes and anything else as text, never equating the two", () => {
    const a = new HashColumn();
    const b = new HashColumn();
    for (const v of [HEX, HEX.toUpperCase(), "short", undefined, HEX.replace(/f$/, "e")]) {
      a.push(v);
      b.push(v);
    }
    const same = (i: number, j: number) => a.same(i, b, j);
    expect([0, 1, 2, 3, 4].map((i) => same(i, i))).toEqual([true, true, true, true, true]);
    // Upper-case hex is the same bytes but another string: lm-eval writes lower case, so it differs.
    expect(same(0, 1)).toBe(false);
    expect(same(0, 4)).toBe(false);
    expect(same(2, 0)).toBe(false);
    expect([a.has(0), a.has(3)]).toEqual([true, false]);
  });

  it("keeps every hash exactly past its first growth", () => {
    const h = new HashColumn();
    const hex = (i: number) => i.toString(16).padStart(64, "0");
    for (let i = 0; i < 5000; i++) h.push(hex(i));
    const other = new HashColumn();
    other.push(hex(4321));
    expect(h.same(4321, other, 0)).toBe(true);
    expect(h.same(4320, other, 0)).toBe(false);
    // Trimmed once a file is read, it still holds every hash, and grows again if pushed to.
    h.trim();
    h.push(hex(4321));
    expect([h.same(4321, other, 0), h.same(5000, other, 0), h.same(4999, other, 0)]).toEqual([true, true, false]);
  });
});

describe("SampleColumns", () => {
  it("keeps doc ids once across files, outcomes, scores and lines", () => {
    const ids = new DocIds();
    const a = new SampleColumns(ids);
    const b = new SampleColumns(ids);
    const sample = { docHash: HEX, promptHash: HEX, originalHash: undefined };
    for (let i = 0; i < 3000; i++)
      a.push({ ...sample, docId: String(i), correct: i % 3 === 0 ? null : i % 3 === 1, line: i + 1 });
    a.trim();
    a.push({ ...sample, docId: "x", correct: false, line: 9000 });
    b.push({ ...sample, docId: "2999", correct: true, score: 0.25, line: 4 });
    expect(ids.size).toBe(3001);
    expect([a.length, a.docId(3000), a.correct(3000), a.line(3000)]).toEqual([3001, "x", false, 9000]);
    expect([a.docId(2999), a.correct(0), a.correct(1), a.correct(2), a.line(2999), a.score(0)]).toEqual([
      "2999",
      null,
      true,
      false,
      3000,
      undefined,
    ]);
    expect([b.doc(0) === a.doc(2999), b.score(0)]).toEqual([true, 0.25]);
  });

  it("FirstSample records the first sample of each doc and reports it after", () => {
    const f = new FirstSample();
    expect([f.getOrSet(5000, 7), f.getOrSet(5000, 9), f.getOrSet(0, 1), f.getOrSet(0, 2)]).toEqual([-1, 7, -1, 1]);
  });
});
