import { describe, expect, it } from "vitest";
import { closestName, editDistance } from "../../src/text/did-you-mean.js";

describe("did you mean", () => {
  it("computes Levenshtein distances", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("flaw", "lawn")).toBe(2);
    expect(editDistance("same", "same")).toBe(0);
  });
  it("suggests the closest name within a third of the typed length, else nothing", () => {
    expect(closestName("expected_discordant_rat", ["target_effect", "expected_discordant_rate"])).toBe(
      "expected_discordant_rate",
    );
    expect(closestName("colour", ["target_effect", "alpha", "power"])).toBeUndefined();
    expect(closestName("alpah", ["alpha", "power"])).toBe("alpha");
  });
});
