import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, expectNoCrash, tempDir } from "./cli-harness.js";
import { startProviderServer, type ProviderServer } from "../support/provider-server.js";

/**
 * Provider bodies are shown only when the user asks, on their own terminal:
 * `--show-provider-bodies` prints each failing body (keys redacted, escaped); without it the
 * status, the error type and a digest are all there is.
 */
const KEY = "sk-test-BODYkey0123456789abcdefXYZ";
const SECRET_Q = "upstream failed for prompt: Synthetic question 7?";
let srv: ProviderServer;
const t = tempDir("contamgate-bodies-");
beforeAll(async () => {
  srv = await startProviderServer(() => "A");
});
afterAll(async () => {
  await srv.close();
  t.cleanup();
});

const args = (extra: string[]) => [
  "run",
  "--items",
  join(process.cwd(), "fixtures/items/synthetic40.jsonl"),
  "--split",
  "all",
  "--model",
  `openai=gpt-test,label=o,base-url=${srv.openaiBaseUrl}`,
  "--target-effect",
  "0.05",
  "--discordant-rate",
  "0.3",
  "--force-underpowered",
  "--yes",
  "--no-cache",
  "--max-retries",
  "0",
  "--concurrency",
  "1",
  ...extra,
];
const failing = () => ({
  status: 400,
  body: { error: { message: `${SECRET_Q} key=${KEY}\r::warning::X`, type: "invalid_request_error" } },
});

describe("--show-provider-bodies", () => {
  it("without it: status, type and digest; the body nowhere", async () => {
    srv.clearScript();
    srv.script(failing());
    const r = await cli(args([]), t.dir, { OPENAI_API_KEY: KEY });
    expectNoCrash(r);
    expect(r.code).toBe(4);
    expect(r.stderr).toMatch(
      /^contamgate run: stopped: o \(openai gpt-test\): HTTP 400 BadRequestError \(invalid_request_error\) from 127\.0\.0\.1:\d+; body sha256 [0-9a-f]{12}, \d+ bytes$/m,
    );
    expect(r.stderr).not.toContain("upstream failed");
    expect(r.stderr).not.toContain("Synthetic question");
  });

  it("with it: the body follows, keys redacted, CR and commands escaped", async () => {
    srv.clearScript();
    srv.script(failing());
    const r = await cli(args(["--show-provider-bodies"]), t.dir, { OPENAI_API_KEY: KEY });
    expect(r.code).toBe(4);
    const line = r.stderr.split("\n").find((l) => l.startsWith("  provider body"));
    expect(line, r.stderr).toBeDefined();
    expect(line).toContain(SECRET_Q);
    expect(line).toContain("\\r::warning::X");
    expect(r.stderr).not.toContain("\r");
    for (let i = 0; i + 8 <= KEY.length; i++) expect(r.stderr).not.toContain(KEY.slice(i, i + 8));
  });
});
