/**
 * Bounds on the deflated bound clause that hold at every n at once, at O(1) per (m, b), for the
 * power searches' envelopes over blocks of n far from the target (docs/power-speed.md).
 *
 * In the notation of melded-range.ts, F_n = P(X ≤ κ/R_n) with R_n = n·Beta(m, n − m + 1) and
 * κ = E(K)·√m; by Anderson & Samuels, P(R_n ≤ r) ≤ P(Γ_m ≤ r) for r ≤ m − 2 and ≥ it for
 * r ≥ m + 1, at every n ≥ m (Γ_m ~ Gamma(m, 1), the limit n → ∞). Hence for r0 ≤ m − 2 ≤ m + 1 ≤ r1:
 *   F_n ≤ P(R_n ≤ r0) + P(X ≤ κ/r0) ≤ P(Γ_m ≤ r0) + P(Bin(m, x0) ≥ b),   x0 = (1 + κ/r0)/2,
 *   F_n ≥ P(R_n ≤ r1)·P(X ≤ κ/r1) ≥ (1 − P(Γ_m > r1))·P(Bin(m, x1) ≥ b),  x1 = (1 + κ/r1)/2,
 * the Gamma tails bounded by Chernoff: P(Γ_m ≤ r) ≤ e^(−m·h(r/m)) (r < m), P(Γ_m > r) ≤ e^(−m·h(r/m))
 * (r > m), h(t) = t − 1 − ln t. The first below α means the clause fires at every n ("fires
 * everywhere"); the second at or above α that it fires at none.
 *
 * To make the binomial tails cheap, x0 and x1 are fixed over a run of consecutive m (a "stripe")
 * and r0, r1 follow from them (r = κ/u with u = 2x − 1 fixed): the tails are then walked along m
 * and b (tail-table.ts). A stripe's u0 is chosen so that r0 ≤ m − z·√m at its smallest m (so at
 * all its m), u1 so that r1 ≥ m + z·√m at its largest m, with z = 4.3 (Chernoff ≤ ~1e-4).
 * The bounds lose a few steps of b against the exact rule; the searches use them only to rule
 * blocks of n in or out, never for a power they print.
 */
import { UpperTailTable } from "./tail-table.js";

const Z = 4.3;

/**
 * One side of the screen (x0 or x1) over the stripe last asked about. Each m's screen is asked for
 * once (rule-thresholds.ts keeps the answers per m) and the searches sweep m in order, so a table
 * moves on to the next stripe instead of one being kept per stripe: thousands of small tables cost
 * more in allocations than the tails they held.
 */
class Side {
  table: UpperTailTable | null = null;
  from = -1;
  to = -1;
  u = NaN;
}

function chernoff(m: number, r: number): number {
  const t = r / m;
  return Math.exp(-m * (t - 1 - Math.log(t)));
}

export class BoundScreen {
  private readonly low = new Side(); // x0
  private readonly high = new Side(); // x1

  constructor(
    private readonly emax: number,
    private readonly alpha: number,
  ) {}

  /**
   * The side's table on the stripe of m: widths 2^k ≈ √m/2 (the loss from fixing x over a stripe
   * stays ~0.25 sd of X). null below m = 64 or where u is not in (0, 1).
   */
  private stripe(m: number, side: Side, isLow: boolean): Side | null {
    if (m < 64) return null;
    if (m >= side.from && m <= side.to) return side.table === null ? null : side;
    const width = 2 ** Math.max(0, Math.floor(Math.log2(Math.sqrt(m) / 2)));
    const start = Math.floor(m / width) * width;
    const end = start + width - 1;
    side.from = start;
    side.to = end;
    // κ/r0 with r0 = √m·(√start − Z) ≤ m − Z√m for every m ≥ start (κ = E√m); u1 likewise at the end.
    const u0 = this.emax / (Math.sqrt(start) - Z);
    if (!(u0 > 0 && u0 < 1)) {
      side.table = null;
      return null;
    }
    const u = isLow ? u0 : this.emax / (Math.sqrt(end) + Z);
    side.u = u;
    const range = { from: start, to: end };
    if (side.table === null) side.table = new UpperTailTable((1 + u) / 2, range);
    else side.table.reset((1 + u) / 2, range);
    return side;
  }

  /** The clause fires at every n ≥ m for threshold b (certain); false when that is not shown. */
  firesEverywhere(m: number, b: number): boolean {
    const s = this.stripe(m, this.low, true);
    if (s === null || b > m) return false;
    const r0 = (this.emax * Math.sqrt(m)) / s.u;
    if (!(r0 <= m - 2)) return false;
    const table = s.table!;
    const tail = table.upper(m, b);
    return chernoff(m, r0) + tail + table.lastError < this.alpha;
  }

  /** The clause fires at no n ≥ m for threshold b (certain); false when that is not shown. */
  missesEverywhere(m: number, b: number): boolean {
    const s = this.stripe(m, this.high, false);
    if (s === null || b > m) return false;
    const r1 = (this.emax * Math.sqrt(m)) / s.u;
    if (!(r1 >= m + 1)) return false;
    const table = s.table!;
    const tail = table.upper(m, b);
    return (1 - chernoff(m, r1)) * (tail - table.lastError) >= this.alpha;
  }
}
