/**
 * docs/run.md's example output is what its command prints: the block between the markers is
 * rewritten by scripts/docs-run-example.ts, and this fails when they drift apart (as the --help
 * texts are checked against the docs).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BEGIN, DOC, END, EXAMPLE_ARGV, exampleOutput, outputBlock } from "../../scripts/docs-run-example.js";

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
