import { useLinkProps } from '@tanstack/react-router'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { careList, type ExtraHelpAnswer } from '~/care/care-list'
import { ExtraHelpQuestion } from '~/care/extra-help-question'
import type { Lang } from '~/i18n/locales'
import type { Answers } from './plan-finder.machine'
import { needNamespaces } from '~/i18n/i18n'
import { FINDER_ANCHOR } from './step-heading'

needNamespaces(['planFinder'])

const QUESTIONS = ['diabetes', 'cardiovascular', 'medicaid'] as const

type Props = {
  lang: Lang
  answers: Answers
  /** The query values of the results (zip, county, view, year). */
  resultsQuery: Record<string, string>
  onAnswer: (answers: Answers) => void
  onSkip: () => void
}

/**
 * The optional questions (spec 2.4). None is required: CMS forbids asking more than ZIP, county or
 * state to show plans. The answers are health information, so they never enter the URL or leave
 * the browser; the radios appear only once JavaScript runs, which keeps the form from submitting them. Without it the form
 * simply shows every plan.
 */
export function QuestionsStep({ lang, answers, resultsQuery, onAnswer, onSkip }: Props) {
  const { t } = useTranslation('planFinder')
  const [hydrated, setHydrated] = useState(false)
  const [draft, setDraft] = useState<Answers>(answers)
  // Extra Help is remembered with the care list in this browser (it changes every plan's estimate).
  const [extraHelp, setExtraHelp] = useState<ExtraHelpAnswer | null>(null)
  useEffect(() => {
    setHydrated(true)
    setExtraHelp(careList.get().extraHelp)
  }, [])
  const { href: action } = useLinkProps({
    to: '/$lang/find-a-plan/',
    params: { lang },
    hash: FINDER_ANCHOR,
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (extraHelp) careList.setExtraHelp(extraHelp)
    onAnswer(draft)
  }

  return (
    <form action={action} method="get" onSubmit={submit} className="finder__form">
      {Object.entries(resultsQuery).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p>{hydrated ? t('questions.intro') : t('questions.noScript')}</p>
      {hydrated && (
        <ExtraHelpQuestion id="finder-extra-help" value={extraHelp} onChange={setExtraHelp} />
      )}
      {hydrated &&
        QUESTIONS.map((question) => (
          <fieldset key={question} className="fieldset fieldset--inline">
            <legend className="fieldset__legend">{t(`questions.${question}`)}</legend>
            {([true, false] as const).map((value) => {
              const id = `finder-${question}-${value ? 'yes' : 'no'}`
              return (
                <div key={id} className="choice">
                  <input
                    type="radio"
                    id={id}
                    name={`answer-${question}`}
                    checked={draft[question] === value}
                    onChange={() => setDraft((current) => ({ ...current, [question]: value }))}
                  />
                  <label htmlFor={id}>{value ? t('questions.yes') : t('questions.no')}</label>
                </div>
              )
            })}
          </fieldset>
        ))}
      <div className="finder__actions">
        <button type="submit" className="button button--primary">
          {t('questions.submit')}
        </button>
        {hydrated && (
          <button type="button" className="button button--secondary" onClick={onSkip}>
            {t('questions.skip')}
          </button>
        )}
      </div>
    </form>
  )
}
