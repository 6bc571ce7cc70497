/**
 * docs/run.md's "Try it without a key": the command it shows and what that command prints,
 * between the markers below. `npx tsx scripts/docs-run-example.ts` runs the command (fake models,
 * synthetic items: no key, deterministic) in a fresh folder and rewrites the block;
 * test/release/docs-agree.test.ts fails when the block differs from the command's output.
 */
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { memoryIo } from "../src/cli/io.js";
import { main } from "../src/cli/main.js";

export const DOC = fileURLToPath(new URL("../docs/run.md", import.meta.url));
export const BEGIN = "<!-- run-example-output: begin (scripts/docs-run-example.ts) -->";
export const END = "<!-- run-example-output: end -->";

/** The command as docs/run.md shows it, after `contamgate`. */
export const EXAMPLE_ARGV = [
  "run",
  "--synthetic",
  "1200",
  "--seed",
  "dev-seed",
  "--target-effect",
  "0.05",
  "--discordant-rate",
  "0.30",
  "--model",
  "fake=demo,accuracy=0.6,control=true",
  "--model",
  "fake=dirty,accuracy=0.45,memorized=1",
  "--json",
  "out.json",
];

/** What the command prints on stdout, and its exit code, run in a fresh folder (no cache yet). */
export async function exampleOutput(): Promise<{ code: number; stdout: string }> {
  const dir = await mkdtemp(join(tmpdir(), "contamgate-run-example-"));
  try {
    const m = memoryIo({}, dir);
    const code = await main(EXAMPLE_ARGV, m.io);
    return { code, stdout: m.stdout() };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The block the doc holds between the markers for this output. */
export function outputBlock(o: { code: number; stdout: string }): string {
  return `${BEGIN}\n\n\`\`\`text\n${o.stdout.trimEnd()}\n\`\`\`\n\nexit ${o.code}\n\n${END}`;
}

export function replaceBlock(doc: string, block: string): string {
  const s = doc.indexOf(BEGIN);
  const e = doc.indexOf(END);
  if (s < 0 || e < s) throw new Error(`docs/run.md has no ${BEGIN} … ${END} block`);
  return doc.slice(0, s) + block + doc.slice(e + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const doc = await readFile(DOC, "utf8");
  await writeFile(DOC, replaceBlock(doc, outputBlock(await exampleOutput())));
  process.stdout.write("docs/run.md: example output rewritten\n");
}
