import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bruteForce, type BruteRules } from "../../src/leakage/bruteforce.js";
import { LineScanner, RULE_CONTAINMENT, RULE_JACCARD, RULE_NGRAM13 } from "../../src/leakage/line-scanner.js";
import { ProbeIndex } from "../../src/leakage/probe-index.js";
import { scanLeakage } from "../../src/leakage/scan.js";
import { parseRatio } from "../../src/leakage/threshold.js";
import { generate } from "./generate.js";

const data = generate(20261130, 300, 2500);
const dir = mkdtempSync(join(tmpdir(), "cg-leak-exact-"));
writeFileSync(
  join(dir, "probes.jsonl"),
  data.probes.map((p) => JSON.stringify({ id: p.id, question: p.text })).join("\n") + "\n",
);
writeFileSync(join(dir, "corpus.txt"), data.corpus.join("\n") + "\n");
writeFileSync(join(dir, "corpus.jsonl.gz"), gzipSync(data.corpus.map((t) => JSON.stringify({ text: t })).join("\n")));

// The brute force sees the records the scan should see: text lines not starting with "#".
const records = data.corpus.map((text, i) => ({ text, line: i + 1 })).filter((r) => !r.text.startsWith("#"));

const configs: {
  name: string;
  rules: BruteRules;
  opts: {
    threshold: string;
    containment: string | null;
    minContainmentShingles: number;
    shingleWidth: number;
    ngram13: boolean;
  };
}[] = [
  {
    name: "defaults (J ≥ 0.8, C ≥ 0.8 for ≥ 20 shingles)",
    opts: { threshold: "0.8", containment: "0.8", minContainmentShingles: 20, shingleWidth: 3, ngram13: false },
  },
  {
    name: "J ≥ 0.6, containment off, w = 2, 13-grams",
    opts: { threshold: "0.6", containment: null, minContainmentShingles: 20, shingleWidth: 2, ngram13: true },
  },
  {
    name: "J ≥ 0.95, C ≥ 0.5 for ≥ 5 shingles",
    opts: { threshold: "0.95", containment: "0.5", minContainmentShingles: 5, shingleWidth: 3, ngram13: false },
  },
].map((c) => ({
  ...c,
  rules: {
    width: c.opts.shingleWidth,
    jaccard: parseRatio(c.opts.threshold, "threshold"),
    containment: c.opts.containment === null ? null : parseRatio(c.opts.containment, "containment"),
    minContainmentShingles: c.opts.minContainmentShingles,
    ngram13: c.opts.ngram13,
  },
}));

const key = (probeLine: number, corpusLine: number, common: number, a: number, b: number, rules: string[]) =>
  `${probeLine}|${corpusLine}|${common}/${a}/${b}|${rules.join("+")}`;

const flag = { kind: "flag", flag: "--corpus", value: "test" } as const;

describe("scan = brute force on generated data with planted copies", () => {
  it("plants every kind the issue lists", () => {
    const kinds = new Set(data.kinds.values());
    for (const k of [
      "verbatim",
      "edit1",
      "edit2",
      "fullwidth",
      "halfwidth-kana",
      "katakana",
      "punctuation",
      "embedded",
      "two-probes",
      "short",
      "near-miss",
    ]) {
      expect(kinds.has(k), k).toBe(true);
    }
  });

  for (const c of configs) {
    it(`finds exactly the brute-force pairs: ${c.name}`, async () => {
      const expected = bruteForce(
        data.probes.map((p) => p.text),
        records.map((r) => r.text),
        c.rules,
      ).map((p) => key(p.probe + 1, records[p.record]!.line, p.common, p.probeSize, p.corpusSize, p.rules));
      expect(expected.length).toBeGreaterThan(100);
      for (const corpus of [
        { pattern: "corpus.txt", skipPrefixes: ["#"], origin: flag },
        { pattern: "corpus.jsonl.gz", field: "text", origin: flag },
      ]) {
        const report = await scanLeakage({
          cwd: dir,
          root: dir,
          probeSets: [
            {
              name: "holdout",
              holdout: true,
              // q0, q1, …: ids that say nothing of the question, shown as written.
              opaqueIds: true,
              sources: [{ pattern: "probes.jsonl", field: "question", idField: "id", origin: flag }],
            },
          ],
          corpora: [corpus],
          ...c.opts,
        });
        const got = report.findings
          // the JSONL copy has no skip prefixes: its "#" lines are records, absent from the reference
          .filter((f) => !data.corpus[f.corpus.line - 1]!.startsWith("#"))
          .map((f) =>
            key(f.probe.line, f.corpus.line, f.shingles.common, f.shingles.probe, f.shingles.corpus, f.rules),
          );
        expect(got.sort()).toEqual([...expected].sort());
        for (const f of report.findings) {
          expect(f.probe.id).toBe(`q${f.probe.line - 1}`);
          expect(f.jaccard).toBe(f.shingles.common / (f.shingles.probe + f.shingles.corpus - f.shingles.common));
          expect(f.containment).toBe(f.shingles.common / f.shingles.probe);
        }
      }
    });
  }

  it("catches every normalization variant and reports no near miss by Jaccard (defaults)", async () => {
    const report = await scanLeakage({
      cwd: dir,
      root: dir,
      probeSets: [
        { name: "holdout", holdout: true, sources: [{ pattern: "probes.jsonl", field: "question", origin: flag }] },
      ],
      corpora: [{ pattern: "corpus.txt", skipPrefixes: ["#"], origin: flag }],
    });
    const hitLines = new Set(report.findings.filter((f) => f.rules.includes("jaccard")).map((f) => f.corpus.line));
    for (const [line, kind] of data.kinds) {
      if (["verbatim", "fullwidth", "halfwidth-kana", "katakana", "punctuation"].includes(kind))
        expect(hitLines.has(line), `${kind} at ${line}`).toBe(true);
    }
    const nearMissLines = [...data.kinds].filter(([, k]) => k === "near-miss").map(([l]) => l);
    expect(nearMissLines.length).toBeGreaterThan(10);
    // a near miss may coincide with another probe by chance; against its own source it never reaches 0.8
    const tooHigh = report.findings.filter(
      (f) => nearMissLines.includes(f.corpus.line) && f.jaccard >= 0.8 && f.rules.includes("jaccard"),
    );
    for (const f of tooHigh)
      expect(f.shingles.common * 5).toBeGreaterThanOrEqual(
        4 * (f.shingles.probe + f.shingles.corpus - f.shingles.common),
      );
    expect(report.stats.slowRecords).toBeGreaterThan(0);
  });
});

describe("property: index + scanner = brute force on small alphabets", () => {
  const alphabet = fc.constantFrom(
    ...Array.from("aabbcAB ab、。!-ｱｶﾞかがカガー１２12 \u3099😀é"),
    "e\u0301",
    "ｶﾞ",
    "\ud83d",
  );
  const text = fc.array(alphabet, { maxLength: 14 }).map((a) => a.join(""));
  it("for random probes, lines, thresholds and widths", () => {
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 8 }),
        fc.array(text, { minLength: 1, maxLength: 8 }),
        fc.constantFrom("0.5", "0.6", "0.75", "0.8", "1"),
        fc.option(fc.constantFrom("0.5", "0.8", "1"), { nil: null }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 3 }),
        (probes, lines, t, c, minC, w) => {
          const rules = {
            width: w,
            jaccard: parseRatio(t, "t"),
            containment: c === null ? null : parseRatio(c, "c"),
            minContainmentShingles: minC,
            ngram13: false,
          };
          const scanner = new LineScanner(ProbeIndex.build(probes, rules));
          for (const viaBytes of [false, true]) {
            // a lone surrogate cannot be stored in UTF-8: bytes carry U+FFFD, as a file would
            const seen = viaBytes ? lines.map((l) => Buffer.from(l, "utf8").toString("utf8")) : lines;
            const expected = bruteForce(probes, seen, rules).map(
              (p) => `${p.probe}|${p.record}|${p.common}/${p.probeSize}/${p.corpusSize}|${p.rules.join("+")}`,
            );
            const got: string[] = [];
            lines.forEach((line, i) => {
              const buf = Buffer.from(line, "utf8");
              const n = viaBytes ? scanner.scanBytes(buf, 0, buf.length) : scanner.scanString(line);
              expect(n).toBe(scanner.matches.length);
              for (const m of scanner.matches) {
                const names = [
                  [RULE_JACCARD, "jaccard"],
                  [RULE_CONTAINMENT, "containment"],
                  [RULE_NGRAM13, "ngram13"],
                ]
                  .filter(([b]) => m.rules & (b as number))
                  .map(([, s]) => s);
                got.push(`${m.probe}|${i}|${m.common}/${m.probeSize}/${m.corpusSize}|${names.join("+")}`);
              }
            });
            expect(got.sort()).toEqual([...expected].sort());
          }
        },
      ),
      { numRuns: 400, seed: 4 },
    );
  });
});
