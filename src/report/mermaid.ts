/**
 * The exact power curve as a Mermaid `xychart-beta`, which GitHub renders inline in Markdown.
 * xychart has a categorical x axis and no legend, so: the axis labels are bare numbers (a tag such
 * as "431 (design)" on one label overprinted its neighbours), a bar marks the design's n, the
 * colours are set (the default theme draws the first line in a pale lavender that vanishes on
 * white), and the legend is a line of text under the chart (`mermaidLegend`).
 */
import { int, pct, targetDrop, targetPower } from "./format.js";
import type { PowerSection } from "./types.js";

/** Enough points for the curve's shape, few enough that every axis label has room. */
const MAX_POINTS = 15;
/**
 * Plot colours in series order (bar, power line, target line): GitHub's blue and red, a
 * mid grey bar; each has a contrast of at least 3:1 on white and on GitHub's dark background.
 */
export const CHART_COLORS = { design: "#8c959f", power: "#0969da", target: "#cf222e" } as const;

export function mermaidPowerCurve(power: PowerSection): string | null {
  const pts = thin(power.curve, MAX_POINTS, [power.n, power.exact.required_n]);
  if (pts.length < 2) return null;
  const labels = pts.map((p) => JSON.stringify(String(p.n)));
  const powers = pts.map((p) => clamp01(p.power).toFixed(4));
  const target = pts.map(() => power.target_power.toFixed(4));
  const design = pts.map((p) => (p.n === power.n ? clamp01(p.power).toFixed(4) : "0"));
  return [
    "```mermaid",
    "---",
    "config:",
    "  xyChart:",
    "    height: 360",
    "    xAxis:",
    "      labelFontSize: 13",
    "  themeVariables:",
    "    xyChart:",
    `      plotColorPalette: "${CHART_COLORS.design}, ${CHART_COLORS.power}, ${CHART_COLORS.target}"`,
    "---",
    "xychart-beta",
    `    title "Exact power against n"`,
    `    x-axis "questions n" [${labels.join(", ")}]`,
    `    y-axis "power" 0 --> 1`,
    `    bar [${design.join(", ")}]`,
    `    line [${powers.join(", ")}]`,
    `    line [${target.join(", ")}]`,
    "```",
  ].join("\n");
}

/** The chart's legend, in Markdown text (xychart draws none). */
export function mermaidLegend(power: PowerSection): string {
  const req = power.exact.required_n;
  return [
    `Blue line: exact power of the verdict rule against n (ψ = ${pct(power.discordant_rate)}, target drop ${targetDrop(power.effect)}).`,
    `Red line: the target power ${targetPower(power.target_power)}.`,
    `Grey bar: the design's n = ${int(power.n)}.`,
    req === null
      ? "No required n: the target power is not reached (see the table)."
      : `Required n = ${int(req)}: the smallest n from which the blue line stays on or above the red one up to twice that n.`,
  ].join(" ");
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
