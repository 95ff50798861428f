import { useLinkProps, useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { Field } from '~/ui/field'
import { Part } from '~/ui/part'
import { ZipField } from '~/ui/zip-field'
import { storeQuerySchema, STORE_RADII } from './store-query'
import { storeQueryFrom } from './store-queries'
import type { StoreSearch } from './store-search'
import { StoreResults } from './store-results'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['stores'])

/**
 * Where to shop with the food-and-home card (spec 2.4). The search lives in the query string, so
 * results are server-rendered, shareable and work without JavaScript (a plain GET form).
 */
export function StoreLocatorPage({ lang, search }: { lang: Lang; search: StoreSearch }) {
  const { t } = useTranslation('stores')
  const navigate = useNavigate()
  const query = storeQueryFrom(search)
  const [error, setError] = useState<string | undefined>(
    query === 'invalid' ? t('zipError') : undefined,
  )
  const { href: action } = useLinkProps({
    to: '/$lang/food-and-home/where-to-shop/',
    params: { lang },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget.elements
    const zip = (form.namedItem('zip') as HTMLInputElement).value
    const radius = (form.namedItem('radius') as HTMLSelectElement).value
    if (!storeQuerySchema.safeParse({ zip, radius }).success) {
      setError(t('zipError'))
      ;(form.namedItem('zip') as HTMLInputElement).focus()
      return
    }
    setError(undefined)
    void navigate({
      to: '/$lang/food-and-home/where-to-shop/',
      params: { lang },
      search: { zip: zip.trim(), radius: Number(radius) },
    })
  }

  const current = typeof query === 'object' && query ? query : null
  return (
    <div className="page directory-page">
      <form
        className="directory-search directory-search__row"
        action={action}
        method="get"
        noValidate
        onSubmit={onSubmit}
      >
        <ZipField
          id="store-zip"
          label={t('zip')}
          hint={t('zipHint')}
          error={error}
          defaultValue={current?.zip ?? (typeof search.zip === 'string' ? search.zip : '')}
        />
        <Field label={t('radius')} id="store-radius">
          <select name="radius" defaultValue={String(current?.radius ?? 10)}>
            {STORE_RADII.map((miles) => (
              <option key={miles} value={String(miles)}>
                {t('radiusOption', { miles })}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </form>
      {current && (
        <Part>
          <StoreResults lang={lang} query={current} />
        </Part>
      )}
    </div>
  )
}
