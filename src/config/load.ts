import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { isMap, isSeq, LineCounter, parseDocument, type Node } from "yaml";
import { firstLine, InputError, lineIf } from "../errors.js";
import { checkInputFile } from "../io/checked-file.js";
import { formatBytes, MAX_CONFIG_BYTES } from "../limits.js";
import { closestName } from "../text/did-you-mean.js";
import { configSchema, type ContamgateConfig } from "./schema.js";

export interface LoadedConfig {
  config: ContamgateConfig;
  /** The path as given (for messages) and resolved. */
  file: string;
  path: string;
  /** Relative paths in the config resolve against this directory. */
  dir: string;
  /** sha256 of the file's bytes: the report records it. */
  sha256: string;
  /** 1-based line of a key path (e.g. ["models", 2]) for errors raised after validation. */
  lineOf(path: readonly (string | number)[]): number | undefined;
  /** Whether the file itself writes this key path (a schema default does not count). */
  has(path: readonly (string | number)[]): boolean;
}

export async function loadConfig(file: string, cwd: string): Promise<LoadedConfig> {
  const path = resolve(cwd, file);
  // Checked before reading: a FIFO or /dev/zero as the config must not block or fill memory.
  const { real } = await checkInputFile(path, {
    display: file,
    maxBytes: MAX_CONFIG_BYTES,
    what: "config file",
    workspace: cwd,
    missing: "config file not found",
  });
  let bytes: Buffer;
  try {
    bytes = await readFile(real);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new InputError(code === "ENOENT" ? "config file not found" : `cannot read config file (${code ?? "error"})`, {
      file,
    });
  }
  return parseConfig(bytes, file, path);
}

export function parseConfig(bytes: Buffer, file: string, path = file): LoadedConfig {
  // Before parsing: YAML parsing is superlinear in keys (a 229 KB file of 20k keys took 41 s).
  if (bytes.length > MAX_CONFIG_BYTES) {
    throw new InputError(
      `config is ${formatBytes(bytes.length)}; the cap is ${formatBytes(MAX_CONFIG_BYTES)} (docs/reliability.md "Caps")`,
      { file },
    );
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  const text = bytes.toString("utf8");
  if (text.includes("\uFFFD") && !Buffer.from(text, "utf8").equals(bytes)) {
    throw new InputError("config is not valid UTF-8", { file });
  }
  const control = firstControlCharacter(text);
  if (control !== undefined) {
    throw new InputError(
      `control character U+${control.code.toString(16).toUpperCase().padStart(4, "0")} in the config (YAML allows only tab, LF and CR; write it escaped in a double-quoted string)`,
      { file, line: control.line },
    );
  }
  const counter = new LineCounter();
  const doc = parseDocument(text.replace(/^\uFEFF/, ""), {
    lineCounter: counter,
    uniqueKeys: true,
    prettyErrors: false,
  });
  const lineAt = (offset: number | undefined) => (offset === undefined ? undefined : counter.linePos(offset).line);
  const err = doc.errors[0];
  if (err) {
    throw new InputError(`invalid YAML: ${firstLine(err)}`, { file, ...lineIf(lineAt(err.pos[0])) });
  }
  /** The line of the deepest key of `p` the file has, and whether it has all of them. */
  const locate = (p: readonly (string | number)[]): { line: number | undefined; found: boolean } => {
    let node: unknown = doc.contents;
    let line = lineAt((node as Node | null)?.range?.[0]);
    for (const key of p) {
      if (isMap(node)) {
        const pair = node.items.find(
          (it) => String((it.key as { value?: unknown } | null)?.value ?? it.key) === String(key),
        );
        if (!pair) return { line, found: false };
        line = lineAt((pair.key as Node | null)?.range?.[0]) ?? line;
        node = pair.value;
      } else if (isSeq(node) && typeof key === "number" && key < node.items.length) {
        node = node.items[key];
        line = lineAt((node as Node | null)?.range?.[0]) ?? line;
      } else return { line, found: false };
    }
    return { line, found: true };
  };
  const lineOf = (p: readonly (string | number)[]) => locate(p).line;
  const has = (p: readonly (string | number)[]) => locate(p).found;
  let data: unknown;
  try {
    data = doc.toJS() ?? {};
  } catch (e) {
    // yaml throws (not a doc error) on alias bombs ("billion laughs"); that is bad input, not a bug.
    throw new InputError(`invalid YAML: ${e instanceof Error ? firstLine(e) : "cannot resolve"}`, { file });
  }
  const parsed = configSchema.safeParse(data);
  if (!parsed.success) {
    // An unknown key first: a typo of a required key also leaves that key missing, and the typo is the cause.
    const issue = parsed.error.issues.find((i) => i.code === "unrecognized_keys") ?? parsed.error.issues[0]!;
    const keys = issue.code === "unrecognized_keys" ? issue.keys : [];
    const fieldPath = [
      ...issue.path.map((k) => (typeof k === "symbol" ? String(k) : k)),
      ...(keys.length ? [keys[0]!] : []),
    ];
    const field = fieldPath.map(String).join(".") || "(top level)";
    const message = issue.code === "unrecognized_keys" ? unknownKeyMessage(keys, issue.path) : issue.message;
    throw new InputError(message, { file, ...lineIf(lineOf(fieldPath)), field });
  }
  return { config: parsed.data, file, path, dir: dirname(path), sha256, lineOf, has };
}

/**
 * The yaml package accepts raw C0 control characters (NUL included) inside comments and plain
 * scalars, though YAML 1.2 allows only tab, LF and CR unescaped; docs/reliability.md promises a rejection.
 */
function firstControlCharacter(text: string): { code: number; line: number } | undefined {
  const m = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.exec(text);
  if (!m) return undefined;
  let line = 1;
  for (let i = text.indexOf("\n"); i >= 0 && i < m.index; i = text.indexOf("\n", i + 1)) line++;
  return { code: m[0].charCodeAt(0), line };
}

function unknownKeyMessage(keys: readonly string[], path: readonly PropertyKey[]): string {
  const message = `unknown key "${keys.join('", "')}"`;
  const known = keysAt(configSchema, path);
  const guess = keys.length === 1 && known ? closestName(keys[0]!, known) : undefined;
  return guess === undefined ? message : `${message}; did you mean "${guess}"?`;
}

/** The keys the schema allows at a path of the data, through wrappers (optional, default, array items). */
function keysAt(schema: unknown, path: readonly PropertyKey[]): string[] | undefined {
  let node = unwrap(schema);
  for (const key of path) {
    const def = defOf(node);
    if (def?.type === "array") node = unwrap(def.element);
    else if (def?.type === "object" && typeof key === "string") node = unwrap(def.shape?.[key]);
    else return undefined;
  }
  const def = defOf(node);
  return def?.type === "object" && def.shape ? Object.keys(def.shape) : undefined;
}

interface SchemaDef {
  type?: string;
  shape?: Record<string, unknown>;
  element?: unknown;
  innerType?: unknown;
  in?: unknown;
}
function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}
function unwrap(schema: unknown): unknown {
  let node = schema;
  for (let def = defOf(node); def && (def.innerType !== undefined || def.type === "pipe"); def = defOf(node)) {
    node = def.type === "pipe" ? def.in : def.innerType;
  }
  return node;
}
