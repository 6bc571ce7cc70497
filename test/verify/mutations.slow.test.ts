/**
 * `verify` proves each guarantee it names and fails when it breaks: for every check, one or more
 * mutations of the code it checks (test/verify/mutations.ts) are injected through runVerify's
 * dependencies at the CLI's defaults (n = 400, 20,000 simulations, seed "contamgate"), and that
 * check must then FAIL — while the real code passes it at the same seed. The table in
 * docs/statistics.md ("Checking the instrument") is this test's output.
 */
import { describe, expect, it } from "vitest";
import { CHECK_IDS, runVerify, type VerifyOptions } from "../../src/verify/checks.js";
import { VERIFY_DEPS } from "../../src/verify/deps.js";
import { MUTATIONS } from "./mutations.js";

const OPTIONS: VerifyOptions = { n: 400, seed: "contamgate", alpha: 0.05, sims: 20_000 };

describe("every verify check fails under a mutation of the code it checks", () => {
  it("every check has at least one mutation", () => {
    expect(new Set(MUTATIONS.map((m) => m.check))).toEqual(new Set(CHECK_IDS));
  });

  for (const id of CHECK_IDS) {
    it(`(${id}) passes with the real code at the defaults`, () => {
      const [r] = runVerify(OPTIONS, VERIFY_DEPS, [id]);
      expect(r!.id).toBe(id);
      expect(r!.pass, r!.text).toBe(true);
    });
  }

  for (const m of MUTATIONS) {
    it(`(${m.check}) FAILS when ${m.name}`, () => {
      const results = runVerify(OPTIONS, { ...VERIFY_DEPS, ...m.deps }, [m.check]);
      expect(results).toHaveLength(1);
      const [r] = results;
      console.log(`(${m.check}) ${m.name}: ${r!.pass ? "PASS" : "FAIL"} — ${r!.text}`);
      expect(r!.pass, r!.text).toBe(false);
    });
  }
});
