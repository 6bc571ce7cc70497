import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DENY, IMPURE_EXCEPTIONS, LAYERS, PURE } from "./layers.js";
import { BEGIN, DOC, END, layersBlock, replaceBlock } from "../../scripts/architecture-table.js";

/**
 * Import boundaries of src/ (ARCHITECTURE.md): layers import downward only, no module and no
 * folder imports itself through a cycle, and the pure layers do no I/O. The tables are in
 * ./layers.ts (update them when a folder is added or moves); every rule is checked on the real
 * sources and on a small made-up graph.
 */

const IO_MODULES =
  /^(node:)?(fs|fs\/promises|child_process|net|http|https|http2|dgram|dns|tls|worker_threads|readline|os|cluster|zlib)$|^(@actions\/|openai$|@anthropic-ai\/|tinyglobby$)/;

/**
 * Violations that other branches remove, each with who removes it. The test fails when one no
 * longer occurs, so the list only shrinks: delete the entry then.
 */
const KNOWN: readonly (readonly [string, string, string])[] = [];

interface Edge {
  from: string;
  to: string;
  /** Every imported name is a type: no runtime dependency. */
  typeOnly: boolean;
}

const SRC = resolve(import.meta.dirname, "../../src");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}

/** Comments out, strings kept (an import specifier is a string; "https://…" is not a comment). */
function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[\s;{}(),])\/\/[^\n]*/g, "$1");
}

/** The imports of one module: static, re-exports, side-effect and dynamic `import("…")`. */
function importsOf(text: string): { spec: string; typeOnly: boolean }[] {
  const code = stripComments(text);
  const out: { spec: string; typeOnly: boolean }[] = [];
  for (const m of code.matchAll(/^[ \t]*(import|export)(\s+type)?\s+([\w\s{},*$]*?)\s*from\s*["']([^"']+)["']/gm)) {
    const names = m[3]!;
    const braces = /\{([^}]*)\}/.exec(names);
    const allTypes =
      braces !== null &&
      names.replace(braces[0], "").replace(/,/g, "").trim() === "" &&
      braces[1]!.split(",").every((s) => s.trim() === "" || /^type\s/.test(s.trim()));
    out.push({ spec: m[4]!, typeOnly: m[2] !== undefined || allTypes });
  }
  for (const m of code.matchAll(/^[ \t]*import\s*["']([^"']+)["']/gm)) out.push({ spec: m[1]!, typeOnly: false });
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.push({ spec: m[1]!, typeOnly: false });
  return out;
}

function readGraph(): {
  modules: string[];
  edges: Edge[];
  external: Map<string, { spec: string; typeOnly: boolean }[]>;
} {
  const files = sourceFiles(SRC);
  const edges: Edge[] = [];
  const external = new Map<string, { spec: string; typeOnly: boolean }[]>();
  for (const f of files) {
    const from = relative(SRC, f);
    for (const imp of importsOf(readFileSync(f, "utf8"))) {
      if (!imp.spec.startsWith(".")) {
        external.set(from, [...(external.get(from) ?? []), imp]);
        continue;
      }
      const to = relative(SRC, resolve(dirname(f), imp.spec.replace(/\.js$/, ".ts")));
      edges.push({ from, to, typeOnly: imp.typeOnly });
    }
  }
  return { modules: files.map((f) => relative(SRC, f)), edges, external };
}

function unitOf(module: string, units: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const u of units) {
    const hit = u.endsWith("/") ? module.startsWith(u) : module === u;
    if (hit && (best === undefined || u.length > best.length)) best = u;
  }
  return best;
}

const matches = (module: string, prefix: string) =>
  prefix.endsWith("/") ? module.startsWith(prefix) : module === prefix;

/** Every import that breaks the layer table or the deny list, as "from -> to: why". */
function layerViolations(
  edges: readonly Edge[],
  layers: readonly (readonly string[])[],
  deny: readonly (readonly [string, string, string])[],
): string[] {
  const units = layers.flat();
  const rank = new Map(layers.flatMap((l, i) => l.map((u) => [u, i] as const)));
  const out: string[] = [];
  for (const e of edges) {
    const a = unitOf(e.from, units);
    const b = unitOf(e.to, units);
    if (a === undefined || b === undefined) {
      out.push(`${e.from} -> ${e.to}: ${a === undefined ? e.from : e.to} is in no layer (add it to LAYERS)`);
      continue;
    }
    if (a !== b && rank.get(b)! >= rank.get(a)!) {
      const how = rank.get(b) === rank.get(a) ? "a unit of the same layer" : "a higher layer";
      out.push(`${e.from} -> ${e.to}: ${a} imports ${b}, ${how}`);
    }
    for (const [f, t, why] of deny)
      if (matches(e.from, f) && matches(e.to, t)) out.push(`${e.from} -> ${e.to}: ${why}`);
  }
  return out;
}

/** The import cycles (strongly connected components of more than one module, or a self-import). */
function cycles(modules: readonly string[], edges: readonly Edge[]): string[][] {
  const next = new Map<string, string[]>(modules.map((m) => [m, []]));
  for (const e of edges) next.get(e.from)?.push(e.to);
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!next.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || next.get(v)!.includes(v)) found.push(scc.sort());
    }
  };
  for (const m of modules) if (!index.has(m)) visit(m);
  return found;
}

/** The unit of the folder graph: the top-level folder of src/ ("report/"), or the file at the root. */
const folderOf = (module: string): string => {
  const slash = module.indexOf("/");
  return slash < 0 ? module : module.slice(0, slash + 1);
};

/** The import graph with every module collapsed into its folder (type-only imports kept). */
function folderGraph(modules: readonly string[], edges: readonly Edge[]): { modules: string[]; edges: Edge[] } {
  return {
    modules: [...new Set(modules.map(folderOf))],
    edges: edges
      .map((e) => ({ from: folderOf(e.from), to: folderOf(e.to), typeOnly: e.typeOnly }))
      .filter((e) => e.from !== e.to),
  };
}

function isPure(module: string): boolean {
  return PURE.some((p) => matches(module, p)) && !IMPURE_EXCEPTIONS.some((p) => matches(module, p));
}

const known = (v: string) => KNOWN.some(([f, t]) => v.startsWith(`${f} -> ${t}:`));

describe("import boundaries of src/", () => {
  const graph = readGraph();

  it("reads the import graph (static, type-only, re-export and dynamic imports)", () => {
    expect(graph.modules.length).toBeGreaterThan(50);
    const has = (from: string, to: string) => graph.edges.some((e) => e.from === from && e.to === to);
    // cli/commands.ts loads each command with import("./x.js").
    expect(has("cli/commands.ts", "cli/check.ts")).toBe(true);
    expect(graph.edges.some((e) => e.typeOnly)).toBe(true);
    expect(graph.edges.some((e) => !e.typeOnly)).toBe(true);
    // Every import resolves to a module of src/ (a typo here would hide an edge).
    const modules = new Set(graph.modules);
    expect(graph.edges.filter((e) => !modules.has(e.to)).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("has no circular import", () => {
    expect(cycles(graph.modules, graph.edges)).toEqual([]);
  });

  it("names in its tables only folders and files that exist (a move leaves no stale row)", () => {
    const units = [...LAYERS.flat(), ...PURE, ...IMPURE_EXCEPTIONS, ...DENY.flatMap(([f, t]) => [f, t])];
    expect(units.filter((u) => !graph.modules.some((m) => matches(m, u)))).toEqual([]);
  });

  it("has no circular import between the folders of src/ (type-only imports count)", () => {
    const folders = folderGraph(graph.modules, graph.edges);
    expect(folders.modules).toContain("report/");
    expect(cycles(folders.modules, folders.edges)).toEqual([]);
  });

  it("imports only downward (LAYERS) and never across a DENY rule", () => {
    expect(layerViolations(graph.edges, LAYERS, DENY).filter((v) => !known(v))).toEqual([]);
  });

  it("the KNOWN exceptions still occur (delete an entry once its import is gone)", () => {
    const all = layerViolations(graph.edges, LAYERS, DENY);
    expect(
      KNOWN.filter(([f, t]) => !all.some((v) => v.startsWith(`${f} -> ${t}:`))).map(([f, t]) => `${f} -> ${t}`),
    ).toEqual([]);
  });

  it("only src/action/ imports the GitHub Actions toolkit", () => {
    const bad = [...graph.external]
      .filter(
        ([module, imports]) => !module.startsWith("action/") && imports.some((i) => i.spec.startsWith("@actions/")),
      )
      .map(([module]) => module);
    expect(bad).toEqual([]);
    expect(
      [...graph.external].some(
        ([m, imports]) => m.startsWith("action/") && imports.some((i) => i.spec.startsWith("@actions/")),
      ),
    ).toBe(true);
  });

  it("the pure layers (stats, verdict, design, text, leakage core) do no I/O", () => {
    const bad: string[] = [];
    for (const [module, imports] of graph.external) {
      if (!isPure(module)) continue;
      for (const imp of imports)
        if (!imp.typeOnly && IO_MODULES.test(imp.spec)) bad.push(`${module} imports ${imp.spec}`);
    }
    for (const module of graph.modules.filter(isPure)) {
      const code = stripComments(readFileSync(join(SRC, module), "utf8"));
      if (/\bprocess\.(env|cwd|argv|stdout|stderr|exit)\b/.test(code)) bad.push(`${module} uses process`);
    }
    for (const e of graph.edges) {
      if (isPure(e.from) && !e.typeOnly && !isPure(e.to) && unitOf(e.to, PURE) !== undefined) {
        bad.push(`${e.from} imports ${e.to}, which does I/O`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe("the boundary rules themselves (a made-up graph)", () => {
  const edge = (from: string, to: string, typeOnly = false): Edge => ({ from, to, typeOnly });

  it("an upward import, a same-layer import, a denied import and an unknown folder are violations", () => {
    const v = layerViolations(
      [
        edge("stats/a.ts", "stats/b.ts"),
        edge("report/x.ts", "verdict/y.ts"),
        edge("stats/a.ts", "cli/main.ts", true),
        edge("items/load.ts", "leakage/scan.ts"),
        edge("report/x.ts", "items/load.ts"),
        edge("newthing/z.ts", "stats/a.ts"),
      ],
      LAYERS,
      DENY,
    );
    expect(v).toEqual([
      "stats/a.ts -> cli/main.ts: stats/ imports cli/, a higher layer",
      "items/load.ts -> leakage/scan.ts: items/ imports leakage/, a unit of the same layer",
      "report/x.ts -> items/load.ts: the report renders results; item handling stays below the engine",
      "newthing/z.ts -> stats/a.ts: newthing/z.ts is in no layer (add it to LAYERS)",
    ]);
  });

  it("finds a cycle through three modules and a type-only cycle, not a chain", () => {
    const modules = ["a.ts", "b.ts", "c.ts", "d.ts", "e.ts"];
    expect(
      cycles(modules, [edge("a.ts", "b.ts"), edge("b.ts", "c.ts"), edge("c.ts", "a.ts"), edge("c.ts", "d.ts")]),
    ).toEqual([["a.ts", "b.ts", "c.ts"]]);
    expect(cycles(modules, [edge("d.ts", "e.ts", true), edge("e.ts", "d.ts")])).toEqual([["d.ts", "e.ts"]]);
    expect(cycles(modules, [edge("a.ts", "b.ts"), edge("b.ts", "c.ts")])).toEqual([]);
  });

  it("finds a cycle between folders that no module cycle shows, through a type-only import too", () => {
    const modules = ["a/x.ts", "a/y.ts", "b/z.ts", "c.ts"];
    // a/x → b/z → a/y: no module is on a cycle, but folders a/ and b/ are.
    const edges = [edge("a/x.ts", "b/z.ts"), edge("b/z.ts", "a/y.ts")];
    expect(cycles(modules, edges)).toEqual([]);
    const folders = folderGraph(modules, edges);
    expect(cycles(folders.modules, folders.edges)).toEqual([["a/", "b/"]]);
    const typed = folderGraph(modules, [edge("a/x.ts", "c.ts", true), edge("c.ts", "a/y.ts")]);
    expect(cycles(typed.modules, typed.edges)).toEqual([["a/", "c.ts"]]);
    // A folder importing itself is not a cycle; a chain of folders is not either.
    const chain = folderGraph(modules, [edge("a/x.ts", "a/y.ts"), edge("a/y.ts", "b/z.ts"), edge("b/z.ts", "c.ts")]);
    expect(cycles(chain.modules, chain.edges)).toEqual([]);
  });

  it("parses every import form, and tells type-only imports apart", () => {
    const text = [
      'import { a } from "./a.js";',
      'import type { B } from "./b.js";',
      'import { type C, type D } from "./c.js";',
      'import { type E, f } from "./e.js";',
      "import {",
      "  g,",
      "  h,",
      '} from "../g.js";',
      'export { i } from "./i.js";',
      'export type { J } from "./j.js";',
      'import "./side.js";',
      'const k = await import("./k.js");',
      '// import { no } from "./commented.js";',
      '/* import("./commented-too.js") */',
      'const url = "https://example.com", m = import("./m.js");',
    ].join("\n");
    expect(importsOf(text)).toEqual([
      { spec: "./a.js", typeOnly: false },
      { spec: "./b.js", typeOnly: true },
      { spec: "./c.js", typeOnly: true },
      { spec: "./e.js", typeOnly: false },
      { spec: "../g.js", typeOnly: false },
      { spec: "./i.js", typeOnly: false },
      { spec: "./j.js", typeOnly: true },
      { spec: "./side.js", typeOnly: false },
      { spec: "./k.js", typeOnly: false },
      { spec: "./m.js", typeOnly: false },
    ]);
  });
});

/**
 * ARCHITECTURE.md's layer table is written from test/architecture/layers.ts by
 * scripts/architecture-table.ts; this fails when the two drift apart.
 */
describe("ARCHITECTURE.md layer table", () => {
  it("is the table the boundary test checks (rerun: npx tsx scripts/architecture-table.ts)", () => {
    const doc = readFileSync(DOC, "utf8");
    expect(doc.slice(doc.indexOf(BEGIN), doc.indexOf(END) + END.length)).toBe(layersBlock());
  });

  it("names every unit, denied import and I/O exception of the tables", () => {
    const block = layersBlock();
    for (const unit of ["io/", "outcomes/", "verify/", "report/", "value-source.ts", "ranges.ts", "leakage/scan.ts"])
      expect(block).toContain(`\`${unit}\``);
    expect(block).toContain("`report/` → `items/`");
  });

  it("rewrites only the block between the markers", () => {
    const doc = `before\n${BEGIN}\nold\n${END}\nafter\n`;
    expect(replaceBlock(doc, `${BEGIN}\nnew\n${END}`)).toBe(`before\n${BEGIN}\nnew\n${END}\nafter\n`);
    expect(() => replaceBlock("no markers", "x")).toThrow(/no <!-- layers:begin/);
  });
});
