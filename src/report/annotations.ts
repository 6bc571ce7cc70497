/**
 * Check-run annotations. GitHub shows at most 10 errors and 10 warnings per step and drops the
 * rest in the order they were written, so we choose which ones: worst first, leakage findings
 * placed on the corpus file and line (that is what the pull request changed), and one slot kept
 * for the step's own closing line (the failure that says why the job is red, written last).
 * Never holdout text: the probe is named by file and line.
 */
import type { CompareDecision } from "../compare/decide.js";
import { differencePhrase, planPhrase, reasonPhrase } from "./compare-figures.js";
import { controlSentence, dropPhrase } from "./figures.js";
import { dropDigits, int, mde, pct, pt, pValue, score, targetDrop, targetPower } from "./format.js";
import { otherWarnings } from "./markdown.js";
import { findingScope, listedFindings } from "./leakage-section.js";
import type { ContaminationSection, LeakageFinding, LeakageSection, Report } from "./types.js";
import { outcomesOf } from "./types.js";

export const MAX_ANNOTATIONS_PER_LEVEL = 10;

export interface Annotation {
  level: "error" | "warning";
  title: string;
  message: string;
  file?: string;
  line?: number;
}

export interface AnnotationPlan {
  errors: Annotation[];
  warnings: Annotation[];
  /** How many were left out of each list by the cap (say so in the log). */
  omitted: { errors: number; warnings: number };
}

export interface AnnotationOptions {
  /** Per level (default 10, GitHub's limit per step). */
  readonly max?: number;
  /**
   * The level of the line the step writes after these (the failure message, or the warning that
   * the step passes anyway); its slot is kept free so GitHub does not drop it.
   */
  readonly closing?: Annotation["level"] | null;
}

export function planAnnotations(report: Report, options: AnnotationOptions = {}): AnnotationPlan {
  const max = options.max ?? MAX_ANNOTATIONS_PER_LEVEL;
  const maxErrors = Math.max(0, max - (options.closing === "error" ? 1 : 0));
  const maxWarnings = Math.max(0, max - (options.closing === "warning" ? 1 : 0));
  const errors: Annotation[] = [];
  const warnings: Annotation[] = [];
  const cfg = report.config?.path;
  const at = (file?: string, line?: number) => ({ ...(file ? { file } : {}), ...(line ? { line } : {}) });

  const outcomes = outcomesOf(report.verdict);
  if (outcomes.includes("error"))
    errors.push({
      level: "error",
      title: "contamgate: could not evaluate",
      message: report.headline ?? "the checks could not be evaluated",
      ...at(cfg),
    });
  const p = report.power;
  if (outcomes.includes("underpowered") && p)
    errors.push({
      level: "error",
      title: "contamgate: design underpowered",
      message:
        p.exact.min_detectable_effect === null
          ? `At n = ${int(p.n)} (ψ = ${pct(p.discordant_rate)}) no drop reaches ${targetPower(p.target_power)} power.`
          : `At n = ${int(p.n)} the smallest drop seen with ${targetPower(p.target_power)} power is ${mde(p.exact.min_detectable_effect)}; the target ${targetDrop(p.effect)} needs n = ${p.exact.required_n === null ? "more than the search limit" : int(p.exact.required_n)}.`,
      ...at(cfg),
    });
  const plan = report.compare?.comparison?.power ?? report.compare?.plan;
  if (outcomes.includes("underpowered") && plan?.adequate === false)
    errors.push({
      level: "error",
      title: "contamgate: planned comparison underpowered",
      message: `${planPhrase(plan)}.`,
      ...at(cfg),
    });
  if (outcomes.includes("unconfirmed"))
    errors.push({
      level: "error",
      title: report.contamination?.stopped ? "contamgate: call budget ran out" : "contamgate: spending not confirmed",
      message: report.headline ?? "set `yes: true` to let the run spend",
      ...at(cfg),
    });

  const c = report.contamination;
  if (c) {
    const named = c.models
      .filter((m) => m.detected)
      .map((m) => ({ m, p: m.perturbers.find((q) => q.perturber === m.named_by)! }))
      .sort((x, y) => y.p.adjusted_lcb - x.p.adjusted_lcb);
    for (const { m, p } of named)
      errors.push({
        level: "error",
        title: `contamgate: significant drop in ${m.name}`,
        message: `perturber ${p.perturber}: drop ${dropPhrase(p)}; adjusted lower bound ${pt(p.adjusted_lcb, dropDigits(p.drop_ci))}; p (Holm over ${int(c.design.family_size)} hypotheses) = ${pValue(p.p_holm)}${againstControl(m, c.design.alpha)}`,
        ...at(cfg),
      });
    for (const w of c.warnings)
      warnings.push({ level: "warning", title: "contamgate: verdict", message: w, ...at(cfg) });
  }
  const cmp = report.compare?.comparison;
  if (cmp) {
    // A failing candidate is an error; every other decision a notice-level warning with its figures.
    for (const cand of cmp.candidates)
      (cand.failing.length ? errors : warnings).push({
        level: cand.failing.length ? "error" : "warning",
        title: `contamgate: ${decisionTitle(cand.label, cand.decision, cmp.baseline.label)}`,
        message: `difference ${differencePhrase(cand)}: ${reasonPhrase(cand, cmp.design)}${cand.failing.length ? `; fails ${cand.failing.join(", ")}` : ""}`,
        ...at(cfg),
      });
    for (const w of cmp.warnings)
      warnings.push({ level: "warning", title: "contamgate: compare", message: w, ...at(cfg) });
  }
  const l = report.leakage;
  // Only the first maxErrors errors are written: the findings past them are only counted.
  let unlisted = 0;
  if (l) {
    const { listed, total } = listedFindings(l.findings, Math.max(1, maxErrors));
    for (const f of listed) errors.push(findingAnnotation(f, l));
    unlisted = total - listed.length;
  }
  for (const w of otherWarnings(report))
    warnings.push({
      level: "warning",
      title: `contamgate: ${w.source}`,
      message: w.message,
      ...at(w.file ?? undefined, w.line),
    });

  return {
    errors: errors.slice(0, maxErrors),
    warnings: warnings.slice(0, maxWarnings),
    omitted: {
      errors: Math.max(0, errors.length + unlisted - maxErrors),
      warnings: Math.max(0, warnings.length - maxWarnings),
    },
  };
}

function findingAnnotation(f: LeakageFinding, l: LeakageSection): Annotation {
  const kind = f.probe.holdout ? "holdout question" : "probe";
  const via = findingScope(l, f);
  return {
    level: "error",
    title: `contamgate: ${kind} copied here`,
    message: `A ${kind} from set ${f.probe.set} (${f.probe.file}:${f.probe.line}${f.probe.id ? `, id ${f.probe.id}` : ""}) appears on this line (Jaccard ${score(f.jaccard)}, containment ${score(f.containment)}; rules: ${f.rules.join(", ")})${via ? `: ${via}` : ""}.`,
    file: f.corpus.file,
    line: f.corpus.line,
  };
}

function decisionTitle(candidate: string, decision: CompareDecision, baseline: string): string {
  switch (decision) {
    case "better":
    case "worse":
      return `${candidate} ${decision} than ${baseline}`;
    case "equivalent":
      return `${candidate} equivalent to ${baseline}`;
    case "inconclusive":
      return `${candidate} vs ${baseline}: inconclusive`;
  }
}

/** The named model's reading against a declared clean control: the test that exceeded, else the first. */
function againstControl(m: ContaminationSection["models"][number], alpha: number): string {
  const c = m.controls;
  if (c.role !== "compared") return "";
  const t =
    c.tests.find((x) => x.perturber === c.exceeded_by?.perturber && x.against === c.exceeded_by?.against) ?? c.tests[0];
  return t === undefined ? "" : `; ${controlSentence(m.name, t, alpha)}`;
}
