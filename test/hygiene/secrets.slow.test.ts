import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { tempDir } from "../hostile/cli-harness.js";
import { cliSurfaces, expectAbsent, ITEMS, KEYS, NEEDLES } from "./surfaces.js";

/**
 * Secrets, the rest of secrets.test.ts: every other command (--help, power, verdict, verify,
 * leakage, merge, ingest, perturb, check without a config), passing and failing, with the fake
 * keys in the environment, leaves no key on stdout, stderr or any file it writes. A dozen whole
 * commands, verify's simulations among them: slow suite.
 */
const t = tempDir("contamgate-secrets-");
afterAll(() => t.cleanup());
const surfacesOfRun = cliSurfaces(() => t.dir);

describe("no key on any CLI surface", () => {
  it("every other command, passing and failing", async () => {
    const holdout = join(t.dir, "h.txt");
    writeFileSync(holdout, "Which planet is known as the red planet in our solar system?\n");
    const csvDir = join(t.dir, "csv");
    mkdirSync(csvDir, { recursive: true });
    copyFileSync(join(process.cwd(), "fixtures/items/mmlu/test/chemistry_test.csv"), join(csvDir, "c.csv"));
    const argvs: ((d: string) => string[])[] = [
      () => ["--help"],
      () => ["power", "--target-effect", "0.05", "--discordant-rate", "0.3", "--n", "500"],
      () => ["power", "--target-effect", KEYS.OPENAI_API_KEY],
      (d) => ["verdict", "--table", "m=10,5,1,20", "--target-effect", "0.05", "--json", join(d, "v.json")],
      () => ["verdict", "--table", `${KEYS.OPENAI_API_KEY}=1,2`, "--target-effect", "0.05"],
      () => ["verify", "--n", "50"],
      (d) => [
        "leakage",
        "--holdout",
        holdout,
        "--corpus",
        holdout,
        "--json",
        join(d, "l.json"),
        "--sarif",
        join(d, "l.sarif"),
      ],
      (d) => ["merge", join(d, "missing.json")],
      (d) => ["ingest", "mmlu-csv", csvDir, "--items", join(d, "items.jsonl")],
      () => ["perturb", "--items", ITEMS, "--split", "all", "--json", "-"],
      () => ["perturb", "--items", KEYS.ANTHROPIC_API_KEY],
      (d) => ["check", "--config", join(d, "none.yml")],
    ];
    for (const argv of argvs) {
      const { surfaces } = await surfacesOfRun(argv);
      expectAbsent(surfaces, NEEDLES);
    }
  });
});
