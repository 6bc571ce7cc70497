import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { outputValues } from "../../src/action/outputs.js";
import { renderCheckText } from "../../src/report/check-text.js";
import { runCheck } from "../../src/engine/check.js";
import { planAnnotations } from "../../src/report/annotations.js";
import { commentBody } from "../../src/report/comment.js";
import { renderHtml } from "../../src/report/html.js";
import { renderJson } from "../../src/report/json.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { renderSarif } from "../../src/report/sarif.js";
import { cli, expectNoCrash, expectRejected, tempDir } from "../hostile/cli-harness.js";
import { expectAbsent, filesUnder } from "./surfaces.js";

/**
 * Holdout ids can be holdout text: `--id-field question` printed every matched holdout question,
 * ids that are slugs of the question printed it nearly verbatim, and a slug of the question read
 * beside a paraphrase source resembles nothing in the paraphrase. No rule can tell a telling id
 * from an opaque one, so a holdout id is never shown as written: every surface shows the probe's
 * file:line and `sha256:` + the first 12 hex digits of sha256(id) (docs/leakage.md "Holdout ids"),
 * unless the set declares its ids opaque (`ids: opaque`, `--holdout-ids opaque`).
 */
const Q = [
  { q: "Which planet is the largest in the solar system?", para: "Name the biggest world orbiting our sun." },
  {
    q: "In which organelle does the Krebs cycle take place?",
    para: "Where in eukaryotic cells is citric acid oxidised?",
  },
];
const slug = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
/** The documented recipe, computed here independently of src/leakage/holdout-id.ts. */
const sha12 = (id: string) => `sha256:${createHash("sha256").update(id, "utf8").digest("hex").slice(0, 12)}`;

const t = tempDir("contamgate-holdout-ids-");
afterAll(() => t.cleanup());
const w = (name: string, body: string) => (writeFileSync(join(t.dir, name), body), name);
const jsonl = (rows: object[]) => `${rows.map((r) => JSON.stringify(r)).join("\n")}\n`;

/** Slug ids: the question flattened. */
const SLUG_IDS = Q.map((x) => slug(x.q));
/** Ids found verbatim inside the question. */
const SUBSTRING_IDS = ["planet is the largest", "Krebs cycle"];
/** Ids that carry nothing of the text (shown as written only when the set says so). */
const PLAIN_IDS = ["hq-1", "hq-2"];
w("slugs.jsonl", jsonl(Q.map((x, i) => ({ id: SLUG_IDS[i], question: x.q, paraphrase: x.para }))));
w("substrings.jsonl", jsonl(Q.map((x, i) => ({ id: SUBSTRING_IDS[i], question: x.q }))));
w("plain.jsonl", jsonl(Q.map((x, i) => ({ id: PLAIN_IDS[i], question: x.q }))));
w("corpus.txt", ["unrelated", ...Q.flatMap((x) => [x.q, x.para]), "more"].join("\n") + "\n");

/** Each id, and for a long one its head and tail (a cut id still gives the question away). */
const needlesOf = (ids: string[]) =>
  ids.flatMap((id) => (id.length > 24 ? [id, id.slice(0, 24), id.slice(-24)] : [id]));
const SECRET_IDS = [...SLUG_IDS, ...SUBSTRING_IDS];
const NEEDLES = [...needlesOf(SECRET_IDS), ...Q.flatMap((x) => [x.q, x.para])];

const config = (ids = "") =>
  [
    "leakage:",
    "  probe_sets:",
    "    exam:",
    "      holdout: true",
    ...(ids ? [`      ids: ${ids}`] : []),
    "      sources:",
    "        - { path: slugs.jsonl, field: question }",
    "        - { path: slugs.jsonl, field: paraphrase }",
    "        - { path: substrings.jsonl, field: question }",
    "  corpora:",
    "    - { path: corpus.txt }",
    "",
  ].join("\n");

type Finding = { probe: { file: string; line: number; id?: string | null } };
const findingsOf = (text: string) => (JSON.parse(text) as { findings: Finding[] }).findings;

describe("holdout ids", () => {
  it("--id-field equal to --field is refused (exit 4, naming the flag), before anything is read", async () => {
    const r = await cli(
      [
        "leakage",
        "--holdout",
        "plain.jsonl",
        "--field",
        "question",
        "--id-field",
        "question",
        "--corpus",
        "corpus.txt",
      ],
      t.dir,
    );
    expectNoCrash(r);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(/^contamgate leakage: field "--id-field": --id-field "question" is the text field/);
    expectAbsent(
      [
        { name: "stderr", text: r.stderr },
        { name: "stdout", text: r.stdout },
      ],
      Q.map((x) => x.q),
    );
  });

  it("id_field equal to field in contamgate.yml is refused naming the config line", async () => {
    w(
      "same-field.yml",
      [
        "leakage:",
        "  probe_sets:",
        "    exam:",
        "      holdout: true",
        "      sources:",
        "        - path: plain.jsonl",
        "          field: question",
        "          id_field: question",
        "  corpora:",
        "    - path: corpus.txt",
        "",
      ].join("\n"),
    );
    const r = await cli(["leakage", "--config", "same-field.yml"], t.dir);
    expectRejected(r, "leakage", "same-field.yml", 8);
    expect(r.stderr).toContain("id_field");
  });

  it("leakage (table, --json, --sarif): slug, substring and plain holdout ids appear nowhere; file:line and sha256 of the id do", async () => {
    for (const [file, ids] of [
      ["slugs.jsonl", SLUG_IDS],
      ["substrings.jsonl", SUBSTRING_IDS],
      ["plain.jsonl", PLAIN_IDS],
    ] as const) {
      const base = file.replace(".jsonl", "");
      const fields = file === "slugs.jsonl" ? ["question", "paraphrase"] : ["question"];
      for (const field of fields) {
        const out = `${base}-${field}`;
        const r = await cli(
          [
            "leakage",
            "--holdout",
            file,
            "--field",
            field,
            "--corpus",
            "corpus.txt",
            "--json",
            `${out}.json`,
            "--sarif",
            `${out}.sarif`,
          ],
          t.dir,
        );
        expectNoCrash(r);
        expect(r.code, r.stderr).toBe(1);
        const json = readFileSync(join(t.dir, `${out}.json`), "utf8");
        const sarif = readFileSync(join(t.dir, `${out}.sarif`), "utf8");
        const found = findingsOf(json);
        expect(found).toHaveLength(2);
        for (const f of found) {
          const id = ids[f.probe.line - 1]!;
          expect(f.probe.id).toBe(sha12(id));
          expect(r.stdout).toContain(`${file}:${f.probe.line} (id ${sha12(id)})`);
          expect(sarif).toContain(`${file}:${f.probe.line}`);
          expect(sarif).toContain(sha12(id));
        }
        expectAbsent(
          [
            { name: `${out} stdout`, text: r.stdout },
            { name: `${out} stderr`, text: r.stderr },
            { name: `${out}.json`, text: json },
            { name: `${out}.sarif`, text: sarif },
          ],
          [...needlesOf(ids), ...Q.flatMap((x) => [x.q, x.para])],
        );
      }
    }
  });

  it("check and the action's surfaces (text, report.json/md/html/sarif, job summary, annotations, comment, outputs) show the hash, never the id", async () => {
    w("contamgate.yml", config());
    const out = await runCheck(
      {
        configPath: "contamgate.yml",
        checks: ["leakage"],
        yes: { value: false, source: { kind: "input", input: "yes" } },
        maxCalls: { value: null, source: { kind: "input", input: "max-calls" } },
        cacheDir: { value: null, source: { kind: "input", input: "cache-dir" } },
        changedSince: null,
        cwd: t.dir,
      },
      { env: {}, log: () => {} },
    );
    expect(out.exitCode).toBe(1);
    // Two questions and two paraphrases from slugs.jsonl, two questions from substrings.jsonl.
    expect(out.report.leakage!.findings).toHaveLength(6);
    const plan = planAnnotations(out.report, { closing: "error" });
    const surfaces = [
      { name: "check text", text: renderCheckText(out.report) },
      { name: "report.json", text: renderJson(out.report) },
      { name: "report.md", text: renderMarkdown(out.report, { maxBytes: Number.MAX_SAFE_INTEGER }) },
      { name: "job summary", text: renderMarkdown(out.report, { maxBytes: 65_536, reportJson: "r/report.json" }) },
      { name: "report.html", text: renderHtml(out.report) },
      { name: "report.sarif", text: renderSarif(out.report) },
      { name: "annotations", text: JSON.stringify([...plan.errors, ...plan.warnings]) },
      { name: "comment", text: commentBody(out.report, { workflow: "w", job: "j" }) },
      {
        name: "outputs",
        text: JSON.stringify(outputValues(out.report, { reportPath: "", cacheHit: false, newCacheEntries: 0 })),
      },
    ];
    expectAbsent(surfaces, NEEDLES);
    for (const f of out.report.leakage!.findings) {
      const ids = f.probe.file === "slugs.jsonl" ? SLUG_IDS : SUBSTRING_IDS;
      const hash = sha12(ids[f.probe.line - 1]!);
      expect(f.probe.id).toBe(hash);
      // report.html names probes by file:line only.
      for (const s of surfaces.filter((x) => ["check text", "report.md", "report.sarif"].includes(x.name)))
        expect(s.text, s.name).toContain(hash);
      expect(renderCheckText(out.report)).toContain(`${f.probe.file}:${f.probe.line} (${hash})`);
    }
    expect(plan.errors.map((a) => a.message).join("\n")).toMatch(/slugs\.jsonl:1, id sha256:[0-9a-f]{12}\)/);

    // The same through the CLI: stdout, stderr and every file --report-dir wrote.
    const r = await cli(["check", "--checks", "leakage", "--report-dir", "check-report"], t.dir);
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(1);
    const files = filesUnder(join(t.dir, "check-report")).map((f) => ({ name: f.file, text: f.text }));
    expect(files.map((f) => f.name.replace(/.*\//, "")).sort()).toEqual([
      "report.html",
      "report.json",
      "report.md",
      "report.sarif",
    ]);
    expectAbsent([{ name: "stdout", text: r.stdout }, { name: "stderr", text: r.stderr }, ...files], NEEDLES);
  });

  it("ids: opaque (config) and --holdout-ids opaque show the ids as written", async () => {
    w("opaque.yml", config("opaque"));
    const r = await cli(["leakage", "--config", "opaque.yml", "--json", "opaque.json"], t.dir);
    expect(r.code, r.stderr).toBe(1);
    const shown = findingsOf(readFileSync(join(t.dir, "opaque.json"), "utf8")).map((f) => f.probe.id);
    expect(new Set(shown)).toEqual(new Set(SECRET_IDS));
    for (const id of SECRET_IDS) expect(r.stdout).toContain(`(id ${id})`);

    const flag = await cli(
      [
        "leakage",
        "--holdout",
        "plain.jsonl",
        "--field",
        "question",
        "--corpus",
        "corpus.txt",
        "--holdout-ids",
        "opaque",
      ],
      t.dir,
    );
    expect(flag.code, flag.stderr).toBe(1);
    for (const id of PLAIN_IDS) expect(flag.stdout).toContain(`plain.jsonl:${id.slice(-1)} (id ${id})`);
  });

  it("ids: opaque on a set that is not holdout, and a --holdout-ids value other than hashed|opaque, are refused", async () => {
    w("opaque-probes.yml", config("opaque").replace("      holdout: true\n", ""));
    const r = await cli(["leakage", "--config", "opaque-probes.yml"], t.dir);
    expectRejected(r, "leakage", "opaque-probes.yml", 4);
    expect(r.stderr).toContain("ids");
    const bad = await cli(
      [
        "leakage",
        "--holdout",
        "plain.jsonl",
        "--field",
        "question",
        "--corpus",
        "corpus.txt",
        "--holdout-ids",
        "clear",
      ],
      t.dir,
    );
    expectNoCrash(bad);
    expect(bad.code).toBe(4);
    expect(bad.stderr).toContain("--holdout-ids");
    const noHoldout = await cli(
      [
        "leakage",
        "--probes",
        "plain.jsonl",
        "--field",
        "question",
        "--corpus",
        "corpus.txt",
        "--holdout-ids",
        "opaque",
      ],
      t.dir,
    );
    expect(noHoldout.code).toBe(4);
  });

  it("ordinary probe sets show ids as written", async () => {
    const r = await cli(
      ["leakage", "--probes", "slugs.jsonl", "--field", "question", "--corpus", "corpus.txt", "--json", "probes.json"],
      t.dir,
    );
    expect(r.code).toBe(1);
    const ids = findingsOf(readFileSync(join(t.dir, "probes.json"), "utf8")).map((f) => f.probe.id);
    expect(new Set(ids)).toEqual(new Set(SLUG_IDS));
  });
});
