/**
 * A pull request against the response cache, through the bundle as a runner starts it
 * (`node dist/index.js` for the action, `node dist/cli/index.js` for the CLI), on a checkout that
 * is a git work tree (docs/security.md "Response cache" and "Git"). The PR commits, into the old
 * default cache folder `.contamgate-cache/`, the files that make git take it for a repository
 * (HEAD, objects/, refs/ and — case 1 — a config whose core.fsmonitor is a command) and a
 * segment forged from a real one with every answer changed and its checksums recomputed.
 *
 * Before: the command ran (`git -C <cache dir> ls-files`), and without the config the failing
 * git was read as "nothing tracked", so the forged answers were replayed as verified (0 requests).
 */
import { execFile, execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { entryChecksum } from "../../src/cache/response-store.js";
import { initRepo, plantRepository } from "../support/hostile-git.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";
import { benchmark, design, models, root, workspace } from "./cases.js";
import { parseFileCommands } from "./simulate.js";

let server: ProviderServer;
beforeAll(async () => {
  server = await startProviderServer(() => "Answer: A");
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

interface Job {
  base: string;
  ws: string;
  temp: string;
  marker: string;
}

/** A runner's layout: <work>/<repo>/<repo> is the workspace, <work>/_temp the runner's temp dir. */
function newJob(): Job {
  const base = mkdtempSync(join(tmpdir(), "contamgate-trust-"));
  const ws = join(base, "work", "evals", "evals");
  const temp = join(base, "work", "_temp");
  mkdirSync(ws, { recursive: true });
  mkdirSync(temp, { recursive: true });
  const paid = `{ label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }`;
  workspace(design(0.2, 0.6) + benchmark + models(paid), ["unrelated"])(ws);
  const git = initRepo(ws);
  git("add", "-A");
  git("commit", "-qm", "evals");
  return { base, ws, temp, marker: join(base, "MARKER") };
}

/** `node <script>` with only what a runner gives a step; resolves when it exits (the server keeps answering). */
function spawnNode(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(process.execPath, args, { cwd, env, timeout: 180_000, maxBuffer: 64 << 20 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === "number" ? err.code : null) : 0;
      done({ code, stdout, stderr });
    });
  });
}

async function runAction(job: Job, inputs: Record<string, string>) {
  const files = {
    summary: join(job.base, "summary.md"),
    output: join(job.base, "output"),
    state: join(job.base, "state"),
  };
  for (const f of Object.values(files)) writeFileSync(f, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: job.base,
    GITHUB_ACTIONS: "true",
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: job.ws,
    GITHUB_RUN_ID: "901",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_REPOSITORY: "octo/evals",
    GITHUB_EVENT_NAME: "push",
    RUNNER_OS: "Linux",
    RUNNER_TEMP: job.temp,
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
  const r = await spawnNode([join(root, "dist/index.js")], job.ws, env);
  return { ...r, outputs: parseFileCommands(readFileSync(files.output, "utf8")) };
}

const INPUTS = { checks: "power,contamination", yes: "true" };

/**
 * A forged segment: a real one this job's model wrote, every answer changed to "Answer: D" and
 * every checksum recomputed (no secret is needed), under a name of contamgate's own pattern.
 */
function forgeFrom(realDir: string, into: string): number {
  const [name] = readdirSync(realDir).filter((n) => n.endsWith(".jsonl"));
  const forgedName = "seg-20250101T000000000Z-1-deadbeef.jsonl";
  const lines = readFileSync(join(realDir, name!), "utf8").trimEnd().split("\n");
  let entries = 0;
  const out = lines.map((line, i) => {
    if (i === 0) return line.replace(name!, forgedName);
    const e = JSON.parse(line) as { k: string; r: unknown; c: string };
    const r = JSON.stringify({ text: "Answer: D", finishReason: "stop" });
    const head = JSON.stringify({ ...e, r: undefined, c: entryChecksum(e.k, r) });
    entries++;
    return `${head.slice(0, -1)},"r":${r}}`;
  });
  mkdirSync(into, { recursive: true });
  writeFileSync(join(into, forgedName), out.join("\n") + "\n");
  return entries;
}

/** The pull request: git-looking files (with the fsmonitor config for case 1) and the forged segment, committed. */
function commitAttack(job: Job, forged: string, withConfig: boolean): number {
  const cacheDir = join(job.ws, ".contamgate-cache");
  plantRepository(cacheDir, withConfig ? `touch ${job.marker}` : undefined);
  const n = forgeFrom(forged, cacheDir);
  const git = gitIn(job.ws);
  git("add", "-A");
  git("commit", "-qm", "pr: cached answers");
  return n;
}

/** The test's own git on an existing work tree. */
function gitIn(dir: string) {
  return (...args: string[]) =>
    execFileSync("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], {
      cwd: dir,
      stdio: "pipe",
      encoding: "utf8",
    });
}

describe("node dist/index.js: a pull request's cache files never decide the verdict nor run code", () => {
  for (const withConfig of [true, false]) {
    const label = withConfig ? "case 1 (config with core.fsmonitor)" : "case 2 (no config: git fails)";
    it(`${label}: the command never runs, every answer is asked, the verdict is the model's`, async () => {
      const job = newJob();
      try {
        // A first, clean job: the genuine answers the attacker starts from.
        const clean = await runAction(job, INPUTS);
        expect(clean.stderr).not.toMatch(/internal error/);
        const asked = server.requests.length;
        expect(asked).toBeGreaterThan(0);
        expect(clean.outputs["cache-new-entries"]).toBe(String(asked));
        // Wherever this version kept it (the runner's temp dir; before, the checkout's .contamgate-cache).
        const genuine = join(job.base, "genuine");
        const kept = [join(job.temp, "contamgate-cache"), join(job.ws, ".contamgate-cache")].find(existsSync)!;
        cpSync(kept, genuine, { recursive: true });
        // The next job: a fresh checkout (untracked files gone) and an empty runner temp dir (no
        // cache service here to restore one).
        for (const d of [join(job.temp, "contamgate-cache"), join(job.ws, ".contamgate-cache")])
          rmSync(d, { recursive: true, force: true });
        const forgedEntries = commitAttack(job, genuine, withConfig);
        expect(forgedEntries).toBe(asked);
        server.requests.length = 0;

        const attacked = await runAction(job, INPUTS);
        expect(existsSync(job.marker)).toBe(false);
        expect(attacked.stderr).not.toMatch(/internal error/);
        // Every answer came from the model, none from the forged segment.
        expect(server.requests.length).toBe(asked);
        expect(attacked.outputs["cache-new-entries"]).toBe(String(asked));
        expect(attacked.outputs.verdict).toBe(clean.outputs.verdict);
        expect(attacked.code).toBe(clean.code);

        // Naming the checkout's folder as the cache is refused before anything runs.
        server.requests.length = 0;
        const inside = await runAction(job, { ...INPUTS, "cache-dir": ".contamgate-cache" });
        expect(inside.code).toBe(4);
        expect(inside.stdout).toMatch(
          /::error::contamgate: field "cache-dir": \.contamgate-cache is inside the checkout/,
        );
        expect(server.requests.length).toBe(0);
        expect(existsSync(job.marker)).toBe(false);
      } finally {
        rmSync(job.base, { recursive: true, force: true });
      }
    }, 300_000);
  }
});

describe("node dist/cli/index.js: the CLI with its default cache in the checkout", () => {
  it("case 1: the command never runs and the forged answers are asked again, the spend line saying how many and why", async () => {
    const job = newJob();
    try {
      const outside = join(job.base, "genuine");
      const cliArgs = (cacheDir: string) => [
        join(root, "dist/cli/index.js"),
        "run",
        "--config",
        "contamgate.yml",
        "--yes",
        "--cache-dir",
        cacheDir,
      ];
      const env = { PATH: process.env.PATH ?? "", HOME: job.base };
      const first = await spawnNode(cliArgs(outside), job.ws, env);
      expect(first.stderr).not.toMatch(/internal error/);
      const asked = server.requests.length;
      expect(asked).toBeGreaterThan(0);
      commitAttack(job, outside, true);
      server.requests.length = 0;

      const attacked = await spawnNode(cliArgs(".contamgate-cache"), job.ws, env);
      expect(existsSync(job.marker)).toBe(false);
      expect(attacked.stderr).not.toMatch(/internal error/);
      expect(server.requests.length).toBe(asked);
      expect(attacked.stderr).toMatch(
        new RegExp(
          `${asked.toLocaleString("en-US")} of these are stored in the response cache but asked again: its provenance cannot be verified`,
        ),
      );
      expect(attacked.code).toBe(first.code);
    } finally {
      rmSync(job.base, { recursive: true, force: true });
    }
  }, 300_000);
});
