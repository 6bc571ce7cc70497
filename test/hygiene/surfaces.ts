import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { cli, expectNoCrash } from "../hostile/cli-harness.js";
import type { ProviderServer, ScriptedReply } from "../support/provider-server.js";

/** Every file under `dir` (reports, SARIF, HTML, cache segments), as text. */
export function filesUnder(dir: string): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ file: p, text: readFileSync(p, "utf8") });
    }
  };
  walk(dir);
  return out;
}

/**
 * No needle on any surface. JSON surfaces are also searched decoded (a JSON string escapes
 * quotes and non-ASCII, so a raw search alone could miss a copy).
 */
export function expectAbsent(surfaces: { name: string; text: string }[], needles: string[]): number {
  let searched = 0;
  for (const s of surfaces) {
    const variants = [s.text];
    try {
      variants.push(JSON.stringify(JSON.parse(s.text), null, 0).replace(/\\"/g, '"'));
      variants.push(decodeJsonStrings(JSON.parse(s.text)));
    } catch {
      // not JSON
    }
    for (const v of variants) {
      for (const needle of needles) {
        searched++;
        expect(v.includes(needle), `"${needle.slice(0, 24)}…" found on ${s.name}`).toBe(false);
      }
    }
  }
  return searched;
}

function decodeJsonStrings(v: unknown): string {
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(decodeJsonStrings).join("\n");
  if (v && typeof v === "object")
    return Object.entries(v)
      .map(([k, x]) => `${k}\n${decodeJsonStrings(x)}`)
      .join("\n");
  return String(v);
}

/** The fake keys of secrets.test.ts and secrets.slow.test.ts: recognisable wherever they land. */
export const KEYS = {
  OPENAI_API_KEY: "sk-test-CANARYopenai7Q2wX9zL4mN8",
  ANTHROPIC_API_KEY: "sk-ant-CANARYanthropic5R1tY6uP3",
  CONTAMGATE_COMPATIBLE_API_KEY: "CANARYcompat-3f9b27d1c4e8a6",
};
/** The keys, and their distinctive tails (a redaction that kept a tail would still leak). */
export const NEEDLES = Object.values(KEYS).flatMap((k) => [k, k.slice(-14), k.replace(/^sk-(ant-)?(test-)?/, "")]);

export const ITEMS = join(process.cwd(), "fixtures/items/synthetic40.jsonl");

/**
 * Runs the CLI with KEYS in its environment, each call in a new directory under `root()`, and
 * returns every surface it left: stdout, stderr and every file written there. `server`, when
 * given, gets `script` as its next replies (and nothing left from the call before).
 */
export function cliSurfaces(root: () => string, server?: () => ProviderServer) {
  let k = 0;
  return async function surfacesOfRun(argv: (dir: string) => string[], script: ScriptedReply[] = []) {
    const dir = join(root(), `case-${++k}`);
    mkdirSync(dir, { recursive: true });
    if (server) {
      server().clearScript();
      server().script(...script);
    }
    const r = await cli(argv(dir), dir, { ...KEYS });
    expectNoCrash(r);
    const files = existsSync(dir) ? filesUnder(dir).map((f) => ({ name: f.file, text: f.text })) : [];
    return { r, surfaces: [{ name: "stdout", text: r.stdout }, { name: "stderr", text: r.stderr }, ...files] };
  };
}
