/**
 * The same order for the same seed, on every server and every resume: a 32-bit FNV-1a hash of the
 * seed starts mulberry32, a small well-known generator, which drives a Fisher-Yates shuffle. Not for
 * secrets: it only has to spread item orders between neighbours in a room.
 */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const next = mulberry32(fnv1a(seed));
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    const here = shuffled[i] as T;
    shuffled[i] = shuffled[j] as T;
    shuffled[j] = here;
  }
  return shuffled;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
