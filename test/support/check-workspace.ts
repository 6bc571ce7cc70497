/**
 * A check workspace (a temporary folder holding contamgate.yml and the demo benchmark at
 * data/items.jsonl) and the request the engine takes for it — written once for every test that
 * runs `check`, through the CLI or through `runCheck`.
 */
import { copyFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import type { CheckRequest } from "../../src/engine/types.js";
import type { CheckName } from "../../src/report/types.js";
import { fromFlag } from "../../src/value-source.js";

export const ROOT = join(import.meta.dirname, "../..");

/** contamgate.yml's design: section. */
export const design = (effect: number, psi: number, extra = "") =>
  `design:\n  target_effect: ${effect}\n  expected_discordant_rate: ${psi}\n${extra}`;

/** The demo benchmark, as the workspace holds it. */
export const BENCHMARK = "benchmark:\n  path: data/items.jsonl\n  seed: s1\n";

/** A clean fake model and a fake that memorized the benchmark. */
export const FAKES =
  "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n  - { label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }\n";

/** One clean fake model. */
export const CLEAN = "models:\n  - { label: clean, provider: fake, model: c, accuracy: 0.6 }\n";

/** One model behind an OpenAI-compatible server (a refused port unless a test server's URL is given). */
export const remote = (baseUrl = "http://127.0.0.1:9/v1") =>
  `models:\n  - { label: remote, provider: compatible, model: m, base_url: '${baseUrl}' }\n`;

/**
 * A fresh folder with `config` as contamgate.yml, the demo benchmark at data/items.jsonl, and
 * `files` (path → text, folders made as needed).
 */
export async function checkWorkspace(config: string, files: Record<string, string> = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "contamgate-check-"));
  await mkdir(join(dir, "data"), { recursive: true });
  await copyFile(join(ROOT, "fixtures/demo/items.jsonl"), join(dir, "data/items.jsonl"));
  await writeFile(join(dir, "contamgate.yml"), config);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  return dir;
}

/** The flags a request's values are named by, as `contamgate check` names them. */
const FLAGS = { maxCalls: "--max-calls", cacheDir: "--cache-dir", yes: "--yes" } as const;

/** What a test sets in a request; the rest is `check`'s defaults. */
export interface RequestOptions {
  checks?: CheckName[];
  yes?: boolean;
  maxCalls?: number | null;
  cacheDir?: string | null;
  changedSince?: string | null;
}

/** The engine's request for the workspace at `cwd`, each value named by check's flag: unconfirmed, nothing overridden unless `o` says. */
export function checkRequest(cwd: string, o: RequestOptions = {}): CheckRequest {
  return {
    configPath: "contamgate.yml",
    checks: o.checks ?? ["power", "contamination"],
    yes: fromFlag(FLAGS.yes, o.yes ?? false),
    maxCalls: fromFlag(FLAGS.maxCalls, o.maxCalls ?? null),
    cacheDir: fromFlag(FLAGS.cacheDir, o.cacheDir ?? null),
    changedSince: o.changedSince ?? null,
    cwd,
  };
}

/** `contamgate ARGV…` in `cwd`, in memory. */
export async function cli(cwd: string, argv: string[], env: Record<string, string | undefined> = {}) {
  const m = memoryIo(env, cwd);
  const code = await main(argv, m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}
