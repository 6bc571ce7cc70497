import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { ComparePlanJson } from "../../src/compare/plan.js";
import { comparePower, compareSampleSize } from "../../src/stats/compare-power.js";

async function power(...argv: string[]) {
  const m = memoryIo();
  const code = await main(["power", "--compare", ...argv], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}

describe("contamgate power --compare", () => {
  it("prints the exact power at n and the items needed, from comparePower / compareSampleSize", async () => {
    const r = await power("--delta", "5", "--discordant-rate", "0.2", "--n", "400", "--json", "-");
    expect(r.err).toBe("");
    const p = (JSON.parse(r.out) as { compare: ComparePlanJson }).compare;
    const at = comparePower({ n: 400, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided" });
    const size = compareSampleSize({ delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided", target: 0.8 });
    expect(size.kind).toBe("found");
    if (size.kind !== "found") return;
    expect(p.power).toBe(at.power);
    expect(p.required_n).toBe(size.requiredN);
    expect(p.adequate).toBe(at.power >= 0.8 && 400 >= size.requiredN);
    expect(r.code).toBe(p.adequate ? 0 : 2);
  });

  it("text: the power, the items needed, and exit 2 when underpowered", async () => {
    const r = await power("--delta", "3", "--discordant-rate", "0.2", "--n", "300");
    expect(r.code).toBe(2);
    expect(r.out).toMatch(
      /exact power 0\.\d{3} to see a 3\.0 pt difference at 20\.0% discordance with n = 300 items \(target 0\.80; needs n = [\d,]+ for power 0\.80; UNDERPOWERED\)/,
    );
    const ok = await power("--delta", "3", "--discordant-rate", "0.2", "--n", "20000");
    expect(ok.code).toBe(0);
    expect(ok.out).toMatch(/adequate\)/);
  });

  it("several candidates are planned at α/C, and a design effect inflates the items needed", async () => {
    const one = JSON.parse((await power("--delta", "5", "--discordant-rate", "0.3", "--json", "-")).out)
      .compare as ComparePlanJson;
    const three = JSON.parse(
      (await power("--delta", "5", "--discordant-rate", "0.3", "--candidates", "3", "--json", "-")).out,
    ).compare as ComparePlanJson;
    const deff = JSON.parse(
      (await power("--delta", "5", "--discordant-rate", "0.3", "--design-effect", "2", "--json", "-")).out,
    ).compare as ComparePlanJson;
    expect(three.alpha_each).toBeCloseTo(0.05 / 3, 15);
    expect(three.required_n!).toBeGreaterThan(one.required_n!);
    expect(deff.required_n).toBe(2 * one.required_n!);
    expect(deff.method).toBe("design-effect approximation");
  });

  it("--margin: the power at n is that of the interval clearing the margin (comparePower's margin rule)", async () => {
    const r = await power("--delta", "5", "--discordant-rate", "0.2", "--n", "800", "--margin", "1", "--json", "-");
    const p = (JSON.parse(r.out) as { compare: ComparePlanJson }).compare;
    const withMargin = comparePower({
      n: 800,
      delta: 0.05,
      discordance: 0.2,
      alpha: 0.05,
      sided: "two-sided",
      margin: 0.01,
    });
    const without = comparePower({ n: 800, delta: 0.05, discordance: 0.2, alpha: 0.05, sided: "two-sided" });
    expect(p.power).toBe(withMargin.power);
    expect(withMargin.power).toBeLessThan(without.power);
    expect(p.margin).toBe(0.01);
    const text = await power("--delta", "5", "--discordant-rate", "0.2", "--n", "800", "--margin", "1");
    expect(text.out).toMatch(/clearing the 1\.0 pt margin/);
    expect(text.out).toMatch(
      /beyond the 1\.0 pt margin with n = 800 items \(target 0\.80; needs more than n = 800 \(at margin 0, n = [\d,]+ would do\); UNDERPOWERED\)/,
    );
  });

  it("bad flags: exit 4, one line", async () => {
    for (const [argv, re] of [
      [["--discordant-rate", "0.2"], /--delta is required/],
      [["--delta", "30", "--discordant-rate", "0.2"], /exceeds --discordant-rate/],
      [
        ["--delta", "3", "--discordant-rate", "0.2", "--design-effect", "0.5"],
        /--design-effect must be a number in \[1, 1000000\]/,
      ],
      [
        ["--delta", "3", "--discordant-rate", "0.2", "--target-effect", "0.1"],
        /--target-effect is not a power --compare flag/,
      ],
    ] as [string[], RegExp][]) {
      const r = await power(...argv);
      expect(r.code).toBe(4);
      expect(r.err).toMatch(re);
    }
    const m = memoryIo();
    expect(await main(["power", "--delta", "3", "--discordant-rate", "0.2"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/--delta is a power --compare flag; add --compare/);
  });
});
