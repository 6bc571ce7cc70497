/**
 * A hostile provider: a server on 127.0.0.1 that, for
 * every prompt, first answers 5xx with a body that echoes the prompt (verbatim, truncated,
 * `\u`-escaped, as plain text), the key it was sent and `\r::warning::` / `\n::error::`
 * sequences, then answers 200 with a reply that does the same. Run through the built CLI
 * (`node dist/cli/index.js`: `run` and `check`) and the action bundle (`node dist/index.js`), in
 * a run that retries to the end and in one that stops. Nothing of what the server sent may reach
 * stdout, stderr, --json, report.json/.md/.html, the job summary or the outputs; no line of any
 * log may be a workflow command other than contamgate's own `::add-mask::`.
 *
 * Needs the bundle built from these sources (`npm run build`).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const ITEMS = join(root, "fixtures/items/synthetic40.jsonl");
const KEYS = {
  OPENAI_API_KEY: "sk-test-HOSTILEopenai7Q2wX9zL4mN8vB6",
  ANTHROPIC_API_KEY: "sk-ant-HOSTILEanthropic5R1tY6uP3kJ0",
  CONTAMGATE_COMPATIBLE_API_KEY: "HOSTILEcompat-3f9b27d1c4e8a6f0b2d4",
};
/** Words only the server writes: any of them on a surface means provider text got through. */
const MARKERS = ["HOSTILE-W", "HOSTILE-E", "HOSTILE-R", "upstream failed for prompt", "echo:"];

interface Hostile {
  url: string;
  /** "flaky": each prompt fails once, then gets a hostile 200; "down": every request fails. */
  mode: "flaky" | "down";
  requests: number;
  close(): Promise<void>;
}

const seen = new Map<string, number>();

function promptOf(body: Record<string, unknown>): string {
  const msgs = (body.messages as { role: string; content: unknown }[] | undefined) ?? [];
  return msgs.map((m) => (typeof m.content === "string" ? m.content : JSON.stringify(m.content))).join("\n");
}

/** Every character as \uXXXX: valid JSON that no plain-text search of the raw body would match. */
const uEscaped = (s: string) => [...s].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).join("");

function hostileError(prompt: string, key: string, n: number): { status: number; type: string; body: string } {
  const variant = n % 4;
  if (variant === 0)
    return {
      status: 500,
      type: "application/json",
      body: JSON.stringify({
        error: {
          message: `upstream failed for prompt: ${prompt}\r::warning::HOSTILE-W key=${key}`,
          type: "server_error",
        },
      }),
    };
  if (variant === 1)
    return {
      status: 502,
      type: "application/json",
      body: JSON.stringify({
        error: { message: `'${prompt.slice(0, 30)}...' \n::error::HOSTILE-E ${key.slice(0, 21)}` },
      }),
    };
  if (variant === 2)
    return {
      status: 503,
      type: "application/json",
      body: `{"error":{"message":"${uEscaped(`${prompt} HOSTILE-W ${key}`)}"}}`,
    };
  return {
    status: 500,
    type: "text/plain",
    body: `boom\r::warning::HOSTILE-W ${prompt}\n::error::HOSTILE-E ${key}\r\n##[error]HOSTILE-E`,
  };
}

function hostileReply(protocol: "openai" | "anthropic", prompt: string, key: string): string {
  const text = `A\r::warning::HOSTILE-R echo: ${prompt} key=${key}\n::error::HOSTILE-E`;
  return JSON.stringify(
    protocol === "openai"
      ? {
          id: "x",
          object: "chat.completion",
          created: 0,
          model: "m",
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
        }
      : {
          id: "x",
          type: "message",
          role: "assistant",
          model: "m",
          content: [{ type: "text", text }],
          stop_reason: "end_turn",
          stop_sequence: null,
          usage: { input_tokens: 1, output_tokens: 1 },
        },
  );
}

async function startHostile(): Promise<Hostile> {
  const state: Hostile = { url: "", mode: "flaky", requests: 0, close: async () => {} };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      state.requests++;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        body = {};
      }
      const protocol = (req.url ?? "").endsWith("/chat/completions") ? "openai" : "anthropic";
      const key = String(req.headers.authorization ?? req.headers["x-api-key"] ?? "");
      const prompt = promptOf(body);
      const id = createHash("sha256").update(`${req.url}\0${prompt}`).digest("hex");
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      if (state.mode === "down" || n === 0) {
        const e = hostileError(prompt, key, n + state.requests);
        // retry-after-ms keeps the retries fast; it is honoured as a floor.
        res.writeHead(e.status, { "content-type": e.type, "retry-after-ms": "1" });
        res.end(e.body);
        return;
      }
      res.writeHead(200, { "content-type": "application/json" });
      res.end(hostileReply(protocol, prompt, key));
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => new Promise<void>((r) => server.close(() => r()));
  return state;
}

/** Item text, whole and in 16-character pieces: the prompt echoes must not survive anywhere. */
function itemNeedles(): string[] {
  const out = new Set<string>();
  for (const line of readFileSync(ITEMS, "utf8").split("\n").filter(Boolean)) {
    const it = JSON.parse(line) as { question: string; choices: string[] };
    out.add(it.question);
    for (let i = 0; i + 16 <= it.question.length; i += 4) out.add(it.question.slice(i, i + 16));
  }
  // The rendered prompt's own wording (the instruction line) is echoed too.
  return [...out];
}

function keyNeedles(): string[] {
  const out = new Set<string>();
  for (const k of Object.values(KEYS)) for (let i = 0; i + 10 <= k.length; i++) out.add(k.slice(i, i + 10));
  return [...out];
}

interface Surface {
  name: string;
  text: string;
}

function filesUnder(dir: string): Surface[] {
  const out: Surface[] = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...filesUnder(p));
    else out.push({ name: p, text: readFileSync(p, "utf8") });
  }
  return out;
}

/** Also search JSON surfaces decoded, so a `\u`-escaped copy is found too. */
function variants(s: Surface): string[] {
  const v = [s.text];
  try {
    const walk = (x: unknown): string =>
      typeof x === "string"
        ? x
        : Array.isArray(x)
          ? x.map(walk).join("\n")
          : x && typeof x === "object"
            ? Object.entries(x)
                .map(([k, y]) => `${k}\n${walk(y)}`)
                .join("\n")
            : String(x);
    v.push(walk(JSON.parse(s.text)));
  } catch {
    // not JSON
  }
  return v;
}

function expectClean(surfaces: Surface[], { logs }: { logs: string[] }): void {
  const needles = [...MARKERS, ...itemNeedles(), ...keyNeedles()];
  for (const s of surfaces)
    for (const text of variants(s))
      for (const n of needles) expect(text.includes(n), `${JSON.stringify(n)} found on ${s.name}`).toBe(false);
  // The runner splits on LF, CRLF and a lone CR; a line starting with :: (after blanks) or holding
  // ##[ is a command. contamgate's own ::add-mask:: lines are the only ones allowed.
  for (const s of surfaces.filter((x) => logs.includes(x.name))) {
    const commands = s.text
      .split(/\r\n|\n|\r/)
      .filter((l) => (/^\s*::/.test(l) || l.includes("##[")) && !ownCommand(l));
    expect(commands, `workflow commands on ${s.name}`).toEqual([]);
    expect(s.text.includes("\r"), `a CR on ${s.name}`).toBe(false);
  }
}

/**
 * contamgate's own workflow commands: masks, and annotations @actions/core wrote (their titles
 * and messages are contamgate's; data is %-encoded by the toolkit, so it holds no line break).
 */
function ownCommand(line: string): boolean {
  return (
    line.startsWith("::add-mask::") ||
    /^::(error|warning|notice)( title=contamgate[^:]*)?::contamgate/.test(line) ||
    /^::(error|warning|notice) title=contamgate/.test(line)
  );
}

function exec(
  args: string[],
  cwd: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH ?? "", HOME: cwd, ...env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
    child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

function config(url: string): string {
  return [
    "design:",
    "  target_effect: 0.4",
    "  expected_discordant_rate: 0.6",
    "benchmark:",
    "  path: items.jsonl",
    "  split: all",
    "models:",
    `  - { label: o, provider: openai, model: gpt-test, base_url: '${url}/v1' }`,
    `  - { label: a, provider: anthropic, model: claude-test, base_url: '${url}' }`,
    `  - { label: c, provider: compatible, model: local, base_url: '${url}/v1' }`,
    "run:",
    "  max_retries: 2",
    "",
  ].join("\n");
}

let srv: Hostile;
const tmp = mkdtempSync(join(tmpdir(), "contamgate-hostile-server-"));
beforeAll(async () => {
  if (!existsSync(join(root, "dist/cli/index.js")) || !existsSync(join(root, "dist/index.js")))
    throw new Error("build the bundle first: npm run build");
  srv = await startHostile();
});
afterAll(async () => {
  await srv.close();
  rmSync(tmp, { recursive: true, force: true });
});

let k = 0;
function workspace(): string {
  // Each run meets the failing first attempts afresh (the server forgets what it was asked).
  seen.clear();
  const ws = join(tmp, `ws-${++k}`);
  mkdirSync(ws, { recursive: true });
  copyFileSync(ITEMS, join(ws, "items.jsonl"));
  writeFileSync(join(ws, "contamgate.yml"), config(srv.url));
  return ws;
}

describe.each(["flaky", "down"] as const)("a hostile provider (%s)", (mode) => {
  beforeAll(() => {
    srv.mode = mode;
    seen.clear();
  });

  it("CLI run: stdout, stderr, --json", async () => {
    const ws = workspace();
    const before = srv.requests;
    const r = await exec(
      [
        join(root, "dist/cli/index.js"),
        "run",
        "--config",
        "contamgate.yml",
        "--yes",
        "--force-underpowered",
        "--max-retries",
        "2",
        "--cache-dir",
        "cache",
        "--json",
        "run.json",
      ],
      ws,
      { ...KEYS },
    );
    expect(srv.requests - before, r.stderr).toBeGreaterThan(0);
    // Flaky: retried to the end, a verdict (0 or 1); down: stopped, a provider failure (4).
    expect(mode === "flaky" ? [0, 1] : [4], r.stderr).toContain(r.code);
    if (mode === "down")
      expect(r.stderr).toMatch(
        /^contamgate run: stopped: .*HTTP 50[023] .*body sha256 [0-9a-f]{12}, [\d,]+ bytes \(gave up after 3 attempts\)$/m,
      );
    else expect(JSON.parse(readFileSync(join(ws, "run.json"), "utf8")).stage).toBe("done");
    expectClean(
      [
        { name: "stdout", text: r.stdout },
        { name: "stderr", text: r.stderr },
        { name: "run.json", text: readFileSync(join(ws, "run.json"), "utf8") },
      ],
      { logs: ["stdout", "stderr"] },
    );
    // The response cache (uploaded by the action, restored by other runs) holds no key either,
    // though the server put the Authorization header into its answers.
    if (mode === "flaky") {
      const cache = filesUnder(join(ws, "cache"));
      expect(cache.length).toBeGreaterThan(0);
      for (const f of cache) for (const n of keyNeedles()) expect(f.text.includes(n), `${n} in ${f.name}`).toBe(false);
    }
  });

  it("CLI check: stdout, stderr, report.json/.md/.html", async () => {
    const ws = workspace();
    const r = await exec(
      [
        join(root, "dist/cli/index.js"),
        "check",
        "--config",
        "contamgate.yml",
        "--yes",
        "--force-underpowered",
        "--report-dir",
        "out",
        "--cache-dir",
        "cache",
      ],
      ws,
      { ...KEYS },
    );
    expect(existsSync(join(ws, "out/report.json")), r.stderr).toBe(true);
    const report = JSON.parse(readFileSync(join(ws, "out/report.json"), "utf8")) as {
      verdict: string;
      contamination: { stopped?: { reason: string } };
    };
    if (mode === "down")
      expect(report.contamination.stopped?.reason).toMatch(/HTTP 50[023] .*body sha256 [0-9a-f]{12}/);
    expectClean(
      [{ name: "stdout", text: r.stdout }, { name: "stderr", text: r.stderr }, ...filesUnder(join(ws, "out"))],
      { logs: ["stdout", "stderr"] },
    );
  });

  it("the action bundle: log, summary, outputs, report files", async () => {
    const ws = workspace();
    const dir = mkdtempSync(join(tmp, "runner-"));
    const files = { summary: join(dir, "summary.md"), output: join(dir, "output"), state: join(dir, "state") };
    for (const f of Object.values(files)) writeFileSync(f, "");
    const before = srv.requests;
    const inputs = {
      yes: "true",
      checks: "power,contamination",
      cache: "false",
      comment: "never",
      "max-calls": "",
      "fail-on": "contaminated,leaking,underpowered,unconfirmed,error",
    };
    const r = await exec([join(root, "dist/index.js")], ws, {
      ...KEYS,
      GITHUB_ACTIONS: "true",
      GITHUB_STEP_SUMMARY: files.summary,
      GITHUB_OUTPUT: files.output,
      GITHUB_STATE: files.state,
      GITHUB_WORKSPACE: ws,
      GITHUB_RUN_ID: "1",
      GITHUB_RUN_ATTEMPT: "1",
      GITHUB_REPOSITORY: "octo/evals",
      GITHUB_EVENT_NAME: "push",
      RUNNER_OS: "Linux",
      RUNNER_TEMP: dir,
      ...Object.fromEntries(Object.entries(inputs).map(([name, v]) => [`INPUT_${name.toUpperCase()}`, v])),
    });
    // The run really asked the server (the design passes the gate: 40 items, 3 models).
    expect(srv.requests - before, r.stdout).toBeGreaterThan(0);
    const masks = r.stdout.split("\n").filter((l) => l.startsWith("::add-mask::"));
    for (const v of Object.values(KEYS)) expect(masks).toContain(`::add-mask::${v}`);
    const log = r.stdout
      .split("\n")
      .filter((l) => !l.startsWith("::add-mask::"))
      .join("\n");
    expect(existsSync(join(ws, "contamgate-report/report.json")), r.stdout + r.stderr).toBe(true);
    expectClean(
      [
        { name: "log", text: log },
        { name: "stderr", text: r.stderr },
        { name: "summary", text: readFileSync(files.summary, "utf8") },
        { name: "outputs", text: readFileSync(files.output, "utf8") },
        ...filesUnder(join(ws, "contamgate-report")),
      ],
      { logs: ["log", "stderr"] },
    );
  });
});
