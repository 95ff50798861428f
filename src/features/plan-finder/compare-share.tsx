import { useHydrated } from '@tanstack/react-router'
import { useContext, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CareFitContext } from '~/care/use-plan-fit'
import { careFragment } from './compare-fragment'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

type Copied = 'plans' | 'care' | 'failed' | null

/**
 * Share and print the side-by-side view. The link is this page's address, which holds the plans
 * chosen; the person may add the drugs and doctors the estimates are for, in the fragment only
 * (compare-fragment.ts). Copying and the link field need a script; without one the address bar
 * holds the same link, and the browser's Print prints the view (plan-finder.css): this part is
 * the browser's alone.
 */
export function CompareShare({ heading: Heading }: { heading: 'h3' | 'h4' }) {
  const { t } = useTranslation('planFinder')
  const id = useId()
  const hydrated = useHydrated()
  const care = useContext(CareFitContext)
  const [withCare, setWithCare] = useState(false)
  const [copied, setCopied] = useState<Copied>(null)
  const hasCare = Boolean(care && !care.empty)
  if (!hydrated) return null
  const link = `${window.location.origin}${window.location.pathname}${window.location.search}${
    withCare && care ? careFragment(care.list) : ''
  }`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(withCare && hasCare ? 'care' : 'plans')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <div className="plan-compare__share">
      <Heading>{t('pick.shareHeading')}</Heading>
      <div className="field">
        <label htmlFor={`${id}-link`} className="field__label">
          {t('pick.linkLabel')}
        </label>
        <input
          id={`${id}-link`}
          className="field__input plan-compare__link"
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      {hasCare && (
        <div className="choice">
          <input
            type="checkbox"
            id={`${id}-care`}
            checked={withCare}
            aria-describedby={`${id}-care-hint`}
            onChange={(event) => {
              setWithCare(event.target.checked)
              setCopied(null)
            }}
          />
          <label htmlFor={`${id}-care`}>{t('pick.includeCare')}</label>
          <p id={`${id}-care-hint`} className="field__hint">
            {t('pick.includeCareHint')}
          </p>
        </div>
      )}
      <p className="plan-compare__tools">
        <button type="button" className="button button--secondary" onClick={copy}>
          {t('pick.copy')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t('pick.print')}
        </button>
      </p>
      <p role="status" className="plan-compare__copied">
        {copied === 'plans'
          ? t('pick.copied')
          : copied === 'care'
            ? t('pick.copiedWithCare')
            : copied === 'failed'
              ? t('pick.copyFailed')
              : ''}
      </p>
    </div>
  )
}
