import type { StoreStats } from "./response-store.js";

/**
 * What a run must say out loud about the response cache it replayed from (docs/reliability.md
 * "Response cache"): entries that failed their checksum, segments it refused, and answers read
 * from a cache older than checksums. Pure: the run logs these and puts them in its warnings.
 */
export function cacheTrustWarnings(c: StoreStats): string[] {
  const out: string[] = [];
  if (c.untrusted !== null) {
    out.push(
      `response cache: nothing stored in it was replayed, because its provenance cannot be verified: ${c.untrusted}; ${c.notReplayed} stored answer(s) were not used (asked again when needed). Keep the cache outside the repository (docs/security.md "Response cache")`,
    );
  }
  if (c.rejected > 0) {
    out.push(
      `response cache: ${c.rejected} stored answer(s) failed their checksum or UTF-8 check and were not used (asked again instead)`,
    );
  }
  if (c.refusedSegments.length > 0) {
    out.push(
      `response cache: segment(s) not written by contamgate refused (committed to git now or in HEAD's history, not a plain file, or named or headed unlike contamgate's): ${c.refusedSegments.join(", ")}`,
    );
  }
  if (c.unverified > 0) {
    out.push(
      `response cache: ${c.unverified} stored answer(s) predate checksums (cache entry version 1) and were read unverified; delete the cache to re-ask them`,
    );
  }
  return out;
}
