import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonChunks } from "../../src/text/json-chunks.js";

const joined = (v: unknown) => [...jsonChunks(v)].join("");

describe("jsonChunks", () => {
  it("is JSON.stringify(v, null, 2) byte for byte on any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (v) => {
        expect(joined(v)).toBe(JSON.stringify(v, null, 2));
      }),
    );
  });

  it("writes long arrays, deep nesting and the values JSON.stringify drops or nulls the same way", () => {
    const long = Array.from({ length: 300 }, (_, i) => ({ i, s: `a\nb"${i}`, nested: [i, { x: [1, 2] }] }));
    const v = {
      a: long,
      b: { c: long, d: undefined, e: () => 1, f: [undefined, null, Number.NaN, Infinity] },
      g: [],
      h: {},
      i: [long, [], {}],
      date: new Date(0),
    };
    expect(joined(v)).toBe(JSON.stringify(v, null, 2));
    expect(joined(long)).toBe(JSON.stringify(long, null, 2));
  });

  it("writes an iterable as the array it yields, one element at a time", () => {
    const items = Array.from({ length: 5 }, (_, i) => ({ i }));
    let made = 0;
    const stream = {
      *[Symbol.iterator]() {
        for (const x of items) {
          made++;
          yield x;
        }
      },
    };
    const chunks = jsonChunks({ head: 1, items: stream, empty: { *[Symbol.iterator]() {} } });
    // Pieces come before the iterable is exhausted.
    const first = chunks.next();
    expect(first.done).toBe(false);
    expect(made).toBe(0);
    const rest = [...chunks].join("");
    expect(first.value + rest).toBe(JSON.stringify({ head: 1, items, empty: [] }, null, 2));
  });
});
