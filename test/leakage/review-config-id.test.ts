import { describe, expect, it } from "vitest";
import { leakageSectionSchema, optionsFromSection } from "../../src/leakage/config.js";

describe("leakage: section of contamgate.yml", () => {
  it("reports probe ids from an `id` field by default, as --id-field does on the command line", () => {
    const section = leakageSectionSchema.parse({
      probe_sets: { holdout: { holdout: true, sources: [{ path: "h.jsonl", field: "question" }, { path: "p.csv", field: "q", id_field: "key" }] } },
      corpora: [{ path: "c.txt" }],
    });
    const o = optionsFromSection(section, "/tmp");
    expect(o.probeSets[0]!.sources.map((s) => s.idField)).toEqual(["id", "key"]);
  });
});
