/**
 * The one output writer (src/io/output-file.ts; docs/security.md "Outputs"): no link followed
 * inside the workspace, never out of the folder it was given, folders created before any work, an
 * output never replaces an input. Each command's wiring is in test/cli/output-paths.test.ts.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import {
  openOutput,
  outputError,
  outputIn,
  outputPath,
  preflightOutputs,
  sameFile,
  writeOutput,
  writeOutputChunks,
} from "../../src/io/output-file.js";

/** A workspace (the checkout) and, beside it, a folder a pull request must never reach. */
function place() {
  const top = realpathSync(mkdtempSync(join(tmpdir(), "cg-output-")));
  const ws = join(top, "ws");
  const outside = join(top, "outside");
  mkdirSync(ws);
  mkdirSync(outside);
  return { ws, outside };
}

const at = (ws: string, p: string, field = "--json") => outputPath(p, { cwd: ws, field });

describe("writeOutput", () => {
  it("creates missing folders and writes the file; a second write replaces it and leaves no temporary file", async () => {
    const { ws } = place();
    const out = at(ws, "out/deep/r.json");
    await writeOutput(out, "one\n");
    await writeOutput(out, "two\n");
    expect(readFileSync(join(ws, "out/deep/r.json"), "utf8")).toBe("two\n");
    expect(readdirSync(join(ws, "out/deep"))).toEqual(["r.json"]);
  });

  it("a link committed as the output file is refused; its target outside is untouched", async () => {
    const { ws, outside } = place();
    writeFileSync(join(outside, "victim"), "keep");
    symlinkSync(join(outside, "victim"), join(ws, "r.json"));
    await expect(writeOutput(at(ws, "r.json"), "x")).rejects.toThrow(
      /^r\.json, field "--json": is a symlink; contamgate never writes through a link/,
    );
    expect(readFileSync(join(outside, "victim"), "utf8")).toBe("keep");
    expect(lstatSync(join(ws, "r.json")).isSymbolicLink()).toBe(true);
  });

  it("a link committed as a folder on the way is refused; nothing is created where it points", async () => {
    const { ws, outside } = place();
    mkdirSync(join(ws, "a"));
    symlinkSync(outside, join(ws, "a/b"));
    await expect(writeOutput(at(ws, "a/b/c/r.json"), "x")).rejects.toThrow(
      /^a\/b\/c\/r\.json, field "--json": a\/b is a symlink; contamgate never writes through a link/,
    );
    expect(readdirSync(outside)).toEqual([]);
  });

  it("a working directory reached through a link still lies in the workspace given by its real path", async () => {
    const { ws, outside } = place();
    symlinkSync(ws, join(outside, "..", "via-link"));
    symlinkSync(outside, join(ws, "reports"));
    const out = outputPath("reports/r.json", { cwd: join(outside, "..", "via-link"), workspace: ws, field: "--json" });
    await expect(writeOutput(out, "x")).rejects.toThrow(/reports is a symlink/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it("a dangling link as the output is refused, not created through", async () => {
    const { ws, outside } = place();
    symlinkSync(join(outside, "new"), join(ws, "r.json"));
    await expect(writeOutput(at(ws, "r.json"), "x")).rejects.toThrow(/is a symlink/);
    expect(existsSync(join(outside, "new"))).toBe(false);
  });

  it("outside the workspace the user's own folders are taken as they are; the file itself is still never a link", async () => {
    const { ws, outside } = place();
    mkdirSync(join(outside, "real"));
    symlinkSync(join(outside, "real"), join(outside, "mine"));
    await writeOutput(at(ws, join(outside, "mine/new/r.json")), "ok");
    expect(readFileSync(join(outside, "real/new/r.json"), "utf8")).toBe("ok");
    symlinkSync(join(outside, "real/new/r.json"), join(outside, "link.json"));
    await expect(writeOutput(at(ws, join(outside, "link.json")), "x")).rejects.toThrow(/is a symlink/);
    expect(readFileSync(join(outside, "real/new/r.json"), "utf8")).toBe("ok");
  });

  it("a folder or a file in the way is named, with the flag", async () => {
    const { ws } = place();
    mkdirSync(join(ws, "d"));
    writeFileSync(join(ws, "f"), "");
    await expect(writeOutput(at(ws, "d", "--out"), "x")).rejects.toThrow(/^d, field "--out": is a folder; name a file/);
    await expect(writeOutput(at(ws, "f/r.json"), "x")).rejects.toThrow(
      /^f\/r\.json, field "--json": f is not a folder/,
    );
  });

  it("a streamed output aborted leaves the old file as it was and no temporary file", async () => {
    const { ws } = place();
    writeFileSync(join(ws, "o.jsonl"), "old\n");
    const f = await openOutput(at(ws, "o.jsonl"));
    await f.handle.write("half");
    await f.abort();
    expect(readFileSync(join(ws, "o.jsonl"), "utf8")).toBe("old\n");
    expect(readdirSync(ws)).toEqual(["o.jsonl"]);
  });
});

describe("outputIn: a name inside a folder never leaves it", () => {
  it.each(["../x", "a/../../x", "/etc/passwd", "", "a//b", "./a"])("%j is refused", (name) => {
    const { ws } = place();
    expect(() => outputIn(at(ws, "reports", "--report-dir"), name)).toThrow(InputError);
  });

  it("joins a plain relative name and names it as the user wrote the folder", () => {
    const { ws } = place();
    const f = outputIn(at(ws, "reports/", "--report-dir"), "report.json");
    expect(f.path).toBe(join(ws, "reports/report.json"));
    expect(f.display).toBe("reports/report.json");
    expect(f.field).toBe("--report-dir");
  });
});

describe("preflightOutputs: every output checked before any work", () => {
  it("creates the missing folders (as check --report-dir always did) and writes nothing", async () => {
    const { ws } = place();
    await preflightOutputs([at(ws, "out/x.json"), undefined]);
    expect(readdirSync(join(ws, "out"))).toEqual([]);
  });

  it("an output never replaces an input: same path however spelled, or the same file through a hard link", async () => {
    const { ws } = place();
    writeFileSync(join(ws, "items.jsonl"), "keep");
    linkSync(join(ws, "items.jsonl"), join(ws, "hard.jsonl"));
    const inputs = [{ what: "the --items file", path: join(ws, "items.jsonl") }];
    for (const p of ["items.jsonl", "./items.jsonl", join(ws, "items.jsonl"), "sub/../items.jsonl", "hard.jsonl"]) {
      await expect(preflightOutputs([at(ws, p)], inputs)).rejects.toThrow(
        /field "--json": --json would overwrite the --items file; write it to another path/,
      );
    }
    expect(readFileSync(join(ws, "items.jsonl"), "utf8")).toBe("keep");
  });

  it("two outputs naming one file are refused, naming both flags", async () => {
    const { ws } = place();
    await expect(preflightOutputs([at(ws, "r.json"), at(ws, "./r.json", "--sarif")])).rejects.toThrow(
      /^\.\/r\.json, field "--sarif": --json and --sarif name the same file/,
    );
  });

  it("sameFile: the same resolved path, or the same inode; different files are not", async () => {
    const { ws } = place();
    writeFileSync(join(ws, "a"), "1");
    writeFileSync(join(ws, "b"), "1");
    linkSync(join(ws, "a"), join(ws, "c"));
    expect(await sameFile(join(ws, "a"), join(ws, "x/../a"))).toBe(true);
    expect(await sameFile(join(ws, "a"), join(ws, "c"))).toBe(true);
    expect(await sameFile(join(ws, "a"), join(ws, "b"))).toBe(false);
    expect(await sameFile(join(ws, "a"), join(ws, "missing"))).toBe(false);
  });
});

describe("writeOutputChunks", () => {
  it("writes the pieces in order, more than one write batch, and replaces the file only when all are written", async () => {
    const { ws } = place();
    const out = at(ws, "big.json");
    const piece = "x".repeat(1000);
    await writeOutputChunks(
      out,
      (function* () {
        for (let i = 0; i < 3000; i++) yield `${piece}${i}\n`;
      })(),
    );
    const text = readFileSync(join(ws, "big.json"), "utf8");
    expect(text.length).toBeGreaterThan(3_000_000);
    expect(text.split("\n")[2999]).toBe(`${piece}2999`);
    expect(readdirSync(ws)).toEqual(["big.json"]);
  });

  it("an error that is not the file system's passes through as it is (never 'I/O error'); the old file stays", async () => {
    const { ws } = place();
    const out = at(ws, "r.json");
    await writeOutput(out, "old\n");
    const failing = (function* () {
      yield "partial";
      throw new RangeError("Invalid string length");
    })();
    await expect(writeOutputChunks(out, failing)).rejects.toThrow(RangeError);
    expect(readFileSync(join(ws, "r.json"), "utf8")).toBe("old\n");
    expect(readdirSync(ws)).toEqual(["r.json"]);
  });

  it("names a failure by its code, and anything else by its own message", () => {
    const { ws } = place();
    const out = at(ws, "r.json");
    const full = Object.assign(new Error("write failed"), { code: "ENOSPC" });
    expect(outputError(out, "cannot write", full).message).toContain("no space left on the device (ENOSPC)");
    const tooLong = outputError(out, "cannot write", new RangeError("Invalid string length")).message;
    expect(tooLong).toContain("Invalid string length");
    expect(tooLong).not.toContain("I/O error");
  });
});
