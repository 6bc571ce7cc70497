import { describe, expect, it } from "vitest";
import { parseConfig } from "../../src/config/load.js";
import { InputError } from "../../src/errors.js";

const parse = (text: string) => parseConfig(Buffer.from(text), "contamgate.yml");
function errorOf(text: string): InputError {
  try {
    parse(text);
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("contamgate.yml loader", () => {
  it("accepts a full design and records the sha256 of the bytes", () => {
    const c = parse("design:\n  target_effect: 0.05\n  expected_discordant_rate: 0.3\n");
    expect(c.config.design).toMatchObject({
      target_effect: 0.05,
      expected_discordant_rate: 0.3,
      alpha: 0.05,
      power: 0.8,
      emax: "exact",
    });
    expect(c.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
  it("names file, line and field for an unknown key", () => {
    const e = errorOf("design:\n  target_effect: 0.05\n  expected_discordant_rate: 0.3\n  colour: blue\n");
    expect(e.message).toBe('contamgate.yml:4, field "design.colour": unknown key "colour"');
    expect(e.exitCode).toBe(4);
  });
  it("names a mistyped required key as the unknown key, with the key it meant", () => {
    const e = errorOf("design:\n  target_effect: 0.05\n  expected_discordant_rat: 0.3\n");
    expect(e.message).toBe(
      'contamgate.yml:3, field "design.expected_discordant_rat": unknown key "expected_discordant_rat"; did you mean "expected_discordant_rate"?',
    );
    expect(errorOf("models:\n  - provider: openai\n    modle: gpt-4o\n").message).toMatch(
      /field "models\.0\.modle": unknown key "modle"; did you mean "model"\?$/,
    );
    expect(errorOf("desgn:\n  target_effect: 0.05\n").message).toMatch(/did you mean "design"\?$/);
  });
  it("names the line of a bad value", () => {
    const e = errorOf("version: 1\ndesign:\n  target_effect: 0.5\n  expected_discordant_rate: 0.3\n");
    expect(e.message).toMatch(/^contamgate\.yml:3, field "design\.target_effect": target_effect must not exceed/);
  });
  it("rejects duplicate keys and broken YAML with a line", () => {
    expect(errorOf("design: 1\ndesign: 2\n").message).toMatch(/^contamgate\.yml:2: invalid YAML/);
    expect(errorOf("design:\n  - a\n b: [\n").message).toMatch(/^contamgate\.yml:\d+: invalid YAML/);
  });
  it("rejects an API key field in a model entry as an unknown key", () => {
    const e = errorOf("models:\n  - provider: openai\n    model: gpt-4o\n    api_key: sk-abc\n");
    expect(e.message).toMatch(/contamgate\.yml:4, field "models\.0\.api_key": unknown key "api_key"/);
    expect(e.message).not.toContain("sk-abc");
  });
  it("rejects invalid UTF-8", () => {
    expect(() => parseConfig(Buffer.from([0x64, 0x3a, 0x20, 0xff, 0x0a]), "c.yml")).toThrow(/not valid UTF-8/);
  });
});

describe("sha256", () => {
  it("is the sha256 of the exact bytes", async () => {
    const { createHash } = await import("node:crypto");
    const text = "design:\n  target_effect: 0.05\n  expected_discordant_rate: 0.3\n";
    expect(parse(text).sha256).toBe(createHash("sha256").update(text).digest("hex"));
  });
});
