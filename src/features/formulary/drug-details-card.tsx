import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALES, type Lang } from '~/i18n/locales'
import { Link } from '@tanstack/react-router'
import { coverageLines } from '~/plans/coverage-words'
import type { DrugDetails } from '~/plans/formulary-types'
import { doseChoices, savedDrugs, useSavedDrugs } from './saved-drugs'
import type { FormularyLink } from './formulary-route'
import { tierLabel } from './tier-name'
import { needNamespaces } from '~/i18n/i18n'
import { formStrengthsWords } from '~/plans/dose-words'

needNamespaces(['formulary', 'care', 'doses'])

type Props = {
  lang: Lang
  details: DrugDetails
  drugLink: (id: string) => FormularyLink
  announce: (message: string) => void
}

/** One drug's coverage in the chosen plan, in plain words, with save and covered alternatives. */
export function DrugDetailsCard({ lang, details, drugLink, announce }: Props) {
  const { t } = useTranslation('formulary')
  const { t: tc } = useTranslation('care')
  const { t: td } = useTranslation('doses')
  const { drug, entry, cost, plan, alternatives } = details
  const headingId = useId()
  const alternativesId = useId()
  const [showAlternatives, setShowAlternatives] = useState(false)
  const saved = useSavedDrugs().some((item) => item.id === drug.id)
  const lines = coverageLines(t, entry)
  const updated = new Intl.DateTimeFormat(LOCALES[lang].code, {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(entry.updatedAt))
  const highTier = !entry.covered || (entry.tier ?? 0) >= 4

  function toggleSaved() {
    const key = { id: drug.id, year: plan.year, planSlug: plan.slug }
    if (saved) {
      savedDrugs.remove(key)
      announce(t('saved.removedNotice', { name: drug.name }))
    } else {
      savedDrugs.add(
        { ...key, name: drug.name, planName: plan.name, tier: entry.tier, covered: entry.covered },
        doseChoices(drug.forms),
      )
      announce(t('saved.added', { name: drug.name }))
    }
  }

  return (
    <article className="drug-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="drug-card__name">
        {drug.name}
      </h2>
      <p className="drug-card__kind">
        {drug.isBrand
          ? `${t('drug.brandName')} · ${t('drug.brandOfGeneric', { generic: drug.genericName })}`
          : drug.brandOf
            ? t('drug.genericOf', { brand: drug.brandOf })
            : t('drug.genericName')}
      </p>
      <p
        className={`drug-card__status drug-card__status--${entry.covered ? 'covered' : 'not-covered'}`}
      >
        <strong>{entry.covered ? t('drug.covered') : t('drug.notCovered')}</strong>
        {entry.covered && entry.tier !== null && <span> · {tierLabel(t, entry.tier)}</span>}
      </p>
      <h3>{t('drug.costHeading')}</h3>
      <p>
        {cost.kind === 'notCovered' && t('drug.costNotCovered')}
        {cost.kind === 'vaccine' && t('drug.costVaccine')}
        {cost.kind === 'insulin' && t('drug.costInsulin', { copay: cost.copay })}
        {cost.kind === 'tier' && t('drug.costTier', { costshare: cost.costshare })}
      </p>
      {cost.kind === 'tier' && cost.deductibleApplies && <p>{t('drug.deductibleApplies')}</p>}
      <h3>{t('drug.limits')}</h3>
      {lines.length ? (
        <ul className="drug-card__limits">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p>{t('drug.noLimits')}</p>
      )}
      <details className="drug-card__forms">
        <summary>{t('drug.forms', { generic: drug.genericName })}</summary>
        <ul>
          {drug.forms.map((form) => (
            <li key={form.form}>{formStrengthsWords(td, form)}</li>
          ))}
        </ul>
      </details>
      <p className="drug-card__actions">
        {/* The words say what the button does now: save, or (once saved) remove. The list is kept
            by a script in this browser: without one the page says so instead (decision 0024). */}
        <span className="no-script">{t('noScript.save')}</span>
        <button
          type="button"
          className={`button needs-script ${saved ? 'button--primary' : 'button--secondary'}`}
          onClick={toggleSaved}
        >
          {saved && <span aria-hidden="true">✓ </span>}
          {saved ? tc('save.drugSaved') : tc('save.drug')}
        </button>
      </p>
      {alternatives.length > 0 && (
        <div className="drug-card__alternatives">
          <button
            type="button"
            className="button button--secondary needs-script"
            aria-expanded={showAlternatives}
            aria-controls={alternativesId}
            onClick={() => setShowAlternatives((open) => !open)}
          >
            {showAlternatives
              ? t('drug.hideAlternatives')
              : t('drug.showAlternatives', { count: alternatives.length })}
          </button>
          {/* Without a script the alternatives are shown open (app.css, .conditional). */}
          <div id={alternativesId} className="conditional" hidden={!showAlternatives}>
            <h3>{t('drug.alternativesHeading')}</h3>
            <p>{t('drug.alternativesIntro')}</p>
            <ul className="link-list">
              {alternatives.map((alternative) => (
                <li key={alternative.id}>
                  <Link {...drugLink(alternative.id)}>{alternative.name}</Link>
                  {alternative.tier !== null && <span> · {tierLabel(t, alternative.tier)}</span>}
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
      {alternatives.length === 0 && highTier && <p>{t('drug.noAlternatives')}</p>}
      <p className="drug-card__updated">{t('drug.updated', { date: updated })}</p>
    </article>
  )
}
