import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { FieldName } from './answers-shape'
import { displayValue } from './display-value'
import { useAnswers, useForm } from './form-context'
import { REVIEW_SECTIONS, type ReviewGroup } from './review-sections'
import type { FormStepId } from './steps'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

type Props = { lang: Lang; onEdit: (step: FormStepId) => void }

/** Sign & Review: every answer by section, each with Edit, and 'Print this page' (spec 2.4). */
export function ReviewStep({ lang, onEdit }: Props) {
  const { t } = useTranslation('enrollment')
  return (
    <>
      <p>{t('review.intro')}</p>
      <p className="no-print">
        <button
          type="button"
          className="button button--secondary needs-script"
          onClick={() => window.print()}
        >
          {t('buttons.print')}
        </button>
      </p>
      <p className="no-script">{t('review.printNoScript')}</p>
      {REVIEW_SECTIONS[lang].map((section) => {
        const title = t(`review.sections.${section.key}`)
        return (
          <section
            key={section.key}
            className="review-section"
            aria-labelledby={`r-${section.key}`}
          >
            <h3 id={`r-${section.key}`}>{title}</h3>
            {section.groups.map((group, index) => {
              // A group after the first (payment under Options) has its own heading and the same plain Edit.
              const own = index > 0 && group.heading ? t(`review.sections.${group.heading}`) : null
              const headingId = `r-${section.key}-${index}`
              return (
                <div key={`${group.step}-${index}`} className="review-section__group">
                  {own && (
                    <h4 id={headingId} className="review-section__subheading">
                      {own}
                    </h4>
                  )}
                  <Answers group={group} lang={lang} />
                  <button
                    type="submit"
                    name="action"
                    value={`edit:${group.step}`}
                    className="button button--secondary no-print"
                    onClick={(event) => {
                      event.preventDefault()
                      onEdit(group.step)
                    }}
                  >
                    {t('review.edit')}
                    <span className="visually-hidden"> {own ?? title}</span>
                  </button>
                </div>
              )
            })}
          </section>
        )
      })}
    </>
  )
}

function Answers({ group, lang }: { group: ReviewGroup; lang: Lang }) {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const answers = useAnswers()
  const rows = group.fields.flatMap((name: FieldName) => {
    const value = displayValue(name, answers[name], lang, t)
    return value === null ? [] : [{ name, value }]
  })
  const notes: string[] = []
  if (
    group.fields.includes('primaryCareProviderName') &&
    !answers.primaryCareProviderName &&
    plan.planType !== 'PPO'
  )
    notes.push(t('review.pcpAssigned'))
  if (group.fields.includes('paymentMethod') && !answers.paymentMethod)
    notes.push(t('review.monthlyBill'))
  if (rows.length === 0 && notes.length === 0) return <p>{t('review.notAnswered')}</p>
  return (
    <>
      {rows.length > 0 && (
        <dl className="review-list">
          {rows.map((row) => (
            <div key={row.name} className="review-list__row">
              <dt>{t(`fields.${row.name}`)}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </>
  )
}
