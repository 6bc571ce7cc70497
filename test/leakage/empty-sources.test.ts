/**
 * A source that yields no record, or a field path that matches nothing in any
 * record, scanned nothing and printed PASS. Now exit 4 naming the config line or the flag.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";

const HOLDOUT = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
const PARAPHRASE = "Name the composer of the opera first staged at La Fenice in the year 1853";

function workdir(): string {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "cg-leak-empty-")));
  writeFileSync(
    join(dir, "holdout.jsonl"),
    JSON.stringify({ id: "h1", question: HOLDOUT, paraphrases: [PARAPHRASE] }) + "\n",
  );
  writeFileSync(
    join(dir, "chat.jsonl"),
    [{ messages: [{ text: "hello" }] }, { messages: [{ text: "nothing to see" }] }]
      .map((o) => JSON.stringify(o))
      .join("\n") + "\n",
  );
  writeFileSync(join(dir, "dict.txt"), "harmless line\n");
  return dir;
}

async function run(dir: string, args: string[]) {
  const m = memoryIo({}, dir);
  const code = await main(args, m.io);
  return { code, stdout: m.stdout(), stderr: m.stderr() };
}

const config = (corpora: string, probes = "[{ path: holdout.jsonl, field: question }]") =>
  `leakage:\n  probe_sets:\n    held:\n      holdout: true\n      sources: ${probes}\n  corpora:\n${corpora}`;

describe("leakage: a source that yields nothing is exit 4", () => {
  it("--corpus-field matching nothing in any record names the flag", async () => {
    const dir = workdir();
    const r = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "chat.jsonl",
      "--corpus-field",
      "mesages[].text",
    ]);
    expect(r.code).toBe(4);
    expect(r.stdout).toBe("");
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(
      /^contamgate leakage: --corpus-field "mesages\[\]\.text": matches nothing in any of the 2 records of chat\.jsonl/,
    );
    // the right path passes
    expect(
      (
        await run(dir, [
          "leakage",
          "--holdout",
          "holdout.jsonl",
          "--field",
          "question",
          "--corpus",
          "chat.jsonl",
          "--corpus-field",
          "messages[].text",
        ])
      ).code,
    ).toBe(0);
  });

  it("--field, when it is also the corpora's field, is named as --field", async () => {
    const dir = workdir();
    writeFileSync(join(dir, "corpus.jsonl"), JSON.stringify({ text: HOLDOUT }) + "\n");
    const r = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "corpus.jsonl",
    ]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/--field "question": matches nothing in any of the 1 record of corpus\.jsonl/);
  });

  it("a config field typo names the config file, the field's line and key", async () => {
    const dir = workdir();
    writeFileSync(
      join(dir, "contamgate.yml"),
      config('    - path: dict.txt\n    - path: chat.jsonl\n      field: "mesages[].text"\n'),
    );
    const r = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(
      /^contamgate leakage: contamgate\.yml:9, field "leakage\.corpora\.1\.field": "mesages\[\]\.text" matches nothing in any of the 2 records of chat\.jsonl; check the field path\n$/,
    );
  });

  it("an empty corpus, or one of only comment lines, names its config line; allow_empty: true lets it pass", async () => {
    const dir = workdir();
    writeFileSync(join(dir, "empty.txt"), "");
    writeFileSync(join(dir, "comments.txt"), "# nothing but\n# comments\n");
    writeFileSync(join(dir, "contamgate.yml"), config("    - path: dict.txt\n    - path: empty.txt\n"));
    const empty = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(empty.code).toBe(4);
    expect(empty.stderr).toMatch(
      /contamgate\.yml:8, field "leakage\.corpora\.1\.path": yields no record \(empty\.txt: empty\); fix the path, or say the source may be empty with allow_empty: true\n$/,
    );
    writeFileSync(
      join(dir, "contamgate.yml"),
      config("    - path: dict.txt\n    - { path: comments.txt, skip_prefixes: ['#'] }\n"),
    );
    const comments = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(comments.code).toBe(4);
    expect(comments.stderr).toMatch(/contamgate\.yml:8, .*yields no record \(comments\.txt: 2 lines, none a record\)/);
    writeFileSync(
      join(dir, "contamgate.yml"),
      config("    - path: dict.txt\n    - { path: empty.txt, allow_empty: true }\n"),
    );
    const allowed = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(allowed.stderr).toBe("");
    expect(allowed.code).toBe(0);
  });

  it("allow_empty does not excuse a field that matches nothing", async () => {
    const dir = workdir();
    writeFileSync(
      join(dir, "contamgate.yml"),
      config('    - { path: chat.jsonl, field: "mesages[].text", allow_empty: true }\n'),
    );
    const r = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/matches nothing/);
  });

  it("an empty corpus given by flag names the flag", async () => {
    const dir = workdir();
    writeFileSync(join(dir, "empty.txt"), "");
    const r = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "dict.txt",
      "--corpus",
      "empty.txt",
    ]);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^contamgate leakage: --corpus "empty\.txt": yields no record/);
  });

  it("a probe source with no probe is exit 4 (config line, or flag); allow_empty lets it pass when other probes exist", async () => {
    const dir = workdir();
    writeFileSync(join(dir, "new-holdout.jsonl"), "\n");
    const flags = await run(dir, [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--holdout",
      "new-holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "dict.txt",
    ]);
    expect(flags.code).toBe(4);
    expect(flags.stderr).toMatch(
      /^contamgate leakage: --holdout "new-holdout\.jsonl": yields no probe \(new-holdout\.jsonl: no record\)/,
    );
    const twoSources =
      "\n        - { path: holdout.jsonl, field: question }\n        - { path: new-holdout.jsonl, field: question }";
    writeFileSync(join(dir, "contamgate.yml"), config("    - path: dict.txt\n", twoSources));
    const cfg = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(cfg.code).toBe(4);
    expect(cfg.stderr).toMatch(
      /contamgate\.yml:7, field "leakage\.probe_sets\.held\.sources\.1\.path": yields no probe/,
    );
    writeFileSync(
      join(dir, "contamgate.yml"),
      config(
        "    - path: dict.txt\n",
        twoSources.replace(
          "new-holdout.jsonl, field: question }",
          "new-holdout.jsonl, field: question, allow_empty: true }",
        ),
      ),
    );
    expect((await run(dir, ["leakage", "--config", "contamgate.yml"])).code).toBe(0);
  });

  it("a shard that saw none of a source's records does not call the source empty", async () => {
    const dir = workdir();
    writeFileSync(
      join(dir, "sparse.jsonl"),
      [
        JSON.stringify({ text: "only line one has it" }),
        JSON.stringify({ other: 1 }),
        JSON.stringify({ other: 2 }),
      ].join("\n") + "\n",
    );
    const args = [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "sparse.jsonl",
      "--corpus-field",
      "text",
    ];
    for (const shard of ["1/3", "2/3", "3/3"])
      expect((await run(dir, [...args, "--shard", shard])).code, shard).toBe(0);
    const typo = await run(dir, [...args.slice(0, -1), "txt", "--shard", "2/3"]);
    expect(typo.code).toBe(4);
    expect(typo.stderr).toMatch(/--corpus-field "txt": matches nothing in any of the 3 records of sparse\.jsonl/);
  });

  it("--changed-since: an unchanged corpus whose field matches nothing is still exit 4", async () => {
    const dir = workdir();
    const git = (...a: string[]) => execFileSync("git", a, { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    git("-c", "user.email=t@t", "-c", "user.name=t", "add", ".");
    git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "base");
    const args = [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "chat.jsonl",
      "--changed-since",
      "HEAD",
      "--corpus-field",
    ];
    const good = await run(dir, [...args, "messages[].text"]);
    expect(good.stderr).toBe("");
    expect(good.code).toBe(0);
    const bad = await run(dir, [...args, "mesages[].text"]);
    expect(bad.code).toBe(4);
    expect(bad.stderr).toMatch(/--corpus-field "mesages\[\]\.text": matches nothing/);
  });

  it("one file under two fields (question and paraphrases[], as docs/leakage.md shows) is read under both", async () => {
    const dir = workdir();
    writeFileSync(join(dir, "dict.txt"), `harmless\n${PARAPHRASE}\n`);
    mkdirSync(join(dir, "evals"));
    writeFileSync(
      join(dir, "contamgate.yml"),
      config(
        "    - path: dict.txt\n",
        '\n        - { path: holdout.jsonl, field: question }\n        - { path: holdout.jsonl, field: "paraphrases[]" }',
      ),
    );
    const r = await run(dir, ["leakage", "--config", "contamgate.yml"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/dict\.txt:2 .*holdout\.jsonl:1\[0\]/);
  });
});

describe("CSV corpora", () => {
  it("a column not in the header names the flag; in pull-request mode an unchanged large CSV is read only to its first record", async () => {
    const dir = workdir();
    const rows = Array.from(
      { length: 40_000 },
      (_, i) => `${i},"row ${i} of a long table with some filler text to make it large"`,
    );
    writeFileSync(join(dir, "big.csv"), `id,text\n${rows.join("\n")}\n`);
    const args = [
      "leakage",
      "--holdout",
      "holdout.jsonl",
      "--field",
      "question",
      "--corpus",
      "big.csv",
      "--corpus-field",
    ];
    const typo = await run(dir, [...args, "txt"]);
    expect(typo.code).toBe(4);
    expect(typo.stderr).toMatch(
      /^contamgate leakage: --corpus-field "txt": matches nothing in any of the 40,000 records of big\.csv; check the field path\n$/,
    );
    const git = (...a: string[]) =>
      execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...a], { cwd: dir, stdio: "pipe" });
    git("init", "-q");
    git("add", ".");
    git("commit", "-qm", "base");
    const pr = await run(dir, [...args, "text", "--changed-since", "HEAD"]);
    expect(pr.stderr).toBe("");
    expect(pr.code).toBe(0);
    const prTypo = await run(dir, [...args, "txt", "--changed-since", "HEAD"]);
    expect(prTypo.code).toBe(4);
    expect(prTypo.stderr).toMatch(/matches nothing in any of the 40,000 records of big\.csv/);
  });
});
