/**
 * The src/stats analyses `compare` composes beyond the exact paired one (src/compare/compute.ts
 * CompareStats), in one place so the CLI and the action hand the same ones to computeComparison.
 */
import type { CompareStats } from "./compute.js";

export const compareStats: CompareStats = {};
