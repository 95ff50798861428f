import { mulberry32 } from '../mulberry32.ts'

/** A small seeded generator (mulberry32 over an FNV-1a hash) so the catalogue builds identically every time. */
export type Random = {
  next: () => number
  pick: <T>(items: readonly T[]) => T
  chance: (probability: number) => boolean
  step: (min: number, max: number, step: number) => number
}

export function seededRandom(seed: string): Random {
  let state = 2166136261
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0
  const next = mulberry32(state)
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return {
    next,
    pick,
    chance: (probability) => next() < probability,
    step: (min, max, size) =>
      min + size * Math.floor(next() * (Math.floor((max - min) / size) + 1)),
  }
}
