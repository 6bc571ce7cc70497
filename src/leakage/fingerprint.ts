import { createHash } from "node:crypto";
import type { LeakageReport, LeakageSettings } from "./report.js";

/** Identifies one scan across its shards: settings without the shard index, and input digests. */
export function fingerprint(
  settings: LeakageSettings,
  probeSets: LeakageReport["probeSets"],
  corpora: LeakageReport["corpora"],
): string {
  const basis = {
    settings: { ...settings, shard: settings.shard ? { count: settings.shard.count } : null },
    probes: probeSets.map((s) => [s.name, s.holdout, s.files.map((f) => [f.file, f.sha256])]),
    corpora: corpora.map((c) => [c.file, c.format, c.sha256]),
  };
  return createHash("sha256").update(JSON.stringify(basis)).digest("hex");
}
