import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { resemblesText, shownProbeId } from "../../src/leakage/holdout-id.js";
import { cli, expectNoCrash, expectRejected, tempDir } from "../hostile/cli-harness.js";
import { expectAbsent, filesUnder } from "./surfaces.js";

/**
 * Holdout ids can be holdout text (issue 16 item 3): `--id-field question` printed every matched
 * holdout question, and ids that are slugs of the question printed it nearly verbatim. An id
 * field equal to the text field is refused where it is declared; a holdout id that resembles its
 * text is shown as a short hash; an unrelated id is shown as given.
 */
const Q = [
  "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?",
  "In which organelle does the Krebs cycle take place in eukaryotic cells?",
];
const slug = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const t = tempDir("contamgate-holdout-ids-");
afterAll(() => t.cleanup());
const w = (name: string, body: string) => (writeFileSync(join(t.dir, name), body), name);
w("slugs.jsonl", Q.map((q) => JSON.stringify({ id: slug(q), question: q })).join("\n") + "\n");
w("plain.jsonl", Q.map((q, i) => JSON.stringify({ id: `hq-${i + 1}`, question: q })).join("\n") + "\n");
w("corpus.txt", ["unrelated", ...Q, "more"].join("\n") + "\n");
/** The slugs and their pieces: a slug is the question with its punctuation flattened. */
const NEEDLES = [...Q, ...Q.map(slug), ...Q.flatMap((q) => [slug(q).slice(0, 24), slug(q).slice(-24)])];

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
      Q,
    );
  });

  it("id_field equal to field in contamgate.yml is refused naming the config line", async () => {
    w(
      "contamgate.yml",
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
    const r = await cli(["leakage", "--config", "contamgate.yml"], t.dir);
    expectRejected(r, "leakage", "contamgate.yml", 8);
    expect(r.stderr).toContain("id_field");
  });

  it("ids that are slugs of the question are shown as a hash on every surface; plain ids as given", async () => {
    const r = await cli(
      [
        "leakage",
        "--holdout",
        "slugs.jsonl",
        "--field",
        "question",
        "--corpus",
        "corpus.txt",
        "--json",
        "slugs.json",
        "--sarif",
        "slugs.sarif",
      ],
      t.dir,
    );
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(filesUnder(t.dir).find((f) => f.file.endsWith("slugs.json"))!.text) as {
      findings: { probe: { id?: string } }[];
    };
    expect(report.findings).toHaveLength(2);
    for (const f of report.findings) expect(f.probe.id).toMatch(/^sha256:[0-9a-f]{12}$/);
    expectAbsent(
      [
        { name: "stdout", text: r.stdout },
        { name: "stderr", text: r.stderr },
        ...filesUnder(t.dir)
          .filter((f) => /slugs\.(json|sarif)$/.test(f.file))
          .map((f) => ({ name: f.file, text: f.text })),
      ],
      NEEDLES,
    );

    const plain = await cli(
      ["leakage", "--holdout", "plain.jsonl", "--field", "question", "--corpus", "corpus.txt", "--json", "plain.json"],
      t.dir,
    );
    expect(plain.code).toBe(1);
    const ids = (
      JSON.parse(filesUnder(t.dir).find((f) => f.file.endsWith("plain.json"))!.text) as {
        findings: { probe: { id?: string } }[];
      }
    ).findings
      .map((f) => f.probe.id)
      .sort();
    expect(ids).toEqual(["hq-1", "hq-2"]);
  });

  it("the resemblance rule: shared words, the id inside the text, long ids", () => {
    expect(resemblesText("krebs-cycle-organelle", Q[1]!)).toBe(true);
    expect(resemblesText("KrebsCycle", Q[1]!)).toBe(true); // flattened substring
    expect(resemblesText("q17", Q[1]!)).toBe(false);
    expect(resemblesText("bio-0042", Q[1]!)).toBe(false);
    expect(resemblesText("x".repeat(65), Q[1]!)).toBe(true);
    // Not a holdout set: ids are shown as given.
    expect(shownProbeId(slug(Q[0]!), Q[0]!, false)).toBe(slug(Q[0]!));
    expect(shownProbeId(slug(Q[0]!), Q[0]!, true)).toMatch(/^sha256:[0-9a-f]{12}$/);
  });
});
