import { describe, expect, it } from "vitest";
import { InputError } from "../../src/errors.js";
import { applyPolicy, readNumber } from "../../src/outcomes/import/score.js";

const at = { file: "f", field: "x" };

describe('a tool\'s score → correct (docs/import.md "Scores")', () => {
  it("reads 0 and 1 as wrong and right, (0, 1) as partial, anything else as invalid", () => {
    expect(readNumber(1)).toEqual({ kind: "right" });
    expect(readNumber(0)).toEqual({ kind: "wrong" });
    expect(readNumber(-0)).toEqual({ kind: "wrong" });
    expect(readNumber(0.5)).toEqual({ kind: "partial", value: 0.5 });
    expect(readNumber(Number.MIN_VALUE)).toEqual({ kind: "partial", value: Number.MIN_VALUE });
    for (const v of [1.0000001, -0.1, 2, Number.NaN, Number.POSITIVE_INFINITY])
      expect(readNumber(v).kind).toBe("invalid");
  });

  it("applies the partial policy; no answer is null under every policy; invalid is always an error", () => {
    const partial = { kind: "partial", value: 0.25 } as const;
    expect(applyPolicy(partial, "wrong", at)).toBe(false);
    expect(applyPolicy(partial, "correct", at)).toBe(true);
    expect(applyPolicy(partial, "unparsed", at)).toBeNull();
    expect(() => applyPolicy(partial, "refuse", at)).toThrow(InputError);
    expect(() => applyPolicy(partial, "refuse", at)).toThrow(/^f, field "x": a partial score \(0\.25\)/);
    for (const policy of ["refuse", "wrong", "correct", "unparsed"] as const) {
      expect(applyPolicy({ kind: "no-answer" }, policy, at)).toBeNull();
      expect(applyPolicy({ kind: "right" }, policy, at)).toBe(true);
      expect(applyPolicy({ kind: "wrong" }, policy, at)).toBe(false);
      expect(() => applyPolicy({ kind: "invalid", why: "w" }, policy, at)).toThrow(/cannot read the score: w/);
    }
  });
});
