/**
 * docs/run.md's "A real server end to end": what `contamgate run` prints against llama.cpp's real
 * llama-server (a memorizer and a control, docs/real-llm.md), between the markers below.
 * `npx tsx scripts/docs-real-server.ts` fetches and starts the servers, runs the command the doc
 * shows in a fresh folder (no cache) and rewrites the block; test/release/real-server-doc.slow.test.ts
 * reruns it and fails when the block differs (it skips, saying why, when the server cannot be had).
 *
 * The fixture folder is CONTAMGATE_REAL_LLM, or `../shared/real-llm` beside the repository; a
 * relative path is taken from the repository's root.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { memoryIo } from "../src/cli/io.js";
import { main } from "../src/cli/main.js";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DOC = join(ROOT, "docs/run.md");
export const BEGIN = "<!-- real-server-output: begin (scripts/docs-real-server.ts) -->";
export const END = "<!-- real-server-output: end -->";

/** The fixture folder (get-llama-server-sid.sh, serve.sh, the two models). */
export function fixtureDir(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const given = env.CONTAMGATE_REAL_LLM;
  return resolve(ROOT, given !== undefined && given !== "" ? given : "../shared/real-llm");
}

/** The command docs/run.md shows, after `contamgate`, with the servers' URLs in place of $MEMORIZER_URL and $CONTROL_URL. */
export function realServerArgv(urls: { memorizer: string; control: string }): string[] {
  return [
    "run",
    "--items",
    "fixtures/demo/items.jsonl",
    "--split",
    "all",
    "--sample-n",
    "200",
    "--target-effect",
    "0.2",
    "--discordant-rate",
    "0.5",
    "--model",
    `compatible=memorizer,label=memorizer,base-url=${urls.memorizer}/v1`,
    "--model",
    `compatible=control,label=control,base-url=${urls.control}/v1`,
    "--concurrency",
    "2",
    "--yes",
  ];
}

export type Servers =
  | { kind: "up"; urls: { memorizer: string; control: string }; stop: () => Promise<void> }
  | { kind: "unavailable"; reason: string };

/** Both servers on free loopback ports, their pid files in a private folder (stopping them stops no one else's). */
export async function startServers(fixture = fixtureDir()): Promise<Servers> {
  const serve = join(fixture, "serve.sh");
  if (!existsSync(serve)) return { kind: "unavailable", reason: `no serve.sh in ${fixture} (set CONTAMGATE_REAL_LLM)` };
  const runDir = await mkdtemp(join(tmpdir(), "contamgate-real-serve-"));
  const env = { ...process.env, RUN_DIR: runDir };
  const stop = async () => {
    await run(serve, ["stop"], { env }).catch(() => {});
    await rm(runDir, { recursive: true, force: true });
  };
  try {
    const llama = process.env.LLAMA_SERVER ?? "/tmp/llama-sid/llama-server";
    if (!existsSync(llama)) await run(join(fixture, "get-llama-server-sid.sh"), [], { timeout: 180_000 });
    const { stdout } = await run(serve, [], { env, timeout: 120_000 });
    const m = /MEMORIZER_URL=(\S+)/.exec(stdout);
    const c = /CONTROL_URL=(\S+)/.exec(stdout);
    if (!m || !c) throw new Error("serve.sh printed no URLs");
    return { kind: "up", urls: { memorizer: m[1]!, control: c[1]! }, stop };
  } catch (e) {
    await stop();
    return {
      kind: "unavailable",
      reason: `llama-server unavailable: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`,
    };
  }
}

/** What the command prints on stdout, and its exit code, run in a fresh folder holding the items. */
export async function realServerOutput(urls: { memorizer: string; control: string }): Promise<{
  code: number;
  stdout: string;
}> {
  const dir = await mkdtemp(join(tmpdir(), "contamgate-real-doc-"));
  try {
    await mkdir(join(dir, "fixtures/demo"), { recursive: true });
    await copyFile(join(ROOT, "fixtures/demo/items.jsonl"), join(dir, "fixtures/demo/items.jsonl"));
    const m = memoryIo({}, dir);
    const code = await main(realServerArgv(urls), m.io);
    return { code, stdout: m.stdout() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The block the doc holds between the markers for this output. */
export function outputBlock(o: { code: number; stdout: string }): string {
  return `${BEGIN}\n\n\`\`\`text\n${o.stdout.trimEnd()}\n\`\`\`\n\nexit ${o.code}\n\n${END}`;
}

/** The doc's block as it stands. */
export function currentBlock(doc: string): string {
  const s = doc.indexOf(BEGIN);
  const e = doc.indexOf(END);
  if (s < 0 || e < s) throw new Error(`docs/run.md has no ${BEGIN} … ${END} block`);
  return doc.slice(s, e + END.length);
}

export function replaceBlock(doc: string, block: string): string {
  const old = currentBlock(doc);
  const s = doc.indexOf(old);
  return doc.slice(0, s) + block + doc.slice(s + old.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const servers = await startServers();
  if (servers.kind === "unavailable") {
    process.stderr.write(`docs-real-server: ${servers.reason}\n`);
    process.exit(1);
  }
  try {
    const doc = await readFile(DOC, "utf8");
    await writeFile(DOC, replaceBlock(doc, outputBlock(await realServerOutput(servers.urls))));
    process.stdout.write("docs/run.md: real-server output rewritten\n");
  } finally {
    await servers.stop();
  }
}
