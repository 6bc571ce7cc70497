import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

const root = join(import.meta.dirname, "..");

// The built package, as a user imports it: `import "contamgate"` resolves through package.json
// "exports" (a package may import itself by name). Needs dist/ current (dist-fresh.slow.test.ts).
it("import 'contamgate' loads dist/lib/index.js, exports the engine and runs nothing", async () => {
  const script =
    'const m = await import("contamgate"); process.stdout.write(JSON.stringify({ keys: Object.keys(m).sort(), runCheck: typeof m.runCheck }));';
  const env = { ...process.env, GITHUB_ACTIONS: "true", INPUT_CONFIG: "contamgate.yml" }; // as on a runner: the action would start here
  const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
    cwd: root,
    env,
  });
  expect(stderr).toBe("");
  const r = JSON.parse(stdout);
  expect(r.runCheck).toBe("function");
  expect(r.keys).toEqual(
    expect.arrayContaining(["VERSION", "computeVerdict", "evaluatePowerGate", "mcnemarP", "runCheck", "scanLeakage"]),
  );
});
