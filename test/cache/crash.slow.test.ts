import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "rolldown";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResponseStore } from "../../src/cache/response-store.js";

/**
 * A child process appends large answers as fast as it can and prints each key once `put` has
 * resolved (i.e. when a caller would use the answer). We SIGKILL it mid-stream: every key it
 * acknowledged must load intact, whatever was cut short must be tolerated.
 */
let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "cg-crash-"));
  // The child runs the real store code, bundled from the TypeScript source (CI has no lib/).
  await build({
    input: fileURLToPath(new URL("../../src/cache/response-store.ts", import.meta.url)),
    output: { file: join(work, "store.mjs"), format: "esm" },
    platform: "node",
    logLevel: "silent",
  });
  await writeFile(
    join(work, "child.mjs"),
    `import { ResponseStore } from "./store.mjs";
const store = await ResponseStore.open(process.argv[2]);
const big = "x".repeat(50_000);
for (let i = 0; ; i++) {
  const k = i.toString(16).padStart(64, "0");
  // Several puts in flight at once, as under concurrency.
  await Promise.all([0, 1, 2].map((j) => store.put(k + j, { text: big + k + j })));
  process.stdout.write(k + "\\n");
}
`,
  );
}, 30_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe("crash safety", () => {
  it("every acknowledged answer survives SIGKILL mid-write", async () => {
    for (let round = 0; round < 3; round++) {
      const dir = join(work, `cache-${round}`);
      const child = spawn(process.execPath, [join(work, "child.mjs"), dir], { stdio: ["ignore", "pipe", "inherit"] });
      const acked: string[] = [];
      let buf = "";
      let timer: NodeJS.Timeout | undefined;
      await new Promise<void>((resolve) => {
        child.stdout.on("data", (d: Buffer) => {
          buf += d.toString();
          const lines = buf.split("\n");
          buf = lines.pop()!;
          acked.push(...lines);
          // Kill after a varying number of acknowledgements, while more writes are under way.
          if (acked.length >= 20 && !timer) timer = setTimeout(() => child.kill("SIGKILL"), round * 7);
        });
        child.on("exit", () => resolve());
      });
      expect(acked.length).toBeGreaterThanOrEqual(20);
      const store = await ResponseStore.open(dir);
      for (const k of acked) {
        for (const j of [0, 1, 2]) expect(store.get(k + j)?.text.endsWith(k + j), `${k}${j}`).toBe(true);
      }
      const st = store.stats();
      expect(st.corruptLines).toBe(0);
      expect(st.tornLines).toBeLessThanOrEqual(1);
      // Whatever was stored beyond the acknowledged keys is complete, never a truncated answer.
      const seg = (await readdir(dir)).find((n) => n.endsWith(".jsonl"))!;
      const lines = (await readFile(join(dir, seg), "utf8")).split("\n");
      // The first line is the segment's header (it names the file); the answers follow.
      expect(JSON.parse(lines[0]!)).toMatchObject({ kind: "contamgate.response-cache", segment: seg });
      const complete = lines.slice(1, -1);
      for (const l of complete) expect(JSON.parse(l).r.text.length).toBe(50_000 + 65);
      expect(store.size).toBe(complete.length);
    }
  }, 60_000);
});
