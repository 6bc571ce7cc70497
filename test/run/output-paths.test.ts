/**
 * An unusable response-cache folder is invalid usage (exit 4, one line naming the flag), never
 * "internal error". The output files' cases (run --json, --outcomes) are with every command's in
 * test/cli/output-paths.test.ts.
 */
import { mkdir, mkdtemp, readdir, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

let server: ProviderServer;
let file: string;
beforeAll(async () => {
  server = await startProviderServer(() => "A");
  const dir = await mkdtemp(join(tmpdir(), "contamgate-review-paths-"));
  file = join(dir, "a-file");
  await writeFile(file, "x");
});
afterAll(async () => {
  await server.close();
});

const base = ["run", "--synthetic", "50", "--target-effect", "0.4", "--discordant-rate", "0.5"];

describe("run with an unusable cache folder", () => {
  it("--cache-dir under a file: exit 4 naming --cache-dir", async () => {
    const m = memoryIo({}, tmpdir());
    const code = await main(
      [
        ...base,
        "--model",
        `compatible=x,base-url=${server.openaiBaseUrl}`,
        "--yes",
        "--cache-dir",
        join(file, "cache"),
      ],
      m.io,
    );
    expect(code).toBe(4);
    expect(m.stderr()).not.toMatch(/internal error/);
    expect(m.stderr()).toMatch(/--cache-dir/);
  });

  it("a cache dir committed as a link to a folder outside: exit 4, no segment written there, nothing sent", async () => {
    const root = await mkdtemp(join(tmpdir(), "contamgate-cache-link-"));
    const ws = join(root, "ws");
    const outside = join(root, "outside");
    await mkdir(ws);
    await mkdir(outside);
    await symlink(outside, join(ws, ".contamgate-cache"));
    const m = memoryIo({}, ws);
    const before = server.requests.length;
    const code = await main([...base, "--model", `compatible=x,base-url=${server.openaiBaseUrl}`, "--yes"], m.io);
    expect(code).toBe(4);
    expect(m.stderr()).toMatch(/symlink/);
    expect(m.stderr()).not.toMatch(/internal error/);
    expect(await readdir(outside)).toEqual([]);
    expect(server.requests.length).toBe(before);
  });
});
