/**
 * The exact power curve as a Mermaid `xychart-beta`, which GitHub renders inline in Markdown.
 * xychart has a categorical x axis, so the design's n (and the required n) are marked in their
 * axis labels, and a second line draws the target power.
 */
import type { PowerSection } from "./types.js";

const MAX_POINTS = 25;

export function mermaidPowerCurve(power: PowerSection): string | null {
  const pts = thin(power.curve, MAX_POINTS, [power.n, power.exact.required_n]);
  if (pts.length < 2) return null;
  const labels = pts.map((p) => {
    const tags: string[] = [];
    if (p.n === power.n) tags.push("design");
    if (p.n === power.exact.required_n && p.n !== power.n) tags.push("required");
    return JSON.stringify(tags.length ? `${p.n} (${tags.join(", ")})` : String(p.n));
  });
  const powers = pts.map((p) => clamp01(p.power).toFixed(4));
  const target = pts.map(() => power.target_power.toFixed(4));
  const title = `Exact power vs n (target drop ${(power.effect * 100).toFixed(1)} pt, psi ${(power.discordant_rate * 100).toFixed(1)}%, ${power.models} model(s), ${power.perturbers} perturber(s))`;
  return [
    "```mermaid",
    "xychart-beta",
    `    title ${JSON.stringify(title)}`,
    `    x-axis "questions n" [${labels.join(", ")}]`,
    `    y-axis "power" 0 --> 1`,
    `    line [${powers.join(", ")}]`,
    `    line [${target.join(", ")}]`,
    "```",
  ].join("\n");
}

/** Keep at most `max` points, evenly spread, always keeping the ones whose n is in `keep`. */
export function thin<T extends { n: number }>(points: readonly T[], max: number, keep: (number | null)[]): T[] {
  if (points.length <= max) return [...points];
  const must = new Set(keep.filter((k): k is number => k !== null));
  const out = new Set<T>();
  for (const p of points) if (must.has(p.n)) out.add(p);
  const room = Math.max(2, max - out.size);
  for (let i = 0; i < room; i++) out.add(points[Math.round((i * (points.length - 1)) / (room - 1))]!);
  return [...out].sort((a, b) => a.n - b.n);
}

function clamp01(x: number): number {
  return Math.min(1, Math.max(0, x));
}
