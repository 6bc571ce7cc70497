import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { REAL_LLM_FIXTURE as FIXTURE, runDetecting, serversOrSkip, useRealServers } from "./real-llm.js";

/**
 * The time split end to end against llama.cpp's real llama-server (docs/real-llm.md):
 * the memorizer learned mmlu-0001…0400 in their published order and never saw
 * mmlu-0401…0600. With those 200 dated after the models' training cutoff and the 400 before it,
 * the memorizer's pre-cutoff drop must exceed its post-cutoff drop; the control (which memorized
 * nothing) must show no such difference. Skips, with the reason printed, when no server can start.
 */
const CUTOFF = "2024-06-30";

const servers = useRealServers("real time-split tests", "cg-real-ts-");

// Runs after useRealServers' own beforeAll, once the servers are up.
beforeAll(async () => {
  const { urls, work } = servers;
  if (!urls) return;

  // The fixture's items, dated: 0001–0400 before the cutoff, 0401–0600 after it.
  const lines = (await readFile(join(FIXTURE, "items.jsonl"), "utf8")).split("\n").filter((l) => l.trim() !== "");
  const dated = lines.map((l) => {
    const item = JSON.parse(l) as { id: string };
    const k = Number(item.id.slice("mmlu-".length));
    return JSON.stringify({ ...item, published_at: k <= 400 ? "2023-03-01" : "2025-01-15" });
  });
  await writeFile(join(work, "items.jsonl"), `${dated.join("\n")}\n`);
  await writeFile(
    join(work, "contamgate.yml"),
    [
      "version: 1",
      "design:",
      "  target_effect: 0.3",
      "  expected_discordant_rate: 0.5",
      "benchmark:",
      "  path: items.jsonl",
      "  split: all",
      "models:",
      `  - { label: memorizer, provider: compatible, model: memorizer, base_url: "${urls.memorizer}/v1", training_cutoff: "${CUTOFF}" }`,
      `  - { label: control, provider: compatible, model: control, base_url: "${urls.control}/v1", training_cutoff: "${CUTOFF}" }`,
      "run:",
      "  cache_dir: cache",
      "  concurrency: 2",
      "",
    ].join("\n"),
  );
}, 300_000);

interface Group {
  n: number;
  drop: number;
  drop_ci: { lower: number; upper: number };
}
interface TimeSplit {
  cutoff: string;
  pre_items: number;
  post_items: number;
  undated_items: number;
  decision: string;
  not_tested_reason: string | null;
  pre: Group;
  post: Group;
  difference: { estimate: number; ci: { lower: number; upper: number } };
  p_value: number;
  p_holm: number;
  power: number | null;
}

describe("the time split against the real llama-server", () => {
  it("the memorizer's pre-cutoff drop exceeds its post-cutoff drop; the control shows no difference", {
    timeout: 300_000,
  }, async (ctx) => {
    serversOrSkip(servers, ctx);
    const work = servers.work;
    const out = join(work, "run.json");
    const { report: j, stdout } = await runDetecting(
      ["run", "--config", "contamgate.yml", "--yes", "--json", out],
      work,
      out,
    );
    const ts = Object.fromEntries(
      (j.verdict.models as { name: string; time_split: TimeSplit }[]).map((x) => [x.name, x.time_split]),
    );
    for (const [name, t] of Object.entries(ts))
      console.log(
        `real time split, ${name}: pre ${t.pre.drop} [${t.pre.drop_ci.lower}, ${t.pre.drop_ci.upper}] (n ${t.pre.n}), ` +
          `post ${t.post.drop} [${t.post.drop_ci.lower}, ${t.post.drop_ci.upper}] (n ${t.post.n}), ` +
          `difference ${t.difference.estimate} [${t.difference.ci.lower}, ${t.difference.ci.upper}], ` +
          `p ${t.p_value}, Holm ${t.p_holm}, ${t.decision}, power ${t.power}`,
      );
    const mem = ts.memorizer!;
    const ctl = ts.control!;
    for (const t of [mem, ctl]) {
      expect(t).toMatchObject({ cutoff: CUTOFF, pre_items: 400, post_items: 200, undated_items: 0 });
    }
    expect(mem.decision).toBe("pre-larger");
    expect(mem.pre.drop).toBeGreaterThan(mem.post.drop + 0.3);
    expect(mem.difference.ci.lower).toBeGreaterThan(0);
    expect(mem.p_holm).toBeLessThan(0.05);
    expect(ctl.decision).toBe("not-shown");
    expect(ctl.p_holm).toBeGreaterThanOrEqual(0.05);
    // Both drops of the control are inside each other's noise: its difference interval covers 0.
    expect(ctl.difference.ci.lower).toBeLessThan(0);
    expect(ctl.difference.ci.upper).toBeGreaterThan(0);
    expect(stdout).toContain("drop on pre-cutoff items larger than on post-cutoff items");
    expect(stdout).toContain("no evidence that the drop on pre-cutoff items is larger than on post-cutoff items");

    // --published-after keeps the 200 post-cutoff items (answers from the cache): nothing pre to compare.
    const after = join(work, "after.json");
    const m2 = memoryIo({}, work);
    const code2 = await main(
      ["run", "--config", "contamgate.yml", "--published-after", CUTOFF, "--json", after, "--force-underpowered"],
      m2.io,
    );
    const j2 = JSON.parse(await readFile(after, "utf8"));
    console.log(`published-after run: exit ${code2}; ${m2.stdout().split("\n")[0]}`);
    expect(m2.stdout()).toMatch(/^contamgate run: 200 items/);
    for (const x of j2.verdict.models as { time_split: TimeSplit }[]) {
      expect(x.time_split).toMatchObject({
        pre_items: 0,
        post_items: 200,
        decision: "not-tested",
        not_tested_reason: "no-pre-items",
      });
    }
    // ... and --published-before the 400 the memorizer learned.
    const m3 = memoryIo({}, work);
    await main(["run", "--config", "contamgate.yml", "--published-before", CUTOFF], m3.io);
    expect(m3.stdout()).toMatch(/^contamgate run: 400 items/);
  });
});
