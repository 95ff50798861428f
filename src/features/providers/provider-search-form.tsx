import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '~/ui/field'
import { ZipField } from '~/ui/zip-field'
import { CATEGORIES, SERVICE_AREA_STATES } from '~/plans/directory-options'
import { PLAN_TYPES } from '~/plans/plan-types'
import { PLAN_YEARS } from '~/plans/plan-years'
import { RADII } from './provider-query'
import { FIELD_NAMES, type HashFields } from './provider-hash'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['providers'])

type Props = {
  /** The page: without JavaScript the form is a GET of it (decision 0024). */
  action: string
  fields: HashFields
  zipError: string | undefined
  onChange: (name: keyof HashFields, value: string) => void
  onSubmit: () => void
}

/** The filters' fields, which a search keeps (hidden inputs of the search form). */
const KEPT = [
  'specialty',
  'group',
  'language',
  'gender',
  'accepting',
  'medicaid',
  'online',
  'freeStanding',
] as const

/**
 * ZIP, distance, name or specialty, and the browse category (spec 2.4). The fields carry the
 * deep link's names (provider-hash.ts), so the form's GET is the search.
 */
export function ProviderSearchForm({ action, fields, zipError, onChange, onSubmit }: Props) {
  const { t } = useTranslation('providers')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <form
      className="directory-search"
      action={action}
      method="get"
      noValidate
      onSubmit={submit}
      aria-label={t('search.legend')}
    >
      {KEPT.map(
        (name) =>
          fields[name] && (
            <input key={name} type="hidden" name={FIELD_NAMES[name]} value={fields[name]} />
          ),
      )}
      <div className="directory-search__row">
        <ZipField
          id="provider-zip"
          label={t('search.zip')}
          hint={t('search.zipHint')}
          error={zipError}
          value={fields.zip ?? ''}
          onChange={(value) => onChange('zip', value)}
        />
        <Field label={t('search.radius')} id="provider-radius">
          <select
            name="r"
            value={fields.radius ?? '10'}
            onChange={(event) => onChange('radius', event.target.value)}
          >
            {RADII.map((miles) => (
              <option key={miles} value={String(miles)}>
                {t('search.radiusOption', { miles })}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('search.q')} hint={t('search.qHint')} id="provider-q">
          <input
            name="q"
            type="text"
            className="input"
            value={fields.q ?? ''}
            onChange={(event) => onChange('q', event.target.value)}
          />
        </Field>
      </div>
      {/* The deep-link parameters of spec 2.3 (p, s, y), shown and changeable like the rest. */}
      <div className="directory-search__row">
        <Field label={t('search.planType')} id="provider-plan-type">
          <select
            name="p"
            value={fields.planType ?? ''}
            onChange={(event) => onChange('planType', event.target.value)}
          >
            <option value="">{t('search.planTypeAny')}</option>
            {PLAN_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('search.state')} id="provider-state">
          <select
            name="s"
            value={fields.state?.toUpperCase() ?? ''}
            onChange={(event) => onChange('state', event.target.value)}
          >
            <option value="">{t('search.stateAny')}</option>
            {[...SERVICE_AREA_STATES].sort().map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('search.year')} id="provider-year">
          <select
            name="y"
            value={fields.year ?? ''}
            onChange={(event) => onChange('year', event.target.value)}
          >
            <option value="">{t('search.yearAny')}</option>
            {PLAN_YEARS.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className="choice-group choice-group--inline">
        <legend>{t('search.category')}</legend>
        {(['all', ...CATEGORIES] as const).map((category) => (
          <label key={category} className="choice">
            <input
              type="radio"
              name="filterType"
              value={category}
              checked={(fields.category ?? 'all') === category}
              onChange={() => onChange('category', category)}
            />
            {t(`search.categories.${category}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('search.submit')}
      </button>
    </form>
  )
}
