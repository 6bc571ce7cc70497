/**
 * Loads a reference file written by an R/scipy generator (test/reference/*.json, format in the
 * issue) and checks an implementation against every case of a given function.
 *
 * Comparison rules (why they differ by kind of value):
 * - probabilities, quantiles, statistics: relative error ≤ tol (default 1e-8, a case's `tol`
 *   overrides). A reference value of exactly 0 is an exact zero or an underflow in R; the
 *   implementation must then return something below the smallest normal double.
 * - log-valued functions (ln P, ln Γ): ABSOLUTE error ≤ tol, plus 4 ulps of the value. An
 *   absolute error ε in ln P is a relative error ≈ ε in P, which is what the accuracy requirement
 *   is about; a relative test on the log would be far too lax for ln P = −693147 (1e-8 relative
 *   = 0.7% in P) and would be meaningless at ln P ≈ −1e-18. The ulp term only admits the spacing
 *   of doubles near a large log (ln Γ(1e6) ≈ 1.3e7 has an ulp of 1.9e-9).
 * - objects and arrays are compared field by field / element by element with the same rule.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export interface RefCase {
  fn: string;
  args: unknown[];
  value: unknown;
  tol?: number;
  note?: string;
}

export interface RefFile {
  generator: string;
  software: string;
  cases: RefCase[];
}

export type Scale = "relative" | "log";

export const DEFAULT_TOL = 1e-8;
const SMALLEST_NORMAL = 2.2250738585072014e-308;

/** Reads test/reference/<name>; a missing or malformed file is an error, never an empty pass. */
export function loadReference(name: string): RefFile {
  const path = fileURLToPath(new URL(`./${name}`, import.meta.url));
  const data = JSON.parse(readFileSync(path, "utf8")) as RefFile;
  if (typeof data.generator !== "string" || typeof data.software !== "string" || !Array.isArray(data.cases)) {
    throw new Error(`${name}: not in the agreed reference format (generator, software, cases)`);
  }
  return data;
}

/** The cases of one function; throws when there are none, so a test can never pass vacuously. */
export function casesFor(file: RefFile, fn: string, minimum = 1): RefCase[] {
  const cases = file.cases.filter((c) => c.fn === fn);
  if (cases.length < minimum)
    throw new Error(`reference ${file.generator}: only ${cases.length} cases for ${fn} (need ≥ ${minimum})`);
  return cases;
}

export function closeEnough(actual: number, expected: number, tol: number, scale: Scale): boolean {
  if (typeof actual !== "number" || Number.isNaN(actual)) return false;
  if (scale === "log") return Math.abs(actual - expected) <= tol + 4 * Number.EPSILON * Math.abs(expected);
  if (expected === 0) return Math.abs(actual) < SMALLEST_NORMAL;
  return Math.abs(actual - expected) <= tol * Math.abs(expected);
}

/** Describes the first mismatch between actual and expected, or returns null when they agree. */
export function mismatch(actual: unknown, expected: unknown, tol: number, scale: Scale, path = ""): string | null {
  if (typeof expected === "number") {
    if (typeof actual !== "number") return `${path || "value"}: expected a number, got ${String(actual)}`;
    if (closeEnough(actual, expected, tol, scale)) return null;
    const err = scale === "log" ? Math.abs(actual - expected) : Math.abs(actual - expected) / Math.abs(expected);
    return `${path || "value"}: got ${actual}, expected ${expected} (${scale === "log" ? "abs" : "rel"} err ${err.toExponential(2)} > ${tol})`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length)
      return `${path || "value"}: expected an array of ${expected.length}, got ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const m = mismatch(actual[i], expected[i], tol, scale, `${path}[${i}]`);
      if (m) return m;
    }
    return null;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object")
      return `${path || "value"}: expected an object, got ${String(actual)}`;
    for (const [k, v] of Object.entries(expected)) {
      const m = mismatch((actual as Record<string, unknown>)[k], v, tol, scale, `${path}.${k}`);
      if (m) return m;
    }
    return null;
  }
  return Object.is(actual, expected) ? null : `${path || "value"}: got ${String(actual)}, expected ${String(expected)}`;
}

/**
 * Runs `impl` on every case of `fn` and returns one line per failing case (empty = all pass).
 * Exceptions count as failures.
 */
export function failures(
  cases: readonly RefCase[],
  impl: (...args: never[]) => unknown,
  scale: Scale = "relative",
): string[] {
  const out: string[] = [];
  for (const c of cases) {
    const tol = c.tol ?? DEFAULT_TOL;
    let got: unknown;
    try {
      got = (impl as (...a: unknown[]) => unknown)(...c.args);
    } catch (e) {
      out.push(`${c.fn}(${c.args.map((a) => JSON.stringify(a)).join(", ")}) threw ${(e as Error).message}`);
      continue;
    }
    const m = mismatch(got, c.value, tol, scale);
    if (m) out.push(`${c.fn}(${c.args.map((a) => JSON.stringify(a)).join(", ")}): ${m}`);
  }
  return out;
}
