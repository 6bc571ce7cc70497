/**
 * scripts/slurm-leakage.sh writes a task script every array task runs: the output folder and the
 * flags must reach it as data, never as code (docs/security.md "Scripts"). Run here under a stub
 * `sbatch` on PATH that runs the array's tasks one after another on this machine, and a stub
 * contamgate that records the words it was given; the real cluster run is merge-slurm.slow.test.ts.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const SCRIPT = join(import.meta.dirname, "../../scripts/slurm-leakage.sh");

/** sbatch --wait --array=1-N: each task in turn, with the array's variables, its log where --output says. */
const SBATCH = `#!/usr/bin/env bash
array= chdir=. output= script=
for a in "$@"; do
  case "$a" in
    --array=*) array=\${a#--array=} ;;
    --chdir=*) chdir=\${a#--chdir=} ;;
    --output=*) output=\${a#--output=} ;;
    --*) ;;
    *) script=$a ;;
  esac
done
code=0
for ((i = \${array%-*}; i <= \${array#*-}; i++)); do
  log=\${output//%%/$'\\1'}; log=\${log//%a/$i}; log=\${log//$'\\1'/%}
  (cd "$chdir" && SLURM_ARRAY_TASK_ID=$i SLURM_JOB_ID=$((100 + i)) "$script") >"$log" 2>&1 || code=1
done
echo "Submitted batch job 100"
exit $code
`;

/** Records its words (NUL-separated, \\1 ends a call) and writes the --json file it is given. */
const CONTAMGATE = `#!/usr/bin/env bash
{ printf '%s\\0' "$@"; printf '\\1\\0'; } >>"$STUB_LOG"
prev=
for a in "$@"; do
  if [ "$prev" = --json ]; then printf '{}' >"$a"; fi
  prev=$a
done
`;

function setup() {
  const top = realpathSync(mkdtempSync(join(tmpdir(), "cg-slurm-stub-")));
  const bin = join(top, "bin");
  const work = join(top, "work");
  mkdirSync(bin);
  mkdirSync(work);
  writeFileSync(join(bin, "sbatch"), SBATCH);
  writeFileSync(join(bin, "contamgate-stub"), CONTAMGATE);
  chmodSync(join(bin, "sbatch"), 0o755);
  chmodSync(join(bin, "contamgate-stub"), 0o755);
  return { top, bin, work, log: join(top, "calls") };
}

function calls(log: string): string[][] {
  return readFileSync(log, "utf8")
    .split("\u0001\0")
    .filter((c) => c !== "")
    .map((c) => c.split("\0").slice(0, -1));
}

/** Every file under `dir`, as paths relative to it. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" });
}

const FLAGS = ["--holdout", "h.jsonl", "--corpus", "c $(touch PWNED-FLAG)\n`touch PWNED-TICK`.txt", "--field", 'q"'];

describe("slurm-leakage.sh: hostile folder names and flags are names, not code", () => {
  it.each(["o$(touch PWNED)", "a\"b c'd", "new\nline\n", "b`touch PWNED2`%a%%j", "-dash"])("%j", (name) => {
    const { top, bin, work, log } = setup();
    const r = spawnSync("bash", [SCRIPT, "2", name, "--", ...FLAGS], {
      cwd: work,
      encoding: "utf8",
      env: {
        PATH: `${bin}:${process.env.PATH ?? ""}`,
        CONTAMGATE: `${join(bin, "contamgate-stub")}`,
        STUB_LOG: log,
      },
    });
    expect(r.status, r.stderr).toBe(0);
    const out = join(work, name);
    expect(calls(log)).toEqual([
      ["leakage", ...FLAGS, "--partition", "1/2", "--json", `${out}/part-1.json`, "--quiet"],
      ["leakage", ...FLAGS, "--partition", "2/2", "--json", `${out}/part-2.json`, "--quiet"],
      ["merge", `${out}/part-1.json`, `${out}/part-2.json`, "--json", `${out}/merged.json`],
    ]);
    expect(r.stderr.match(/^task \d\/2: exit 0 on /gm)).toHaveLength(2);
    // No substitution ran anywhere: not in the tasks' folder, not in the output folder.
    expect(tree(top).filter((f) => f.split("/").pop()!.startsWith("PWNED"))).toEqual([]);
    expect(existsSync(join(out, "task-1.log"))).toBe(true);
  });
});
