/**
 * One JSON shape for the power gate (docs/statistics.md "The gate as JSON"): `contamgate power
 * --json`, report.json's power section (the engine's, and the Python-generated fixtures') and
 * `run --json`'s design carry the same keys, and for one design the same values.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { powerSection } from "../../src/report/power-section.js";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { evaluatePowerGate } from "../../src/design/gate.js";
import type { Report } from "../../src/report/types.js";

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
