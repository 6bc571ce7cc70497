/**
 * Inline SVG pictures for report.html: the exact power curve and a forest plot of each model's
 * drop. Plain strings, no library and no network, so the page works offline and in an artifact.
 */
import { dropPhrase } from "./figures.js";
import { ciLabel, dropDigits, html, pct, pt, targetDrop, targetPower } from "./format.js";
import type { ContaminationSection, PowerSection } from "./types.js";

const W = 640;
const FONT_SIZE = 12;
const FONT = `font-family="system-ui, sans-serif" font-size="${FONT_SIZE}"`;
/** Longer row labels are cut with "…"; the row's <title> (the tooltip) keeps the full name. */
export const MAX_LABEL_CHARS = 40;

/**
 * An upper estimate of a text's width in pixels at FONT_SIZE. There is no font metrics here (a
 * string renderer), so each character counts as wide as the widest of its class in the common
 * sans-serif faces: margins computed from it leave room to spare rather than clip.
 * test/report/browser.slow.test.ts measures the real text in Chromium.
 */
export function textWidth(text: string, size = FONT_SIZE): number {
  let em = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c >= 0x2e80)
      em += 1.05; // CJK, emoji: full width
    else if (/[ilj.,:;'|!I·()[\] ]/.test(ch)) em += 0.36;
    else if (/[mwMW@%—◆◇●]/.test(ch)) em += 1.0;
    else if (/[A-Z0-9]/.test(ch)) em += 0.72;
    else em += 0.62;
  }
  return Math.ceil(em * size);
}

/** At most `max` characters (code points): longer text keeps its start and ends in "…". */
export function fitLabel(text: string, max = MAX_LABEL_CHARS): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join("")}…`;
}

export function powerCurveSvg(p: PowerSection): string | null {
  const pts = p.curve;
  if (pts.length < 2) return null;
  const H = 320;
  const L = 56,
    R = 16,
    T = 24,
    B = 44;
  const n0 = pts[0]!.n,
    n1 = pts[pts.length - 1]!.n;
  const x = (n: number) => L + ((n - n0) / Math.max(1, n1 - n0)) * (W - L - R);
  const y = (v: number) => T + (1 - Math.min(1, Math.max(0, v))) * (H - T - B);
  const path = pts.map((q, i) => `${i ? "L" : "M"}${x(q.n).toFixed(1)},${y(q.power).toFixed(1)}`).join(" ");
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Exact power against n">`,
    `<title>Exact power of the verdict rule against n (ψ = ${html(pct(p.discordant_rate))}, target drop ${html(targetDrop(p.effect))})</title>`,
    `<rect x="${L}" y="${T}" width="${W - L - R}" height="${H - T - B}" fill="none" stroke="#999"/>`,
  ];
  for (const v of [0, 0.25, 0.5, 0.75, 1]) {
    out.push(`<line x1="${L}" x2="${W - R}" y1="${y(v)}" y2="${y(v)}" stroke="#eee"/>`);
    out.push(`<text x="${L - 6}" y="${y(v) + 4}" text-anchor="end" ${FONT}>${v.toFixed(2)}</text>`);
  }
  for (const n of ticks(n0, n1, 6)) {
    out.push(`<text x="${x(n).toFixed(1)}" y="${H - B + 16}" text-anchor="middle" ${FONT}>${n}</text>`);
  }
  out.push(`<text x="${(L + W - R) / 2}" y="${H - 6}" text-anchor="middle" ${FONT}>questions n</text>`);
  out.push(
    `<text x="14" y="${(T + H - B) / 2}" text-anchor="middle" transform="rotate(-90 14 ${(T + H - B) / 2})" ${FONT}>power</text>`,
  );
  out.push(
    `<line class="target" x1="${L}" x2="${W - R}" y1="${y(p.target_power)}" y2="${y(p.target_power)}" stroke="#c60" stroke-dasharray="6 4"/>`,
    `<text x="${W - R - 4}" y="${y(p.target_power) - 6}" text-anchor="end" fill="#c60" ${FONT}>target ${html(targetPower(p.target_power))}</text>`,
    `<path class="curve" d="${path}" fill="none" stroke="#06c" stroke-width="2"/>`,
  );
  // Each label sits on the side of its line with more room, on its own row, so a mark near
  // the right edge is not cut and two close marks do not overprint.
  const mark = (n: number, label: string, color: string, row: number) => {
    if (n < n0 || n > n1) return;
    const right = x(n) < (L + W - R) / 2;
    out.push(
      `<line class="${label}" x1="${x(n).toFixed(1)}" x2="${x(n).toFixed(1)}" y1="${T}" y2="${H - B}" stroke="${color}" stroke-dasharray="2 3"/>`,
      `<text x="${(x(n) + (right ? 4 : -4)).toFixed(1)}" y="${T + 14 + 16 * row}" text-anchor="${right ? "start" : "end"}" fill="${color}" ${FONT}>${label} n = ${n}</text>`,
    );
  };
  mark(p.n, "design", "#333", 0);
  if (p.exact.required_n !== null && p.exact.required_n !== p.n) mark(p.exact.required_n, "required", "#080", 1);
  out.push("</svg>");
  return out.join("\n");
}

/** Each (model, perturber) pair's drop with its melded interval (bar; left end = lower bound) and adjusted bound (◆). */
export function forestPlotSvg(c: ContaminationSection): string | null {
  const rows = c.models.flatMap((m) => m.perturbers.map((p) => ({ m, p })));
  if (!rows.length) return null;
  const label = ciLabel(1 - 2 * c.design.alpha);
  const rowH = 28;
  // Each part is cut on its own, so a long model name never hides which perturber the row is.
  const labels = rows.map(({ m, p }) => `${fitLabel(m.name)} · ${fitLabel(p.perturber, 24)} (n = ${p.n})`);
  const caption = `drop (points): ● estimate · — melded ${label} · ◇ adjusted lower bound`;
  const PLOT = 420;
  // The left margin is the longest label's width, so no model name is clipped; the picture
  // widens to it (and to the caption) instead of squeezing the plot.
  const L = Math.max(80, ...labels.map((t) => textWidth(t) + 16)),
    R = 24,
    T = 30,
    B = 40;
  const W = Math.max(L + PLOT + R, textWidth(caption) + 16);
  const H = T + B + rowH * rows.length;
  const values = rows.flatMap(({ p }) => [p.drop_ci.lower, p.drop_ci.upper, p.adjusted_lcb, 0]);
  let lo = Math.min(...values),
    hi = Math.max(...values);
  const pad = (hi - lo) * 0.05 || 0.01;
  lo -= pad;
  hi += pad;
  const x = (v: number) => L + ((v - lo) / (hi - lo)) * (W - L - R);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="Drop per model and perturber with its interval">`,
    `<title>Drop (original − perturbed accuracy) per model and perturber with its melded ${html(label)}</title>`,
    `<line x1="${x(0).toFixed(1)}" x2="${x(0).toFixed(1)}" y1="${T - 10}" y2="${H - B}" stroke="#999"/>`,
  ];
  rows.forEach(({ m, p }, i) => {
    const cy = T + rowH * i + rowH / 2;
    const color = p.detected ? "#c00" : "#06c";
    out.push(
      `<g class="model" data-name="${html(m.name)}" data-perturber="${html(p.perturber)}">`,
      `<text class="label" x="${L - 8}" y="${cy + 4}" text-anchor="end" ${FONT}>${html(labels[i]!)}</text>`,
      `<line class="ci" x1="${x(p.drop_ci.lower).toFixed(1)}" x2="${x(p.drop_ci.upper).toFixed(1)}" y1="${cy}" y2="${cy}" stroke="${color}" stroke-width="2"/>`,
      `<circle class="drop" cx="${x(p.drop).toFixed(1)}" cy="${cy}" r="4" fill="${color}"/>`,
      `<path class="adjusted-lcb" d="M${x(p.adjusted_lcb).toFixed(1)},${cy - 5} l5,5 l-5,5 l-5,-5 z" fill="none" stroke="#333"/>`,
      `<title>${html(`${m.name} (${p.perturber}): drop ${dropPhrase(p)}; adjusted lower bound ${pt(p.adjusted_lcb, dropDigits(p.drop_ci))}`)}</title>`,
      `</g>`,
    );
  });
  for (const v of ticks(lo * 100, hi * 100, 6)) {
    out.push(
      `<text x="${x(v / 100).toFixed(1)}" y="${H - B + 16}" text-anchor="middle" ${FONT}>${v > 0 ? "+" : ""}${v}</text>`,
    );
  }
  out.push(`<text class="caption" x="${W / 2}" y="${H - 6}" text-anchor="middle" ${FONT}>${html(caption)}</text>`);
  out.push("</svg>");
  return out.join("\n");
}

/** Round tick values inside [a, b]. */
function ticks(a: number, b: number, count: number): number[] {
  const span = b - a;
  if (!(span > 0)) return [Math.round(a)];
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((k) => k * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  for (let k = Math.ceil(a / step); k * step <= b + 1e-9; k++) out.push(Number((k * step).toPrecision(12)) || 0);
  return out;
}
