import { describe, expect, it } from "vitest";
import { leakageSectionSchema, optionsFromSection } from "../../src/leakage/config.js";

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
