/**
 * Argument checks shared by the statistics modules. Every public function validates up front
 * and throws a RangeError that names the function and the argument, so a bad count coming from
 * a broken table surfaces where it enters, not as a NaN three modules later.
 */

export function requireNumber(x: number, name: string, fn: string): void {
  if (typeof x !== "number" || Number.isNaN(x))
    throw new RangeError(`${fn}: ${name} must be a number, got ${String(x)}`);
}

export function requirePositive(x: number, name: string, fn: string): void {
  if (typeof x !== "number" || !(x > 0) || !Number.isFinite(x))
    throw new RangeError(`${fn}: ${name} must be a finite number > 0, got ${String(x)}`);
}

export function requireCount(x: number, name: string, fn: string): void {
  if (!Number.isInteger(x) || x < 0)
    throw new RangeError(`${fn}: ${name} must be a non-negative integer, got ${String(x)}`);
}

/** p in [0, 1]. */
export function requireProbability(p: number, name: string, fn: string): void {
  if (typeof p !== "number" || !(p >= 0 && p <= 1))
    throw new RangeError(`${fn}: ${name} must be in [0, 1], got ${String(p)}`);
}

/** p in (0, 1): significance levels and quantile arguments, where 0 and 1 have no finite answer or no meaning. */
export function requireProbabilityOpen(p: number, name: string, fn: string): void {
  if (typeof p !== "number" || !(p > 0 && p < 1))
    throw new RangeError(`${fn}: ${name} must be in (0, 1), got ${String(p)}`);
}
