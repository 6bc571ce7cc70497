import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config/load.js";
import { InputError } from "../../src/errors.js";

/** contamgate.yml (src/config/load.ts): every hostile file is read as meant or an exit-4 InputError naming file:line. */
const FILE = "contamgate.yml";
const DESIGN = "design:\n  target_effect: 0.05\n  expected_discordant_rate: 0.3\n";

function outcome(bytes: Buffer | string): { ok: true; config: unknown } | { ok: false; error: InputError } {
  try {
    return { ok: true, config: parseConfig(Buffer.from(bytes), FILE).config };
  } catch (e) {
    if (e instanceof InputError) return { ok: false, error: e };
    throw e; // anything else reaches the user as "internal error": a bug
  }
}
function rejected(bytes: Buffer | string, line?: number): InputError {
  const r = outcome(bytes);
  expect(r.ok, `expected a rejection for ${JSON.stringify(String(bytes).slice(0, 80))}`).toBe(false);
  const e = (r as { error: InputError }).error;
  expect(e.exitCode).toBe(4);
  expect(e.message).not.toContain("\n");
  expect(e.message.startsWith(line === undefined ? FILE : `${FILE}:${line}`), e.message).toBe(true);
  return e;
}

describe("hostile contamgate.yml", () => {
  it("accepts BOM + CRLF exactly like the plain file", () => {
    const plain = outcome(DESIGN);
    const crlf = outcome("\uFEFF" + DESIGN.replace(/\n/g, "\r\n"));
    expect(plain.ok && crlf.ok).toBe(true);
    expect((crlf as { config: unknown }).config).toEqual((plain as { config: unknown }).config);
  });

  it("rejects invalid UTF-8 and NUL bytes", () => {
    rejected(
      Buffer.concat([
        Buffer.from("design:\n  target_effect: 0.05 # caf"),
        Buffer.from([0xc3, 0x28]),
        Buffer.from("\n"),
      ]),
    );
    rejected(Buffer.concat([Buffer.from(DESIGN), Buffer.from([0xed, 0xa0, 0x80, 0x0a])]));
    const nul = outcome(DESIGN + "version: 1\u0000\n");
    expect(nul.ok).toBe(false);
  });

  it("rejects huge numbers, .nan, .inf and out-of-range values at their line", () => {
    for (const v of ["1e400", ".inf", "-.inf", ".nan", "-0.05", "0", "1.5", "9999999999999999999999999"]) {
      const e = rejected(`version: 1\ndesign:\n  target_effect: ${v}\n  expected_discordant_rate: 0.3\n`, 3);
      expect(e.message).toContain('field "design.target_effect"');
    }
  });

  it("rejects negative, fractional and huge counts", () => {
    for (const [k, v] of [
      ["n", "-1"],
      ["n", "2.5"],
      ["n", "0"],
      ["perturbers_tried", "0.5"],
      ["models", "-3"],
      ["n", "1e400"],
    ] as const) {
      const e = rejected(`${DESIGN}  ${k}: ${v}\n`, 4);
      expect(e.message).toContain(`field "design.${k}"`);
    }
  });

  it("rejects duplicate keys at any depth, naming the second", () => {
    rejected(`${DESIGN}design:\n  alpha: 0.01\n`, 4);
    rejected(`design:\n  target_effect: 0.05\n  target_effect: 0.5\n  expected_discordant_rate: 0.3\n`, 3);
  });

  it("survives deep nesting and alias bombs without a crash", () => {
    rejected(`${"[".repeat(5000)}${"]".repeat(5000)}\n`);
    rejected(`version: 1\nx: ${"{a: ".repeat(3000)}1${"}".repeat(3000)}\n`);
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 10; i++)
      bomb.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill("*" + String.fromCharCode(96 + i))
          .join(",")}]`,
      );
    rejected(bomb.join("\n") + "\n");
  });

  it("an empty file or a file of comments is an empty config (every section optional), never a crash", () => {
    for (const body of ["", "\n", "\uFEFF", "# nothing\n", "\r\n"]) {
      const r = outcome(body);
      expect(r.ok).toBe(true);
      expect((r as { config: unknown }).config).toEqual({});
    }
  });

  it("property: arbitrary bytes or YAML fragments never escape as anything but a one-line InputError", () => {
    const fragment = fc.oneof(
      fc.constantFrom(
        "design:",
        "  target_effect: 0.05",
        "  n: -1",
        "models:",
        "  - provider: openai",
        "leakage:",
        "&x [*x]",
        "? [a]",
        "!!binary AAAA",
        "- - -",
        "{",
        "'",
        '"\\u',
        "\t",
        "version: 1",
        "%YAML 1.2",
        "---",
        "...",
      ),
      fc.string({ maxLength: 30 }),
    );
    fc.assert(
      fc.property(fc.array(fragment, { maxLength: 12 }), fc.constantFrom("\n", "\r\n"), (parts, eol) => {
        const r = outcome(parts.join(eol));
        if (!r.ok) {
          expect(r.error.message.startsWith(FILE)).toBe(true);
          expect(r.error.message).not.toContain("\n");
        }
      }),
      { numRuns: 400, seed: 8 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        const r = outcome(Buffer.from(bytes));
        if (!r.ok) expect(r.error.message.startsWith(FILE)).toBe(true);
      }),
      { numRuns: 400, seed: 8 },
    );
  });
});
