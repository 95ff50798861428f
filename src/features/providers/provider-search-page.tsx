import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useLoaderData } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePublicPath } from '~/i18n/use-lang'
import { Toast, useToast } from '~/ui/toast'
import { ProviderFilters } from './provider-filters'
import {
  fieldsQueryString,
  queryFromFields,
  readHash,
  writeHash,
  type HashFields,
} from './provider-hash'
import { providersQuery } from './provider-queries'
import type { ProviderQuery } from './provider-query'
import { ProviderResults } from './provider-results'
import { ProviderSearchForm } from './provider-search-form'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['providers'])

const FILTER_FIELDS = [
  'specialty',
  'group',
  'language',
  'gender',
  'accepting',
  'medicaid',
  'online',
  'freeStanding',
] as const

function sameFields(a: HashFields, b: HashFields): boolean {
  const names = Object.keys(a) as (keyof HashFields)[]
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name])
}

/** The filter fields of a search (what Clear removes). */
export const withoutFilters = (fields: HashFields): HashFields =>
  Object.fromEntries(
    Object.entries(fields).filter(
      ([name]) => !(FILTER_FIELDS as readonly string[]).includes(name) && name !== 'page',
    ),
  )

/**
 * Provider and pharmacy search (spec 2.3, 2.4). With JavaScript its state lives in the URL hash:
 * a deep link restores it, and every search writes it back. Each applied change is confirmed by
 * the 'Results Updated' toast once the new results are in. Without JavaScript the search and
 * filter forms are GETs of the page with the same field names in the query string (`search`),
 * which the server renders (decision 0024); a hash wins over the query string when both are there.
 */
export function ProviderSearchPage({ search: fromAddress }: { search: HashFields }) {
  const { t } = useTranslation('providers')
  const page = usePublicPath()
  const { phone, tty } = useLoaderData({ from: '__root__' })
  const [fields, setFields] = useState<HashFields>(fromAddress)
  const [applied, setApplied] = useState<ProviderQuery | null>(() => queryFromFields(fromAddress))
  const [zipError, setZipError] = useState<string>()
  const [changes, setChanges] = useState(0)
  const announce = useRef(false)
  const { message: toastMessage, show: showToast } = useToast()

  useEffect(() => {
    const restore = () => {
      if (!window.location.hash) return
      const restored = readHash(window.location.hash)
      // The same fields keep the same state: a page opened without a hash renders once, not twice.
      setFields((current) => (sameFields(current, restored) ? current : restored))
      setApplied(queryFromFields(restored))
    }
    restore()
    window.addEventListener('hashchange', restore)
    return () => window.removeEventListener('hashchange', restore)
  }, [])

  const search = useQuery({ ...providersQuery(applied), placeholderData: keepPreviousData })

  useEffect(() => {
    if (announce.current && search.isSuccess && !search.isFetching && !search.isPlaceholderData) {
      announce.current = false
      showToast(t('results.updated'))
    }
  }, [
    changes,
    search.isSuccess,
    search.isFetching,
    search.isPlaceholderData,
    search.data,
    showToast,
    t,
  ])

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

  const change = (name: keyof HashFields, value: string) =>
    setFields((current) => ({ ...current, [name]: value }))
  const clearFilters = () =>
    run({ ...fields, ...Object.fromEntries(FILTER_FIELDS.map((name) => [name, ''])), page: '1' })
  const goToPage = (to: number) => {
    run({ ...fields, page: String(to) })
    document.getElementById('provider-results-title')?.focus()
  }
  // Without JavaScript, Clear and the result pages are links to the search in the address.
  const href = (next: HashFields) => `${page}?${fieldsQueryString(next)}`

  return (
    <div className="page directory-page">
      <p className="no-script">{t('noScript.deepLink', { phone, tty })}</p>
      <ProviderSearchForm
        action={page}
        fields={fields}
        zipError={zipError}
        onChange={change}
        onSubmit={() => run({ ...fields, page: '1' })}
      />
      <div className="directory-layout">
        <ProviderFilters
          action={page}
          fields={fields}
          clearHref={href(withoutFilters(fields))}
          onChange={change}
          onApply={() => run({ ...fields, page: '1' })}
          onClear={clearFilters}
        />
        <div className="directory-layout__results">
          {/* 'Results Updated' sits above the results, in the flow: it never covers a result. */}
          <Toast message={toastMessage} inline />
          {applied ? (
            <ProviderResults
              query={applied}
              answer={search.data}
              failed={search.isError}
              onPage={goToPage}
              pageHref={(to) => href({ ...fields, page: String(to) })}
            />
          ) : (
            <p className="directory-message">{t('search.enterZip')}</p>
          )}
        </div>
      </div>
    </div>
  )
}
