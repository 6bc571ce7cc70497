/**
 * The leakage check through the bundle as a runner starts it (inputs that scan nothing, changed-since,
 * paths, annotation slots and the one SARIF writer):
 * `node dist/index.js` with INPUT_* variables, and `node dist/cli/index.js` for the CLI side.
 * Run `npm run build` first when the sources changed (dist-fresh.slow.test.ts checks the bundle).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "./cases.js";
import { parseFileCommands } from "./simulate.js";

const HOLDOUT = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";
const NEW = "What is the boiling point of water at sea level in kelvin, to two decimals?";

function tempWorkspace(): { dir: string; ws: string } {
  const dir = realpathSync(mkdtempSync(join(tmpdir(), "contamgate-dist-leak-")));
  const ws = join(dir, "workspace");
  mkdirSync(ws, { recursive: true });
  return { dir, ws };
}

function runAction(dir: string, ws: string, inputs: Record<string, string>) {
  const files = { summary: join(dir, "summary.md"), output: join(dir, "output"), state: join(dir, "state") };
  for (const f of Object.values(files)) writeFileSync(f, "");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: dir,
    GITHUB_ACTIONS: "true",
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_OUTPUT: files.output,
    GITHUB_STATE: files.state,
    GITHUB_WORKSPACE: ws,
    GITHUB_RUN_ID: "777",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_REPOSITORY: "octo/evals",
    GITHUB_WORKFLOW: "contamgate",
    GITHUB_JOB: "evaluate",
    GITHUB_EVENT_NAME: "pull_request",
    RUNNER_OS: "Linux",
    RUNNER_TEMP: dir,
    ...Object.fromEntries(
      Object.entries({ checks: "leakage", comment: "never", cache: "false", ...inputs }).map(([k, v]) => [
        `INPUT_${k.toUpperCase()}`,
        v,
      ]),
    ),
  };
  const r = spawnSync(process.execPath, [join(root, "dist/index.js")], {
    cwd: ws,
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  return {
    code: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    outputs: parseFileCommands(readFileSync(files.output, "utf8")),
    summary: readFileSync(files.summary, "utf8"),
    /** `::error …::message` workflow commands, in the order written. */
    errors: r.stdout.split("\n").filter((l) => l.startsWith("::error")),
  };
}

function runCli(cwd: string, args: string[]) {
  const env = { PATH: process.env.PATH ?? "", HOME: cwd };
  const r = spawnSync(process.execPath, [join(root, "dist/cli/index.js"), ...args], {
    cwd,
    env,
    encoding: "utf8",
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const QUESTIONS = [
  HOLDOUT,
  "Which river is the longest in Japan, and how long is it in kilometres?",
  "What is the chemical symbol of the element with atomic number seventy-nine?",
  "Name the sugar that plants produce from carbon dioxide during photosynthesis.",
  "In which year did the Berlin Wall fall, ending the division of the city?",
  "Who painted the ceiling of the Sistine Chapel between 1508 and 1512?",
  "What is the largest moon of Saturn, bigger than the planet Mercury?",
  "How many bones does an adult human skeleton usually contain in total?",
  "Which gas makes up about seventy-eight percent of Earth's atmosphere?",
  "What is the capital city of Australia, chosen as a compromise in 1908?",
  "Which mathematician proved Fermat's Last Theorem in the mid nineteen-nineties?",
  "What is the hardest naturally occurring mineral on the Mohs scale of hardness?",
];

const section = (corpora: string, probes = "[{ path: holdout.jsonl, field: question }]") =>
  `leakage:\n  probe_sets:\n    held:\n      holdout: true\n      sources: ${probes}\n  corpora:\n${corpora}`;

describe("node dist/index.js: leakage inputs that scan nothing are exit 4", () => {
  it("a config field typo fails the step naming the config line, not a PASS", () => {
    const { dir, ws } = tempWorkspace();
    writeFileSync(join(ws, "holdout.jsonl"), JSON.stringify({ id: "h1", question: HOLDOUT }) + "\n");
    writeFileSync(join(ws, "chat.jsonl"), JSON.stringify({ messages: [{ text: HOLDOUT }] }) + "\n");
    writeFileSync(join(ws, "contamgate.yml"), section('    - path: chat.jsonl\n      field: "mesages[].text"\n'));
    const r = runAction(dir, ws, {});
    expect(r.code).toBe(4);
    expect(r.outputs.verdict).toBe("error");
    expect(r.stdout).toMatch(
      /::error::contamgate: error — contamgate\.yml:8, field "leakage\.corpora\.0\.field": "mesages\[\]\.text" matches nothing in any of the 1 record of chat\.jsonl/,
    );
    expect(r.stdout + r.summary).not.toContain("Teatro");
  });

  it("an empty corpus or probe file fails the step; allow_empty: true lets an empty corpus pass", () => {
    const { dir, ws } = tempWorkspace();
    writeFileSync(join(ws, "holdout.jsonl"), JSON.stringify({ id: "h1", question: HOLDOUT }) + "\n");
    writeFileSync(join(ws, "empty-holdout.jsonl"), "");
    writeFileSync(join(ws, "dict.txt"), "harmless\n");
    writeFileSync(join(ws, "empty.txt"), "");
    writeFileSync(join(ws, "contamgate.yml"), section("    - path: dict.txt\n    - path: empty.txt\n"));
    const corpus = runAction(dir, ws, {});
    expect(corpus.code).toBe(4);
    expect(corpus.stdout).toMatch(
      /::error::contamgate: error — contamgate\.yml:8, field "leakage\.corpora\.1\.path": yields no record \(empty\.txt: empty\)/,
    );
    writeFileSync(
      join(ws, "contamgate.yml"),
      section("    - path: dict.txt\n", "[{ path: empty-holdout.jsonl, field: question }]"),
    );
    const probes = runAction(dir, ws, {});
    expect(probes.code).toBe(4);
    expect(probes.stdout).toMatch(
      /contamgate\.yml:5, field "leakage\.probe_sets\.held\.sources\.0\.path": yields no probe/,
    );
    writeFileSync(
      join(ws, "contamgate.yml"),
      section("    - path: dict.txt\n    - { path: empty.txt, allow_empty: true }\n"),
    );
    const allowed = runAction(dir, ws, {});
    expect(allowed.code).toBe(0);
    expect(allowed.outputs.verdict).toBe("pass");
  });
});

describe("node dist/index.js: changed-since with a new holdout probe already in the glossary", () => {
  it("is leaking (exit 1), not 0 findings", () => {
    const { dir, ws } = tempWorkspace();
    const git = (...a: string[]) =>
      execFileSync("git", ["-c", "user.email=t@t", "-c", "user.name=t", ...a], { cwd: ws, stdio: "pipe" });
    git("init", "-q");
    mkdirSync(join(ws, "probes"));
    writeFileSync(join(ws, "probes/holdout.jsonl"), JSON.stringify({ id: "h1", question: HOLDOUT }) + "\n");
    writeFileSync(join(ws, "glossary.txt"), `harmless\n${NEW}\n`);
    writeFileSync(
      join(ws, "contamgate.yml"),
      section("    - path: glossary.txt\n", "[{ path: 'probes/*.jsonl', field: question }]"),
    );
    git("add", ".");
    git("commit", "-qm", "base");
    expect(runAction(dir, ws, { "changed-since": "HEAD" }).code).toBe(0);
    appendFileSync(join(ws, "probes/holdout.jsonl"), JSON.stringify({ id: "h2", question: NEW }) + "\n");
    const r = runAction(dir, ws, { "changed-since": "HEAD" });
    expect(r.code).toBe(1);
    expect(r.outputs.verdict).toBe("leaking");
    expect(r.outputs["leakage-findings"]).toBe("1");
    expect(r.errors.some((l) => l.startsWith("::error") && l.includes("file=glossary.txt,line=2"))).toBe(true);
    expect(r.stdout + r.summary).not.toContain("boiling");
  });
});

describe("node dist/index.js: paths, annotation slots and SARIF", () => {
  /** evals/contamgate.yml with dict/local.txt and a `../` glob, 12 holdout copies. */
  function evalsWorkspace() {
    const { dir, ws } = tempWorkspace();
    mkdirSync(join(ws, "evals/dict"), { recursive: true });
    mkdirSync(join(ws, "data"));
    const questions = QUESTIONS;
    writeFileSync(
      join(ws, "evals/holdout.jsonl"),
      questions.map((q, i) => JSON.stringify({ id: `h${i + 1}`, question: q })).join("\n") + "\n",
    );
    writeFileSync(join(ws, "evals/dict/local.txt"), ["harmless", ...questions.slice(0, 10)].join("\n") + "\n");
    writeFileSync(join(ws, "data/shared.txt"), questions.slice(10).join("\n") + "\n");
    writeFileSync(
      join(ws, "evals/contamgate.yml"),
      section(
        "    - path: dict/local.txt\n    - path: '../data/*.txt'\n",
        "[{ path: holdout.jsonl, field: question }]",
      ),
    );
    return { dir, ws };
  }

  it("annotations and SARIF name evals/dict/local.txt (repository root), never an absolute path; the failure line is never dropped", () => {
    const { dir, ws } = evalsWorkspace();
    const r = runAction(dir, ws, { config: "evals/contamgate.yml", "report-dir": "out" });
    expect(r.code).toBe(1);
    expect(r.outputs["leakage-findings"]).toBe("12");
    // GitHub shows 10 error annotations per step: 9 findings, then the line that says why it failed.
    expect(r.errors).toHaveLength(10);
    expect(
      r.errors
        .slice(0, 9)
        .every((l) =>
          /^::error title=contamgate%3A holdout question copied here,file=(evals\/dict\/local\.txt|data\/shared\.txt),line=\d+::/.test(
            l,
          ),
        ),
    ).toBe(true);
    expect(r.errors[9]).toMatch(/^::error::contamgate: leaking/);
    expect(r.stdout).toMatch(/3 more error\(s\) .* in the report/);
    const sarif = readFileSync(join(ws, "out/report.sarif"), "utf8");
    const files = [
      r.stdout,
      r.summary,
      sarif,
      readFileSync(join(ws, "out/report.json"), "utf8"),
      readFileSync(join(ws, "out/report.md"), "utf8"),
    ];
    for (const text of files) {
      expect(text).not.toContain(ws);
      expect(text).not.toContain("../");
      expect(text).not.toMatch(/(^|[^/\w])dict\/local\.txt/);
    }
    const uris = JSON.parse(sarif).runs[0].results.map(
      (x: { locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }) =>
        x.locations[0]!.physicalLocation.artifactLocation.uri,
    );
    expect(uris).toEqual([...Array(10).fill("data/shared.txt").slice(0, 2), ...Array(10).fill("evals/dict/local.txt")]);
  });

  it("the CLI's leakage --sarif and the action's report.sarif are the same document for the same findings", () => {
    const { dir, ws } = evalsWorkspace();
    // One probe pasted into two places: two results, two fingerprints.
    appendFileSync(
      join(ws, "data/shared.txt"),
      readFileSync(join(ws, "evals/dict/local.txt"), "utf8").split("\n")[1] + "\n",
    );
    const action = runAction(dir, ws, { config: "evals/contamgate.yml", "report-dir": "out" });
    expect(action.code).toBe(1);
    const cli = runCli(ws, ["leakage", "--config", "evals/contamgate.yml", "--sarif", "cli.sarif", "--quiet"]);
    expect(cli.stderr).toBe("");
    expect(cli.code).toBe(1);
    const fromAction = JSON.parse(readFileSync(join(ws, "out/report.sarif"), "utf8"));
    const fromCli = JSON.parse(readFileSync(join(ws, "cli.sarif"), "utf8"));
    expect(fromCli).toEqual(fromAction);
    const results = fromCli.runs[0].results as { ruleId: string; partialFingerprints: Record<string, string> }[];
    expect(results).toHaveLength(13);
    expect(new Set(results.map((x) => x.ruleId))).toEqual(new Set(["contamgate/leakage/holdout"]));
    expect(new Set(results.map((x) => JSON.stringify(x.partialFingerprints))).size).toBe(13);
  });
});
