import { useTranslation } from 'react-i18next'
import { Fieldset } from '~/ui/field'
import { EXTRA_HELP_ANSWERS, type ExtraHelpAnswer } from './care-list'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

/** Social Security's Extra Help application (it decides Extra Help; Medicare.gov links here too). */
export const EXTRA_HELP_APPLY_URL = 'https://www.ssa.gov/medicare/part-d-extra-help'

type Props = {
  /** Prefix of the radios' ids: the finder and the care list each have one on a page. */
  id: string
  value: ExtraHelpAnswer | null
  onChange: (answer: ExtraHelpAnswer) => void
}

/**
 * The Extra Help question (no / yes / not sure) with a sentence saying what Extra Help is and a
 * link to apply. The finder and the care list both ask it; the answer is kept with the care list
 * in this browser (care-list.ts), and only "yes" changes the estimate.
 */
export function ExtraHelpQuestion({ id, value, onChange }: Props) {
  const { t } = useTranslation('care')
  return (
    <Fieldset
      id={id}
      legend={t('extraHelp.question')}
      hint={t('extraHelp.hint')}
      className="fieldset fieldset--inline"
      legendClassName="fieldset__legend"
    >
      <p className="field__hint">
        <a href={EXTRA_HELP_APPLY_URL}>{t('extraHelp.apply')}</a>
      </p>
      {EXTRA_HELP_ANSWERS.map((answer) => (
        <div key={answer} className="choice">
          <input
            type="radio"
            id={`${id}-${answer}`}
            name={`${id}-answer`}
            checked={value === answer}
            onChange={() => onChange(answer)}
          />
          <label htmlFor={`${id}-${answer}`}>{t(`extraHelp.${answer}`)}</label>
        </div>
      ))}
    </Fieldset>
  )
}
