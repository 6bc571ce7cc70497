import { describe, expect, it } from "vitest";
import { knownKeys, redactKnownKeys, redactSecrets, redactThenCut } from "../../src/models/secrets.js";
import { secretValues } from "../../src/action/secrets.js";

/**
 * Redact before truncating: an echo of a compatible-provider key that straddled
 * the old 500-character cut survived as a 21-of-34-character prefix, which neither the whole-key
 * match nor `::add-mask::` can find. Every known key, and any 8+-character slice of one, is
 * removed before any cut.
 */
const KEY = "CANARYcompat-3f9b27d1c4e8a6f0b2d4e6"; // 34 characters, not sk- shaped
const env = { CONTAMGATE_COMPATIBLE_API_KEY: KEY };

describe("redactKnownKeys", () => {
  it("a key straddling a cut leaves nothing of it, whichever the cut", () => {
    for (let cut = 470; cut <= 510; cut++) {
      const text = `${"x".repeat(479)} ${KEY} tail`;
      const out = redactThenCut(text, knownKeys(env), cut);
      for (let i = 0; i + 8 <= KEY.length; i++)
        expect(out.includes(KEY.slice(i, i + 8)), `slice ${i} at cut ${cut}`).toBe(false);
    }
  });

  it("hides a key whole, as a prefix, as a suffix and as a middle slice of 8+ characters", () => {
    for (const piece of [KEY, KEY.slice(0, 21), KEY.slice(-14), KEY.slice(5, 13)]) {
      const out = redactKnownKeys(`error: got "${piece}" back`, knownKeys(env));
      expect(out).toBe('error: got "[redacted]" back');
    }
    // Seven characters is below the slice length: left alone (it could be any word).
    expect(redactKnownKeys(`x ${KEY.slice(0, 7)} y`, knownKeys(env))).toBe(`x ${KEY.slice(0, 7)} y`);
  });

  it("covers every key-named variable, not only the three providers'", () => {
    const e = {
      MY_SERVICE_TOKEN: "tok-9f8e7d6c5b4a39281",
      OPENAI_API_KEY: "sk-test-0123456789abcdef",
      SHORT_TOKEN: "1234",
    };
    expect(knownKeys(e).sort()).toEqual(["sk-test-0123456789abcdef", "tok-9f8e7d6c5b4a39281"]);
    expect(redactSecrets("a tok-9f8e7d6c5b4 b", e)).toBe("a [redacted] b");
    // The action masks the same set, plus the github token.
    expect(secretValues(e, ["ghs_abcdefghijklmnop"]).sort()).toEqual([
      "ghs_abcdefghijklmnop",
      "sk-test-0123456789abcdef",
      "tok-9f8e7d6c5b4a39281",
    ]);
  });
});
