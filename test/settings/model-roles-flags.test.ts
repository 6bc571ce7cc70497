/**
 * `run --model …,control=true` and `--training-cutoff LABEL=DATE` feed the settings the config's
 * `control: true` and `training_cutoff` feed (docs/run.md "Flags").
 */
import { copyFile, mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { InputError } from "../../src/errors.js";
import { parseModelDeclaration } from "../../src/models/spec.js";
import { resolveRunSettings } from "../../src/settings/resolve.js";
import { fromFlag } from "../../src/value-source.js";

const SAMPLE = fileURLToPath(new URL("../../fixtures/items/sample.jsonl", import.meta.url));

async function workdir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "contamgate-roles-"));
  await copyFile(SAMPLE, join(dir, "items.jsonl"));
  return dir;
}

const base = (cwd: string, models: string[], cutoffs?: string[]) => {
  const declared = models.map(parseModelDeclaration);
  const controls = declared.filter((d) => d.control).map((d) => d.spec.label);
  return resolveRunSettings(
    undefined,
    {
      items: fromFlag("--items", "items.jsonl"),
      split: fromFlag("--split", "all"),
      models: fromFlag(
        "--model",
        declared.map((d) => d.spec),
      ),
      ...(controls.length ? { controls: fromFlag("--model control=true", controls) } : {}),
      ...(cutoffs ? { trainingCutoffs: fromFlag("--training-cutoff", cutoffs) } : {}),
      targetEffect: fromFlag("--target-effect", 0.2),
      discordantRate: fromFlag("--discordant-rate", 0.5),
    },
    cwd,
  );
};

async function inputError(p: Promise<unknown>): Promise<InputError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("--model control=true", () => {
  it("declares a clean control, kept out of the spec", () => {
    const d = parseModelDeclaration("fake=c,label=clean,control=true");
    expect(d.control).toBe(true);
    expect(d.spec).toEqual({ label: "clean", model: "c", provider: "fake", accuracy: 0.5, memorized: 0 });
    expect(parseModelDeclaration("fake=c").control).toBe(false);
    expect(parseModelDeclaration("fake=c,control=false").control).toBe(false);
    expect(() => parseModelDeclaration("fake=c,control=yes")).toThrow(
      /field "--model": option "control" takes true or false/,
    );
  });

  it("reaches the design's controls, as the config's control: true does", async () => {
    const dir = await workdir();
    const r = await base(dir, ["fake=m,label=mem,memorized=1", "fake=c,label=clean,control=true"]);
    expect(r.settings.design.controls).toMatchObject({ kind: "declared", count: 1, names: ["clean"] });
    const none = await base(dir, ["fake=m,label=mem,memorized=1", "fake=c,label=clean"]);
    expect(none.settings.design.controls).toEqual({ kind: "none" });
  });
});

describe("--training-cutoff LABEL=DATE", () => {
  it("sets the model's cutoff", async () => {
    const dir = await workdir();
    const r = await base(dir, ["fake=m,label=mem"], ["mem=2023-01-01"]);
    expect(r.settings.trainingCutoffs.get("mem")?.value).toBe("2023-01-01");
    expect(r.settings.trainingCutoffs.get("mem")?.source).toEqual({ kind: "flag", flag: "--training-cutoff" });
  });

  it("refuses an unknown label, a bad date and a missing = with exit 4 naming the flag", async () => {
    const dir = await workdir();
    const unknown = await inputError(base(dir, ["fake=m,label=mem"], ["nope=2023-01-01"]));
    expect(unknown.message).toBe('field "--training-cutoff": "nope" names no model of this run (labels: mem)');
    expect(unknown.exitCode).toBe(4);
    expect((await inputError(base(dir, ["fake=m,label=mem"], ["mem=2023-02-30"]))).message).toMatch(
      /^field "--training-cutoff": mem: expected a calendar date YYYY-MM-DD/,
    );
    expect((await inputError(base(dir, ["fake=m,label=mem"], ["2023-01-01"]))).message).toMatch(
      /^field "--training-cutoff": expected LABEL=YYYY-MM-DD/,
    );
    expect((await inputError(base(dir, ["fake=m,label=mem"], ["mem=2023-01-01", "mem=2024-01-01"]))).message).toMatch(
      /given twice/,
    );
  });

  it("works end to end through run: the control is named as one and the time split is reported", async () => {
    const dir = await workdir();
    const m = memoryIo({}, dir);
    const code = await main(
      [
        "run",
        "--items",
        "items.jsonl",
        "--split",
        "all",
        "--model",
        "fake=m,label=mem,memorized=1",
        "--model",
        "fake=c,label=clean,control=true",
        "--training-cutoff",
        "mem=2023-01-01",
        "--target-effect",
        "0.2",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--no-cache",
      ],
      m.io,
    );
    expect([0, 1]).toContain(code);
    expect(m.stdout()).toContain("clean is a declared clean control");
    expect(m.stdout()).toMatch(/^mem: [^\n]*\n(?: {2}[^\n]*\n)*? {2}time split \(/m);
    const bad = memoryIo({}, dir);
    expect(
      await main(
        [
          "run",
          "--items",
          "items.jsonl",
          "--model",
          "fake=m",
          "--training-cutoff",
          "x=2023-01-01",
          "--target-effect",
          "0.2",
          "--discordant-rate",
          "0.5",
        ],
        bad.io,
      ),
    ).toBe(4);
    expect(bad.stderr()).toContain("--training-cutoff");
  });
});
