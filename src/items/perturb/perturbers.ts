import { InputError, StopError, ExitCode } from "../../errors.js";
import { first8, saltedDigest } from "../hash.js";
import type { Item } from "../item.js";
import { Mt19937 } from "./mt19937.js";

export const PERTURBERS = ["identity", "shuffle_choices", "derange_choices"] as const;
export type PerturberName = (typeof PERTURBERS)[number];

/** The perturbers a run can list (each counts toward K); identity is the control, not one of them. */
export const RUN_PERTURBERS = ["shuffle_choices", "derange_choices"] as const satisfies readonly PerturberName[];

export const IDENTITY_IS_CONTROL =
  "identity is the control (the original presentation every perturber is compared with), not a perturber to run; list shuffle_choices and/or derange_choices";

export function isPerturberName(s: string): s is PerturberName {
  return (PERTURBERS as readonly string[]).includes(s);
}

/** An item as presented to the model. `order[i]` is the original index of presented choice i. */
export interface PresentedItem extends Item {
  readonly perturber: PerturberName;
  readonly order: readonly number[];
}

/**
 * contamlab's generator for (seed, id): random.Random(first 8 bytes of sha256(seed ‖ NUL ‖ id)).
 * Same inputs give the same permutation on any machine, in any process.
 */
export function rngFor(seed: string, id: string): Mt19937 {
  return Mt19937.fromBigInt(first8(seed, id));
}

/**
 * derange_choices draws from its own stream so it is not a re-run of shuffle_choices' draws
 * (two perturbers sharing draws would be correlated and count as less than two looks).
 */
export const DERANGE_SUFFIX = "\u0000derange_choices";
export function derangeRngFor(seed: string, id: string): Mt19937 {
  return Mt19937.fromBigInt(saltedDigest(seed, id + DERANGE_SUFFIX).readBigUInt64BE(0));
}

function identityOrder(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** CPython `random.shuffle` of the indices: the permutation contamlab applied to the choices. */
export function shuffleOrder(seed: string, id: string, n: number): number[] {
  const order = identityOrder(n);
  rngFor(seed, id).shuffle(order);
  return order;
}

/**
 * A uniformly random derangement by rejection: shuffle [0..n) with CPython's `random.shuffle`
 * (same generator, derange stream) until no index is where it started; every retry continues
 * the same stream. Every choice moves, so the answer's letter always changes. Expected tries ≈ e.
 */
export function derangeOrder(seed: string, id: string, n: number): number[] {
  if (n < 2) throw new RangeError("a derangement needs at least 2 elements");
  const rng = derangeRngFor(seed, id);
  for (;;) {
    const order = identityOrder(n);
    rng.shuffle(order);
    if (order.every((v, i) => v !== i)) return order;
  }
}

/**
 * Applies a perturber. Free-form items (no choices) pass through `shuffle_choices` unchanged,
 * as in contamlab; `derange_choices` refuses them, since it promises the answer moves.
 */
export function perturb(item: Item, perturber: PerturberName, seed: string): PresentedItem {
  const n = item.choices.length;
  let order: number[];
  switch (perturber) {
    case "identity":
      order = identityOrder(n);
      break;
    case "shuffle_choices":
      order = n < 2 ? identityOrder(n) : shuffleOrder(seed, item.id, n);
      break;
    case "derange_choices":
      if (n < 2) {
        throw new InputError(`item "${item.id}" has no choices; derange_choices needs at least 2`, {
          field: "choices",
        });
      }
      order = derangeOrder(seed, item.id, n);
      break;
  }
  const presented: PresentedItem = { ...item, choices: order.map((i) => item.choices[i]!), perturber, order };
  checkPerturbation(item, presented);
  return presented;
}

/** The invariant every perturber must keep: same id, same question, same answer, same set of choices. */
export function checkPerturbation(original: Item, presented: PresentedItem): void {
  const fail = (what: string) => {
    throw new StopError(
      `perturber ${presented.perturber} changed the ${what} of item "${original.id}"; this is a bug, no result would be valid`,
      ExitCode.InvalidInput,
    );
  };
  if (presented.id !== original.id) fail("id");
  if (presented.answer !== original.answer) fail("answer");
  if (presented.question !== original.question) fail("question");
  const a = [...original.choices].sort();
  const b = [...presented.choices].sort();
  if (a.length !== b.length || a.some((c, i) => c !== b[i])) fail("set of choices");
  if (original.choices.length > 0 && !presented.choices.includes(presented.answer)) fail("answer");
  if (presented.perturber === "derange_choices" && presented.order.some((v, i) => v === i))
    fail("derangement (a choice stayed put)");
}
