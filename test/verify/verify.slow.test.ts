import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { runVerify } from "../../src/verify/checks.js";
import { cleanModel, memorizingModel, pairedOutcomes, present, syntheticItems } from "../../src/verify/fake-model.js";

async function verify(argv: string[]) {
  const m = memoryIo();
  const code = await main(["verify", ...argv], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("contamgate verify", () => {
  for (const n of [50, 2000]) {
    it(`passes every check at n = ${n}, printing the figures`, async () => {
      const r = await verify(["--n", String(n)]);
      expect(r.err).toBe("");
      expect(r.code).toBe(0);
      for (const id of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"])
        expect(r.out).toMatch(new RegExp(`^\\(${id}\\) PASS `, "m"));
      expect(r.out).toMatch(new RegExp(`memorizing 0/${n}, clean 0/${n} discordant`));
      expect(r.out).toMatch(
        /M = 3 null models × K = 2 perturbers on shared originals: [\d.]+ \(\d+\/20000 seeded simulations; n = \d+, ψ = 0\.3\) ≤ α \+ 2 SE = 0\.0531/,
      );
      expect(r.out).toMatch(/melded interval coverage of the drop \(n = 1000, ψ = 0\.3, 20000 simulations each\)/);
      expect(r.out).toMatch(/time-split family-wise false "pre larger" rate, 2 models with cutoffs \(Holm over 2\)/);
      expect(r.out).toMatch(/paired heterogeneity false "heterogeneous" rate, 20 correlated models/);
      expect(r.out).toMatch(
        /the gate's exact power vs simulation of the verdict's family .*M = 10 × K = 2 .*M = 2 × K = 10 /,
      );
      expect(r.out).toMatch(/controls' false "drops more than the clean control" rate/);
      expect(r.out).toMatch(/printed upper bounds \("the drop is at most …"\) false among those printed, M = 3 models/);
      expect(r.out).toMatch(/all 10 checks passed/);
    });
  }

  it("is seeded: the same seed prints the same figures, another seed other figures", async () => {
    const strip = (s: string) => s.replace(/\([\d.]+ s\)/, "");
    const a = await verify(["--n", "60", "--seed", "s1"]);
    const b = await verify(["--n", "60", "--seed", "s1"]);
    const c = await verify(["--n", "60", "--seed", "s2"]);
    expect(strip(a.out)).toBe(strip(b.out));
    expect(strip(a.out)).not.toBe(strip(c.out));
  });

  it("fails check (a) when the 'memorizing' model has no memory", () => {
    const results = runVerify({ n: 200, seed: "contamgate", alpha: 0.05, sims: 2000, memorizingRecall: 0.4 });
    expect(results.find((r) => r.id === "a")!.pass).toBe(false);
  });

  it("runs at any n: at n = 5 check (a) fails (exit 1) and says the instrument cannot detect there", async () => {
    const r = await verify(["--n", "5"]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/\(a\) FAIL .*chance that this check passes at n = 5: at least 0\.0000/);
    expect(r.out).toMatch(/1 of 10 checks FAILED/);
  });

  it("rejects too few simulations and non-integer n with exit 4", async () => {
    expect((await verify(["--n", "0"])).code).toBe(4);
    expect((await verify(["--sims", "19999"])).code).toBe(4);
    expect((await verify(["--n", "12.5"])).err).toMatch(/--n must be an integer/);
  });
});

describe("the fake models", () => {
  const items = syntheticItems(300);
  it("the perturbation changes every presentation, the identity none", () => {
    for (const item of items) {
      expect(present(item, "identity")).toBe(item.text);
      expect(present(item, "reverse-choices")).not.toBe(item.text);
    }
  });
  it("answer rates are near their design: clean 0.7 both ways; memorizing 0.99 original, 0.40 perturbed", () => {
    const rate = (xs: boolean[]) => xs.filter(Boolean).length / xs.length;
    const clean = pairedOutcomes(cleanModel("t"), items, "reverse-choices");
    const mem = pairedOutcomes(memorizingModel("t"), items, "reverse-choices");
    // 4 binomial SEs at n = 300 is at most 0.058.
    expect(Math.abs(rate(clean.map((o) => o.original === true)) - 0.7)).toBeLessThan(0.058);
    expect(Math.abs(rate(clean.map((o) => o.perturbed === true)) - 0.7)).toBeLessThan(0.058);
    expect(Math.abs(rate(mem.map((o) => o.original === true)) - 0.99)).toBeLessThan(0.03);
    expect(Math.abs(rate(mem.map((o) => o.perturbed === true)) - 0.4)).toBeLessThan(0.058);
  });
});
