/**
 * One result, every surface: the same figures, worded the same way, on the CLI text (`verdict`,
 * `check`), the job summary / report.md / PR comment (Markdown), report.html, the annotations and
 * report.json. The result has a named model, a clean one and a model with no discordant pair,
 * over two perturbers — so named-by, non-detection wording and the floor cases all appear.
 */
import { describe, expect, it } from "vitest";
import { renderCheckText } from "../../src/report/check-text.js";
import { planAnnotations } from "../../src/report/annotations.js";
import { commentBody } from "../../src/report/comment.js";
import {
  controlSentence,
  dropPhrase,
  floorSentence,
  NO_CONTROL_READING,
  NO_CONTROL_WITH_TIME_SPLIT,
  pooledPhrase,
  timeSplitCountsPhrase,
  timeSplitPowerPhrase,
  timeSplitSentence,
  upperBoundSentence,
} from "../../src/report/figures.js";
import { powerSection } from "../../src/report/power-section.js";
import { evaluatePowerGate } from "../../src/design/gate.js";
import { forMarkdown } from "../../src/text/escape.js";
import { html as escapeHtml, prob } from "../../src/report/format.js";
import { pilotSd } from "../../src/stats/soft-power.js";
import { formatPowerText, gateMessage } from "../../src/report/power-text.js";
import { renderHtml } from "../../src/report/html.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Report } from "../../src/report/types.js";
import { verdictJson } from "../../src/report/verdict-json.js";
import { renderVerdictText } from "../../src/report/verdict-text.js";
import { computeVerdict } from "../../src/verdict/compute.js";
import { NO_CONTROLS } from "../../src/verdict/controls.js";
import { tablesFromOutcomes, type PairedOutcome } from "../../src/verdict/parse-jsonl.js";
import type { PairedTable } from "../../src/verdict/types.js";
import { readFileSync } from "node:fs";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const t = (model: string, perturber: string, a: number, b: number, c: number, e: number): PairedTable => ({
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
      t("dirty", "shuffle", 200, 150, 10, 40),
      t("dirty", "derange", 210, 140, 12, 38),
      t("clean", "shuffle", 200, 60, 55, 85),
      t("clean", "derange", 205, 55, 58, 82),
      t("identical", "shuffle", 300, 0, 0, 100),
      t("identical", "derange", 300, 0, 0, 100),
    ],
    { alpha: 0.05, targetEffect: 0.05, models: 3, perturbers: 2, emax: "exact", power: 0.8 },
  ),
);

const report: Report = {
  schema_version: 1,
  tool: { name: "contamgate", version: "test" },
  config: null,
  verdict: "contaminated",
  exit_code: 1,
  checks: ["contamination"],
  headline: "contamination detected in: dirty (named by shuffle)",
  power: null,
  contamination: {
    design: json.design,
    models: json.models,
    heterogeneity: json.heterogeneity,
    warnings: json.warnings,
    detected_models: ["dirty"],
    spend: { calls_made: 0, cache_hits: 2400, new_entries: 0, nondeterministic: 0 },
  },
  leakage: null,
  compare: null,
  warnings: [],
};

/** A phrase as the surface writes it: escaped for HTML in report.html, for Markdown in the Markdown surfaces. */
function asShown(surface: string, phrase: string): string {
  if (surface === "report.html") return escapeHtml(phrase);
  if (surface === "job summary / report.md" || surface === "PR comment") return forMarkdown(phrase);
  return phrase;
}

const surfaces: Record<string, string> = {
  "verdict text": renderVerdictText(json),
  "check text": renderCheckText(report),
  "job summary / report.md": renderMarkdown(report),
  "PR comment": commentBody(report, { workflow: "contamgate", job: "evaluate" }),
  "report.html": renderHtml(report),
};

describe("one result, every surface, the same figures", () => {
  it("the fixture has what the test needs", () => {
    expect(json.models.map((m) => [m.name, m.detected, m.named_by])).toEqual([
      ["dirty", true, "shuffle"],
      ["clean", false, null],
      ["identical", false, null],
    ]);
  });

  for (const [name, text] of Object.entries(surfaces)) {
    const has = (s: string) => text.includes(asShown(name, s));
    it(`${name}: every pair's drop with its melded interval and n`, () => {
      for (const m of json.models)
        for (const p of m.perturbers) expect(has(dropPhrase(p)), `${m.name}/${p.perturber}`).toBe(true);
    });
    it(`${name}: every pair, named or not, says what the data exclude; non-detections also what the design could see`, () => {
      // The upper bound is printed for every pair exactly once, so no run's verdict selects which
      // bounds a reader sees (docs/statistics.md, "Never a bare point estimate").
      const pairs = json.models.flatMap((m) => m.perturbers.map((p) => ({ m, p })));
      const sentences = pairs.map(({ p }) => asShown(name, upperBoundSentence(p, json.design.alpha)));
      for (const [i, { m, p }] of pairs.entries()) {
        const same = sentences.filter((x) => x === sentences[i]).length;
        expect(text.split(sentences[i]!).length - 1, `${m.name}/${p.perturber} ucb`).toBe(same);
      }
      expect(text.match(/the drop is at most /g)).toHaveLength(pairs.length);
      for (const m of json.models.filter((x) => !x.detected))
        for (const p of m.perturbers)
          expect(has(floorSentence(p, json.design)), `${m.name}/${p.perturber} floor`).toBe(true);
      expect(text).not.toMatch(/no drop above/);
    });
    it(`${name}: the pooled drop with its interval and n, and which model was named by which perturber`, () => {
      for (const h of json.heterogeneity) expect(has(pooledPhrase(h)), h.perturber).toBe(true);
      expect(text).toMatch(/dirty/);
      expect(text).toMatch(/shuffle/);
    });
  }

  it("annotations name the model with the firing pair's figures", () => {
    const plan = planAnnotations(report);
    const dirty = json.models[0]!.perturbers.find((p) => p.perturber === "shuffle")!;
    expect(plan.errors[0]!.title).toContain("dirty");
    expect(plan.errors[0]!.message).toContain(dropPhrase(dirty));
  });

  for (const [name, text] of Object.entries(surfaces)) {
    it(`${name}: without a declared control, says the verdict is a drop, not proof of memory`, () => {
      expect(text.includes(asShown(name, NO_CONTROL_READING))).toBe(true);
    });
  }

  it("report.json is the verdict object itself (no second copy of the figures)", () => {
    expect(report.contamination!.models).toBe(json.models);
  });
});

// Declared controls (docs/statistics.md "Controls (v2)"): item-level outcomes for a memorizer, a
// model that drops like the control, and the control itself.
function rowsOf(model: string, n: number, pattern: (i: number) => [boolean, boolean]): PairedOutcome[] {
  return Array.from({ length: n }, (_, i) => {
    const [o, p] = pattern(i);
    return { model, perturber: null, id: `q${i}`, original: o, perturbed: p };
  });
}
const controlled = verdictJson(
  computeVerdict(
    tablesFromOutcomes(
      [
        ...rowsOf("memorizer", 200, (i) => [i % 10 < 8, i % 10 < 3]),
        ...rowsOf("sibling", 200, (i) => [i % 10 < 6, i % 10 < 5 || i % 20 === 19]),
        ...rowsOf("control", 200, (i) => [i % 10 < 6, i % 10 < 5 || i % 20 === 19]),
      ],
      "outcomes.jsonl",
    ),
    { alpha: 0.05, targetEffect: 0.05, models: 3, perturbers: 1, emax: "exact", power: 0.8 },
    { kind: "declared", controls: ["control"], against: "each" },
  ),
);
const controlledReport: Report = {
  ...report,
  headline: "contamination detected in: memorizer",
  contamination: {
    ...report.contamination!,
    design: controlled.design,
    models: controlled.models,
    heterogeneity: controlled.heterogeneity,
    warnings: controlled.warnings,
    detected_models: ["memorizer"],
  },
};
const controlledSurfaces: Record<string, string> = {
  "verdict text": renderVerdictText(controlled),
  "check text": renderCheckText(controlledReport),
  "job summary / report.md": renderMarkdown(controlledReport),
  "PR comment": commentBody(controlledReport, { workflow: "contamgate", job: "evaluate" }),
  "report.html": renderHtml(controlledReport),
};

describe("declared controls, every surface", () => {
  it("the fixture has what the test needs", () => {
    const [mem, sib, ctl] = controlled.models;
    expect(mem!.controls.role === "compared" && mem!.controls.exceeds).toBe(true);
    expect(sib!.controls.role === "compared" && sib!.controls.exceeds).toBe(false);
    expect(ctl!.controls.role).toBe("control");
    expect(controlled.design.family_size).toBe(5);
    expect(controlled.design.excess_tests).toBe(2);
  });
  for (const [name, text] of Object.entries(controlledSurfaces)) {
    const has = (s: string) => text.includes(asShown(name, s));
    it(`${name}: "drops more than the clean control" / "no larger drop than the control", with interval and n`, () => {
      for (const m of controlled.models) {
        if (m.controls.role !== "compared") continue;
        for (const t of m.controls.tests) expect(has(controlSentence(m.name, t, 0.05)), m.name).toBe(true);
      }
      expect(text).toMatch(/drops more than the clean control control/);
      expect(text).toMatch(/no larger drop than the control control/);
      // The excess's upper bound ends every test's sentence, whichever way it went.
      const tests = controlled.models.flatMap((m) => (m.controls.role === "compared" ? m.controls.tests : []));
      expect(text.match(/the excess is at most /g)).toHaveLength(tests.length);
      expect(text).toMatch(/declared clean control/);
      expect(has(NO_CONTROL_READING)).toBe(false);
    });
    it(`${name}: shows the family size with the excess-drop tests in it`, () => {
      expect(text).toMatch(/\b5\b[^\n]*2 excess-drop tests|family of 5 hypotheses/);
    });
  }
  it("annotations carry the reading against the control", () => {
    const plan = planAnnotations(controlledReport);
    expect(plan.errors[0]!.message).toMatch(/memorizer drops more than the clean control control/);
    expect(plan.errors[0]!.message).toMatch(/Holm over 5 hypotheses/);
  });
});

describe("the time split on every surface", () => {
  // 120 items: 1–80 published before the cutoff, 81–110 after, 111–120 undated.
  const ids = Array.from({ length: 120 }, (_, i) => `q${i + 1}`);
  const dated = new Map(ids.slice(0, 110).map((id, i) => [id, i < 80 ? "2021-05-01" : "2025-02-01"]));
  const withItems = (model: string, d: (i: number) => number): PairedTable => {
    const ds = Int8Array.from(ids.map((_, i) => d(i)));
    const b = ds.filter((x) => x > 0).length;
    const c = ds.filter((x) => x < 0).length;
    return { ...t(model, "shuffle", 120 - b - c, b, c, 0), items: { ids, d: ds } };
  };
  const tsJson = verdictJson(
    computeVerdict(
      [
        withItems("memo", (i) => (i < 80 ? (i % 3 === 0 ? 1 : 0) : i % 15 === 0 ? 1 : 0)),
        withItems("ctrl", (i) => (i % 9 === 0 ? 1 : i % 9 === 4 ? -1 : 0)),
      ],
      { alpha: 0.05, targetEffect: 0.05, models: 2, perturbers: 1, emax: "exact", power: 0.8 },
      NO_CONTROLS,
      {
        publishedAt: dated,
        cutoffs: new Map([
          ["memo", "2023-12-31"],
          ["ctrl", "2023-12-31"],
        ]),
        discordantRate: 0.3,
      },
    ),
  );
  const tsReport: Report = {
    ...report,
    contamination: {
      ...report.contamination!,
      design: tsJson.design,
      models: tsJson.models,
      heterogeneity: tsJson.heterogeneity,
      warnings: tsJson.warnings,
    },
  };
  const tsSurfaces: Record<string, string> = {
    "verdict text": renderVerdictText(tsJson),
    "check text": renderCheckText(tsReport),
    "job summary / report.md": renderMarkdown(tsReport),
    "PR comment": commentBody(tsReport, { workflow: "contamgate", job: "evaluate" }),
    "report.html": renderHtml(tsReport),
  };

  it("the fixture has a model whose pre-cutoff drop is larger, and one whose is not", () => {
    expect(
      tsJson.models.map((m) => [m.name, m.time_split?.perturbers[0]?.decision, m.time_split?.undated_items]),
    ).toEqual([
      ["memo", "pre-larger", 10],
      ["ctrl", "not-shown", 10],
    ]);
  });

  for (const [name, text] of Object.entries(tsSurfaces)) {
    const has = (s: string) => text.includes(asShown(name, s));
    it(`${name}: each model's counts (undated included), reading with both drops and the difference, and power`, () => {
      for (const m of tsJson.models) {
        const ts = m.time_split!;
        expect(has(timeSplitCountsPhrase(ts)), `${m.name} counts`).toBe(true);
        for (const x of ts.perturbers) {
          expect(has(timeSplitSentence(ts, x)), `${m.name} reading`).toBe(true);
          expect(has(timeSplitPowerPhrase(x)!), `${m.name} power`).toBe(true);
        }
      }
      expect(text).toContain("drop on pre-cutoff items larger than on post-cutoff items");
      // Dates do split the items here: the no-control reading must not say they don't.
      expect(has(NO_CONTROL_READING)).toBe(false);
      expect(has(NO_CONTROL_WITH_TIME_SPLIT)).toBe(true);
    });
  }

  it("report.json carries one time_split object per model with every figure", () => {
    const ts = tsJson.models[0]!.time_split!;
    expect(ts).toMatchObject({
      cutoff: "2023-12-31",
      pre_items: 80,
      post_items: 30,
      undated_items: 10,
      family_size: 2,
    });
    const x = ts.perturbers[0]!;
    expect(x.pre!.drop_ci.level).toBeCloseTo(0.9, 12);
    expect(x.difference!.ci.lower).toBeLessThan(x.difference!.estimate);
    expect(typeof x.p_value).toBe("number");
    expect(typeof x.p_holm).toBe("number");
    // One perturber: its figures also sit at the top level, as the verdict's pairs do.
    expect((ts as Record<string, unknown>).p_value).toBe(x.p_value);
    expect(report.contamination!.models[0]!.time_split).toBeNull();
  });
});

describe("the power gate on every surface, worded once (src/report/format.ts)", () => {
  // An underpowered design (n = 493, ψ = 0.2, δ = 5 pt; its figures are in test/reference/power.json).
  const gate = evaluatePowerGate({
    n: 493,
    discordantRate: 0.2,
    effect: 0.05,
    alpha: 0.05,
    targetPower: 0.8,
    models: 1,
    perturbers: 1,
    oneSided: true,
    emax: "exact",
  });
  const power = powerSection(gate);
  const gateReport: Report = {
    ...report,
    verdict: "underpowered",
    exit_code: 2,
    checks: ["power"],
    headline: gateMessage(gate) ?? undefined,
    power,
    contamination: null,
  };
  const plan = planAnnotations(gateReport);
  const powerSurfaces: Record<string, string> = {
    "power text (CLI)": formatPowerText(gate),
    "check text": renderCheckText(gateReport),
    "job summary / report.md": renderMarkdown(gateReport),
    "PR comment": commentBody(gateReport, { workflow: "contamgate", job: "evaluate" }),
    "report.html": renderHtml(gateReport),
    annotations: plan.errors.map((a) => a.message).join("\n"),
  };

  it("the fixture is underpowered with every figure present", () => {
    expect(gate.adequate).toBe(false);
    expect([power.exact.power, power.exact.min_detectable_effect, power.exact.required_n]).not.toContain(null);
  });

  for (const [name, text] of Object.entries(powerSurfaces)) {
    const has = (s: string) => text.includes(asShown(name, s));
    it(`${name}: target power, target drop and minimum detectable drop in the one wording`, () => {
      expect(has("80% power"), "target power").toBe(true);
      expect(has("+5.0 pt"), "target drop").toBe(true);
      // test/reference/power.json (R): exact MDE 0.051747 → +5.17 pt, exact required n 527.
      expect(has("+5.17 pt"), "exact MDE").toBe(true);
      expect(text).toContain("527");
      // The spellings the surfaces used to differ by.
      expect(text).not.toMatch(/\b0\.800 power|power 0\.8\b|(?<![+\d.])5\.00 pt|(?<![+\d.])5\.17 pt/);
    });
    if (name !== "annotations")
      it(`${name}: the exact power with the normal approximation beside it`, () => {
        // test/reference/power.json (R): exact power at n = 493 is 0.77411, the normal approximation 0.80035.
        expect(text).toContain("0.774");
        expect(text).toContain("0.800");
      });
  }
});

/**
 * One JSON shape for the power gate (docs/statistics.md "The gate as JSON"): `contamgate power
 * --json`, report.json's power section (the engine's, and the Python-generated fixtures') and
 * `run --json`'s design carry the same keys, and for one design the same values.
 */
async function powerJson(...argv: string[]): Promise<Record<string, unknown>> {
  const m = memoryIo();
  await main(["power", ...argv, "--json", "-"], m.io);
  return JSON.parse(m.stdout()) as Record<string, unknown>;
}

/** Every key path of a JSON value, arrays by their first element. */
function shape(v: unknown, at = ""): string[] {
  if (Array.isArray(v)) return v.length ? shape(v[0], `${at}[]`) : [`${at}[]`];
  if (v === null || typeof v !== "object") return [at];
  return Object.entries(v).flatMap(([k, x]) => [`${at}.${k}`, ...shape(x, `${at}.${k}`)]);
}

const design = { n: 493, discordantRate: 0.2, effect: 0.05, alpha: 0.05, targetPower: 0.8 } as const;

describe("the power gate's one JSON shape", () => {
  it("power --json is report.json's power section for the same design, key for key and value for value", async () => {
    const cli = await powerJson("--n", "493", "--target-effect", "0.05", "--discordant-rate", "0.2");
    const section = powerSection(
      evaluatePowerGate({ ...design, models: 1, perturbers: 1, oneSided: true, emax: "exact" }),
    );
    expect(JSON.parse(JSON.stringify(section))).toEqual(cli);
    expect(cli).toMatchObject({ exact: { required_n: 527 }, normal_approximation: { required_n: 493 } });
    expect((cli.curve as { n: number }[]).map((p) => p.n)).toContain(493);
  });
  it("the report fixtures (written by fixtures/action/reports/make_reports.py) have the same keys", async () => {
    const cli = await powerJson("--n", "800", "--target-effect", "0.05", "--discordant-rate", "0.3");
    for (const k of ["pass", "underpowered", "contaminated", "leaking"]) {
      const r = JSON.parse(
        readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8"),
      ) as Report;
      expect(shape(r.power).sort(), k).toEqual(shape(cli).sort());
    }
  });
  it("without n or a target drop: the same keys, an empty curve and the reason the gate is not judged", async () => {
    const j = await powerJson("--target-effect", "0.05", "--discordant-rate", "0.2");
    expect(j).toMatchObject({ n: null, adequate: null, curve: [] });
    expect(j.adequate_reason).toMatch(/needs both n and a target effect/);
  });
});

describe('the soft gate\'s lines on every surface (docs/statistics.md, "The soft signal")', () => {
  // n = 40, δ = 20 pt, M = K = 1; a planned SD (a lower bound, shape unknown) and a pilot's shape.
  const base = {
    n: 40,
    discordantRate: 0.2,
    effect: 0.2,
    alpha: 0.05,
    targetPower: 0.8,
    models: 1,
    perturbers: 1,
    oneSided: true,
    emax: "exact",
  } as const;
  const pilotD = Float64Array.from({ length: 40 }, (_, i) => (i < 12 ? 0.9 : i < 14 ? -0.6 : ((i % 5) - 2) / 50));
  const cases = {
    "planned SD": evaluatePowerGate({ ...base, soft: { kind: "planned", sd: 0.3 } }),
    pilot: evaluatePowerGate({ ...base, soft: { kind: "pilot", pilot: pilotSd(pilotD), d: pilotD } }),
  };
  for (const [label, gate] of Object.entries(cases)) {
    const power = powerSection(gate);
    const gateReport: Report = { ...report, checks: ["power"], power, contamination: null };
    const surfaces: Record<string, string> = {
      "power text (CLI)": formatPowerText(gate),
      "check text": renderCheckText(gateReport),
      "job summary / report.md": renderMarkdown(gateReport),
      "report.html": renderHtml(gateReport),
    };
    const s = gate.soft!;
    const shown = [prob(s.power.value!), s.requiredN.value!.toLocaleString("en-US")];
    for (const [name, text] of Object.entries(surfaces)) {
      it(`${label}, ${name}: the soft power and items needed, labelled by what they are`, () => {
        for (const f of shown) expect(text, f).toContain(f);
        if (label === "pilot") {
          expect(text).toContain("on the pilot");
          expect(text).not.toContain("at least");
        } else {
          expect(text).toContain(`at least ${prob(s.power.value!)}`);
          expect(text).toContain(`at most ${s.requiredN.value!.toLocaleString("en-US")}`);
        }
      });
    }
    it(`${label}, report.json: the soft figures with what they are`, () => {
      expect(power.soft!.power).toBe(s.power.value);
      expect(power.soft!.power_kind).toBe(label === "pilot" ? "pilot-shape" : "sd-lower-bound");
    });
  }
});
