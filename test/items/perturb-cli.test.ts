import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { memoryIo } from "../../src/cli/io.js";

const ref = JSON.parse(readFileSync(new URL("../reference/contamlab_compat.json", import.meta.url), "utf8")) as {
  sample_ids: string[];
  dev_sample: { n: number; ids: string[] };
  shuffle: { seed: string; id: string; n: number; order: number[] }[];
  split: { id: string; holdout: boolean }[];
};

function workspace(lines: object[]): string {
  const dir = mkdtempSync(join(tmpdir(), "cg-perturb-"));
  writeFileSync(join(dir, "items.jsonl"), lines.map((l) => JSON.stringify(l)).join("\n") + "\n");
  return dir;
}
async function run(dir: string, argv: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(["perturb", "--items", "items.jsonl", ...argv], m.io);
  return { code, out: m.stdout(), err: m.stderr() };
}
type Out = {
  perturber: string;
  seed: string;
  split: string;
  counts: Record<string, number>;
  items: { id: string; question: string; choices: string[]; answer: string }[];
};

describe("contamgate perturb --json", () => {
  it("reproduces a known answer: (H, He, Li, O), seed 'seed', item q1 → (Li, H, O, He)", async () => {
    const dir = workspace([{ id: "q1", question: "Lightest element?", choices: ["H", "He", "Li", "O"], answer: "H" }]);
    const r = await run(dir, ["--json", "-", "--split", "all", "--seed", "seed"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as Out;
    expect(out.items).toEqual([
      { id: "q1", question: "Lightest element?", choices: ["Li", "H", "O", "He"], answer: "H" },
    ]);
    expect(out).toMatchObject({ perturber: "shuffle_choices", seed: "seed", split: "all" });
  });

  it("reproduces CPython's permutations for every reference case of one seed", async () => {
    const seed = ref.shuffle[0]!.seed;
    const cases = new Map<string, { n: number; order: number[] }>();
    for (const c of ref.shuffle) if (c.seed === seed && c.id.trim() !== "" && !cases.has(c.id)) cases.set(c.id, c);
    expect(cases.size).toBeGreaterThan(5);
    const items = [...cases].map(([id, c]) => {
      const choices = Array.from({ length: c.n }, (_, i) => `option ${i}`);
      return { id, question: "q", choices, answer: choices[0] };
    });
    const r = await run(workspace(items), ["--json", "-", "--split", "all", "--seed", seed]);
    const out = JSON.parse(r.out) as Out;
    expect(out.items).toHaveLength(cases.size);
    for (const it of out.items) {
      const c = cases.get(it.id)!;
      expect(it.choices, it.id).toEqual(c.order.map((i) => `option ${i}`));
    }
  });

  it("reproduces contamlab's dev split and hash-ordered sample", async () => {
    const items = ref.sample_ids.map((id) => ({ id, question: "q", choices: ["a", "b"], answer: "a" }));
    const dir = workspace(items);
    const r = await run(dir, ["--json", "-", "--sample-n", String(ref.dev_sample.n), "--perturber", "identity"]);
    const out = JSON.parse(r.out) as Out;
    expect(out.items.map((i) => i.id)).toEqual(ref.dev_sample.ids);
    expect(out.split).toBe("dev");
    const holdoutIds = ref.split.filter((s) => s.holdout && s.id.trim() !== "").map((s) => s.id);
    const h = await run(dir, ["--json", "-", "--split", "holdout", "--perturber", "identity"]);
    expect((JSON.parse(h.out) as Out).items.map((i) => i.id).sort()).toEqual(holdoutIds.sort());
    expect(h.err).toMatch(/warning: opening the HOLDOUT split: it is meant to be opened once per configuration/);
    expect(r.err).toBe("");
  });

  it("derange_choices always moves the answer; counts and --published-after are reported", async () => {
    const items = Array.from({ length: 30 }, (_, k) => ({
      id: `d${k}`,
      question: "q",
      choices: ["w", "x", "y", "z"],
      answer: "x",
      ...(k % 3 === 0 ? {} : { published_at: k % 3 === 1 ? "2023-01-01" : "2025-01-01" }),
    }));
    const r = await run(workspace(items), [
      "--json",
      "-",
      "--split",
      "all",
      "--perturber",
      "derange_choices",
      "--published-after",
      "2024-06-30",
    ]);
    const out = JSON.parse(r.out) as Out & { published_after: Record<string, unknown> };
    expect(out.published_after).toEqual({ cutoff: "2024-06-30", kept: 10, dropped: 10, undated: 10 });
    expect(out.items).toHaveLength(10);
    for (const it of out.items) expect(it.choices.indexOf("x")).not.toBe(1);
    expect(r.err).toMatch(/10 undated items set aside/);
  });
});

describe("contamgate perturb (side by side)", () => {
  it("shows --limit items with the answer marked in both columns", async () => {
    const dir = workspace([
      { id: "q1", question: "Lightest element?", choices: ["H", "He", "Li", "O"], answer: "H" },
      { id: "q2", question: "Second?", choices: ["a", "b"], answer: "b" },
      { id: "q3", question: "Third?", choices: ["a", "b"], answer: "b" },
    ]);
    const r = await run(dir, ["--split", "all", "--seed", "seed", "--limit", "1"]);
    expect(r.code).toBe(0);
    expect(r.out).toContain("q1: Lightest element?");
    expect(r.out).toMatch(/\*A\. H\s+A\. Li/);
    expect(r.out).toMatch(/ B\. He\s+\*B\. H/);
    expect(r.out).toContain("answer A → B");
    expect(r.out).not.toContain("q2");
  });

  it.each([
    [["--perturber", "rotate"], /--perturber must be one of identity, shuffle_choices, derange_choices/],
    [["--split", "test"], /--split must be one of dev, holdout, all/],
    [["--sample-n", "0"], /--sample-n must be an integer ≥ 1/],
    [["--json", "-", "--limit", "2"], /--limit applies to the side-by-side view/],
    [["--published-after", "2024-02-30"], /--published-after must be a date/],
  ])("%j → exit 4", async (argv, msg) => {
    const dir = workspace([{ id: "q1", question: "?", choices: ["a", "b"], answer: "a" }]);
    const r = await run(dir, argv);
    expect(r.code).toBe(4);
    expect(r.err).toMatch(msg);
  });

  it("a broken benchmark file is exit 4 naming file:line and field", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-perturb-"));
    writeFileSync(
      join(dir, "items.jsonl"),
      '{"id":"q1","question":"?","choices":["a","b"],"answer":"a"}\n{"id":"q2","question":"?","choices":["a","b"],"answer":"c"}\n',
    );
    const r = await run(dir, []);
    expect(r.code).toBe(4);
    expect(r.err).toBe(
      'contamgate perturb: items.jsonl:2, field "answer": answer is not one of the choices (it must equal one choice\'s text exactly)\n',
    );
  });
});

const root = join(import.meta.dirname, "../..");

describe("contamgate perturb --config", () => {
  it("takes path, split, seed and perturber from the benchmark: section, as the run does", async () => {
    const viaConfig = memoryIo({}, root);
    expect(await main(["perturb", "--config", "contamgate.yml", "--json", "-"], viaConfig.io)).toBe(0);
    const viaFlags = memoryIo({}, root);
    const flags = [
      "perturb",
      "--items",
      "fixtures/demo/items.jsonl",
      "--split",
      "dev",
      "--seed",
      "dev-seed",
      "--perturber",
      "shuffle_choices",
      "--json",
      "-",
    ];
    expect(await main(flags, viaFlags.io)).toBe(0);
    expect(viaConfig.stdout()).toBe(viaFlags.stdout());
    expect(JSON.parse(viaConfig.stdout()).seed).toBe("dev-seed");
  });
  it("a flag overrides the config", async () => {
    const m = memoryIo({}, root);
    expect(await main(["perturb", "--config", "contamgate.yml", "--seed", "other", "--json", "-"], m.io)).toBe(0);
    expect(JSON.parse(m.stdout()).seed).toBe("other");
  });
  it("needs --items or --config", async () => {
    const m = memoryIo({}, root);
    expect(await main(["perturb"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/--items or --config is required/);
  });
});

describe("perturb: an item the perturber cannot take", () => {
  it("names the benchmark file, the field and the item id", async () => {
    const dir = mkdtempSync(join(tmpdir(), "cg-review-perturb-"));
    writeFileSync(
      join(dir, "items.jsonl"),
      '{"id":"q1","question":"Which?","answer":"H","choices":["H","He"]}\n{"id":"q2","question":"Free?","answer":"42"}\n',
    );
    const m = memoryIo({}, dir);
    const code = await main(
      ["perturb", "--items", "items.jsonl", "--split", "all", "--perturber", "derange_choices", "--json", "-"],
      m.io,
    );
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(/^contamgate perturb: items\.jsonl, field "choices": item "q2" has no choices/m);
  });
});
