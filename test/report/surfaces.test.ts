import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { planAnnotations } from "../../src/report/annotations.js";
import { COMMENT_MAX_CHARS, commentBody, commentMarker } from "../../src/report/comment.js";
import { renderHtml } from "../../src/report/html.js";
import { renderSarif } from "../../src/report/sarif.js";
import { curveNs, powerCurve } from "../../src/report/curve.js";
import type { LeakageFinding, Report } from "../../src/report/types.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { fitLabel, forestPlotSvg, MAX_LABEL_CHARS, textWidth } from "../../src/report/svg.js";
import { forMarkdown } from "../../src/text/escape.js";
import { dropPhrase, floorSentence, upperBoundSentence } from "../../src/report/figures.js";
import { html as escapeHtml } from "../../src/report/format.js";
import { verdictJson } from "../../src/report/verdict-json.js";
import { renderVerdictText } from "../../src/report/verdict-text.js";
import { createRng } from "../../src/stats/random.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import type { PairedTable } from "../../src/verdict/types.js";

const load = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;
function withFindings(count: number): Report {
  const r = load("leaking");
  const findings: LeakageFinding[] = Array.from({ length: count }, (_, i) => ({
    probe: { set: "s", file: "p.txt", line: i + 1, holdout: i === count - 1 },
    corpus: { file: "c.txt", line: 1000 + i },
    jaccard: 0.8 + (i % 10) / 100,
    containment: 0,
    shingles: { probe: 20, corpus: 20, common: 16 },
    rules: ["jaccard"],
  }));
  return { ...r, leakage: { findings, stats: {} } };
}

describe("report.html", () => {
  it("is self-contained: no script, no external resource, two inline SVG pictures", () => {
    const page = renderHtml(load("contaminated"));
    expect(page).not.toMatch(/<script|<link|<img|<iframe|\bsrc=|\bhref=|url\(|@import/i);
    const urls = page.match(/https?:\/\/[^\s"']+/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(["http://www.w3.org/2000/svg"]));
    expect(page.match(/<svg /g)).toHaveLength(2);
    expect(page.match(/<g class="model"/g)).toHaveLength(3);
    expect(page).toContain('data-name="dirty"');
  });
  it("draws the design's n and the required n on the power curve", () => {
    const page = renderHtml(load("underpowered"));
    expect(page).toContain("design n = 100");
    expect(page).toContain("required n = 527");
    expect(page).toContain('class="target"');
  });
  it("escapes names", () => {
    const r = load("contaminated");
    r.contamination!.models[0]!.name = '<img src=x onerror="alert(1)">';
    const page = renderHtml(r);
    expect(page).not.toContain("<img");
    expect(page).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });
});

describe("annotations", () => {
  it("puts leakage findings on the corpus file and line, holdout first", () => {
    const plan = planAnnotations(load("leaking"));
    expect(plan.errors.map((a) => `${a.file}:${a.line}`)).toEqual([
      "data/dict.txt:4021",
      "data/dict.txt:4030",
      "data/corpus.txt.gz:88",
    ]);
    expect(plan.errors[0]!.message).toContain("probes/holdout.jsonl:17");
    expect(plan.warnings).toHaveLength(1);
    expect(plan.warnings[0]).toMatchObject({ file: "data/corpus.txt.gz", line: 91 });
  });
  it("caps at 10 per level, worst first, and counts what it left out", () => {
    const plan = planAnnotations(withFindings(25));
    expect(plan.errors).toHaveLength(10);
    expect(plan.omitted.errors).toBe(15);
    expect(plan.errors[0]!.line).toBe(1024); // the one holdout finding
    const j = plan.errors.slice(1).map((a) => Number(/Jaccard (\d\.\d+)/.exec(a.message)![1]));
    expect(j).toEqual([...j].sort((a, b) => b - a));
  });
  it("keeps one slot for the step's closing line (the failure that says why the job is red)", () => {
    const failing = planAnnotations(withFindings(25), { closing: "error" });
    expect(failing.errors).toHaveLength(9);
    expect(failing.omitted.errors).toBe(16);
    expect(failing.errors[0]!.line).toBe(1024);
    const passing = planAnnotations(withFindings(25), { closing: "warning" });
    expect(passing.errors).toHaveLength(10);
    expect(planAnnotations(withFindings(3), { closing: "error" }).errors).toHaveLength(3);
  });
  it("names the contaminated model with its interval and the underpowered design with its MDE", () => {
    const c = planAnnotations(load("contaminated"));
    expect(c.errors).toHaveLength(1);
    expect(c.errors[0]!.title).toContain("dirty");
    expect(c.errors[0]!.message).toMatch(/90% CI .* to .*n = 100, 37 discordant/);
    const u = planAnnotations(load("underpowered"));
    expect(u.errors[0]!.message).toContain("11.50 pt");
    expect(u.errors[0]!.message).toContain("n = 527");
    expect(planAnnotations(load("pass")).errors).toEqual([]);
  });
});

describe("sticky comment body", () => {
  it("starts with a per-workflow-and-job marker that cannot be closed from a name", () => {
    const a = commentMarker("contamgate", "design");
    const b = commentMarker("contamgate", "evaluate");
    expect(a).not.toBe(b);
    const evil = commentMarker("w --> <b>", "j");
    expect(evil.match(/-->/g)).toHaveLength(1);
    expect(commentBody(load("pass"), { workflow: "w", job: "j" }).startsWith(commentMarker("w", "j") + "\n")).toBe(
      true,
    );
  });
  it("stays below 65,536 characters with 50,000 findings", () => {
    const body = commentBody(withFindings(50_000), {
      workflow: "w",
      job: "j",
      runUrl: "https://github.com/o/r/actions/runs/1",
    });
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body.length).toBeLessThan(65_536);
    expect(body).toMatch(/more findings in report\.json/);
    expect(body).toContain("actions/runs/1");
  });
});

describe("SARIF", () => {
  it("is 2.1.0 with one result per finding at the corpus file and line", () => {
    const s = JSON.parse(renderSarif(load("leaking")));
    expect(s.version).toBe("2.1.0");
    const res = s.runs[0].results;
    expect(res).toHaveLength(3);
    // location order; one rule-id scheme with the CLI's `leakage --sarif` (src/report/sarif.ts)
    const where = (r: {
      ruleId: string;
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }[];
    }) =>
      `${r.ruleId} ${r.locations[0]!.physicalLocation.artifactLocation.uri}:${r.locations[0]!.physicalLocation.region.startLine}`;
    expect(res.map(where)).toEqual([
      "contamgate/leakage/probe data/corpus.txt.gz:88",
      "contamgate/leakage/holdout data/dict.txt:4021",
      "contamgate/leakage/holdout data/dict.txt:4030",
    ]);
    expect(res[1].locations[0].physicalLocation).toEqual({
      artifactLocation: { uri: "data/dict.txt", uriBaseId: "%SRCROOT%" },
      region: { startLine: 4021 },
    });
    expect(new Set(res.map((r: { partialFingerprints: unknown }) => JSON.stringify(r.partialFingerprints))).size).toBe(
      3,
    );
  });
});

describe("power curve points", () => {
  it("spans the design and the required n and includes both exactly", () => {
    const ns = curveNs(100, 527);
    expect(ns).toContain(100);
    expect(ns).toContain(527);
    expect(ns[0]).toBe(50);
    expect(ns[ns.length - 1]).toBe(791);
    expect(ns).toEqual([...ns].sort((a, b) => a - b));
    // Nearly even spacing (Mermaid's x axis is categorical): no gap below half a grid step.
    const gaps = ns.slice(1).map((n, i) => n - ns[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(Math.floor((791 - 50) / 20 / 2));
    expect(ns).toHaveLength(21);
    expect(powerCurve([1, 2], (n) => n / 10)).toEqual([
      { n: 1, power: 0.1 },
      { n: 2, power: 0.2 },
    ]);
  });
});

/** Annotations: a budget stop is not called "spending not confirmed"; a warning carried twice is annotated once. */

describe("annotations of stops and repeated warnings", () => {
  it("titles a run stopped by the call budget as such", () => {
    const r = load("pass");
    r.verdict = "unconfirmed";
    r.exit_code = 3;
    r.headline = "contamination run stopped before its verdicts: call budget of 4 exhausted";
    r.contamination = {
      ...r.contamination!,
      models: [],
      heterogeneity: [],
      stopped: { reason: "call budget of 4 exhausted", exit_code: 3 },
    };
    const e = planAnnotations(r).errors[0]!;
    expect(e.title).not.toMatch(/not confirmed/);
    expect(e.title).toMatch(/budget/);
  });
  it("annotates a warning the verdicts and the run both carry once", () => {
    const r = load("pass");
    const msg = "forced past the power gate (--force-underpowered): underpowered";
    r.contamination!.warnings = [msg];
    r.warnings = [{ source: "contamination", message: msg }];
    expect(planAnnotations(r).warnings.filter((w) => w.message === msg)).toHaveLength(1);
  });
});

/** A forced-past-the-gate run: its warning is in the verdict warnings and the run's; the reader sees it once. */
describe("a warning carried by both the verdicts and the run", () => {
  it("appears once in report.md and once in report.html", () => {
    const r = JSON.parse(
      readFileSync(new URL("../../fixtures/action/reports/pass.json", import.meta.url), "utf8"),
    ) as Report;
    const msg = "forced past the power gate (--force-underpowered): underpowered at n = 800";
    r.contamination!.warnings = [msg, ...r.contamination!.warnings];
    r.warnings = [...r.warnings, { source: "contamination", message: msg }];
    const count = (text: string) => text.split(msg).length - 1;
    expect(count(renderMarkdown(r))).toBe(1);
    expect(count(renderHtml(r))).toBe(1);
  });
});

/** report.html's heterogeneity paragraph: the pooled drop is an estimate, so it carries its conditions and n. */
describe("report.html heterogeneity", () => {
  it("gives the pooled drop its weighting and n", () => {
    const r = JSON.parse(
      readFileSync(new URL("../../fixtures/action/reports/contaminated.json", import.meta.url), "utf8"),
    ) as Report;
    expect(r.contamination!.heterogeneity).toHaveLength(1);
    const para = /<h3>Heterogeneity \(perturber shuffle_choices\)<\/h3><p>(.*?)<\/p>/.exec(renderHtml(r))?.[1] ?? "";
    // The pooled drop with its interval and the number of items (not model × items).
    expect(para).toMatch(/pooled drop [+−][\d.]+ pt \(90% CI [+−][\d.]+ to [+−][\d.]+ pt; n = 100 items/);
    expect(para).toMatch(/inverse-variance/);
  });
});

/** A contamination section without verdicts (unconfirmed spend, a stopped run) says so instead of showing an empty table. */
function unconfirmed(stopped: boolean): Report {
  const r = JSON.parse(
    readFileSync(new URL("../../fixtures/action/reports/pass.json", import.meta.url), "utf8"),
  ) as Report;
  r.verdict = "unconfirmed";
  r.exit_code = 3;
  r.contamination = {
    ...r.contamination!,
    models: [],
    heterogeneity: [],
    warnings: [],
    spend: {
      calls_made: stopped ? 3 : 0,
      cache_hits: 0,
      new_entries: stopped ? 3 : 0,
      nondeterministic: 0,
      calls_needed: 854,
      max_calls: stopped ? 3 : null,
    },
    ...(stopped ? { stopped: { reason: "call budget of 3 exhausted", exit_code: 3 } } : {}),
  };
  return r;
}

describe("contamination section with no verdicts", () => {
  for (const stopped of [false, true]) {
    it(`${stopped ? "stopped run" : "unconfirmed spend"}: no empty table, a sentence saying why`, () => {
      const md = renderMarkdown(unconfirmed(stopped));
      expect(md).toContain("### Contamination verdicts");
      expect(md).not.toMatch(/\| model \| n \|/);
      expect(md).toMatch(/No verdicts/);
      const page = renderHtml(unconfirmed(stopped));
      expect(page).not.toMatch(/<th>model<\/th>/);
      expect(page).toMatch(/No verdicts/);
      if (stopped) {
        expect(md).toContain("call budget of 3 exhausted");
        expect(page).toContain("call budget of 3 exhausted");
      }
    });
  }
});

/** report.md is written by `check --report-dir` too: the unconfirmed banner names the CLI flag beside the action input. */
describe("unconfirmed banner", () => {
  it("says yes: true and --yes", () => {
    const r = JSON.parse(
      readFileSync(new URL("../../fixtures/action/reports/pass.json", import.meta.url), "utf8"),
    ) as Report;
    r.verdict = "unconfirmed";
    r.contamination = {
      ...r.contamination!,
      models: [],
      heterogeneity: [],
      spend: { ...r.contamination!.spend, calls_needed: 12 },
    };
    const banner = renderMarkdown(r)
      .split("\n")
      .find((l) => l.startsWith("> **Unconfirmed**"))!;
    expect(banner).toMatch(/spending was not confirmed/);
    expect(banner).toContain("`yes: true`");
    expect(banner).toContain("`--yes`");
  });
});

/**
 * report.html's forest plot: the left margin is computed from the labels, so no model name is
 * clipped (Chromium measures the real text in browser.slow.test.ts); names too long for any
 * margin are cut with "…" and keep their full text in the row's <title>.
 */
const loadContaminated = (): Report =>
  JSON.parse(
    readFileSync(new URL("../../fixtures/action/reports/contaminated.json", import.meta.url), "utf8"),
  ) as Report;

/** Each row label's left end, from its x (text-anchor end) and an upper estimate of its width. */
function leftEnds(svg: string): { text: string; left: number }[] {
  return [...svg.matchAll(/<text class="label" x="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    text: m[2]!,
    left: Number(m[1]) - textWidth(m[2]!.replace(/&amp;/g, "&").replace(/&lt;/g, "<")),
  }));
}

describe("forest plot labels", () => {
  for (const name of ["randomizer", "meta-llama/Llama-3.1-70B-Instruct", "Qwen2.5-Coder-32B-Instruct-AWQ"]) {
    it(`"${name}": the label starts inside the picture`, () => {
      const r = loadContaminated();
      r.contamination!.models[0]!.name = name;
      const svg = forestPlotSvg(r.contamination!)!;
      const [first] = leftEnds(svg);
      expect(first!.text).toBe(`${name} · shuffle_choices (n = 100)`);
      expect(first!.left).toBeGreaterThanOrEqual(0);
    });
  }
  it("cuts a name longer than any margin, keeps the perturber, and has the full name in the tooltip", () => {
    const r = loadContaminated();
    const long = `org/${"very-long-model-name-".repeat(6)}final`;
    r.contamination!.models[0]!.name = long;
    const svg = forestPlotSvg(r.contamination!)!;
    const [first] = leftEnds(svg);
    expect(first!.text).toBe(`${fitLabel(long)} · shuffle_choices (n = 100)`);
    expect([...fitLabel(long)]).toHaveLength(MAX_LABEL_CHARS);
    expect(first!.left).toBeGreaterThanOrEqual(0);
    expect(svg).toContain(`<title>${long} (shuffle_choices): drop`);
  });
  it("the caption fits the picture's width", () => {
    const svg = forestPlotSvg(loadContaminated().contamination!)!;
    const width = Number(/viewBox="0 0 ([\d.]+) /.exec(svg)![1]);
    const caption = /<text class="caption" x="([\d.]+)"[^>]*>([^<]*)<\/text>/.exec(svg)!;
    const half = textWidth(caption[2]!) / 2;
    expect(Number(caption[1]) - half).toBeGreaterThanOrEqual(0);
    expect(Number(caption[1]) + half).toBeLessThanOrEqual(width);
  });
});

describe("the soft signal on every surface", () => {
  // Two soft models (one memorizer, one clean) and a binary one, in one family of 3 × 2.
  const n = 120;
  const ids = Array.from({ length: n }, (_, i) => `q${i}`);
  const rng = createRng("surfaces-soft");
  const softTable = (model: string, perturber: string, drop: number): PairedTable => {
    const original = new Float64Array(n);
    const perturbed = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      original[i] = 0.3 + 0.6 * rng.next();
      perturbed[i] = Math.min(1, Math.max(0, original[i]! - drop + 0.3 * (rng.next() - 0.5)));
    }
    const d = new Int8Array(n);
    let a = 0;
    let b = 0;
    let c = 0;
    let e = 0;
    for (let i = 0; i < n; i++) {
      const o = original[i]! > 0.5;
      const p = perturbed[i]! > 0.5;
      d[i] = (o ? 1 : 0) - (p ? 1 : 0);
      if (o && p) a++;
      else if (o) b++;
      else if (p) c++;
      else e++;
    }
    return {
      model,
      perturber,
      a,
      b,
      c,
      e,
      unparsedOriginal: 0,
      unparsedPerturbed: 0,
      items: { ids, d },
      soft: { original, perturbed },
    };
  };
  const binary = (model: string, perturber: string, a: number, b: number, c: number, e: number): PairedTable => ({
    model,
    perturber,
    a,
    b,
    c,
    e,
    unparsedOriginal: 0,
    unparsedPerturbed: 0,
    items: null,
  });
  const json = verdictJson(
    computeVerdict(
      [
        softTable("memorizer", "shuffle", 0.25),
        softTable("memorizer", "derange", 0.2),
        softTable("steady", "shuffle", 0),
        softTable("steady", "derange", 0),
        binary("plain", "shuffle", 60, 20, 18, 22),
        binary("plain", "derange", 61, 19, 19, 21),
      ],
      { alpha: 0.05, targetEffect: 0.05, models: 3, perturbers: 2, emax: "exact", power: 0.8 },
    ),
  );
  const base = load("contaminated");
  const report: Report = {
    ...base,
    contamination: {
      ...base.contamination!,
      design: json.design as never,
      models: json.models as never,
      heterogeneity: json.heterogeneity as never,
      warnings: json.warnings,
      detected_models: ["memorizer"],
    },
  };
  const surfaces: Record<string, string> = {
    "verdict text": renderVerdictText(json),
    "job summary / report.md": renderMarkdown(report),
    "PR comment": commentBody(report, { workflow: "w", job: "j" }),
    "report.html": renderHtml(report),
  };
  const shown = (surface: string, phrase: string) =>
    surface === "report.html" ? escapeHtml(phrase) : surface === "verdict text" ? phrase : forMarkdown(phrase);

  it("the verdict names the signal of every pair, and the memorizer only", () => {
    expect(json.models.map((m) => [m.name, m.detected, m.perturbers.map((p) => p.signal)])).toEqual([
      ["memorizer", true, ["soft", "soft"]],
      ["steady", false, ["soft", "soft"]],
      ["plain", false, ["binary", "binary"]],
    ]);
    const mem = json.models[0]!.perturbers[0]!;
    expect(mem.soft).not.toBeNull();
    expect(mem.drop).toBeCloseTo(mem.soft!.mean_original - mem.soft!.mean_perturbed, 12);
    expect(mem.drop_ci.lower).toBe(mem.lcb);
    expect(json.design.family_size).toBe(6);
  });

  for (const [name, text] of Object.entries(surfaces)) {
    it(`${name}: every soft drop with its interval, n and the words "soft signal"; binary pairs keep theirs`, () => {
      for (const m of json.models) {
        for (const p of m.perturbers) {
          const phrase = dropPhrase(p);
          expect(text.includes(shown(name, phrase)), `${m.name}/${p.perturber}: ${phrase}`).toBe(true);
          expect(phrase).toMatch(
            p.signal === "soft"
              ? /CI .* pt; n = 120, soft signal: mean probability .*; interval assumes d symmetric about its mean\)$/
              : /discordant\)$/,
          );
        }
      }
    });
    it(`${name}: every soft pair's upper bound says what it assumes`, () => {
      for (const m of json.models) {
        for (const p of m.perturbers) {
          const sentence = upperBoundSentence(p, json.design.alpha);
          expect(text.includes(shown(name, sentence)), `${m.name}/${p.perturber}: ${sentence}`).toBe(true);
          if (p.signal === "soft") {
            expect(sentence).toMatch(/^the mean soft drop is at most .*; assumes d symmetric about its mean\)$/);
          } else expect(sentence).not.toMatch(/symmetric/);
        }
      }
    });
    it(`${name}: a soft non-detection says what the data exclude and what the design could see`, () => {
      for (const p of json.models[1]!.perturbers) {
        expect(text.includes(shown(name, floorSentence(p, json.design))), p.perturber).toBe(true);
        expect(floorSentence(p, json.design)).toMatch(/SD of d .*soft signal/);
        // From the observed SD alone the MDE is an upper bound: the sentence vouches for drops from it up.
        expect(floorSentence(p, json.design)).toMatch(
          /and more were likely to be seen \(power at least 0\.80 for any shape of d checked/,
        );
      }
    });
  }

  it("annotations carry the memorizer's soft drop with its interval and n", () => {
    const plan = planAnnotations(report);
    expect(plan.errors[0]!.title).toContain("memorizer");
    expect(plan.errors[0]!.message).toMatch(/soft signal: mean probability/);
  });
});
