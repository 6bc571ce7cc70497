/**
 * The four configurations the action must tell apart (passing, underpowered, contaminated,
 * leaking), shared by the in-process runner simulation and the run of the bundled dist/index.js.
 * Fake models on 600 real MMLU items (fixtures/demo): nothing is spent, no key is needed.
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "../..");
export const SECRET = "Which composer wrote the opera that premiered at the Teatro La Fenice in 1853?";

export const design = (effect: number, psi: number) =>
  `design:\n  target_effect: ${effect}\n  expected_discordant_rate: ${psi}\n`;
export const benchmark = "benchmark:\n  path: data/items.jsonl\n  seed: s1\n";
export const models = (...m: string[]) => `models:\n${m.map((x) => `  - ${x}\n`).join("")}`;
export const clean = "{ label: clean, provider: fake, model: c, accuracy: 0.6 }";
export const clean2 = "{ label: clean-2, provider: fake, model: c2, accuracy: 0.7 }";
export const dirty = "{ label: dirty, provider: fake, model: d, accuracy: 0.45, memorized: 1 }";
export const leakage =
  "leakage:\n  probe_sets:\n    hold:\n      holdout: true\n      sources: [{ path: probes.txt }]\n  corpora: [{ path: 'corpus/*.txt' }]\n";

export function workspace(config: string, dict: string[]) {
  return (ws: string) => {
    mkdirSync(join(ws, "data"), { recursive: true });
    mkdirSync(join(ws, "corpus"), { recursive: true });
    copyFileSync(join(root, "fixtures/demo/items.jsonl"), join(ws, "data/items.jsonl"));
    writeFileSync(join(ws, "probes.txt"), `${SECRET}\n`);
    writeFileSync(join(ws, "corpus/dict.txt"), dict.join("\n") + "\n");
    writeFileSync(join(ws, "contamgate.yml"), config);
  };
}

export const CASES = {
  pass: {
    config: design(0.1, 0.4) + benchmark + models(clean, clean2) + leakage,
    dict: ["unrelated line", "another"],
    code: 0,
    models: "[]",
    findings: "0",
  },
  underpowered: {
    config: design(0.02, 0.3) + benchmark + models(clean, dirty) + leakage,
    dict: ["unrelated"],
    code: 2,
    models: "[]",
    findings: "0",
  },
  contaminated: {
    config: design(0.1, 0.4) + benchmark + models(clean, dirty) + leakage,
    dict: ["unrelated"],
    code: 1,
    models: '["dirty"]',
    findings: "0",
  },
  leaking: {
    config: design(0.1, 0.4) + "  n: 800\n" + leakage,
    dict: ["unrelated line", "another", SECRET],
    code: 1,
    models: "[]",
    findings: "1",
  },
} as const;
