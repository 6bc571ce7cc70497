/**
 * When worker threads pay (docs/leakage.md "Workers"): the scan measures its own throughput on
 * one thread and with the workers, in windows of whole batches, and keeps whichever scans more
 * bytes a second; the other is tried again now and then (exponentially rarer while the choice
 * holds), so a second core that becomes busy, or free, mid-scan is noticed. Without `--workers N`
 * the first trial also waits for a corpus large enough that a trial which loses is lost in the
 * noise, and for a window of one thread that left a core spare. Pure: the caller reports each
 * window's bytes, seconds and spare cores; nothing here reads a clock or the machine.
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
  /**
   * The workers are tried only on a corpus of at least this many bytes (its size as known before
   * the scan, or the bytes already scanned when more); 0: whatever its size.
   */
  readonly minTrialBytes: number;
  /**
   * …and only right after a window of one thread during which other processes left at least this
   * many cores spare (idle); 0: whatever the load.
   */
  readonly minSpareCores: number;
}

/**
 * `--workers N` as asked: 8 MiB of warm-up and 16 MiB windows: a corpus under ~24 MiB never starts
 * a worker (their start-up alone is 0.1–0.3 s), and a trial that loses costs at most one window at
 * the slower rate.
 */
export const ASKED_LANES: LaneConfig = {
  warmupBytes: 8 << 20,
  windowBytes: 16 << 20,
  margin: 0.1,
  exploreEvery: 16,
  minTrialBytes: 0,
  minSpareCores: 0,
};

/**
 * A trial of the workers that loses costs one window at their rate instead of one thread's:
 * (r_one / r_workers − 1) windows of one thread. The worst ratio measured, 2.66 (16.8 MB windows
 * on the 2-core machine with every core busy: one thread 23.9 MB/s, workers 9.0 MB/s;
 * docs/leakage.md "Workers"), bounds it.
 */
const WORST_TRIAL_LOSS = 2.66 - 1;
/** The share of a scan a lost trial may cost: under the run-to-run noise of the same scan. */
const NOISE = 0.05;

/**
 * The default (no `--workers`): the same windows, and a first trial only where it cannot cost more
 * than one thread beyond noise — on a corpus of at least WORST_TRIAL_LOSS · window / NOISE bytes
 * (1.66 · 16 MiB / 0.05 ≈ 531 MiB), right after a window of one thread during which half a core
 * or more stood idle. Why half: with a whole idle core the workers scanned 1.58× one thread
 * (5M lines, 12.12 s → 7.67 s), 0.58 of a core's throughput per spare core; half a core gives
 * them about 1.29×, clear of the 10 % margin and of the idle time's 10 ms grain.
 */
export const DEFAULT_LANES: LaneConfig = {
  ...ASKED_LANES,
  minTrialBytes: Math.ceil((WORST_TRIAL_LOSS * ASKED_LANES.windowBytes) / NOISE),
  minSpareCores: 0.5,
};

/**
 * Whether the policy could ever try the workers on a corpus of `corpusBytes` (`known`: its whole
 * size; otherwise more may come). When not, the scan starts no pool and runs as one thread does.
 */
export function mayTryWorkers(config: LaneConfig, corpusBytes: number, known: boolean): boolean {
  return !known || corpusBytes >= config.minTrialBytes;
}

export interface WindowReport {
  readonly lane: Lane;
  readonly bytes: number;
  readonly seconds: number;
  /** Cores other processes left idle during the window (NaN: not known). */
  readonly spareCores: number;
}

export class LanePolicy {
  private readonly rate: Record<Lane, number> = { inline: Number.NaN, workers: Number.NaN };
  private warm = 0;
  private chosen: Lane = "inline";
  private sinceExplore = 0;
  private explore: number;
  private scanned = 0;
  /** Spare cores during the last window of one thread. */
  private spare = Number.NaN;
  /** Every window measured, in order (the report's record of what was decided and why). */
  readonly windows: WindowReport[] = [];

  /**
   * `corpusBytes`: the corpus's size as far as known before it is read (0: unknown); the bytes
   * scanned stand in for it once they are more.
   */
  constructor(
    readonly config: LaneConfig = DEFAULT_LANES,
    private readonly corpusBytes = 0,
  ) {
    this.explore = config.exploreEvery;
  }

  /** The lane of the next window; `warmingUp`: its bytes are not measured. */
  next(): { lane: Lane; warmingUp: boolean } {
    if (this.warm < this.config.warmupBytes) return { lane: "inline", warmingUp: true };
    if (Number.isNaN(this.rate.inline)) return { lane: "inline", warmingUp: false };
    if (Number.isNaN(this.rate.workers)) return { lane: this.mayTry() ? "workers" : "inline", warmingUp: false };
    if (this.sinceExplore >= this.explore) {
      // Trying the workers again while the core is still busy would only lose a window: wait for a spare one.
      if (this.chosen === "inline" && !this.coreSpare()) return { lane: "inline", warmingUp: false };
      return { lane: other(this.chosen), warmingUp: false };
    }
    return { lane: this.chosen, warmingUp: false };
  }

  /**
   * Whether the first trial of the workers may start (one thread has been measured by then): only
   * on a corpus large enough that a trial which loses stays a small share of it, and a core was spare.
   */
  private mayTry(): boolean {
    return Math.max(this.corpusBytes, this.scanned) >= this.config.minTrialBytes && this.coreSpare();
  }

  private coreSpare(): boolean {
    // NaN (the machine did not say) is never spare, unless no spare core is asked for.
    return this.config.minSpareCores <= 0 || this.spare >= this.config.minSpareCores;
  }

  /** Bytes scanned on one thread during warm-up. */
  warmed(bytes: number): void {
    this.warm += bytes;
    this.scanned += bytes;
  }

  /** A measured window: its rate replaces the lane's, and the choice is made again. */
  observe(w: WindowReport): void {
    this.scanned += w.bytes;
    if (w.lane === "inline") this.spare = w.spareCores;
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
