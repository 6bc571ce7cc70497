import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";

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
