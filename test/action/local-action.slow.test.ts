/**
 * The action under `@github/local-action` (GitHub's tool for trying a TypeScript action on a
 * laptop), run exactly as docs/action.md#try-it-locally shows: `local-action . src/action/main.ts
 * .env --post src/action/main.ts`, inputs as INPUT_* in the .env. local-action imports the
 * entrypoint, requires a `run()` export and calls it (then again as the post step), with its own
 * stand-ins for @actions/core and @actions/cache. A power + leakage config: no model, no key.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CASES, SECRET, root, workspace } from "./cases.js";

const bin = join(root, "node_modules/.bin/local-action");

describe.skipIf(!existsSync(bin))("the action under @github/local-action", () => {
  it("runs main then post through run(): leaking, exit 1, outputs and job summary written", () => {
    const dir = mkdtempSync(join(tmpdir(), "contamgate-local-action-"));
    const ws = join(dir, "workspace");
    workspace(CASES.leaking.config, [...CASES.leaking.dict])(ws);
    const summary = join(dir, "summary.md");
    writeFileSync(summary, "");
    const dotenv = join(dir, ".env");
    writeFileSync(
      dotenv,
      [
        `GITHUB_WORKSPACE=${ws}`,
        `GITHUB_STEP_SUMMARY=${summary}`,
        "INPUT_CONFIG=contamgate.yml",
        "INPUT_CHECKS=power,leakage",
        "INPUT_REPORT-DIR=contamgate-report",
        "INPUT_COMMENT=never",
        "",
      ].join("\n"),
    );
    const r = spawnSync(bin, [".", "src/action/main.ts", dotenv, "--post", "src/action/main.ts"], {
      cwd: root,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", HOME: dir, NO_COLOR: "1" },
      timeout: 300_000,
    });
    const out = r.stdout + r.stderr;
    expect(out).not.toMatch(/does not export a run\(\) function|internal error/);
    expect(out).toMatch(/Running Action/);
    expect(out).toMatch(/Running Post Step/);
    // local-action exits with the step's process.exitCode: 1 for leaking.
    expect(r.status).toBe(1);
    // run() as post saw main's isPost state and did not run the check a second time.
    expect(out.match(/::set-output name=verdict::/g)).toHaveLength(1);
    expect(out).toMatch(/::set-output name=verdict::leaking\n/);
    expect(out).toMatch(/::set-output name=leakage-findings::1\n/);
    expect(out).toMatch(/::error title=contamgate: holdout question copied here,file=corpus\/dict\.txt,line=3/);
    const md = readFileSync(summary, "utf8");
    expect(md).toMatch(/^## ❌ contamgate: leaking/);
    expect(md).toMatch(/### Power gate/);
    expect(md).toMatch(/### Leakage scan/);
    expect(existsSync(join(ws, "contamgate-report/report.json"))).toBe(true);
    for (const surface of [out, md]) expect(surface).not.toContain("Teatro");
    expect(SECRET).toContain("Teatro");
  });
});
