/**
 * `contamgate power --json | head` printed an EPIPE stack trace. A reader that
 * stops early closes the pipe; the rest of the output is dropped quietly and the command exits
 * with its own code. Runs the bundle (dist/cli/index.js, the npm bin) as a shell pipeline does.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const bin = join(root, "dist/cli/index.js");

/** `contamgate ARGS 2>stderr | READER`; returns contamgate's own exit status and its stderr. */
function pipeline(args: string, reader: string) {
  const script = `"${process.execPath}" "${bin}" ${args} 2>&3 | ${reader}; echo "status=\${PIPESTATUS[0]}"`;
  const r = spawnSync("bash", ["-c", `{ ${script}; } 3>&2`], { cwd: root, encoding: "utf8" });
  return { status: Number(/status=(\d+)/.exec(r.stdout)?.[1]), stderr: r.stderr };
}

describe("a closed stdout pipe", () => {
  // The reader closes its end at once, before the CLI has written anything: its first write fails.
  const closeAtOnce = "(exec 0<&-; true)";

  it("power --json into a reader that has gone: no stack trace, exit 0", () => {
    const r = pipeline("power --n 100 --discordant-rate 0.2 --json -", closeAtOnce);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });

  it("keeps the command's own exit code (an underpowered design is still exit 2)", () => {
    const r = pipeline("power --n 493 --target-effect 0.05 --discordant-rate 0.2 --json -", closeAtOnce);
    expect(r.stderr).not.toMatch(/EPIPE|\n\s+at /);
    expect(r.status).toBe(2);
  });

  it("a long output cut by head after 10 bytes: no stack trace, exit 0", () => {
    const r = pipeline("perturb --items fixtures/demo/items.jsonl --split dev --json -", "head -c 10 >/dev/null");
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});
