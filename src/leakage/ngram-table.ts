/**
 * The word 13-gram → probes map as flat typed arrays (on SharedArrayBuffers when built for
 * workers, so every worker thread reads one copy instead of a structured clone of a Map): the
 * grams' UTF-16 code units back to back, an open-addressing table of gram ids by a hash of those
 * units, and each gram's probe ids. Lookups compare the whole gram, so the map is exact.
 */
import { int32 } from "./keytable.js";

export interface NgramParts {
  /** Gram i's UTF-16 code units: units[unitStart[i] .. unitStart[i+1]). */
  readonly units: Uint16Array;
  readonly unitStart: Int32Array;
  /** Gram i's probe ids: post[postStart[i] .. postStart[i+1]). */
  readonly postStart: Int32Array;
  readonly post: Int32Array;
  /** Open addressing by hash: gram id + 1, 0 for empty. */
  readonly slots: Int32Array;
}

function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h ^ (h >>> 15)) >>> 0;
}

export function buildNgramParts(map: ReadonlyMap<string, readonly number[]>, shared: boolean): NgramParts {
  const G = map.size;
  let unitsN = 0;
  let postN = 0;
  for (const [g, list] of map) {
    unitsN += g.length;
    postN += list.length;
  }
  const units = shared ? new Uint16Array(new SharedArrayBuffer(2 * unitsN)) : new Uint16Array(unitsN);
  const unitStart = int32(G + 1, shared);
  const postStart = int32(G + 1, shared);
  const post = int32(postN, shared);
  let cap = 16;
  while (cap < 2 * G) cap *= 2;
  const slots = int32(cap, shared);
  let id = 0;
  for (const [g, list] of map) {
    const u = unitStart[id]!;
    for (let i = 0; i < g.length; i++) units[u + i] = g.charCodeAt(i);
    unitStart[id + 1] = u + g.length;
    post.set(list, postStart[id]!);
    postStart[id + 1] = postStart[id]! + list.length;
    let i = hashOf(g) & (cap - 1);
    while (slots[i] !== 0) i = (i + 1) & (cap - 1);
    slots[i] = id + 1;
    id++;
  }
  return { units, unitStart, postStart, post, slots };
}

export class NgramTable {
  constructor(readonly parts: NgramParts) {}

  /** The probe ids of gram `g`, or undefined when no probe has it. */
  get(g: string): Int32Array | undefined {
    const { units, unitStart, postStart, post, slots } = this.parts;
    const mask = slots.length - 1;
    for (let i = hashOf(g) & mask; ; i = (i + 1) & mask) {
      const v = slots[i]!;
      if (v === 0) return undefined;
      const id = v - 1;
      const u = unitStart[id]!;
      if (unitStart[id + 1]! - u !== g.length) continue;
      let same = true;
      for (let k = 0; k < g.length && same; k++) same = units[u + k] === g.charCodeAt(k);
      if (same) return post.subarray(postStart[id]!, postStart[id + 1]!);
    }
  }

  get bytes(): number {
    const p = this.parts;
    return (
      p.units.byteLength + p.unitStart.byteLength + p.postStart.byteLength + p.post.byteLength + p.slots.byteLength
    );
  }
}
