/**
 * How `merge` reads shard reports a piece at a time (src/leakage/shard-decoder.ts,
 * sources/shard-file.ts) and merges their findings (merged-findings.ts): the same values as
 * JSON.parse whatever the pieces, a hostile report refused naming the file and field with what it
 * holds bounded, and the k-way merge equal to the stable sort the merge used to do.
 */
import fc from "fast-check";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { HoldBudget } from "../../src/leakage/held-findings.js";
import { countedArray, MergedFindings } from "../../src/leakage/merged-findings.js";
import { compareFindings, type LeakageFinding, type LeakageReport } from "../../src/leakage/report.js";
import { type DecodeMode, ShardDecoder } from "../../src/leakage/shard-decoder.js";
import { readShardReport } from "../../src/leakage/sources/shard-file.js";

function finding(corpusLine: number, probeLine: number, extra: Partial<LeakageFinding> = {}): LeakageFinding {
  return {
    probe: { set: "holdout", file: "h.jsonl", line: probeLine, holdout: probeLine % 2 === 0, id: `h:${probeLine}` },
    corpus: { file: "c.txt", line: corpusLine },
    jaccard: 0.75,
    containment: 1,
    shingles: { probe: 12, corpus: 16, common: 12 },
    rules: ["jaccard", "containment"],
    ...extra,
  };
}

function report(findings: unknown[], more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    kind: "contamgate.leakage",
    version: 1,
    settings: { shingleWidth: 3, threshold: "0.5", shard: { index: 1, count: 2 } },
    fingerprint: "f",
    probeSets: [{ name: "holdout", holdout: true, probes: 3, emptyProbes: 0, files: [] }],
    corpora: [{ file: "c.txt", format: "text", lines: 9, records: 9, skipped: 0, bytes: 90, sha256: "x" }],
    findings,
    stats: { corpusRecords: 9, slowRecords: 0, candidates: 4, seconds: 0.1, findings: findings.length },
    ...more,
  };
}

/** `text` through a decoder in pieces of `size` characters: the findings read and the head. */
function decode(text: string, size: number, mode: DecodeMode = "read") {
  const d = new ShardDecoder("s.json", mode);
  const findings: LeakageFinding[] = [];
  for (let i = 0; i < text.length; i += size) findings.push(...d.push(text.slice(i, i + size)));
  const head = d.end();
  return { findings, head, count: d.count, holdout: d.holdout };
}

/** The InputError decoding `text` (checked) throws. */
function refusal(text: string, size = 4096): InputError {
  try {
    decode(text, size, "check");
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("not refused");
}

describe("a shard report read a piece at a time", () => {
  const findings = [finding(1, 1), finding(1, 2), finding(2, 1), finding(3, 4, { scope: "added-line" })];
  const text = JSON.stringify(report(findings), null, 2);

  it.each([1, 7, 64, 1 << 20])("gives what JSON.parse gives, in pieces of %i characters", (size) => {
    const r = decode(text, size);
    expect(r.findings).toEqual(findings);
    expect(r.head).toEqual({ ...report(findings), findings: [] });
    expect(Object.keys(r.head)).toEqual(Object.keys(JSON.parse(text)));
    const checked = decode(text, size, "check");
    expect(checked.findings).toEqual(findings);
    expect(checked.head).toEqual(r.head);
    expect([checked.count, checked.holdout]).toEqual([4, 2]);
  });

  it("keeps __proto__ an own field, as JSON.parse does", () => {
    const r = decode(JSON.stringify(report([])).replace('"kind"', '"__proto__": {"polluted": 1}, "kind"'), 5);
    expect(Object.getPrototypeOf(r.head)).toBe(Object.prototype);
    expect(Object.hasOwn(r.head, "__proto__")).toBe(true);
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it("refuses a top-level key given twice (a second findings array would be read as more findings)", () => {
    const e = refusal(JSON.stringify(report([finding(1, 1)])).replace('"stats"', '"findings": [], "stats"'));
    expect(e.message).toBe('s.json, field "findings": this key appears twice in the report');
  });

  it("refuses deep nesting, a huge string and a huge finding, holding at most about a piece more", () => {
    const deep = JSON.stringify(report([])).replace('"stats"', `"x": ${"[".repeat(100)}${"]".repeat(100)}, "stats"`);
    // The place is where the piece the tokenizer refused began: here, the whole text.
    expect(refusal(deep).message).toBe("s.json: nested deeper than 64 levels");
    const long = JSON.stringify(report([])).replace('"f"', `"${"a".repeat(3 << 20)}"`);
    expect(refusal(long, 1 << 16).message).toBe(
      's.json, field "fingerprint": a string, key or number longer than 1 MiB',
    );
    const big = { ...finding(1, 1), junk: Array.from({ length: 40_000 }, (_, i) => i) };
    expect(refusal(JSON.stringify(report([finding(1, 1), big]))).message).toMatch(
      /^s\.json, field "findings\.1": a finding larger than 64 KiB/,
    );
  });

  it("names the first wrong field: findings in their place among the head's fields", () => {
    const bad = [{ probe: {} }];
    expect(refusal(JSON.stringify(report(bad, { stats: {} }))).message).toMatch(
      /^s\.json, field "findings\.0\.probe\.set": malformed shard report/,
    );
    expect(refusal(JSON.stringify(report(bad, { corpora: 3 }))).message).toMatch(
      /^s\.json, field "corpora": malformed shard report/,
    );
    const unordered = [finding(2, 1), finding(1, 1)];
    expect(refusal(JSON.stringify(report(unordered))).message).toMatch(
      /^s\.json, field "findings\.1": malformed shard report: findings out of report order/,
    );
  });

  it("refuses what is not a report, or not JSON, by name", () => {
    expect(refusal("[1, 2]").message).toBe("s.json: not a contamgate leakage report");
    expect(refusal(JSON.stringify(report([])).slice(0, -20)).message).toMatch(/^s\.json.*: invalid JSON/);
    expect(refusal('{"kind": tru}').message).toBe('s.json, field "kind": invalid JSON');
    expect(refusal(JSON.stringify(report([]), null, 2).replace('"kind"', '"kind": 1, "k"')).message).toBe(
      "s.json: not a contamgate leakage report",
    );
  });

  it("a file that changed after it was checked is refused, not merged", () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-shard-"));
    const file = join(dir, "s.json");
    writeFileSync(file, text);
    // Nothing fits a budget of 0 bytes: the findings are read from the file again.
    const r = readShardReport(file, "s.json", 16, new HoldBudget(0));
    expect([...r.findings]).toEqual(findings);
    expect([...r.findings]).toEqual(findings);
    writeFileSync(file, JSON.stringify(report(findings.slice(1)), null, 2));
    expect(() => [...r.findings]).toThrow("s.json: changed while merge read it");
  });
});

describe("findings held from the read that checked them", () => {
  const dir = mkdtempSync(join(tmpdir(), "cg-held-"));
  const put = (name: string, list: unknown[]) => {
    writeFileSync(join(dir, name), JSON.stringify(report(list), null, 2));
    return join(dir, name);
  };
  /** Each finding as the JSON writer gives it: byte for byte what a held one must give too. */
  const written = (list: Iterable<unknown>) => [...list].map((f) => JSON.stringify(f, null, 2));

  it("read from memory, byte for byte what the file holds (extra fields, key order, __proto__, any text)", () => {
    const odd = [
      finding(1, 1, { extra: { deep: [1, 2.5e-7, null, "é\u2028😀"] } } as Partial<LeakageFinding>),
      { corpus: { line: 2, file: "c.txt" }, rules: [], containment: 0, jaccard: 0, probe: finding(2, 1).probe },
      JSON.parse(JSON.stringify(finding(3, 3)).replace('"jaccard"', '"__proto__": {"x": 1}, "jaccard"')),
    ];
    const file = put("odd.json", odd);
    const r = readShardReport(file, "odd.json", 16, new HoldBudget(64 << 20));
    rmSync(file);
    expect(written(r.findings)).toEqual(written(odd));
    expect(Object.hasOwn([...r.findings][2]!, "__proto__")).toBe(true);
    expect([r.findings.length, r.findings.holdout]).toEqual([3, 0]);
    expect(written(r.findings)).toEqual(written(odd));
  });

  it("a report past the budget is read again from its file and gives back what it took", () => {
    // About 1.3 MiB of findings: a second page of 1 MiB is past a budget of 1.5 MiB.
    const many = Array.from({ length: 3_000 }, (_, i) => finding(i + 1, 1, { extra: "x".repeat(200) } as never));
    const big = put("big.json", many);
    const small = put("small.json", [finding(1, 1), finding(1, 2)]);
    const budget = new HoldBudget(1.5 * 2 ** 20);
    const streamed = readShardReport(big, "big.json", 1 << 16, budget);
    // The small report fits only if the big one gave back the page it had taken.
    const held = readShardReport(small, "small.json", 16, budget);
    rmSync(small);
    expect(written(held.findings)).toEqual(written([finding(1, 1), finding(1, 2)]));
    expect(streamed.findings.length).toBe(3_000);
    expect(written(streamed.findings)).toEqual(written(many));
    rmSync(big);
    expect(() => [...streamed.findings]).toThrow("big.json: file not found");
  });
});

describe("the k-way merge of the reports' findings", () => {
  const place = fc.record({
    c: fc.integer({ min: 1, max: 4 }),
    p: fc.integer({ min: 1, max: 3 }),
    tag: fc.integer({ min: 0, max: 1_000 }),
  });

  it("equals the stable sort of all of them (ties: report order, then each report's)", () => {
    fc.assert(
      fc.property(fc.array(fc.array(place, { maxLength: 30 }), { minLength: 1, maxLength: 6 }), (reports) => {
        // The tag tells equal places apart after the merge.
        const lists = reports.map((r) => r.map(({ c, p, tag }) => finding(c, p, { jaccard: tag / 1_000 })));
        const merged = new MergedFindings(lists.map(countedArray));
        const expected = lists.flat().sort(compareFindings);
        expect([...merged]).toEqual(expected);
        expect([...merged]).toEqual(expected);
        expect(merged.length).toBe(expected.length);
        expect(merged.holdout).toBe(expected.filter((f) => f.probe.holdout).length);
      }),
    );
  });

  it("closes every report when a reader stops early", () => {
    const closed: number[] = [];
    const source = (k: number) => ({
      length: 3,
      holdout: 0,
      *[Symbol.iterator]() {
        try {
          for (let i = 1; i <= 3; i++) yield finding(i, k);
        } finally {
          closed.push(k);
        }
      },
    });
    const merged = new MergedFindings([source(1), source(2)]);
    for (const f of merged) if (f.corpus.line === 2) break;
    expect(closed.sort()).toEqual([1, 2]);
  });

  it("a report's array merges as before: mergeReports' findings", async () => {
    const { mergeReports } = await import("../../src/leakage/merge.js");
    const a = report([finding(3, 1), finding(1, 1)]) as unknown as LeakageReport;
    const b = { ...a, settings: { ...a.settings, shard: { index: 2, count: 2 } }, findings: [finding(2, 2)] };
    const m = mergeReports([
      { report: a, file: "a.json" },
      { report: b, file: "b.json" },
    ]);
    expect(m.findings).toEqual([finding(1, 1), finding(2, 2), finding(3, 1)]);
    expect(m.stats.holdoutFindings).toBe(1);
  });
});
