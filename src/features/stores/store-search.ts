/**
 * The page's search params (STYLE 4). The router parses query values as JSON, so 77002 arrives
 * as a number and 01234 as a string; both are accepted and read through `storeQueryFrom`
 * (store-queries.ts). A value of another kind is dropped, never an error. Plain code, no schema
 * library: every page's route table holds it (decision 0015).
 */
export type StoreSearch = { zip?: number | string; radius?: number; page?: number }

const int = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) ? value : undefined

export function storeSearch(raw: Record<string, unknown>): StoreSearch {
  const zip = raw.zip
  return {
    zip:
      typeof zip === 'number'
        ? Number.isSafeInteger(zip) && zip >= 0
          ? zip
          : undefined
        : typeof zip === 'string' && zip.trim().length <= 10
          ? zip.trim()
          : undefined,
    radius: int(raw.radius),
    page: int(raw.page),
  }
}
