import { useSyncExternalStore } from 'react'
import type { SavedDrug } from '~/plans/formulary-types'

/**
 * The saved drug list (spec 3.6), kept in this browser's localStorage only: never sent to the
 * server, so it holds no one's health information anywhere but their own device.
 */
export const STORAGE_KEY = 'ceiba.savedDrugs.v1'
const EMPTY: SavedDrug[] = []
const listeners = new Set<() => void>()
let cache: { raw: string | null; list: SavedDrug[] } = { raw: null, list: EMPTY }

const same = (a: SavedDrug, b: Pick<SavedDrug, 'id' | 'year' | 'planSlug'>) => a.id === b.id && a.year === b.year && a.planSlug === b.planSlug

function read(): SavedDrug[] {
  if (typeof window === 'undefined') return EMPTY
  let raw: string | null = null
  try {
    raw = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return EMPTY
  }
  if (raw === cache.raw) return cache.list
  let list: SavedDrug[] = EMPTY
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : []
    if (Array.isArray(parsed)) list = parsed.filter((item): item is SavedDrug => typeof item?.id === 'string' && typeof item?.name === 'string')
  } catch {
    list = EMPTY
  }
  cache = { raw, list }
  return list
}

function write(list: SavedDrug[]) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list))
  } catch {
    // Storage full or blocked (private mode): the list lasts for this page only.
  }
  cache = { raw: null, list }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => event.key === STORAGE_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export const savedDrugs = {
  list: read,
  add(drug: SavedDrug) {
    const list = read()
    if (!list.some((item) => same(item, drug))) write([...list, drug])
  },
  remove(drug: Pick<SavedDrug, 'id' | 'year' | 'planSlug'>) {
    write(read().filter((item) => !same(item, drug)))
  },
  has: (drug: Pick<SavedDrug, 'id' | 'year' | 'planSlug'>) => read().some((item) => same(item, drug)),
}

/** The saved list, kept in step with storage (and with other tabs). Empty during server rendering. */
export function useSavedDrugs(): SavedDrug[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}
