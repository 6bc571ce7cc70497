import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCheck } from "../../src/engine/check.js";
import { normalizeText } from "../../src/leakage/normalize.js";
import { simulate } from "../action/simulate.js";
import { cli, expectNoCrash, tempDir } from "../hostile/cli-harness.js";
import { expectAbsent, filesUnder } from "./surfaces.js";

/**
 * Holdout hygiene: every command that reads holdout probes (leakage, merge, check) on every
 * surface — stdout, stderr, --json, --sarif, report.md/.html/.json/.sarif, and the messages of
 * bad-input errors on a holdout file — never shows a holdout probe's text, raw or normalized,
 * nor a 32-character piece of it.
 */
const HOLDOUT = [
  "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?",
  "What is the half-life of carbon-14 measured in years, to the nearest thousand?",
  "Which treaty ended the Thirty Years' War in the Holy Roman Empire in 1648?",
  "In which organelle does the Krebs cycle take place in eukaryotic cells?",
  "Name the mathematician who proved that there are infinitely many prime numbers.",
  "What is the name of the deepest known point in the Earth's oceans, in the Mariana Trench?",
  "「源氏物語」の作者として知られる平安時代の女性は誰ですか？",
  "Quel est le nom du plus long fleuve de France, qui se jette dans l'océan Atlantique ?",
];
const PROBES = ["Which river flows through the city of Vienna and Budapest on its way to the sea?"];

function needles(texts: string[]): string[] {
  const out = new Set<string>();
  for (const t of texts) {
    out.add(t);
    out.add(normalizeText(t));
    for (let i = 0; i + 32 <= t.length; i += 16) out.add(t.slice(i, i + 32));
    const n = normalizeText(t);
    for (let i = 0; i + 32 <= n.length; i += 16) out.add(n.slice(i, i + 32));
  }
  return [...out];
}
const NEEDLES = needles(HOLDOUT);

const t = tempDir("contamgate-hygiene-");
afterAll(() => t.cleanup());
const w = (name: string, body: string | Buffer) => {
  writeFileSync(join(t.dir, name), body);
  return name;
};

w("holdout.jsonl", HOLDOUT.map((q, i) => JSON.stringify({ id: `h${i}`, question: q })).join("\n") + "\n");
w("probes.jsonl", PROBES.map((q, i) => JSON.stringify({ id: `p${i}`, question: q })).join("\n") + "\n");
// Corpora with copies: verbatim, re-cased and re-spaced, full-width, inside longer lines, in JSONL.
mkdirSync(join(t.dir, "corpus"));
w(
  "corpus/a.txt",
  [
    "unrelated",
    HOLDOUT[0]!,
    HOLDOUT[1]!.toUpperCase(),
    `  ${HOLDOUT[2]!.replace(/ /g, "   ")}  `,
    PROBES[0]!,
    "more",
  ].join("\n") + "\n",
);
w(
  "corpus/b.txt",
  [`Intro text. ${HOLDOUT[3]} And then more text follows here.`, HOLDOUT[6]!, HOLDOUT[7]!.normalize("NFD")].join("\n") +
    "\n",
);
w(
  "corpus/c.jsonl",
  [JSON.stringify({ text: HOLDOUT[4] }), JSON.stringify({ text: HOLDOUT[5]!.replace(/[?,']/g, "") })].join("\n") + "\n",
);

const surfacesOf = (r: { stdout: string; stderr: string }, label: string, dir?: string) => [
  { name: `${label} stdout`, text: r.stdout },
  { name: `${label} stderr`, text: r.stderr },
  ...(dir ? filesUnder(join(t.dir, dir)).map((f) => ({ name: f.file, text: f.text })) : []),
];

describe("holdout text appears on no surface", () => {
  it("the search finds a copy when there is one (raw, JSON-escaped, normalized, partial)", () => {
    for (const text of [
      HOLDOUT[6]!,
      JSON.stringify({ q: HOLDOUT[6] }),
      JSON.stringify({ q: HOLDOUT[6] }).replace(
        /[^\x00-\x7f]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
      ),
      normalizeText(HOLDOUT[0]!),
      `…${HOLDOUT[1]!.slice(10, 70)}…`,
    ]) {
      expect(() => expectAbsent([{ name: "planted", text }], NEEDLES)).toThrow();
    }
  });

  it("leakage: table, --json, --sarif (findings on every copied holdout probe)", async () => {
    mkdirSync(join(t.dir, "out1"));
    const r = await cli(
      [
        "leakage",
        "--holdout",
        "holdout.jsonl",
        "--probes",
        "probes.jsonl",
        "--field",
        "question",
        "--corpus",
        "corpus/*.txt",
        "--corpus",
        "corpus/c.jsonl",
        "--corpus-field",
        "text",
        "--json",
        "out1/report.json",
        "--sarif",
        "out1/report.sarif",
      ],
      t.dir,
    );
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(1);
    const report = JSON.parse(filesUnder(join(t.dir, "out1")).find((f) => f.file.endsWith(".json"))!.text) as {
      stats: { holdoutFindings: number };
    };
    expect(report.stats.holdoutFindings).toBeGreaterThanOrEqual(7);
    expect(expectAbsent(surfacesOf(r, "leakage", "out1"), NEEDLES)).toBeGreaterThan(0);
  });

  it("leakage --shard i/N then merge: shard reports and the merged report", async () => {
    mkdirSync(join(t.dir, "out2"));
    for (const i of [1, 2]) {
      const r = await cli(
        [
          "leakage",
          "--holdout",
          "holdout.jsonl",
          "--field",
          "question",
          "--corpus",
          "corpus/*.txt",
          "--shard",
          `${i}/2`,
          "--json",
          `out2/shard-${i}.json`,
          "--quiet",
        ],
        t.dir,
      );
      expectNoCrash(r);
      expectAbsent(surfacesOf(r, `shard ${i}`), NEEDLES);
    }
    const m = await cli(
      ["merge", "out2/shard-1.json", "out2/shard-2.json", "--json", "out2/merged.json", "--sarif", "out2/merged.sarif"],
      t.dir,
    );
    expectNoCrash(m);
    expect(m.code, m.stderr).toBe(1);
    expectAbsent(surfacesOf(m, "merge", "out2"), NEEDLES);
  });

  it("check: report.json, report.md, report.html, report.sarif, stdout, stderr", async () => {
    w(
      "contamgate.yml",
      "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: holdout.jsonl, field: question }]\n  corpora: [{ path: 'corpus/*.txt' }]\n",
    );
    const r = await cli(["check", "--config", "contamgate.yml", "--checks", "leakage", "--report-dir", "out3"], t.dir);
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(1);
    const files = filesUnder(join(t.dir, "out3"));
    expect(files.map((f) => f.file.split("/").pop()).sort()).toEqual(
      expect.arrayContaining(["report.json", "report.md"]),
    );
    expectAbsent(surfacesOf(r, "check", "out3"), NEEDLES);
  });

  it("run on the holdout split of a benchmark: stdout, stderr, run JSON, and item-file errors", async () => {
    const items = HOLDOUT.map((q, i) =>
      JSON.stringify({
        id: `item-${i}`,
        question: q,
        choices: ["first option", "second option", "third option", "fourth option"],
        answer: "second option",
      }),
    );
    w("bench.jsonl", items.join("\n") + "\n");
    mkdirSync(join(t.dir, "out4"));
    const r = await cli(
      [
        "run",
        "--items",
        "bench.jsonl",
        "--split",
        "all",
        "--model",
        "fake=m,accuracy=0.5",
        "--target-effect",
        "0.05",
        "--discordant-rate",
        "0.3",
        "--force-underpowered",
        "--no-cache",
        "--json",
        "out4/run.json",
      ],
      t.dir,
    );
    expectNoCrash(r);
    expect(r.code, r.stderr).toBe(0);
    expectAbsent(surfacesOf(r, "run", "out4"), NEEDLES);
    for (const [name, line] of [
      ["bench-dup.jsonl", `{"id":"x","question":"${HOLDOUT[0]}","question":"${HOLDOUT[1]}","answer":"a"}`],
      ["bench-trunc.jsonl", `{"id":"x","question":"${HOLDOUT[2]}","answer":"a"`],
      [
        "bench-badanswer.jsonl",
        JSON.stringify({ id: "x", question: HOLDOUT[3], choices: [HOLDOUT[4], HOLDOUT[5]], answer: HOLDOUT[6] }),
      ],
    ] as const) {
      w(name, line + "\n");
      const bad = await cli(
        [
          "run",
          "--items",
          name,
          "--split",
          "all",
          "--model",
          "fake=m",
          "--target-effect",
          "0.05",
          "--discordant-rate",
          "0.3",
        ],
        t.dir,
      );
      expect(bad.code).toBe(4);
      expectAbsent(surfacesOf(bad, name), NEEDLES);
    }
  });

  it("the action: job summary, annotations, outputs, report.md/.html/.json/.sarif", async () => {
    const sim = await simulate({
      runCheck,
      inputs: { checks: "leakage", cache: "false" },
      setup: (ws) => {
        mkdirSync(join(ws, "corpus"));
        copyFileSync(join(t.dir, "holdout.jsonl"), join(ws, "holdout.jsonl"));
        for (const f of ["a.txt", "b.txt", "c.jsonl"]) copyFileSync(join(t.dir, "corpus", f), join(ws, "corpus", f));
        writeFileSync(
          join(ws, "contamgate.yml"),
          "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: holdout.jsonl, field: question }]\n" +
            "  corpora: [{ path: 'corpus/*.txt' }, { path: corpus/c.jsonl, field: text }]\n",
        );
      },
    });
    expect(sim.code).toBe(1);
    expect(sim.outputs.verdict).toBe("leaking");
    expect(Number(sim.outputs["leakage-findings"])).toBeGreaterThanOrEqual(7);
    expect(sim.stdout).toMatch(/^::error /m);
    const reports = filesUnder(join(sim.workspace, "contamgate-report"));
    expect(reports.map((f) => f.file.split("/").pop())).toEqual(
      expect.arrayContaining(["report.md", "report.html", "report.json", "report.sarif"]),
    );
    expectAbsent(
      [
        { name: "log and annotations", text: sim.stdout },
        { name: "job summary", text: sim.summary },
        { name: "outputs", text: JSON.stringify(sim.outputs) },
        ...reports.map((f) => ({ name: f.file, text: f.text })),
      ],
      NEEDLES,
    );
  });

  it("bad input in a holdout file: the error names file:line, never the text", async () => {
    const q = HOLDOUT[0]!;
    const bad: [string, string | Buffer][] = [
      ["h-trunc.jsonl", `{"id":"h0","question":"${q}`],
      ["h-nan.jsonl", `{"id":"h0","question":"${q}","x":NaN}`],
      ["h-dup.jsonl", `{"id":"h0","question":"${q}","question":"${HOLDOUT[1]}"}`],
      ["h-missing.jsonl", `{"id":"h0","prompt":"${q}"}`],
      [
        "h-utf8.jsonl",
        Buffer.concat([
          Buffer.from(`{"id":"h0","question":"${q.slice(0, 40)}`),
          Buffer.from([0xff]),
          Buffer.from(`${q.slice(40)}"}`),
        ]),
      ],
      ["h-quote.csv", `question\n"${q}\n${HOLDOUT[1]}\n`],
      ["h-twice.jsonl", `{"id":"h0","question":"${q}"}{"id":"h1","question":"${HOLDOUT[1]}"}`],
    ];
    for (const [name, body] of bad) {
      w(name, body);
      const r = await cli(["leakage", "--holdout", name, "--field", "question", "--corpus", "corpus/a.txt"], t.dir);
      expectNoCrash(r);
      expect(r.code, `${name}: ${r.stderr}`).toBe(4);
      expect(r.stderr).toMatch(new RegExp(`^contamgate leakage: ${name.replace(".", "\\.")}`));
      expectAbsent(surfacesOf(r, name), NEEDLES);
    }
    // The same through check, where the config names the holdout file.
    w(
      "bad.yml",
      "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: h-trunc.jsonl, field: question }]\n  corpora: [{ path: 'corpus/*.txt' }]\n",
    );
    const r = await cli(["check", "--config", "bad.yml", "--checks", "leakage"], t.dir);
    expect(r.code).toBe(4);
    expectAbsent(surfacesOf(r, "check bad.yml"), NEEDLES);
  });
});
