import { mkdtemp, mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { memoryIo } from "../../src/cli/io.js";
import { main } from "../../src/cli/main.js";
import { leakageSectionSchema, optionsFromSection } from "../../src/leakage/config.js";

describe("contamgate leakage --config", () => {
  it("scans the leakage: section's probe sets and corpora, paths relative to the config", async () => {
    const dir = await mkdtemp(join(tmpdir(), "contamgate-leak-cfg-"));
    await mkdir(join(dir, "cfg/corpus"), { recursive: true });
    const probe = "Which element has the chemical symbol Au and atomic number 79?";
    await writeFile(join(dir, "cfg/probes.txt"), `${probe}\n`);
    await writeFile(join(dir, "cfg/corpus/a.txt"), `nothing here\n${probe}\n`);
    await writeFile(
      join(dir, "cfg/contamgate.yml"),
      "leakage:\n  probe_sets:\n    frozen:\n      holdout: true\n      sources: [{ path: probes.txt }]\n  corpora: [{ path: 'corpus/*.txt' }]\n",
    );
    const m = memoryIo({}, dir);
    expect(await main(["leakage", "--config", "cfg/contamgate.yml", "--json", "out.json"], m.io)).toBe(1);
    expect(m.stdout()).toMatch(/corpus\/a\.txt/);
    expect(m.stdout() + m.stderr()).not.toContain("chemical symbol");
    // a flag still sets the threshold: nothing reaches Jaccard 1 with containment off except a verbatim copy
    const strict = memoryIo({}, dir);
    expect(
      await main(["leakage", "--config", "cfg/contamgate.yml", "--threshold", "1", "--containment", "off"], strict.io),
    ).toBe(1);
  });
  it("refuses to mix --config with --probes or --corpus", async () => {
    const m = memoryIo({}, process.cwd());
    expect(await main(["leakage", "--config", "contamgate.yml", "--corpus", "x.txt"], m.io)).toBe(4);
    expect(m.stderr()).toMatch(/--config takes probe sets and corpora from its leakage: section/);
  });
  it("the repository's demo config has no leaks", async () => {
    const m = memoryIo({}, join(import.meta.dirname, "../.."));
    expect(await main(["leakage", "--config", "contamgate.yml"], m.io)).toBe(0);
  });
});

describe("leakage: section of contamgate.yml", () => {
  it("reports probe ids from an `id` field by default, as --id-field does on the command line", () => {
    const section = leakageSectionSchema.parse({
      probe_sets: {
        holdout: {
          holdout: true,
          sources: [
            { path: "h.jsonl", field: "question" },
            { path: "p.csv", field: "q", id_field: "key" },
          ],
        },
      },
      corpora: [{ path: "c.txt" }],
    });
    const o = optionsFromSection(section, "/tmp", {
      file: "contamgate.yml",
      path: "/tmp/contamgate.yml",
      lineOf: () => undefined,
    });
    expect(o.probeSets[0]!.sources.map((s) => s.idField)).toEqual(["id", "key"]);
  });
});
