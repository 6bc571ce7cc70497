import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { KeyTable } from "../../src/leakage/keytable.js";

/** Keys as [hi, lo] pairs; few distinct values, so home slots collide and keys are displaced. */
const key = fc.tuple(fc.integer({ min: -4, max: 4 }), fc.integer({ min: -50, max: 50 }));

describe("KeyTable batch lookups", () => {
  it("getMany answers exactly as get, in order, with and without the bitmap, at every fill", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(key, { selector: ([h, l]) => `${h},${l}`, maxLength: 300 }),
        fc.array(key, { maxLength: 200 }),
        fc.constantFrom(1, 2, 4, 8),
        fc.boolean(),
        (stored, queried, slotsPerKey, filtered) => {
          const t = new KeyTable(stored.length, false, slotsPerKey);
          for (const [i, [h, l]] of stored.entries()) t.set(h, l, i);
          if (filtered) t.withFilter(false);
          // queries: the stored keys themselves, then others (mostly absent)
          const all = [...stored, ...queried];
          const hi = Int32Array.from(all, ([h]) => h);
          const lo = Int32Array.from(all, ([, l]) => l);
          const out = new Int32Array(2 * all.length);
          const n = t.getMany(hi, lo, all.length, out);
          const want = all.map(([h, l]) => t.get(h, l)).filter((v) => v >= 0);
          expect(Array.from(out.subarray(0, n))).toEqual(want);
          for (const [i, [h, l]] of stored.entries()) expect(t.get(h, l)).toBe(i);
          // a view of the parts (what a worker thread gets) answers the same
          const view = KeyTable.fromParts(t.parts());
          const out2 = new Int32Array(2 * all.length);
          expect(view.getMany(hi, lo, all.length, out2)).toBe(n);
          expect(Array.from(out2.subarray(0, n))).toEqual(want);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("keeps the bitmap only for small tables", () => {
    const small = new KeyTable(1000);
    for (let i = 0; i < 1000; i++) small.set(i, i, i);
    expect(small.withFilter(false).parts().filter).not.toBeNull();
    const large = new KeyTable(70_000);
    for (let i = 0; i < 70_000; i++) large.set(i, -i, i);
    expect(large.withFilter(false).parts().filter).toBeNull();
  });
});
