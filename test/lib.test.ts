import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const root = join(import.meta.dirname, "..");

describe("the library entry (src/lib.ts)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("importing it runs nothing: no output, no exit code, no workflow command", async () => {
    const out = vi.spyOn(process.stdout, "write");
    const err = vi.spyOn(process.stderr, "write");
    const exitCode = process.exitCode;
    const lib = await import("../src/lib.js");
    expect(out).not.toHaveBeenCalled();
    expect(err).not.toHaveBeenCalled();
    expect(process.exitCode).toBe(exitCode);
    for (const name of [
      "runCheck",
      "evaluatePowerGate",
      "computeVerdict",
      "mcnemarP",
      "holm",
      "scanLeakage",
      "parseAnswer",
      // The time split's and the heterogeneity's tests (docs/statistics.md).
      "dropDifferenceTest",
      "dropDifferenceRejects",
      "dropDifferenceInterval",
      "timeSplitPower",
      "pairedWald",
      "fSf",
      "cochranQ",
      // The soft signal's test and power (docs/statistics.md "The soft signal").
      "signFlipP",
      "signFlipTest",
      "softPower",
      "pilotSd",
    ] as const) {
      expect(typeof lib[name], name).toBe("function");
    }
    expect(lib.VERSION).toBe(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version);
  });

  it("is what package.json main and exports name, built by scripts/build.mjs", () => {
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    expect(pkg.main).toBe("dist/lib/index.js");
    expect(pkg.exports["."]).toBe("./dist/lib/index.js");
    // The bundle of lib/lib.js (the compiled src/lib.ts) is written to <out>/lib/index.js.
    // …and is committed with the rest of dist/ (a bare `lib/` in .gitignore would hide dist/lib/).
    const ignored = (path: string) => {
      try {
        execFileSync("git", ["check-ignore", "-q", path], { cwd: root, stdio: "pipe" });
        return true;
      } catch {
        return false;
      }
    };
    expect(ignored("dist/lib/index.js")).toBe(false);
    expect(ignored("lib/lib.js")).toBe(true);
    expect(readFileSync(join(root, "scripts/build.mjs"), "utf8")).toContain(
      'node([ncc, "build", join(lib, "lib.js"), "-o", join(out, "lib"), "-q"]);',
    );
  });
});
