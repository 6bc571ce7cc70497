import { describe, expect, it } from "vitest";
import { bruteForce, type BruteRules } from "../../src/leakage/bruteforce.js";
import { LineScanner, RULE_CONTAINMENT, RULE_JACCARD, RULE_NGRAM13 } from "../../src/leakage/line-scanner.js";
import { ProbeIndex } from "../../src/leakage/probe-index.js";
import { parseRatio } from "../../src/leakage/threshold.js";
import { generate } from "./generate.js";

const NAMES: [number, string][] = [
  [RULE_JACCARD, "jaccard"],
  [RULE_CONTAINMENT, "containment"],
  [RULE_NGRAM13, "ngram13"],
];

// Larger probe sets than the fast suite: thousands of probes (generated questions plus corpus
// lines as extra probes, so many probes share shingles with many lines) against records holding
// planted copies; the findings must equal the brute force's, integers included.
describe("probe index at thousands of probes = brute force", () => {
  for (const [probesN, noise, t, c, minC, w] of [
    [5000, 900, "0.8", "0.8", 20, 3],
    [20000, 220, "0.8", "0.8", 20, 3],
    [8000, 500, "0.6", "0.5", 5, 2],
  ] as const) {
    it(`${probesN} probes, J ≥ ${t}, C ≥ ${c} (≥ ${minC} shingles), w = ${w}`, () => {
      const data = generate(probesN * 7 + noise, probesN, noise);
      const probes = [...data.probes.map((p) => p.text), ...data.corpus.filter((_, i) => i % 7 === 0)];
      const rules: BruteRules = {
        width: w,
        jaccard: parseRatio(t, "t"),
        containment: parseRatio(c, "c"),
        minContainmentShingles: minC,
        ngram13: false,
      };
      const expected = bruteForce(probes, data.corpus, rules)
        .map((p) => `${p.probe}|${p.record}|${p.common}/${p.probeSize}/${p.corpusSize}|${p.rules.join("+")}`)
        .sort();
      expect(expected.length).toBeGreaterThan(data.corpus.length / 7);
      const scanner = new LineScanner(ProbeIndex.build(probes, rules, data.corpus.slice(0, 100)));
      const got: string[] = [];
      data.corpus.forEach((line, i) => {
        const buf = Buffer.from(line, "utf8");
        scanner.scanBytes(buf, 0, buf.length);
        for (const m of scanner.matches) {
          const names = NAMES.filter(([b]) => m.rules & b).map(([, s]) => s);
          got.push(`${m.probe}|${i}|${m.common}/${m.probeSize}/${m.corpusSize}|${names.join("+")}`);
        }
      });
      expect(got.sort()).toEqual(expected);
    }, 300_000);
  }
});
