import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { CacheService, CheckRequest, CheckRunner, GitHub, IssueComment } from "../../src/action/env.js";
import { StopError } from "../../src/errors.js";
import type { Report } from "../../src/report/types.js";
import { bareEstimates } from "../report/bare-estimate.js";
import { simulate } from "./simulate.js";

const fixture = (k: string): Report =>
  JSON.parse(readFileSync(new URL(`../../fixtures/action/reports/${k}.json`, import.meta.url), "utf8")) as Report;

/** The engine boundary: answers with a report computed independently (scipy) for that configuration. */
function engineFor(kind: string, seen: CheckRequest[] = [], sideEffect?: (r: CheckRequest) => void): CheckRunner {
  return async (req) => {
    seen.push(req);
    sideEffect?.(req);
    const report = fixture(kind);
    return {
      exitCode: report.exit_code,
      verdict: report.verdict,
      report,
      newCacheEntries: report.contamination?.spend.new_entries ?? 0,
      cacheDir: req.cacheDir.value,
    };
  };
}

const EXPECT = {
  pass: { code: 0, verdict: "pass", models: "[]", findings: "0" },
  underpowered: { code: 2, verdict: "underpowered", models: "[]", findings: "0" },
  contaminated: { code: 1, verdict: "contaminated", models: '["dirty"]', findings: "0" },
  leaking: { code: 1, verdict: "leaking", models: "[]", findings: "3" },
} as const;

describe("the action in a simulated runner (no cache service)", () => {
  for (const [kind, want] of Object.entries(EXPECT)) {
    it(`${kind}: verdict output, exit status, summary under budget with an interval on every estimate`, async () => {
      const seen: CheckRequest[] = [];
      const sim = await simulate({
        runCheck: engineFor(kind, seen),
        inputs: { config: "evals/contamgate.yml", "summary-max-bytes": "65536" },
      });
      expect(sim.code).toBe(want.code);
      expect(sim.outputs.verdict).toBe(want.verdict);
      expect(sim.outputs["contaminated-models"]).toBe(want.models);
      expect(sim.outputs["leakage-findings"]).toBe(want.findings);
      expect(sim.outputs["cache-hit"]).toBe("false");
      const report = fixture(kind);
      expect(sim.outputs["min-detectable-effect"]).toBe(String(report.power!.exact.min_detectable_effect));
      expect(Buffer.byteLength(sim.summary)).toBeGreaterThan(500);
      expect(Buffer.byteLength(sim.summary)).toBeLessThanOrEqual(65536);
      expect(sim.summary).toContain(`contamgate: ${want.verdict}`);
      expect(bareEstimates(sim.summary)).toEqual([]);
      expect(JSON.parse(readFileSync(sim.outputs["report-path"]!, "utf8"))).toEqual(report);
      const dir = join(sim.workspace, "contamgate-report");
      for (const f of ["report.md", "report.html", "report.sarif"]) expect(existsSync(join(dir, f))).toBe(true);
      expect(seen[0]).toMatchObject({
        configPath: "evals/contamgate.yml",
        checks: ["power", "leakage", "contamination", "compare"],
        yes: { value: false, source: { kind: "input", input: "yes" } },
        maxCalls: { value: null, source: { kind: "input", input: "max-calls" } },
        changedSince: null,
      });
      // Outside the checkout by default: the runner's temporary directory (docs/action.md).
      expect(seen[0]!.cacheDir.value).toBe(join(sim.env.RUNNER_TEMP!, "contamgate-cache"));
      // outside Actions the cache says so once, as a notice, and the run goes on
      expect(sim.stdout.match(/::notice::contamgate: the Actions cache service is not available/g)).toHaveLength(1);
      if (want.code !== 0) expect(sim.stdout).toMatch(new RegExp(`::error::contamgate: ${want.verdict}`));
      else expect(sim.stdout).not.toMatch(/::error/);
    });
  }

  it("puts leakage annotations on the corpus file and line, holdout first, probe by file:line only", async () => {
    const sim = await simulate({ runCheck: engineFor("leaking") });
    const errors = sim.stdout.split("\n").filter((l) => l.startsWith("::error ") && l.includes("file="));
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/file=data\/dict\.txt,line=4021/);
    expect(errors[0]).toContain("probes/holdout.jsonl:17");
    expect(sim.stdout).toMatch(/^::warning [^:]*file=data\/corpus\.txt\.gz,line=91::2 corpus lines/m);
  });

  it("fail-on decides which outcomes fail the step; error always does", async () => {
    const sim = await simulate({ runCheck: engineFor("leaking"), inputs: { "fail-on": "contaminated" } });
    expect(sim.code).toBe(0);
    expect(sim.outputs.verdict).toBe("leaking");
    expect(sim.stdout).toMatch(/::warning::contamgate: leaking, not failing the step/);
    const broken = await simulate({
      runCheck: async () => {
        throw new Error("boom\n    at secret/stack.js:1");
      },
      inputs: { "fail-on": "contaminated" },
    });
    expect(broken.code).toBe(4);
    expect(broken.outputs.verdict).toBe("error");
    expect(broken.stdout).not.toContain("stack.js");
  });

  it("a stop from the engine keeps its exit code and verdict (unconfirmed = 3)", async () => {
    const sim = await simulate({
      runCheck: async () => {
        throw new StopError("1,200 uncached calls would be made; pass yes: true to spend", 3);
      },
    });
    expect(sim.code).toBe(3);
    expect(sim.outputs.verdict).toBe("unconfirmed");
    expect(sim.summary).toContain("1,200 uncached calls would be made");
  });

  it("an invalid input is exit 4 with one line naming the input", async () => {
    const sim = await simulate({ runCheck: engineFor("pass"), inputs: { comment: "sometimes" } });
    expect(sim.code).toBe(4);
    expect(sim.outputs.verdict).toBe("error");
    const line = sim.stdout.split("\n").find((l) => l.startsWith("::error::"))!;
    expect(line).toContain('field "comment"');
    expect(line).toContain("always, on-failure or never");
    const bad = await simulate({ runCheck: engineFor("pass"), inputs: { checks: "power,spelling" } });
    expect(bad.code).toBe(4);
  });

  it("masks every provider key before anything is written, and never prints one", async () => {
    const keys = {
      OPENAI_API_KEY: "sk-test-OPENAI-abcdef123456",
      ANTHROPIC_API_KEY: "sk-ant-test-987654321",
      CONTAMGATE_COMPATIBLE_API_KEY: "compat-key-5555aaaa",
    };
    const sim = await simulate({
      runCheck: engineFor("contaminated"),
      env: keys,
      inputs: { "github-token": "ghs_faketoken0123456789" },
    });
    const masks = sim.stdout.split("\n").filter((l) => l.startsWith("::add-mask::"));
    for (const v of [...Object.values(keys), "ghs_faketoken0123456789"]) expect(masks).toContain(`::add-mask::${v}`);
    const firstMask = sim.stdout.indexOf("::add-mask::");
    expect(sim.stdout.slice(0, firstMask)).toBe("");
    const rest = sim.stdout
      .split("\n")
      .filter((l) => !l.startsWith("::add-mask::"))
      .join("\n");
    for (const v of Object.values(keys)) {
      expect(rest).not.toContain(v);
      expect(sim.summary).not.toContain(v);
      expect(JSON.stringify(sim.outputs)).not.toContain(v);
    }
  });
});

// ---------------------------------------------------------------------------------------------

interface FakeCache extends CacheService {
  calls: string[];
}

function fakeCache(opts: { restore?: "hit" | "miss" | "throw"; save?: "ok" | "denied" | "throw" } = {}): FakeCache {
  const calls: string[] = [];
  return {
    calls,
    isFeatureAvailable: () => true,
    async restoreCache(paths, key, restoreKeys) {
      calls.push(`restore ${paths.join(",")} ${key} [${(restoreKeys ?? []).join(",")}]`);
      if (opts.restore === "throw") throw new Error("cache read denied: untrusted trigger");
      if (opts.restore === "hit") {
        // @actions/cache resolves the (workspace-relative) path against GITHUB_WORKSPACE.
        const dir = join(process.env.GITHUB_WORKSPACE!, paths[0]!);
        mkdirSync(dir, { recursive: true });
        writeFileSync(join(dir, "segment-old.jsonl"), '{"k":"a"}\n');
        return "contamgate-linux-v1-4100-1";
      }
      return undefined;
    },
    async saveCache(paths, key) {
      calls.push(`save ${paths.join(",")} ${key}`);
      if (opts.save === "throw") throw new Error("network down");
      return opts.save === "denied" ? -1 : 17;
    },
  };
}

/** An engine that appends paid responses to the store, like the run does. */
function spending(kind: string, events?: string[]): CheckRunner {
  return engineFor(kind, [], (req) => {
    // simulate() always passes the workspace's cache directory
    const dir = req.cacheDir.value!;
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "segment-new.jsonl"), '{"k":"b"}\n');
    events?.push("spent");
  });
}

describe("report-dir committed as a link", () => {
  it("is not written through: a warning, no report files where it points, the verdict unchanged", async () => {
    const outside = mkdtempSync(join(tmpdir(), "cg-action-outside-"));
    const sim = await simulate({
      runCheck: engineFor("pass"),
      inputs: { config: "evals/contamgate.yml" },
      setup: (ws) => symlinkSync(outside, join(ws, "contamgate-report")),
    });
    expect(sim.code).toBe(0);
    expect(sim.outputs.verdict).toBe("pass");
    expect(sim.stdout).toMatch(
      /::warning::contamgate: could not write contamgate-report: .*contamgate-report is a symlink/,
    );
    expect(readdirSync(outside)).toEqual([]);
  });
});

describe("response cache through @actions/cache", () => {
  it("the action fails a workflow whose cache-dir is in the checkout before anything runs", async () => {
    let ran = false;
    const sim = await simulate({
      runCheck: async (req, deps) => {
        ran = true;
        return engineFor("pass")(req, deps);
      },
      inputs: { "cache-dir": ".contamgate-cache" },
    });
    expect(sim.code).toBe(4);
    expect(ran).toBe(false);
    expect(sim.stdout).toMatch(/::error::contamgate: field "cache-dir": \.contamgate-cache is inside the checkout/);
    expect(sim.outputs.verdict).toBe("error");
  });

  it("restores by per-run key with the prefix as restore key, and saves the merged store before failing", async () => {
    const cache = fakeCache({ restore: "hit" });
    const sim = await simulate({ runCheck: spending("contaminated"), cache });
    // Workspace-relative, so the cache version (a hash of the paths) is the same in any workspace.
    expect(cache.calls).toEqual([
      `restore ../_temp/contamgate-cache contamgate-linux-v1-4242-1 [contamgate-linux-v1-]`,
      `save ../_temp/contamgate-cache contamgate-linux-v1-4242-1`,
    ]);
    expect(sim.outputs["cache-hit"]).toBe("true");
    expect(sim.outputs["cache-new-entries"]).toBe("600");
    expect(sim.code).toBe(1);
    // saved in the finally, before setFailed wrote its ::error::
    const saved = sim.stdout.indexOf("saved the response store under cache key contamgate-linux-v1-4242-1");
    const failed = sim.stdout.indexOf("::error::contamgate: contaminated");
    expect(saved).toBeGreaterThan(-1);
    expect(saved).toBeLessThan(failed);
    expect(sim.state.cacheSaveAttempted).toBe("true");
  });

  it("does not save when the run added nothing", async () => {
    const cache = fakeCache({ restore: "hit" });
    await simulate({ runCheck: engineFor("pass"), cache });
    expect(cache.calls.filter((c) => c.startsWith("save"))).toEqual([]);
  });

  it("saves even when the engine throws after spending", async () => {
    const cache = fakeCache();
    const sim = await simulate({
      runCheck: async (req, deps) => {
        await spending("pass")(req, deps);
        throw new Error("provider exploded");
      },
      cache,
    });
    expect(cache.calls.some((c) => c.startsWith("save"))).toBe(true);
    expect(sim.outputs.verdict).toBe("error");
  });

  it("a denied or failing cache is one notice, never a failure", async () => {
    for (const save of ["denied", "throw"] as const) {
      const sim = await simulate({ runCheck: spending("pass"), cache: fakeCache({ restore: "throw", save }) });
      expect(sim.code).toBe(0);
      expect(sim.outputs.verdict).toBe("pass");
      expect(sim.stdout).not.toMatch(/::error/);
      expect(
        sim.stdout.match(
          /::notice::contamgate: the Actions cache failed to restore the response store \(cache read denied: untrusted trigger\), so this run starts without it: model calls earlier runs already paid for are paid for again\./g,
        ),
      ).toHaveLength(1);
      expect(sim.stdout).not.toMatch(/no response store this run may restore/);
      expect(
        sim.stdout.match(
          /::notice::contamgate: (the response cache was not saved|the Actions cache failed to save)[^\n]*the next run pays for them again/g,
        ),
      ).toHaveLength(1);
    }
  });

  it("a miss says every call is paid for (not a failure, no notice); a hit says only new calls are", async () => {
    const miss = await simulate({ runCheck: spending("pass"), cache: fakeCache({ restore: "miss" }) });
    expect(miss.stdout).toMatch(
      /^contamgate: no response store this run may restore is cached under contamgate-linux-v1-\* \([^)]*\), so every model call this run needs is paid for/m,
    );
    expect(miss.stdout).not.toMatch(/::notice::[^\n]*restore/);
    const hit = await simulate({ runCheck: spending("pass"), cache: fakeCache({ restore: "hit" }) });
    expect(hit.stdout).toMatch(
      /restored the response store from cache key contamgate-linux-v1-4100-1; only calls not already in it are paid for/,
    );
  });

  it("the design job (no contamination check) never touches the cache", async () => {
    const cache = fakeCache();
    const sim = await simulate({ runCheck: engineFor("underpowered"), cache, inputs: { checks: "power,leakage" } });
    expect(cache.calls).toEqual([]);
    expect(sim.state.cacheEnabled).toBeUndefined();
    expect(sim.code).toBe(2);
  });

  it("post saves what a main that died after spending left behind, and only then", async () => {
    const died = await simulate({
      runCheck: async (req, deps) => {
        await spending("pass")(req, deps);
        return new Promise(() => {}); // killed here: never returns, its finally never runs
      },
      cache: fakeCache(),
      until: (ws) => existsSync(join(ws, "..", "_temp", "contamgate-cache", "segment-new.jsonl")),
    });
    expect(died.state.isPost).toBe("true");
    expect(died.state.cacheSaveAttempted).toBeUndefined();
    const cache = fakeCache();
    const post = await simulate({
      runCheck: engineFor("pass"),
      cache,
      post: { workspace: died.workspace, state: died.state },
    });
    expect(post.code).toBe(0);
    expect(cache.calls).toEqual([`save ../_temp/contamgate-cache contamgate-linux-v1-4242-1`]);
    expect(post.stdout).toMatch(/::notice::contamgate: the main step did not finish/);

    // after a main that finished, post has nothing to do
    const ok = await simulate({ runCheck: spending("pass"), cache: fakeCache() });
    const again = fakeCache();
    await simulate({ runCheck: engineFor("pass"), cache: again, post: { workspace: ok.workspace, state: ok.state } });
    expect(again.calls).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

function fakeGitHub(existing: IssueComment[], fail?: number) {
  const calls: { op: string; body?: string; id?: number; token?: string }[] = [];
  const gh: GitHub = {
    context: () => ({
      eventName: "pull_request",
      workflow: "contamgate",
      job: "design",
      runId: 4242,
      serverUrl: "https://github.com",
      repo: { owner: "octo", repo: "evals" },
      pullRequest: 7,
    }),
    comments: (token) => ({
      async listComments(p) {
        calls.push({ op: "list", token });
        if (fail) throw Object.assign(new Error("Resource not accessible by integration"), { status: fail });
        return { data: p.page === 1 ? existing : [] };
      },
      async createComment(p) {
        calls.push({ op: "create", body: p.body });
        return {};
      },
      async updateComment(p) {
        calls.push({ op: "update", id: p.comment_id, body: p.body });
        return {};
      },
    }),
  };
  return { gh, calls };
}

describe("sticky pull-request comment", () => {
  const MARKER = "<!-- contamgate:sticky workflow=contamgate job=design -->";

  it("edits its own bot comment, never a person's that quotes the marker", async () => {
    const { gh, calls } = fakeGitHub([
      { id: 1, body: `${MARKER}\nquoted by a person`, user: { login: "alice", type: "User" } },
      { id: 2, body: `${MARKER}\nold`, user: { login: "github-actions[bot]", type: "Bot" } },
    ]);
    await simulate({
      runCheck: engineFor("leaking"),
      github: gh,
      inputs: { "github-token": "ghs_token_for_test_1234" },
    });
    const upd = calls.find((c) => c.op === "update")!;
    expect(upd.id).toBe(2);
    expect(upd.body!.startsWith(MARKER)).toBe(true);
    expect(upd.body!.length).toBeLessThan(65_536);
    expect(calls.some((c) => c.op === "create")).toBe(false);
  });

  it("creates one when there is none and the run failed; skips a passing run with nothing to refresh", async () => {
    const a = fakeGitHub([]);
    await simulate({
      runCheck: engineFor("contaminated"),
      github: a.gh,
      inputs: { "github-token": "ghs_token_for_test_1234" },
    });
    expect(a.calls.map((c) => c.op)).toEqual(["list", "create"]);
    const b = fakeGitHub([]);
    await simulate({
      runCheck: engineFor("pass"),
      github: b.gh,
      inputs: { "github-token": "ghs_token_for_test_1234" },
    });
    expect(b.calls.map((c) => c.op)).toEqual(["list"]);
    const c = fakeGitHub([]);
    await simulate({
      runCheck: engineFor("contaminated"),
      github: c.gh,
      inputs: { "github-token": "ghs_token_for_test_1234", comment: "never" },
    });
    expect(c.calls).toEqual([]);
  });

  it("a 403 on a fork pull request is a warning, and the verdict stands", async () => {
    const { gh } = fakeGitHub([], 403);
    const sim = await simulate({
      runCheck: engineFor("pass"),
      github: gh,
      inputs: { "github-token": "ghs_token_for_test_1234", comment: "always" },
    });
    expect(sim.code).toBe(0);
    expect(sim.stdout).toMatch(
      /::warning::contamgate: could not write the pull-request comment \(403\): pull requests from forks/,
    );
    // A same-repository caller that granted too little is told what to grant.
    expect(sim.stdout).toMatch(
      /otherwise the job lacks `pull-requests: write` \(grant it to the job, or to the job calling the reusable workflow, or set comment: never/,
    );
  });
});
