/**
 * One mutation of the code per `verify` check (docs/statistics.md, "Checking the instrument"): each
 * stands for a one-line change to the instrument — a factor dropped, a level doubled, a reference
 * swapped — and is handed to runVerify through its injectable dependencies, as the real functions
 * are. mutations.slow.test.ts shows each check then fails; the table in the docs is its output.
 */
import { chisqSf } from "../../src/stats/chisq.js";
import type { CheckId } from "../../src/verify/checks.js";
import { VERIFY_DEPS, type VerifyDeps } from "../../src/verify/deps.js";
import type { PairedTable } from "../../src/verdict/types.js";

export interface Mutation {
  check: CheckId;
  name: string;
  deps: Partial<VerifyDeps>;
}

const real = VERIFY_DEPS;

/** b and c swapped (and each item's d negated): the drop measured as perturbed − original. */
function reversed(t: PairedTable): PairedTable {
  return {
    ...t,
    b: t.c,
    c: t.b,
    items: t.items && { ids: t.items.ids, d: Int8Array.from(t.items.d, (x) => -x) },
  };
}

export const MUTATIONS: readonly Mutation[] = [
  {
    check: "a",
    name: "the drop's direction reversed (b and c swapped in every table)",
    deps: { computeVerdict: (tables, ...rest) => real.computeVerdict(tables.map(reversed), ...rest) },
  },
  {
    check: "b",
    name: "a model named when its deflated upper bound, not its lower bound, is above 0",
    deps: {
      computeVerdict: (...args) => {
        const r = real.computeVerdict(...args);
        const models = r.models.map((m) => {
          const pairs = m.pairs.map((p) => ({ ...p, detected: p.ucb - p.deflation > 0 }));
          const firing = pairs.filter((p) => p.detected);
          return { ...m, pairs, detected: firing.length > 0, named_by: firing[0]?.perturber ?? null };
        });
        return { ...r, models };
      },
    },
  },
  {
    check: "c",
    name: "outcome rows paired by position, one row off, not by id",
    deps: {
      tablesFromOutcomes: (rows, source) =>
        real.tablesFromOutcomes(
          rows.map((r, i) => {
            const next = rows[i + 1]?.model === r.model ? rows[i + 1]! : rows.find((x) => x.model === r.model)!;
            return { ...r, perturbed: next.perturbed };
          }),
          source,
        ),
    },
  },
  {
    check: "d",
    name: "Holm's factor dropped in the verdict: each pair judged at α alone",
    deps: {
      detectFamily: (pairs, _familySize, alpha, emax) => pairs.map((p) => real.detectFamily([p], 1, alpha, emax)[0]!),
    },
  },
  {
    check: "e",
    name: "the gate drops Holm's factor M: power at α/K instead of α/(M·K)",
    deps: { exactPower: (n, psi, effect, rule) => real.exactPower(n, psi, effect, { ...rule, models: 1 }) },
  },
  {
    check: "e",
    name: "the verdict drops the E[max](K) deflation",
    deps: { emaxOf: () => 0 },
  },
  {
    check: "e",
    name: "Holm's factor dropped in the verdict: each pair judged at α alone",
    deps: {
      detectFamily: (pairs, _familySize, alpha, emax) => pairs.map((p) => real.detectFamily([p], 1, alpha, emax)[0]!),
    },
  },
  {
    check: "f",
    name: "the melded bounds computed at level 2α (a 90% bound labelled 95%)",
    deps: { meldedCoverage: (d) => real.meldedCoverage({ ...d, alpha: 2 * d.alpha }) },
  },
  {
    check: "g",
    name: "the time-split test run at level 2α",
    deps: { decideTimeSplit: (tables, input, d) => real.decideTimeSplit(tables, input, { ...d, alpha: 2 * d.alpha }) },
  },
  {
    check: "g",
    name: "Holm over the time-split family dropped: each model's test at α alone",
    deps: {
      decideTimeSplit: (tables, input, design) => {
        const models = [...new Set(tables.map((t) => t.model))];
        const parts = models.flatMap((m) => {
          const r = real.decideTimeSplit(
            tables.filter((t) => t.model === m),
            input,
            design,
          );
          return r === null ? [] : [r];
        });
        return parts.length === 0 ? null : { family_size: parts[0]!.family_size, pairs: parts.flatMap((p) => p.pairs) };
      },
    },
  },
  {
    check: "h",
    name: "heterogeneity's Hotelling F reference replaced by χ²(M − 1) on W",
    deps: {
      assessHeterogeneity: (...args) => {
        const h = real.assessHeterogeneity(...args);
        return h === null || h.test.kind !== "paired-wald" ? h : { ...h, p_value: chisqSf(h.statistic, h.df) };
      },
    },
  },
  {
    check: "i",
    name: "the control ignored: each model's excess tested against a control with no drop",
    deps: {
      planControls: (tables, design, declaration) => {
        const controls = declaration.kind === "declared" ? new Set(declaration.controls) : new Set<string>();
        const ignored = tables.map((t) =>
          controls.has(t.model) && t.items
            ? {
                ...t,
                a: t.a + t.b,
                b: 0,
                e: t.e + t.c,
                c: 0,
                items: { ids: t.items.ids, d: new Int8Array(t.items.d.length) },
              }
            : t,
        );
        return real.planControls(ignored, design, declaration);
      },
    },
  },
  {
    check: "j",
    name: "the upper bound printed only for the models not named (the rule it replaced)",
    deps: { boundsShown: (m) => (m.detected ? [] : m.perturbers) },
  },
  {
    check: "j",
    name: "the upper bound computed at level 2α (a 90% bound labelled 95%)",
    deps: { meldedUcbBelow: (b, c, n, alpha, q) => real.meldedUcbBelow(b, c, n, 2 * alpha, q) },
  },
];
