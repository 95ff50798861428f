import { useLinkProps } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { County } from '~/plans/plan-types'
import { ErrorSummary } from '~/ui/error-summary'
import { Fieldset } from '~/ui/field'
import { countyName, sharedLabel } from './plan-format'
import { FINDER_ANCHOR, StepHeading } from './step-heading'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

type Props = {
  focusOnMount: boolean
  lang: Lang
  zip: string
  counties: County[]
  hidden: Record<string, string>
  onChoose: (fips: string) => void
}

/** The county (or parish) choice for a ZIP that crosses county lines. */
export function CountyStep({ focusOnMount, lang, zip, counties, hidden, onChoose }: Props) {
  const { t } = useTranslation('planFinder')
  // Without JavaScript the form is a GET to the finder's own address.
  const { href: action } = useLinkProps({
    to: '/$lang/find-a-plan/',
    params: { lang },
    hash: FINDER_ANCHOR,
  })
  const [attempt, setAttempt] = useState(0)
  const [missing, setMissing] = useState(false)
  const label = sharedLabel(counties)
  const error = missing ? t(`county.error.${label}`) : undefined
  const firstId = `finder-county-${counties[0]?.fips ?? ''}`

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const chosen = new FormData(event.currentTarget).get('county')
    setAttempt((n) => n + 1)
    setMissing(!chosen)
    if (typeof chosen === 'string' && chosen) onChoose(chosen)
  }

  return (
    <form action={action} method="get" noValidate onSubmit={submit} className="finder__form">
      <ErrorSummary
        title={t('errorSummary')}
        errors={error ? [{ href: `#${firstId}`, message: error }] : []}
        attempt={attempt}
      />
      {Object.entries({ zip, ...hidden }).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Fieldset
        id="finder-county"
        className="fieldset"
        legendClassName="fieldset__legend"
        legend={
          <StepHeading focusOnMount={focusOnMount}>{t(`county.legend.${label}`)}</StepHeading>
        }
        hint={t(`county.hint.${label}`, { zip })}
        error={error}
      >
        {counties.map((county) => (
          <div key={county.fips} className="choice">
            <input
              type="radio"
              name="county"
              value={county.fips}
              id={`finder-county-${county.fips}`}
            />
            <label htmlFor={`finder-county-${county.fips}`}>{countyName(county, t)}</label>
          </div>
        ))}
      </Fieldset>
      <button type="submit" className="button button--primary">
        {t('county.submit')}
      </button>
    </form>
  )
}
