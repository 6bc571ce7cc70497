import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { isHoldout } from "../../src/items/split.js";
import { syntheticItems } from "../../src/run/synthetic.js";
import { EXCERPT_MAX_CHARS, UNPARSED_LISTED_MAX } from "../../src/run/unparsed.js";
import { startProviderServer, type ProviderServer, type RecordedRequest } from "../support/provider-server.js";

/**
 * A model whose replies do not parse can be inspected in the report (item ids and
 * bounded, redacted excerpts; ids only for holdout items), and a Chat Completions refusal (null
 * content) is an unparsed answer, asked once, not a retried failure that stops the run.
 */
const KEY = "sk-test-unparsed-0123456789abcdef";
const N = 120;
const SEED = "unparsed";
const items = syntheticItems(N, SEED);
const byQuestion = new Map(items.map((it) => [it.question, it]));
const itemOf = (r: RecordedRequest) =>
  byQuestion.get(r.messages.find((m) => m.role === "user")!.content.split("\n")[0]!)!;
// Items by position: every 3rd refused (null content), every 3rd + 1 answered in prose that
// starts with run-together letters, then echoes the key and a long tail, the rest answered with a letter.
const kind = (r: RecordedRequest) => items.indexOf(itemOf(r)) % 3;

let server: ProviderServer;
let dir: string;
beforeAll(async () => {
  server = await startProviderServer(() => "A");
  dir = await mkdtemp(join(tmpdir(), "cg-unparsed-"));
  server.script(
    ...Array.from({ length: 2 * N }, () => ({
      protocol: "openai" as const,
      bodyFrom: (r: RecordedRequest) => ({
        id: "x",
        object: "chat.completion",
        created: 0,
        model: "m",
        choices: [
          {
            index: 0,
            finish_reason: "stop",
            message:
              kind(r) === 0
                ? { role: "assistant", content: null, refusal: "I'm sorry, I can't choose between A and B here." }
                : { role: "assistant", content: kind(r) === 1 ? `CA\nkey ${KEY} ${"x".repeat(400)}` : "B" },
          },
        ],
      }),
    })),
  );
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("unparsed replies in the report", () => {
  it("lists ids and bounded, redacted excerpts (--show-provider-bodies) per model and condition; holdout items by id only; refusals asked once", async () => {
    const m = memoryIo({ CONTAMGATE_COMPATIBLE_API_KEY: KEY }, dir);
    const code = await main(
      [
        "run",
        "--synthetic",
        String(N),
        "--seed",
        SEED,
        "--target-effect",
        "0.3",
        "--discordant-rate",
        "0.5",
        "--force-underpowered",
        "--model",
        `compatible=m,base-url=${server.openaiBaseUrl}`,
        "--no-cache",
        "--yes",
        "--json",
        "out.json",
        "--show-provider-bodies",
      ],
      m.io,
    );
    expect(m.stderr()).not.toMatch(/retry|stopped/);
    expect([0, 1]).toContain(code);
    const j = JSON.parse(await readFile(join(dir, "out.json"), "utf8"));
    expect(j.stage).toBe("done");
    // One request per distinct prompt: a refusal is not retried.
    expect(j.spend).toMatchObject({ retries: 0, failed: 0 });
    const model = j.models[0];
    const refused = items.filter((_, i) => i % 3 === 0).length;
    const prose = items.filter((_, i) => i % 3 === 1).length;
    for (const cond of ["original", "shuffle_choices"]) {
      expect(model.parse[cond].byReason.refusal).toBe(refused);
      expect(model.parse[cond].byReason.multiple_letters).toBe(prose);
      const u = model.unparsed[cond];
      expect(u.total).toBe(refused + prose);
      expect(u.listed).toHaveLength(UNPARSED_LISTED_MAX);
      expect(u.omitted).toBe(refused + prose - UNPARSED_LISTED_MAX);
      const ids = new Set(items.map((it) => it.id));
      // A holdout id is shown as a hash (an id can be a slug of its question).
      const hashed = new Map(
        items.map((it) => [`sha256:${createHash("sha256").update(it.id).digest("hex").slice(0, 12)}`, it.id]),
      );
      for (const e of u.listed) {
        if (e.holdout) {
          expect(e).toEqual({ id: e.id, reason: e.reason, holdout: true });
          expect(hashed.has(e.id)).toBe(true);
          expect(isHoldout(hashed.get(e.id)!)).toBe(true);
        } else {
          expect(ids.has(e.id)).toBe(true);
          expect(isHoldout(e.id)).toBe(false);
          expect([...e.excerpt].length).toBeLessThanOrEqual(EXCERPT_MAX_CHARS + 1);
          expect(e.excerpt).not.toContain("0123456789abcdef");
          expect(e.excerpt).not.toContain("\n");
          if (e.reason === "multiple_letters") expect(e.excerpt).toMatch(/^CA\\nkey \S*\[redacted\] x+…$/);
          else
            expect(e).toMatchObject({ reason: "refusal", excerpt: "I'm sorry, I can't choose between A and B here." });
        }
      }
      // Both kinds of listing occur in this sample (the split is a hash of the id).
      expect(u.listed.some((e: { holdout?: boolean }) => e.holdout)).toBe(true);
      expect(u.listed.some((e: { excerpt?: string }) => e.excerpt !== undefined)).toBe(true);
    }
  });

  it("check's report.json has them under contamination.unparsed, by model label; without --show-provider-bodies as digests, never the text", async () => {
    const ws = join(dir, "check");
    await mkdir(join(ws, "data"), { recursive: true });
    await copyFile(join(import.meta.dirname, "../../fixtures/demo/items.jsonl"), join(ws, "data/items.jsonl"));
    await writeFile(
      join(ws, "contamgate.yml"),
      "design:\n  target_effect: 0.3\n  expected_discordant_rate: 0.5\n" +
        "benchmark:\n  path: data/items.jsonl\n  split: all\n  sample_n: 30\n  seed: s1\n" +
        `models:\n  - { label: remote, provider: compatible, model: m, base_url: '${server.openaiBaseUrl}' }\n` +
        "run:\n  cache_dir: cache\n",
    );
    server.clearScript();
    server.answer = () => "CA";
    const m = memoryIo({}, ws);
    await main(["check", "--yes", "--force-underpowered", "--checks", "contamination", "--report-dir", "out"], m.io);
    const report = JSON.parse(await readFile(join(ws, "out/report.json"), "utf8"));
    const u = report.contamination.unparsed.remote.original;
    expect(u.total).toBe(30);
    expect(u.listed).toHaveLength(UNPARSED_LISTED_MAX);
    const digest = createHash("sha256").update("CA").digest("hex").slice(0, 12);
    for (const e of u.listed)
      expect(e).toEqual(
        e.holdout
          ? { id: e.id, reason: "multiple_letters", holdout: true }
          : { id: e.id, reason: "multiple_letters", reply_sha256: digest, reply_bytes: 2 },
      );
    expect(
      u.listed
        .filter((e: { holdout?: boolean; id: string }) => !e.holdout)
        .every((e: { id: string }) => !isHoldout(e.id)),
    ).toBe(true);
  });
});
