/**
 * The one decision from outcomes to exit code and verdict label, over every combination of
 * outcomes present (64) and every fail-on list (64). The oracle below is written the other way
 * round from decide() — a ladder over the documented exit codes (docs/action.md "Exit status")
 * — so the two can disagree.
 */
import { describe, expect, it } from "vitest";
import { decide } from "../../src/engine/decide.js";
import { OUTCOMES, outcomesOf, type Outcome } from "../../src/report/types.js";

const subsets = (xs: readonly Outcome[]): Outcome[][] =>
  xs.reduce<Outcome[][]>((acc, x) => acc.concat(acc.map((s) => [...s, x])), [[]]);

function oracle(present: Set<Outcome>, failOn: Set<Outcome> | undefined): number {
  const fails = (o: Outcome) => present.has(o) && (failOn === undefined || failOn.has(o) || o === "error");
  if (fails("contaminated") || fails("leaking") || fails("compare-failed")) return 1;
  if (fails("error")) return 4;
  if (fails("underpowered")) return 2;
  if (fails("unconfirmed")) return 3;
  return 0;
}

describe("decide: outcomes → exit code and verdict", () => {
  const all = subsets(OUTCOMES);
  it("has 64 outcome sets to judge", () => expect(all).toHaveLength(64));

  for (const present of all) {
    it(`${present.join("+") || "pass"}: every fail-on list`, () => {
      const label = present.length === 0 ? "pass" : OUTCOMES.filter((o) => present.includes(o)).join("+");
      // The CLI: every outcome fails.
      const cli = decide([...present].reverse());
      expect(cli.verdict).toBe(label);
      expect(cli.outcomes).toEqual(outcomesOf(cli.verdict));
      expect(cli.exitCode).toBe(oracle(new Set(present), undefined));
      expect(cli.failing).toEqual(cli.outcomes);
      for (const failOn of all) {
        const d = decide(present, new Set(failOn));
        expect(d.verdict).toBe(label);
        expect(d.exitCode).toBe(oracle(new Set(present), new Set(failOn)));
        // Every outcome present is judged: each listed one fails, whatever else is present.
        for (const o of present) expect(d.failing.includes(o)).toBe(failOn.includes(o) || o === "error");
      }
    });
  }

  it("contaminated and leaking with fail-on leaking,error fails with exit 1", () => {
    const d = decide(["contaminated", "leaking"], new Set(["leaking", "error"]));
    expect(d).toEqual({
      outcomes: ["contaminated", "leaking"],
      verdict: "contaminated+leaking",
      failing: ["leaking"],
      exitCode: 1,
    });
  });

  it("a failing outcome's own code wins over a higher-ranked one that does not fail", () => {
    expect(decide(["leaking", "underpowered"], new Set(["underpowered"] as const)).exitCode).toBe(2);
    expect(decide(["contaminated", "unconfirmed"], new Set(["unconfirmed"] as const)).exitCode).toBe(3);
  });

  it("error fails even when fail-on does not list it; nothing present is a pass", () => {
    expect(decide(["error", "leaking"], new Set()).exitCode).toBe(4);
    expect(decide([], new Set()).verdict).toBe("pass");
    expect(decide([]).exitCode).toBe(0);
  });

  it("outcomesOf reads back a label and ignores what is not an outcome", () => {
    expect(outcomesOf("pass")).toEqual([]);
    expect(outcomesOf("leaking+underpowered")).toEqual(["leaking", "underpowered"]);
  });
});
