import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { FieldName } from './answers-shape'
import { displayValue } from './display-value'
import { useAnswers, useForm } from './form-context'
import { REVIEW_SECTIONS, type ReviewSection } from './review-sections'
import type { FormStepId } from './steps'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

type Props = { lang: Lang; onEdit: (step: FormStepId) => void }

/** Review: every answer under the step that asked it, each with Edit, and 'Print this page' (spec 2.4). */
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
      {REVIEW_SECTIONS.map((section) => {
        const title = t(`steps.${section.step}`)
        return (
          <section
            key={section.step}
            className="review-section"
            aria-labelledby={`r-${section.step}`}
          >
            <h3 id={`r-${section.step}`}>{title}</h3>
            <Answers section={section} lang={lang} />
            <button
              type="submit"
              name="action"
              value={`edit:${section.step}`}
              className="button button--secondary no-print"
              onClick={(event) => {
                event.preventDefault()
                onEdit(section.step)
              }}
            >
              {t('review.edit')}
              <span className="visually-hidden"> {title}</span>
            </button>
          </section>
        )
      })}
    </>
  )
}

function Answers({ section, lang }: { section: ReviewSection; lang: Lang }) {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const answers = useAnswers()
  const rows = section.fields.flatMap((name: FieldName) => {
    const value = displayValue(name, answers[name], lang, t)
    return value === null ? [] : [{ name, value }]
  })
  const notes: string[] = []
  if (
    section.fields.includes('primaryCareProviderName') &&
    !answers.primaryCareProviderName &&
    plan.planType !== 'PPO'
  )
    notes.push(t('review.pcpAssigned'))
  if (section.fields.includes('paymentMethod') && !answers.paymentMethod)
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
