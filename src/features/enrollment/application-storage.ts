import type { EnrollmentAnswers } from './answers-shape'
import type { EnrollmentPlan } from './steps'

/**
 * Where an application in progress waits (docs/decisions/0013-phi-in-the-browser.md): this tab's
 * sessionStorage only, never localStorage, cookies or the URL; each entry stamped with the time of
 * the last activity and worthless after IDLE_MINUTES without any. Functions take the Storage so
 * tests can hand them their own.
 */
export const IDLE_MINUTES = 30
/** The warning comes this many minutes before the answers are cleared. */
export const WARN_MINUTES = 2
export const IDLE_MS = IDLE_MINUTES * 60_000
export const WARN_MS = WARN_MINUTES * 60_000

const PREFIX = 'ceiba.enrollment.'
const CURRENT = `${PREFIX}v2.`
const CARRY_KEY = `${CURRENT}carry`

type Entry<T> = { savedAt: number; value: T }

export const storageKey = (plan: Pick<EnrollmentPlan, 'year' | 'slug'>) =>
  `${CURRENT}${plan.year}.${plan.slug}`

function read<T>(storage: Storage, key: string): Entry<T> | null {
  try {
    const entry = JSON.parse(storage.getItem(key) ?? 'null') as Entry<T> | null
    return entry && typeof entry.savedAt === 'number' && 'value' in entry ? entry : null
  } catch {
    return null
  }
}

/**
 * Removes every stale application of this tab: those idle past the limit, unreadable ones and any
 * left in an older format without a time limit. Returns the keys removed for being idle.
 */
export function sweep(storage: Storage, now: number): string[] {
  const expired: string[] = []
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key?.startsWith(PREFIX) ?? false,
  )
  for (const key of keys) {
    const entry = key.startsWith(CURRENT) ? read(storage, key) : null
    if (entry && now - entry.savedAt <= IDLE_MS) continue
    if (entry) expired.push(key)
    storage.removeItem(key)
  }
  return expired
}

export function load<T>(storage: Storage, key: string, now: number): T | null {
  const entry = read<T>(storage, key)
  return entry && now - entry.savedAt <= IDLE_MS ? entry.value : null
}

export function save(storage: Storage, key: string, value: unknown, now: number) {
  storage.setItem(key, JSON.stringify({ savedAt: now, value } satisfies Entry<unknown>))
}

/** Activity without a change (reading, moving between fields) keeps the saved answers alive. */
export function touch(storage: Storage, key: string, now: number) {
  const entry = read(storage, key)
  if (entry) save(storage, key, entry.value, now)
}

/** Forgets every application in progress in this tab (submit, start over, idle timeout). */
export function clearAll(storage: Storage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
  for (const key of keys) if (key?.startsWith(PREFIX)) storage.removeItem(key)
}

/**
 * Moving to another plan (the home ZIP is outside this plan's area): the answers so far go with the
 * person, and the application for the plan they cannot join is forgotten.
 */
export function carryAnswers(
  storage: Storage,
  from: string,
  answers: EnrollmentAnswers,
  now: number,
) {
  storage.removeItem(from)
  save(storage, CARRY_KEY, answers, now)
}

/** The answers carried from another plan, once (they are removed as they are taken). */
export function takeCarried(storage: Storage, now: number): EnrollmentAnswers | null {
  const answers = load<EnrollmentAnswers>(storage, CARRY_KEY, now)
  storage.removeItem(CARRY_KEY)
  return answers
}

/** How long since the last activity: working, about to be cleared (warn), or past the limit. */
export function idlePhase(lastActivity: number, now: number): 'active' | 'warning' | 'expired' {
  const idle = now - lastActivity
  if (idle > IDLE_MS) return 'expired'
  return idle > IDLE_MS - WARN_MS ? 'warning' : 'active'
}
