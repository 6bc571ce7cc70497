import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { canonicalJson, requestKey, sanitizeBaseUrl, type RequestKeyParts } from "../../src/cache/request-key.js";

const base: RequestKeyParts = {
  provider: "openai",
  model: "gpt-4o-mini",
  baseUrl: "https://api.openai.com/v1",
  messages: [
    { role: "system", content: "Answer with the letter only." },
    { role: "user", content: "Q\nA. x\nAnswer:" },
  ],
  temperature: 0,
  maxTokens: 16,
  promptFormat: "mcq-v1",
  replicate: 0,
};

describe("canonicalJson", () => {
  it("sorts keys at every depth and drops nothing else", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "é\n" } })).toBe(
      '{"a":{"c":"é\\n","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    expect(canonicalJson({ x: 1, y: 2 })).toBe(canonicalJson({ y: 2, x: 1 }));
    expect(() => canonicalJson({ a: NaN })).toThrow();
  });
});

describe("requestKey", () => {
  it("is sha256 of the documented canonical JSON", () => {
    // Written out by hand from docs/providers.md, not produced by canonicalJson.
    const text =
      '{"base_url":"https://api.openai.com/v1","max_tokens":16,"messages":[{"content":"Answer with the letter only.","role":"system"},' +
      '{"content":"Q\\nA. x\\nAnswer:","role":"user"}],"model":"gpt-4o-mini","prompt_format":"mcq-v1","provider":"openai","replicate":0,"schema":1,"temperature":0}';
    expect(requestKey(base)).toBe(createHash("sha256").update(text).digest("hex"));
  });

  it("changes with every field that can change an answer", () => {
    const k = requestKey(base);
    const variants: Partial<RequestKeyParts>[] = [
      { provider: "compatible" },
      { model: "gpt-4o" },
      { baseUrl: "http://localhost:8080/v1" },
      { temperature: 0.7 },
      { maxTokens: 17 },
      { promptFormat: "mcq-v2" },
      { replicate: 1 },
      { messages: [{ role: "user", content: "Q\nA. x\nAnswer:" }] },
      { messages: [{ role: "system", content: "Answer with the letter only. " }, base.messages[1]!] },
    ];
    const keys = new Set([k, ...variants.map((v) => requestKey({ ...base, ...v }))]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it("ignores credentials, query strings and trailing slashes in the base URL", () => {
    const k = requestKey(base);
    expect(requestKey({ ...base, baseUrl: "https://api.openai.com/v1/" })).toBe(k);
    expect(requestKey({ ...base, baseUrl: "https://user:secret@api.openai.com/v1?key=abc" })).toBe(k);
    expect(sanitizeBaseUrl("http://u:p@LOCALHOST:11434/v1/?api_key=x#f")).toBe("http://localhost:11434/v1");
    expect(sanitizeBaseUrl("")).toBe("");
  });
});
