import { describe, expect, it } from "vitest";
import { parseInputs } from "../../src/action/inputs.js";
import { secretValues } from "../../src/action/secrets.js";
import { cacheKeys } from "../../src/action/cache.js";
import { InputError } from "../../src/errors.js";

const from = (m: Record<string, string>) => (name: string) => m[name] ?? "";

describe("parseInputs", () => {
  it("has the documented defaults", () => {
    const i = parseInputs(from({}));
    expect(i).toMatchObject({
      config: "contamgate.yml",
      checks: ["power", "leakage", "contamination", "compare"],
      yes: false,
      maxCalls: null,
      cache: true,
      cacheKeyPrefix: "contamgate",
      cacheDir: "",
      reportDir: "contamgate-report",
      changedSince: null,
      summaryMaxBytes: 262144,
      comment: "on-failure",
    });
    expect([...i.failOn].sort()).toEqual([
      "compare-failed",
      "contaminated",
      "error",
      "leaking",
      "unconfirmed",
      "underpowered",
    ]);
  });
  it("reads lists in any separator and keeps the canonical order; error always fails", () => {
    const i = parseInputs(
      from({ checks: "contamination\nleakage, power", "fail-on": "leaking", yes: "True", "max-calls": "120" }),
    );
    expect(i.checks).toEqual(["power", "leakage", "contamination"]);
    expect([...i.failOn].sort()).toEqual(["error", "leaking"]);
    expect(i.yes).toBe(true);
    expect(i.maxCalls).toBe(120);
  });
  it.each([
    ["yes", "yes", /field "yes": must be true or false/],
    ["max-calls", "-3", /field "max-calls": must be a whole number/],
    ["max-calls", "1e3", /field "max-calls"/],
    ["summary-max-bytes", "2000000", /field "summary-max-bytes": must be a whole number from 4096 to 983040/],
    ["checks", "power,speling", /field "checks": "speling" is not one of power, leakage, contamination/],
    ["fail-on", "pass", /field "fail-on": "pass" is not one of/],
    ["comment", "sometimes", /field "comment"/],
    ["cache-key-prefix", "a b", /field "cache-key-prefix"/],
  ])("rejects %s = %s with one line naming it", (name, value, msg) => {
    let err: unknown;
    try {
      parseInputs(from({ [name]: value }));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(InputError);
    expect((err as Error).message).toMatch(msg);
    expect((err as Error).message).not.toContain("\n");
  });
});

describe("secretValues", () => {
  it("takes provider keys and key-shaped variables, not ordinary ones or short values", () => {
    const v = secretValues(
      {
        OPENAI_API_KEY: "sk-aaaaaaaaaaaa",
        ANTHROPIC_API_KEY: "sk-ant-bbbbbbbb",
        CONTAMGATE_COMPATIBLE_API_KEY: "cccccccccc",
        MY_SERVICE_TOKEN: "tttttttttt",
        HOME: "/root/home/dir",
        SHORT_API_KEY: "1",
        PATH: "/usr/bin:/bin",
      },
      ["ghs_dddddddddd"],
    );
    expect(v.sort()).toEqual(["cccccccccc", "ghs_dddddddddd", "sk-aaaaaaaaaaaa", "sk-ant-bbbbbbbb", "tttttttttt"]);
  });
});

describe("cacheKeys", () => {
  it("is prefix-os-schema-runid-attempt, restored by prefix-os-schema-", () => {
    expect(cacheKeys("cg", { RUNNER_OS: "Linux", GITHUB_RUN_ID: "99", GITHUB_RUN_ATTEMPT: "2" })).toEqual({
      primary: "cg-linux-v1-99-2",
      restorePrefix: "cg-linux-v1-",
    });
  });
});
