/**
 * When worker threads pay (docs/leakage.md "Workers"): the scan measures its own throughput on
 * one thread and with the workers, in windows of whole batches, and keeps whichever scans more
 * bytes a second; the other is tried again now and then (exponentially rarer while the choice
 * holds), so a second core that becomes busy, or free, mid-scan is noticed. Pure: the caller
 * reports each window's bytes and seconds; nothing here reads a clock.
 */

export type Lane = "inline" | "workers";

export interface LaneConfig {
  /** Bytes scanned on one thread before anything is measured (V8 compiles the scanner meanwhile). */
  readonly warmupBytes: number;
  /** Bytes in a measured window. */
  readonly windowBytes: number;
  /** Workers are kept only when their rate beats one thread's by this share (0.1 = 10 %). */
  readonly margin: number;
  /** Windows of the chosen lane before the other is tried again; doubles each time it loses again. */
  readonly exploreEvery: number;
}

/**
 * 8 MiB of warm-up and 16 MiB windows: a corpus under ~40 MB never starts a worker (their start-up
 * alone is 0.1–0.3 s), and a trial that loses costs at most one window at the slower rate.
 */
export const DEFAULT_LANES: LaneConfig = { warmupBytes: 8 << 20, windowBytes: 16 << 20, margin: 0.1, exploreEvery: 16 };

export interface WindowReport {
  readonly lane: Lane;
  readonly bytes: number;
  readonly seconds: number;
}

export class LanePolicy {
  private readonly rate: Record<Lane, number> = { inline: Number.NaN, workers: Number.NaN };
  private warm = 0;
  private chosen: Lane = "inline";
  private sinceExplore = 0;
  private explore: number;
  /** Every window measured, in order (the report's record of what was decided and why). */
  readonly windows: WindowReport[] = [];

  constructor(private readonly config: LaneConfig = DEFAULT_LANES) {
    this.explore = config.exploreEvery;
  }

  /** The lane of the next window; `warmingUp`: its bytes are not measured. */
  next(): { lane: Lane; warmingUp: boolean } {
    if (this.warm < this.config.warmupBytes) return { lane: "inline", warmingUp: true };
    if (Number.isNaN(this.rate.inline)) return { lane: "inline", warmingUp: false };
    if (Number.isNaN(this.rate.workers)) return { lane: "workers", warmingUp: false };
    if (this.sinceExplore >= this.explore) return { lane: other(this.chosen), warmingUp: false };
    return { lane: this.chosen, warmingUp: false };
  }

  /** Bytes scanned on one thread during warm-up. */
  warmed(bytes: number): void {
    this.warm += bytes;
  }

  /** A measured window: its rate replaces the lane's, and the choice is made again. */
  observe(w: WindowReport): void {
    if (!(w.bytes > 0 && w.seconds > 0)) return;
    this.windows.push(w);
    const first = Number.isNaN(this.rate.inline) || Number.isNaN(this.rate.workers);
    this.rate[w.lane] = w.bytes / w.seconds;
    if (Number.isNaN(this.rate.inline) || Number.isNaN(this.rate.workers)) return;
    const best: Lane = this.rate.workers > this.rate.inline * (1 + this.config.margin) ? "workers" : "inline";
    if (first) {
      // The first comparison: the next trial of the loser comes later the more it lost.
      this.chosen = best;
      this.explore = Math.ceil(this.config.exploreEvery * Math.max(1, this.rate[best] / this.rate[other(best)] - 1));
      return;
    }
    if (w.lane !== this.chosen && this.sinceExplore >= this.explore) {
      // An exploration window: the choice held → explore half as often, and rarer still the more
      // the trial lost (a trial costs window·(1/r_lost − 1/r_kept), so the spacing scales with
      // r_kept/r_lost − 1 to keep the overhead a share of the windows between); it flipped → start over.
      const loss = this.rate[this.chosen] / this.rate[w.lane] - 1;
      this.explore = best === this.chosen ? Math.ceil(this.explore * 2 * Math.max(1, loss)) : this.config.exploreEvery;
      this.sinceExplore = 0;
    } else if (w.lane === this.chosen) {
      this.sinceExplore++;
    }
    if (best !== this.chosen) {
      this.chosen = best;
      this.sinceExplore = 0;
    }
  }

  get choice(): Lane {
    return this.chosen;
  }
}

function other(l: Lane): Lane {
  return l === "inline" ? "workers" : "inline";
}
