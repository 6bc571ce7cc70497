import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { InputError } from "../../src/errors.js";
import { modelSpecsFromConfig, modelsSectionSchema } from "../../src/models/config.js";
import { looksLikeKey, redactSecrets } from "../../src/models/secrets.js";
import { parseModelFlag } from "../../src/models/spec.js";

const FAKE_KEY = "sk-proj-Ab3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY";

function inputError(f: () => unknown): InputError {
  try {
    f();
  } catch (e) {
    if (e instanceof InputError) return e;
    throw e;
  }
  throw new Error("expected an InputError");
}

describe("--model flag", () => {
  it("parses the shorthand with every option", () => {
    expect(parseModelFlag("fake=dirty,accuracy=0.45,memorized=1")).toEqual({
      label: "dirty",
      provider: "fake",
      model: "dirty",
      accuracy: 0.45,
      memorized: 1,
    });
    expect(parseModelFlag("compatible=qwen2.5:3b,label=qwen,base-url=http://localhost:11434/v1")).toEqual({
      label: "qwen",
      provider: "compatible",
      model: "qwen2.5:3b",
      baseUrl: "http://localhost:11434/v1",
    });
    expect(parseModelFlag("anthropic=claude-3-5-haiku-20241022,base-url=http://127.0.0.1:9/")).toMatchObject({
      provider: "anthropic",
      model: "claude-3-5-haiku-20241022",
      baseUrl: "http://127.0.0.1:9/",
    });
  });

  it.each([
    ["nope=x", /unknown provider "nope"/],
    ["fake", /expected provider=MODEL_ID/],
    ["fake=", /model id is empty/],
    ["fake=a,colour=red", /unknown option "colour"/],
    ["fake=a,accuracy=1.5", /\[0, 1\]/],
    ["fake=a,accuracy=", /needs a value/],
    ["fake=a,label=x,label=y", /given twice/],
    ["fake=a,base-url=http://x", /takes no base URL/],
    ["openai=gpt-4o,accuracy=0.5", /only for the fake/],
    ["compatible=llama3", /needs a base URL/],
    ["openai=gpt-4o,base-url=ftp://x", /http\(s\)/],
  ])("rejects %s with exit 4", (raw, re) => {
    const e = inputError(() => parseModelFlag(raw));
    expect(e.exitCode).toBe(4);
    expect(e.message).toMatch(re);
    expect(e.message).toContain("--model");
    expect(e.message.split("\n")).toHaveLength(1);
  });

  it("refuses keys in flags without echoing them", () => {
    for (const raw of [
      `openai=gpt-4o,api-key=${FAKE_KEY}`,
      `openai=${FAKE_KEY}`,
      `openai=gpt-4o,label=${FAKE_KEY}`,
      `openai=gpt-4o,base-url=https://user:${FAKE_KEY}@api.example.com/v1`,
      `openai=gpt-4o,base-url=https://api.example.com/v1?api_key=abc123`,
    ]) {
      const e = inputError(() => parseModelFlag(raw));
      expect(e.exitCode).toBe(4);
      expect(e.message).not.toContain(FAKE_KEY);
      expect(e.message).not.toContain("abc123");
      expect(e.message).toMatch(/environment|credentials|key/);
    }
  });
});

describe("looksLikeKey", () => {
  it("does not mistake real model ids and URLs for keys", () => {
    for (const id of [
      "gpt-4o-mini-2024-07-18",
      "claude-3-5-sonnet-20241022",
      "qwen2.5:3b",
      "meta-llama/Llama-3.1-8B-Instruct",
      "mistralai/Mixtral-8x7B-Instruct-v0.1",
      "http://localhost:11434/v1",
      "deepseek-ai/DeepSeek-R1-Distill-Qwen-32B",
      "demo",
      "dirty",
      "claude-opus-4-1-20250805",
    ])
      expect(looksLikeKey(id), id).toBe(false);
  });
  it("recognizes common key shapes", () => {
    for (const k of [
      FAKE_KEY,
      "sk-ant-api03-abcdefghijklmnopqrstuv",
      "hf_AbCdEfGhIjKlMnOpQrStUvWx",
      "AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStU",
      "Bearer abcdefgh12345",
      "f3Kq9ZpL2mXv8RtY6wNb4HcJ1sDg",
    ]) {
      expect(looksLikeKey(k), k).toBe(true);
    }
  });
});

describe("redactSecrets", () => {
  it("removes environment keys and key-shaped strings from messages", () => {
    const env = { OPENAI_API_KEY: "plainsecretvalue", ANTHROPIC_API_KEY: "sk-ant-xyz0123456789" };
    const msg = `401 Incorrect API key provided: plainsecretvalue. Also sk-ant-xyz0123456789 and Authorization: Bearer tok_987654321 and {"x-api-key":"abc12345678"} https://u:p4ss@h/v1`;
    const out = redactSecrets(msg, env);
    for (const secret of ["plainsecretvalue", "xyz0123456789", "tok_987654321", "abc12345678", "p4ss"])
      expect(out).not.toContain(secret);
    expect(out).toContain("Incorrect API key provided");
  });
});

describe("models: config section", () => {
  const yaml = `
- provider: compatible
  model: "qwen2.5:3b"
  base_url: http://localhost:11434/v1
- label: dirty
  provider: fake
  model: fake-dirty
  accuracy: 0.45
  memorized: 1
`;
  it("parses the documented shape into specs", () => {
    const section = modelsSectionSchema.parse(parseYaml(yaml));
    expect(modelSpecsFromConfig(section, { file: "contamgate.yml" })).toEqual([
      { label: "qwen2.5:3b", provider: "compatible", model: "qwen2.5:3b", baseUrl: "http://localhost:11434/v1" },
      { label: "dirty", provider: "fake", model: "fake-dirty", accuracy: 0.45, memorized: 1 },
    ]);
  });
  it("rejects a key field and unknown keys", () => {
    const r = modelsSectionSchema.safeParse([{ provider: "openai", model: "gpt-4o", api_key: FAKE_KEY }]);
    expect(r.success).toBe(false);
    expect(JSON.stringify(r.error?.issues)).toMatch(/api_key/);
    expect(modelsSectionSchema.safeParse([{ provider: "grok", model: "x" }]).success).toBe(false);
    expect(modelsSectionSchema.safeParse([]).success).toBe(false);
  });
  it("rejects key-looking values and duplicate labels with file, line and field", () => {
    const keyed = modelsSectionSchema.parse([{ provider: "openai", model: FAKE_KEY }]);
    const e = inputError(() => modelSpecsFromConfig(keyed, { file: "contamgate.yml", lineOf: () => 7 }));
    expect(e.message).toMatch(/^contamgate\.yml:7, field "models\[0\] model": /);
    expect(e.message).not.toContain(FAKE_KEY);
    const dup = modelsSectionSchema.parse([
      { provider: "fake", model: "a" },
      { provider: "fake", model: "b", label: "a" },
    ]);
    expect(inputError(() => modelSpecsFromConfig(dup, { file: "c.yml" })).message).toMatch(/share the label "a"/);
  });
});
