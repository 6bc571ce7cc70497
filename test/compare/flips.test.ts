/** `compare --list-flips`: the ids behind b and c, per candidate (docs/compare.md "Which items flipped"). */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

/** Rows whose correctness per arm is given item by item; the expected flips follow from them. */
const ITEMS: [id: string, base: boolean | null, a: boolean | null, b: boolean | null][] = [
  ["q1", true, true, false],
  ["q2", true, false, false],
  ["q3", false, true, true],
  ["q4", false, false, true],
  ["q5", true, null, true],
  ["q6", null, true, false],
];

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "contamgate-flips-"));
  const lines: string[] = [];
  for (const [id, base, a, b] of ITEMS) {
    lines.push(JSON.stringify({ model: "m", id, condition: "base", correct: base }));
    lines.push(JSON.stringify({ model: "m", id, condition: "a", correct: a }));
    lines.push(JSON.stringify({ model: "m", id, condition: "b", correct: b }));
  }
  writeFileSync(join(dir, "o.jsonl"), `${lines.join("\n")}\n`);
  return dir;
}

async function compare(cwd: string, ...argv: string[]) {
  const m = memoryIo({}, cwd);
  const code = await main(
    ["compare", "--input", "o.jsonl", "--baseline", "@base", "--candidate", "@a", "--candidate", "@b", ...argv],
    m.io,
  );
  return { code, out: m.stdout(), err: m.stderr() };
}

/** Under as-wrong, an unparsed (null) answer is wrong. */
const expected = (arm: 2 | 3) => {
  const right = (v: boolean | null) => v === true;
  return {
    rightToWrong: ITEMS.filter((r) => right(r[1]) && !right(r[arm])).map((r) => r[0]),
    wrongToRight: ITEMS.filter((r) => !right(r[1]) && right(r[arm])).map((r) => r[0]),
  };
};

describe("compare --list-flips", () => {
  it("lists right → wrong and wrong → right ids per candidate, in text and JSON", async () => {
    const cwd = workspace();
    const plain = await compare(cwd);
    expect(plain.out).not.toContain("flips of");
    const r = await compare(cwd, "--list-flips");
    const a = expected(2);
    const b = expected(3);
    expect(r.out).toContain(
      [
        "flips of m@a against m@base:",
        `  right → wrong (${a.rightToWrong.length}):`,
        ...a.rightToWrong.map((id) => `    ${id}`),
        `  wrong → right (${a.wrongToRight.length}):`,
        ...a.wrongToRight.map((id) => `    ${id}`),
        "flips of m@b against m@base:",
        `  right → wrong (${b.rightToWrong.length}):`,
        ...b.rightToWrong.map((id) => `    ${id}`),
        `  wrong → right (${b.wrongToRight.length}):`,
        ...b.wrongToRight.map((id) => `    ${id}`),
      ].join("\n"),
    );
    // The text before the list is the comparison as printed without the flag.
    expect(r.out.startsWith(plain.out)).toBe(true);
    const j = await compare(cwd, "--list-flips", "--json", "-");
    const parsed = JSON.parse(j.out) as {
      flips: { label: string; rightToWrong: string[]; wrongToRight: string[] }[];
      candidates: { pairing: unknown; exact: { table?: unknown } }[];
    };
    expect(parsed.flips).toEqual([
      { label: "m@a", ...a },
      { label: "m@b", ...b },
    ]);
  });

  it("follows --unparsed exclude: an item with an unparsed answer is no flip", async () => {
    const r = await compare(workspace(), "--list-flips", "--json", "-", "--unparsed", "exclude");
    const flips = (JSON.parse(r.out) as { flips: { rightToWrong: string[]; wrongToRight: string[] }[] }).flips;
    for (const f of flips)
      for (const id of [...f.rightToWrong, ...f.wrongToRight]) expect(["q5", "q6"]).not.toContain(id);
    expect(flips[0]).toEqual({ label: "m@a", rightToWrong: ["q2"], wrongToRight: ["q3"] });
  });
});
