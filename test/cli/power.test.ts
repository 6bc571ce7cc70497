import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

async function power(...argv: string[]) {
  const m = memoryIo();
  const code = await main(["power", ...argv], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("contamgate power", () => {
  it("prints the exact figure as the answer and the normal approximation beside it", async () => {
    const r = await power("--n", "100", "--discordant-rate", "0.2");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/exact \(the gate\)\s+normal approximation \(Connor 1987; comparison only\)/);
    expect(r.out).toMatch(/minimum detectable drop at n = 100\s+\+11\.50 pt\s+\+11\.00 pt/);
  });

  it("exits 2 for an underpowered design, naming the smallest visible drop and the questions needed", async () => {
    const r = await power("--n", "493", "--target-effect", "0.05", "--discordant-rate", "0.2");
    expect(r.code).toBe(2);
    expect(r.out).toMatch(
      /Underpowered: exact power 0\.774 < the target 80% for a \+5\.0 pt drop at n = 493; the smallest drop n = 493 can see at 80% power is \+5\.\d\d pt; the target \+5\.0 pt needs 527 questions\./,
    );
    expect(r.out).toMatch(/power for δ = \+5\.0 pt at n = 493\s+0\.774\s+0\.800/);
  });

  it("exits 0 for an adequate design", async () => {
    const r = await power("--n", "776", "--target-effect", "0.05", "--discordant-rate", "0.3");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/questions needed for δ = \+5\.0 pt\s+776\s+740/);
    expect(r.out).toMatch(/Adequate: exact power 0\.8\d\d ≥ the target 80%/);
  });

  it("refuses a design on a lucky tooth: power ≥ target at n but not over [n, 2n] (docs/statistics.md: the gate uses required_n)", async () => {
    const r = await power("--n", "69", "--target-effect", "0.3", "--discordant-rate", "1");
    expect(r.code).toBe(2);
    expect(r.out).toMatch(/76 \(first reached at 69; stable over \[n, 2n\] from 76\)/);
    expect(r.out).toMatch(
      /Underpowered: exact power 0\.802 ≥ the target 80% at n = 69 itself, but not at every n up to twice that/,
    );
    expect((await power("--n", "76", "--target-effect", "0.3", "--discordant-rate", "1")).code).toBe(0);
  });

  it("--json: one object with the documented fields; the message goes to stderr", async () => {
    const r = await power("--n", "493", "--target-effect", "0.05", "--discordant-rate", "0.2", "--json", "-");
    expect(r.code).toBe(2);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({
      n: 493,
      discordant_rate: 0.2,
      effect: 0.05,
      alpha: 0.05,
      target_power: 0.8,
      models: 1,
      perturbers: 1,
      one_sided: true,
      exact: { required_n: 527, first_n: 527 },
      normal_approximation: { required_n: 493 },
      adequate: false,
    });
    expect(j.exact.power).toBeCloseTo(0.774, 3);
    expect(j.normal_approximation.power).toBeCloseTo(0.8, 3);
    expect(r.err).toMatch(/^contamgate power: underpowered: .*needs 527 questions\n$/);
  });

  it("says in words when no drop up to ψ reaches the target, and gives null with a reason in JSON", async () => {
    const r = await power("--n", "5", "--discordant-rate", "0.1");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Note: no drop δ ≤ ψ = 0\.1 reaches 80% power at n = 5: even δ = ψ/);
    const j = JSON.parse((await power("--n", "5", "--discordant-rate", "0.1", "--json", "-")).out);
    expect(j.exact.min_detectable_effect).toBeNull();
    expect(j.exact.min_detectable_effect_reason).toMatch(/no drop δ ≤ ψ/);
    expect(j.adequate).toBeNull();
  });

  it("applies Holm (M) and the E[max] deflation (K) the verdict will apply", async () => {
    const one = JSON.parse((await power("--target-effect", "0.05", "--discordant-rate", "0.2", "--json", "-")).out);
    const corrected = JSON.parse(
      (
        await power(
          "--target-effect",
          "0.05",
          "--discordant-rate",
          "0.2",
          "--models",
          "3",
          "--perturbers",
          "5",
          "--json",
          "-",
        )
      ).out,
    );
    // v2 rule (Holm over the M·K = 15 pairs, melded bound − E(5)·√n_d/n): 1094 (v1's rule gave 1085)
    expect(corrected.exact.required_n).toBe(1094);
    expect(corrected.exact.required_n).toBeGreaterThan(one.exact.required_n);
    expect(corrected.emax_value).toBeCloseTo(1.1629644736405196, 12);
    expect(corrected.family_size).toBe(15);
    expect(corrected.exact.meaning).toMatch(
      /guaranteed lower bound on the power to name a contaminated model, attained when no other \(model, perturber\) pair falls below α\/\(M·K\)/,
    );
    const text = (
      await power("--target-effect", "0.05", "--discordant-rate", "0.2", "--models", "3", "--perturbers", "5")
    ).out;
    expect(text).toMatch(/α\/\(M·K\) = 0\.00333333/);
    expect(text).toMatch(/guaranteed lower bound on the power to name a contaminated model/);
  });

  it.each([
    [["--n", "100"], /--discordant-rate is required/],
    [["--discordant-rate", "0"], /--discordant-rate must be a number in \(0, 1\]/],
    [["--discordant-rate", "0.2", "--target-effect", "0"], /--target-effect must be a number in \(0, 1\]/],
    [
      ["--discordant-rate", "0.2", "--target-effect", "0.25"],
      /--target-effect must be a number in \(0, discordant rate 0\.2\]/,
    ],
    [["--discordant-rate", "0.2", "--alpha", "0.5"], /--alpha must be a number in \(0, 0\.5\)/],
    [["--discordant-rate", "0.2", "--power", "0"], /--power must be a number in \(0, 1\)/],
    [["--discordant-rate", "0.2", "--n", "0"], /--n must be an integer from 1 to 10,000,000/],
    [["--discordant-rate", "lots"], /--discordant-rate must be a number/],
    [["--discordant-rate", "0.2", "--emax", "fast"], /--emax must be exact or bailey/],
    [["--discordant-rate", "0.2", "--colour"], /unknown flag --colour/],
  ])("%j → exit 4, one line", async (argv, message) => {
    const r = await power(...argv);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(message);
    expect(r.err.trim().split("\n")).toHaveLength(1);
    expect(r.err).not.toMatch(/\s+at /);
  });
});

describe("power: every '—' in the table is explained in words", () => {
  it("says why the normal approximation has no minimum detectable drop", async () => {
    const m = memoryIo({}, process.cwd());
    const code = await main(["power", "--n", "10", "--discordant-rate", "0.2"], m.io);
    expect(code).toBe(0);
    const out = m.stdout();
    expect(out).toMatch(/minimum detectable drop at n = 10\s+—\s+—/);
    expect(out).toMatch(/Note: no drop δ ≤ ψ = 0\.2 reaches 80% power at n = 10/);
    expect(out).toMatch(/Note: the normal approximation reaches 80% for no δ ≤ ψ at n = 10\./);
  });

  it("adds no note when the normal figure exists", async () => {
    const m = memoryIo({}, process.cwd());
    await main(["power", "--n", "100", "--discordant-rate", "0.2"], m.io);
    expect(m.stdout()).not.toMatch(/Note:/);
  });
});

describe("power with neither --n nor --target-effect", () => {
  for (const json of [false, true]) {
    it(`is a usage error naming both flags, not an empty table${json ? " (--json)" : ""}`, async () => {
      const m = memoryIo({}, process.cwd());
      const code = await main(["power", "--discordant-rate", "0.2", ...(json ? ["--json", "-"] : [])], m.io);
      expect(code).toBe(4);
      expect(m.stdout()).toBe("");
      const err = m.stderr().trimEnd().split("\n");
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/--n/);
      expect(err[0]).toMatch(/--target-effect/);
    });
  }

  it("either flag alone still answers", async () => {
    for (const extra of [
      ["--n", "100"],
      ["--target-effect", "0.05"],
    ]) {
      const m = memoryIo({}, process.cwd());
      expect(await main(["power", "--discordant-rate", "0.2", ...extra], m.io)).toBe(0);
      expect(m.stdout()).toMatch(/exact \(the gate\)/);
    }
  });
});

describe("power: drops below 0.005 pt are not printed as '0.00 pt'", () => {
  it("a large n's minimum detectable drop is shown with its significant digits", async () => {
    const r = await power(...["--n", "2000000", "--discordant-rate", "0.0001", "--target-effect", "0.0001"]);
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/\b0\.00 pt/);
    // The MDE lies strictly between 0 and the 0.01 pt target here.
    const m = r.out.match(/minimum detectable drop at n = 2,000,000\s+\+(\S+) pt/);
    expect(m).not.toBeNull();
    const mde = Number(m![1]);
    expect(mde).toBeGreaterThan(0);
    expect(mde).toBeLessThan(0.01);
    expect(r.out).toMatch(/δ = \+0\.01 pt/);
  });

  it("a tiny target effect is shown as itself, not as 0.00 pt", async () => {
    const r = await power(...["--n", "100", "--discordant-rate", "0.2", "--target-effect", "0.0000001"]);
    expect(r.code).toBe(2);
    expect(r.out).not.toMatch(/\b0\.00 pt/);
    expect(r.out).toMatch(/target drop δ = \+0\.00001 pt/);
  });

  it("ordinary figures keep two decimals", async () => {
    const r = await power(...["--n", "493", "--target-effect", "0.05", "--discordant-rate", "0.2"]);
    expect(r.out).toMatch(/minimum detectable drop at n = 493\s+\+5\.17 pt\s+\+5\.00 pt/);
  });
});
