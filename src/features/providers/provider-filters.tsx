import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '~/ui/field'
import {
  CATEGORIES,
  GENDERS,
  LANGUAGES,
  MEDICAL_REFERRAL_GROUPS,
  SPECIALTIES,
} from '~/plans/directory-options'
import { FIELD_NAMES, type HashFields } from './provider-hash'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['providers'])

type Props = {
  /** The page: without JavaScript Apply is a GET of it and Clear a link (decision 0024). */
  action: string
  clearHref: string
  fields: HashFields
  onChange: (name: keyof HashFields, value: string) => void
  onApply: () => void
  onClear: () => void
}

const CHECKS = ['accepting', 'medicaid', 'online', 'freeStanding'] as const
/** The search's fields, which the filters keep (hidden inputs of the filter form). */
const KEPT = ['zip', 'radius', 'q', 'planType', 'state', 'year', 'category'] as const

/** The filters of spec 2.4; they take effect on Apply, and Clear removes them all. */
export function ProviderFilters({ action, clearHref, fields, onChange, onApply, onClear }: Props) {
  const { t } = useTranslation('providers')
  const category = fields.category ?? 'all'
  const categories = category === 'all' ? CATEGORIES : CATEGORIES.filter((c) => c === category)
  const apply = (event: FormEvent) => {
    event.preventDefault()
    onApply()
  }
  return (
    <form
      className="directory-filters"
      action={action}
      method="get"
      onSubmit={apply}
      aria-labelledby="provider-filters-title"
    >
      {KEPT.map(
        (name) =>
          fields[name] && (
            <input key={name} type="hidden" name={FIELD_NAMES[name]} value={fields[name]} />
          ),
      )}
      <h2 id="provider-filters-title">{t('filters.heading')}</h2>
      <Field label={t('filters.specialty')} id="filter-specialty">
        <select
          name="specialty"
          value={fields.specialty ?? ''}
          onChange={(event) => onChange('specialty', event.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {categories.map((c) => (
            <optgroup key={c} label={t(`search.categories.${c}`)}>
              {SPECIALTIES[c].map((s) => (
                <option key={s.name} value={s.name}>
                  {t(`specialties.${s.key}` as 'specialties.pharmacy')}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </Field>
      <Field label={t('filters.group')} id="filter-group">
        <select
          name="group"
          value={fields.group ?? ''}
          onChange={(event) => onChange('group', event.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {MEDICAL_REFERRAL_GROUPS.map((group) => (
            <option key={group}>{group}</option>
          ))}
        </select>
      </Field>
      <Field label={t('filters.gender')} id="filter-gender">
        <select
          name="gender"
          value={fields.gender ?? ''}
          onChange={(event) => onChange('gender', event.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`card.${gender}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('filters.language')} id="filter-language">
        <select
          name="language"
          value={fields.language ?? ''}
          onChange={(event) => onChange('language', event.target.value)}
        >
          <option value="">{t('filters.any')}</option>
          {LANGUAGES.map((language) => (
            <option key={language.name} value={language.name}>
              {t(`languages.${language.key}` as 'languages.english')}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className="choice-group">
        <legend>{t('filters.options')}</legend>
        {CHECKS.map((name) => (
          <label key={name} className="choice">
            <input
              type="checkbox"
              name={name}
              value="true"
              checked={fields[name] === 'true'}
              onChange={(event) => onChange(name, event.target.checked ? 'true' : '')}
            />
            {t(`filters.${name}`)}
          </label>
        ))}
      </fieldset>
      <div className="directory-filters__actions">
        <button type="submit" className="button button--primary">
          {t('filters.apply')}
        </button>
        <a
          href={clearHref}
          className="button button--secondary"
          onClick={(event) => {
            event.preventDefault()
            onClear()
          }}
        >
          {t('filters.clear')}
        </a>
      </div>
    </form>
  )
}
