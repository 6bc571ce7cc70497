/**
 * Student's t distribution for any real df > 0, from the regularized incomplete beta (beta.ts):
 * P(T > t) = ½·I_{df/(df + t²)}(df/2, ½) for t ≥ 0. The clustered analyses use it with the
 * Bell–McCaffrey (non-integer) degrees of freedom (docs/statistics.md, "Compare").
 */
import { betaIncInv, logBetaIncXY } from "./beta.js";
import { requireNumber, requirePositive, requireProbabilityOpen } from "./validate.js";

/** P(T_df > t). */
export function studentTSf(t: number, df: number): number {
  requireNumber(t, "t", "studentTSf");
  requirePositive(df, "df", "studentTSf");
  if (t === Infinity) return 0;
  if (t === -Infinity) return 1;
  const t2 = t * t;
  // x = df/(df + t²) and 1 − x = t²/(df + t²), each without cancellation.
  const half = 0.5 * Math.exp(logBetaIncXY(df / (df + t2), t2 / (df + t2), df / 2, 0.5, true));
  return t >= 0 ? half : 1 - half;
}

/** The p-quantile of T_df. */
export function studentTQuantile(p: number, df: number): number {
  requireProbabilityOpen(p, "p", "studentTQuantile");
  requirePositive(df, "df", "studentTQuantile");
  if (p === 0.5) return 0;
  const tail = p < 0.5 ? p : 1 - p;
  // P(T > t) = tail ⟺ I_x(df/2, ½) = 2·tail with x = df/(df + t²).
  const x = betaIncInv(2 * tail, df / 2, 0.5);
  const t = Math.sqrt((df * (1 - x)) / x);
  return p < 0.5 ? -t : t;
}
