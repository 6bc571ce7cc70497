/**
 * Docs that differ from behaviour. Every flag a documented `contamgate <command>`
 * line uses is one that command accepts (items.md said every command takes `--benchmark`; `run`
 * rejects it); the README's leakage figures are the ones docs/leakage.md measured; and the docs
 * cite nothing a clone does not have (STATS.md, "issue 2", ../shared/).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";
import { BEGIN, DOC, END, EXAMPLE_ARGV, exampleOutput, outputBlock } from "../../scripts/docs-run-example.js";

const root = join(import.meta.dirname, "../..");
const read = (p: string) => readFileSync(join(root, p), "utf8");
const DOCS = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** `contamgate CMD …` lines of the docs' shell blocks, continuation lines joined. */
function documentedCommands(): { where: string; command: string; flags: string[] }[] {
  const out: { where: string; command: string; flags: string[] }[] = [];
  for (const f of DOCS) {
    for (const block of shellBlocks(read(f))) {
      const joined = block.replace(/\\\n\s*/g, " ");
      for (const line of joined.split("\n")) {
        const m = /(?:^|[\s;&|(])contamgate (\w[\w-]*)((?: [^#|;&]*)?)/.exec(line.replace(/#.*$/, ""));
        if (!m) continue;
        out.push({
          where: `${f}: ${line.trim()}`,
          command: m[1]!,
          flags: [...m[2]!.matchAll(/(?:^|[\s[(|])(--[a-z][\w-]*)/g)].map((x) => x[1]!),
        });
      }
    }
  }
  return out;
}

/** Fenced blocks marked sh, bash, console or text, or unmarked (fences paired line by line). */
function shellBlocks(text: string): string[] {
  const blocks: string[] = [];
  let open: { lang: string; lines: string[] } | null = null;
  for (const line of text.split("\n")) {
    const fence = /^\s*```(\S*)\s*$/.exec(line);
    if (fence && open === null) open = { lang: fence[1]!, lines: [] };
    else if (fence && open !== null) {
      if (["", "sh", "bash", "console", "text"].includes(open.lang)) blocks.push(open.lines.join("\n"));
      open = null;
    } else open?.lines.push(line);
  }
  return blocks;
}

async function helpOf(command: string): Promise<string> {
  const m = memoryIo();
  await main([command, "--help"], m.io);
  return m.stdout() + m.stderr();
}

describe("documented command lines use flags the command accepts", () => {
  const lines = documentedCommands();

  it("finds the documented command lines", () => {
    expect(lines.length).toBeGreaterThanOrEqual(10);
    expect(lines.some((l) => l.command === "perturb" && l.flags.includes("--items"))).toBe(true);
  });

  it("every flag appears in that command's --help", async () => {
    const help = new Map<string, string>();
    const wrong: string[] = [];
    for (const l of lines) {
      if (!help.has(l.command)) help.set(l.command, await helpOf(l.command));
      for (const flag of l.flags)
        if (!new RegExp(`${flag}(?![\\w-])`).test(help.get(l.command)!)) wrong.push(`${l.where} — ${flag}`);
    }
    expect(wrong).toEqual([]);
  });

  it("the check finds a flag a command rejects (run has no --budget; perturb has no --benchmark)", async () => {
    const run = await helpOf("run");
    expect(run).not.toMatch(/--budget(?![\w-])/);
    expect(run).toMatch(/--published-after/);
    expect(await helpOf("perturb")).not.toMatch(/--benchmark(?![\w-])/);
  });

  it("items.md names the items file --items in every command, and the commands that take the date flags", () => {
    const items = read("docs/items.md");
    expect(items).not.toMatch(/--benchmark/);
    expect(items).toMatch(/`--items PATH` names the items file in every command that reads one/);
    expect(items).toMatch(/`--published-after DATE` \(in `run`, `check` and `perturb`\)/);
  });
});

describe("the docs cite only what a clone has", () => {
  for (const f of DOCS) {
    it(`${f}: no STATS.md, "issue 2" or ../shared/`, () => {
      const text = read(f);
      expect(text).not.toMatch(/STATS\.md/);
      expect(text).not.toMatch(/\bissue[- ]2\b/i);
      expect(text).not.toMatch(/\.\.\/shared\//);
    });
  }

  it("the real-server setup is described in the repository", () => {
    const doc = read("docs/real-llm.md");
    expect(doc).toMatch(/CONTAMGATE_REAL_LLM/);
    expect(doc).toMatch(/fixtures\/demo\/items\.jsonl/);
    expect(doc).toContain("Answer with the letter only.");
  });
});

/**
 * docs/run.md's example output is what its command prints: the block between the markers is
 * rewritten by scripts/docs-run-example.ts, and this fails when they drift apart (as the --help
 * texts are checked against the docs).
 */
describe("docs/run.md example", () => {
  const doc = readFileSync(DOC, "utf8");

  it("shows the command the script runs", () => {
    const section = doc.slice(doc.indexOf("## Try it without a key"));
    const sh = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
    const words = sh.replace(/\\\n/g, " ").trim().split(/\s+/);
    expect(words).toEqual(["contamgate", ...EXAMPLE_ARGV]);
  });

  it("shows exactly what the command prints (rerun: npx tsx scripts/docs-run-example.ts)", async () => {
    const block = doc.slice(doc.indexOf(BEGIN), doc.indexOf(END) + END.length);
    expect(block).toBe(outputBlock(await exampleOutput()));
  });
});

/** docs/statistics-core.md lists every module of src/stats/, one table row each, and no module that is gone. */
const modules = readdirSync(new URL("../../src/stats/", import.meta.url)).filter((f) => f.endsWith(".ts"));
const doc = readFileSync(new URL("../../docs/statistics-core.md", import.meta.url), "utf8");
const rows = [...doc.matchAll(/^\| `([\w-]+\.ts)` \|/gm)].map((m) => m[1]!);

describe("docs/statistics-core.md", () => {
  it("has a row for every src/stats/*.ts", () => {
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((m) => !rows.includes(m))).toEqual([]);
  });

  it("has no row for a module that does not exist", () => {
    expect(rows.filter((r) => !modules.includes(r))).toEqual([]);
  });
});
