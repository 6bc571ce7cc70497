/**
 * The CLI ships as the `npm pack` tarball of a release, never as whatever owns
 * `contamgate` on the registry. The tarball must install into an empty folder with no network —
 * the bundle in dist/ is self-contained, so the package declares no runtime dependencies (every
 * library is a devDependency that ncc inlines) — and its `contamgate` bin must run.
 *
 * Packs the working tree's dist/ as it is: run `npm run build` first when the sources changed.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  name: string;
  version: string;
  bin: Record<string, string>;
  files: string[];
  dependencies?: object;
  bundleDependencies?: unknown;
  bundledDependencies?: unknown;
};
const npm = (args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) =>
  execFileSync("npm", args, {
    cwd,
    encoding: "utf8",
    env: { ...process.env, npm_config_update_notifier: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });

describe("the packed tarball", () => {
  let work = "";
  let tarball = "";
  let bin = "";
  let packed: string[] = [];

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "contamgate-pack-"));
    const out = JSON.parse(npm(["pack", "--json", "--pack-destination", work], root)) as {
      filename: string;
      files: { path: string }[];
    }[];
    tarball = join(work, out[0]!.filename);
    packed = out[0]!.files.map((f) => f.path);
    const app = join(work, "app");
    execFileSync("mkdir", [app]);
    writeFileSync(join(app, "package.json"), JSON.stringify({ name: "empty", version: "1.0.0", private: true }));
    // An empty cache and an unreachable registry: any attempt to fetch would fail the install.
    npm(["install", "--offline", "--no-audit", "--no-fund", tarball], app, {
      npm_config_cache: join(work, "npm-cache"),
      npm_config_registry: "http://127.0.0.1:9/",
    });
    bin = join(app, "node_modules/.bin/contamgate");
  }, 240_000);

  it("is named for the version and holds the bundle, not the sources", () => {
    expect(tarball.endsWith(`${pkg.name}-${pkg.version}.tgz`)).toBe(true);
    expect(packed).toContain("dist/cli/index.js");
    expect(packed).toContain("package.json");
    expect(
      packed.filter((p) => p.startsWith("src/") || p.startsWith("test/") || p.startsWith("node_modules/")),
    ).toEqual([]);
  });

  it("declares no runtime dependencies (the bundle inlines them), so an offline install needs nothing else", () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.bundleDependencies ?? pkg.bundledDependencies).toBeUndefined();
    expect(pkg.bin).toEqual({ contamgate: "dist/cli/index.js" });
    const installed = readdirSync(join(work, "app/node_modules")).filter((d) => !d.startsWith("."));
    expect(installed).toEqual(["contamgate"]);
  });

  it("installs a `contamgate` bin that prints its usage", () => {
    expect(existsSync(bin)).toBe(true);
    const r = spawnSync(bin, ["--help"], { encoding: "utf8", cwd: join(work, "app") });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/contamgate/);
    expect(r.stdout).toMatch(/power/);
  });

  it("runs the power gate from the installed package: the exact figures, exit 0", () => {
    const r = spawnSync(bin, ["power", "--n", "100", "--discordant-rate", "0.2", "--json", "-"], {
      encoding: "utf8",
      cwd: join(work, "app"),
    });
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as { n: number; exact: { min_detectable_effect: number } };
    expect(j.n).toBe(100);
    expect(j.exact.min_detectable_effect).toBeGreaterThan(0);
    expect(j.exact.min_detectable_effect).toBeLessThan(0.2);
    // Same answer as the repository's own CLI: the tarball is the bundle of these sources.
    const here = spawnSync(
      process.execPath,
      [join(root, "dist/cli/index.js"), "power", "--n", "100", "--discordant-rate", "0.2", "--json", "-"],
      { encoding: "utf8" },
    );
    expect(r.stdout).toBe(here.stdout);
    const text = spawnSync(bin, ["power", "--n", "100", "--discordant-rate", "0.2"], {
      encoding: "utf8",
      cwd: join(work, "app"),
    });
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/minimum detectable drop at n = 100 +\+\d+\.\d\d pt/);
  });
});
