/**
 * ln Γ(x) for x > 0, and Stirling's error term, the building block of Loader's saddle-point
 * densities (binomial, beta, Poisson) that keep the log-pmf accurate for n up to 1e6 and beyond.
 */
import { requirePositive } from "./validate.js";

export const LN_SQRT_2PI = 0.918938533204672741780329736406; // ln √(2π)
export const LN_2PI = 1.837877066409345483560659472811; // ln 2π

/** Stirling series for ln Γ(z) − ((z − ½) ln z − z + ln √(2π)), valid to < 1e-17 for z ≥ 15. */
function stirlingSeries(z: number): number {
  const zz = 1 / (z * z);
  return (
    (1 / 12 -
      zz *
        (1 / 360 -
          zz *
            (1 / 1260 -
              zz * (1 / 1680 - zz * (1 / 1188 - zz * (691 / 360360 - zz * (1 / 156 - zz * (3617 / 122400)))))))) /
    z
  );
}

/** ln Γ(x), x > 0. Absolute error ~1e-15 (so relative error of Γ itself ~1e-15). */
export function logGamma(x: number): number {
  requirePositive(x, "x", "logGamma");
  if (x >= 15) return (x - 0.5) * Math.log(x) - x + LN_SQRT_2PI + stirlingSeries(x);
  // Shift up to z ≥ 15 with the recurrence Γ(x + 1) = xΓ(x); the product stays < 1e20.
  let prod = 1;
  let z = x;
  while (z < 15) {
    prod *= z;
    z += 1;
  }
  return (z - 0.5) * Math.log(z) - z + LN_SQRT_2PI + stirlingSeries(z) - Math.log(prod);
}

/**
 * stirlerr(n) = ln Γ(n + 1) − ((n + ½) ln n − n + ln √(2π)), the error of Stirling's formula for n!.
 * Large n: the asymptotic series directly (no cancellation). Small n: from ln Γ.
 */
export function stirlerr(n: number): number {
  if (n > 15) {
    const nn = n * n;
    if (n > 500) return (1 / 12 - 1 / 360 / nn) / n;
    if (n > 80) return (1 / 12 - (1 / 360 - 1 / 1260 / nn) / nn) / n;
    if (n > 35) return (1 / 12 - (1 / 360 - (1 / 1260 - 1 / 1680 / nn) / nn) / nn) / n;
    return (1 / 12 - (1 / 360 - (1 / 1260 - (1 / 1680 - 1 / 1188 / nn) / nn) / nn) / nn) / n;
  }
  if (n === 0) return 0;
  return logGamma(n + 1) - (n + 0.5) * Math.log(n) + n - LN_SQRT_2PI;
}

/**
 * bd0(x, np) = x ln(x/np) + np − x, the "deviance" term of Loader's saddle point, computed by a
 * series when x ≈ np (where the direct form cancels catastrophically).
 */
export function bd0(x: number, np: number): number {
  if (Math.abs(x - np) < 0.1 * (x + np)) {
    let v = (x - np) / (x + np);
    let s = (x - np) * v;
    if (Math.abs(s) < 2.2250738585072014e-308) return s;
    let ej = 2 * x * v;
    v *= v;
    for (let j = 1; j < 1000; j++) {
      ej *= v;
      const s1 = s + ej / (2 * j + 1);
      if (s1 === s) return s1;
      s = s1;
    }
  }
  const ratio = x / np;
  const logRatio = ratio > 0 && Number.isFinite(ratio) ? Math.log(ratio) : Math.log(x) - Math.log(np);
  return x * logRatio + np - x;
}
