import { describe, expect, it } from 'vitest'
import {
  carryAnswers,
  clearAll,
  IDLE_MS,
  idlePhase,
  load,
  save,
  storageKey,
  sweep,
  takeCarried,
  touch,
  WARN_MS,
} from './application-storage'
import { HMO_PLAN, validAnswers } from './testing/fixtures'

/** The browser's Storage interface over a Map: what sessionStorage does, for Node. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  clear() {
    this.items.clear()
  }
}

const T0 = Date.UTC(2026, 10, 2, 15, 0)
const KEY = storageKey(HMO_PLAN)

describe('the application kept in the tab', () => {
  it('is stored under the plan year and slug, with the time it was saved', () => {
    const storage = new MemoryStorage()
    save(storage, KEY, { step: 'options' }, T0)
    expect(KEY).toBe('ceiba.enrollment.v2.2026.ceiba-core-hmo-miami-2026')
    expect(JSON.parse(storage.getItem(KEY)!)).toEqual({ savedAt: T0, value: { step: 'options' } })
    expect(load(storage, KEY, T0 + IDLE_MS)).toEqual({ step: 'options' })
  })

  it('is worthless after the idle limit, and swept away with anything in the old format', () => {
    const storage = new MemoryStorage()
    save(storage, KEY, { step: 'options' }, T0)
    save(
      storage,
      'ceiba.enrollment.v2.2026.ceiba-core-ppo-miami-2026',
      { step: 'personal' },
      T0 + IDLE_MS,
    )
    storage.setItem('ceiba.enrollment.v1.2026.ceiba-core-hmo-miami-2026', '{"value":"personal"}')
    storage.setItem('ceiba.enrollment.v2.broken', '{')
    storage.setItem('ceiba.finder.view', 'all')
    expect(load(storage, KEY, T0 + IDLE_MS + 1)).toBeNull()
    expect(sweep(storage, T0 + IDLE_MS + 1)).toEqual([KEY])
    expect([...Array(storage.length).keys()].map((i) => storage.key(i))).toEqual([
      'ceiba.enrollment.v2.2026.ceiba-core-ppo-miami-2026',
      'ceiba.finder.view',
    ])
  })

  it('stays alive while the person is active, even without changing an answer', () => {
    const storage = new MemoryStorage()
    save(storage, KEY, { step: 'options' }, T0)
    touch(storage, KEY, T0 + IDLE_MS - 1000)
    expect(load(storage, KEY, T0 + IDLE_MS + 60_000)).toEqual({ step: 'options' })
  })

  it('moves to another plan with the person, once, and forgets the plan they could not join', () => {
    const storage = new MemoryStorage()
    save(storage, KEY, { step: 'personal' }, T0)
    const answers = validAnswers(HMO_PLAN, { zipcode: '70112' })
    carryAnswers(storage, KEY, answers, T0)
    expect(storage.getItem(KEY)).toBeNull()
    expect(takeCarried(storage, T0 + 5000)).toEqual(answers)
    expect(takeCarried(storage, T0 + 6000)).toBeNull()
    carryAnswers(storage, KEY, answers, T0)
    expect(takeCarried(storage, T0 + IDLE_MS + 1)).toBeNull()
  })

  it('is cleared entirely on submit, start over or timeout, leaving other features alone', () => {
    const storage = new MemoryStorage()
    save(storage, KEY, {}, T0)
    carryAnswers(storage, 'x', validAnswers(), T0)
    storage.setItem('ceiba.finder.view', 'all')
    clearAll(storage)
    expect(storage.length).toBe(1)
  })

  it('warns before the limit and expires after it', () => {
    expect(idlePhase(T0, T0 + IDLE_MS - WARN_MS)).toBe('active')
    expect(idlePhase(T0, T0 + IDLE_MS - WARN_MS + 1)).toBe('warning')
    expect(idlePhase(T0, T0 + IDLE_MS)).toBe('warning')
    expect(idlePhase(T0, T0 + IDLE_MS + 1)).toBe('expired')
  })
})
