import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Toast, useToast } from '~/ui/toast'
import { ProviderFilters } from './provider-filters'
import { apiSearchParams, queryFromFields, readHash, writeHash, type HashFields } from './provider-hash'
import type { ProviderQuery, ProviderSearchResponse } from './provider-query'
import { ProviderResults } from './provider-results'
import { ProviderSearchForm } from './provider-search-form'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['providers'])

const FILTER_FIELDS = ['specialty', 'group', 'language', 'gender', 'accepting', 'medicaid', 'online', 'freeStanding'] as const

function sameFields(a: HashFields, b: HashFields): boolean {
  const names = Object.keys(a) as (keyof HashFields)[]
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name])
}

async function fetchProviders(params: string): Promise<ProviderSearchResponse> {
  const response = await fetch(`/api/providers?${params}`)
  if (!response.ok) throw new Error(`Provider search answered ${response.status}`)
  return (await response.json()) as ProviderSearchResponse
}

/**
 * Provider and pharmacy search (spec 2.3, 2.4). Its state lives in the URL hash: a deep link
 * restores it, and every search writes it back. Each applied change is confirmed by the
 * 'Results Updated' toast once the new results are in.
 */
export function ProviderSearchPage() {
  const { t } = useTranslation('providers')
  const [fields, setFields] = useState<HashFields>({})
  const [applied, setApplied] = useState<ProviderQuery | null>(null)
  const [zipError, setZipError] = useState<string>()
  const [changes, setChanges] = useState(0)
  const announce = useRef(false)
  const { message: toastMessage, show: showToast } = useToast()

  useEffect(() => {
    const restore = () => {
      const restored = readHash(window.location.hash)
      // The same fields keep the same state: a page opened without a hash renders once, not twice.
      setFields((current) => (sameFields(current, restored) ? current : restored))
      setApplied(queryFromFields(restored))
    }
    restore()
    window.addEventListener('hashchange', restore)
    return () => window.removeEventListener('hashchange', restore)
  }, [])

  const params = applied ? apiSearchParams(applied) : ''
  const search = useQuery({
    queryKey: ['providers', params],
    queryFn: () => fetchProviders(params),
    enabled: applied !== null,
    placeholderData: keepPreviousData,
    retry: 1,
  })

  useEffect(() => {
    if (announce.current && search.isSuccess && !search.isFetching && !search.isPlaceholderData) {
      announce.current = false
      showToast(t('results.updated'))
    }
  }, [changes, search.isSuccess, search.isFetching, search.isPlaceholderData, search.data, showToast, t])

  function run(next: HashFields) {
    const query = queryFromFields({ ...next, page: next.page ?? '1' })
    if (!query) {
      setZipError(t('search.zipError'))
      document.getElementById('provider-zip')?.focus()
      return
    }
    setZipError(undefined)
    setFields(next)
    setApplied(query)
    announce.current = true
    setChanges((n) => n + 1)
    window.history.replaceState(window.history.state, '', writeHash(query))
  }

  const change = (name: keyof HashFields, value: string) => setFields((current) => ({ ...current, [name]: value }))
  const clearFilters = () => run({ ...fields, ...Object.fromEntries(FILTER_FIELDS.map((name) => [name, ''])), page: '1' })
  const goToPage = (page: number) => {
    run({ ...fields, page: String(page) })
    document.getElementById('provider-results-title')?.focus()
  }

  return (
    <div className="page directory-page">
      <ProviderSearchForm fields={fields} zipError={zipError} onChange={change} onSubmit={() => run({ ...fields, page: '1' })} />
      <div className="directory-layout">
        <ProviderFilters fields={fields} onChange={change} onApply={() => run({ ...fields, page: '1' })} onClear={clearFilters} />
        <div className="directory-layout__results">
          {/* 'Results Updated' sits above the results, in the flow: it never covers a result. */}
          <Toast message={toastMessage} inline />
          {applied ? (
            <ProviderResults query={applied} answer={search.data} failed={search.isError} onPage={goToPage} />
          ) : (
            <p className="directory-message">{t('search.enterZip')}</p>
          )}
        </div>
      </div>
    </div>
  )
}
