import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { usePrintedDate } from '~/care/printed-date'
import type { Lang } from '~/i18n/locales'
import { planMaterialId } from '~/plans/material-id'
import type { Plan } from '~/plans/plan-types'
import { ComparisonTable } from './comparison-table'
import { CompareShare } from './compare-share'
import type { PlanPageSearch } from './finder-search'
import { documentsIn } from './plan-features'
import type { ViewLink } from './view-switch'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

type Props = {
  plans: Plan[]
  lang: Lang
  location: string
  year: number
  level: 'h2' | 'h3'
  /** The plan list again, the choice kept in the page. */
  back: ViewLink
  onBack: () => void
  /** This view without the fragment's care list: shown when the estimates are the link's. */
  ownCare: ViewLink | null
  focusOnMount: boolean
  from?: PlanPageSearch
}

/**
 * The two or three plans a person chose, side by side: the comparison table (every fact of the
 * cards, and the estimate rows of the care list), each plan's Summary of Benefits with its plan
 * and material IDs, the share link and Print. Printed, it is the whole page (plan-finder.css),
 * with the day it was printed.
 */
export function CompareView({
  plans,
  lang,
  location,
  year,
  level,
  back,
  onBack,
  ownCare,
  focusOnMount,
  from,
}: Props) {
  const { t } = useTranslation('planFinder')
  const date = usePrintedDate(lang)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus()
  }, [focusOnMount])
  const Heading = level
  const Sub = level === 'h2' ? 'h3' : 'h4'
  return (
    <section className="plan-compare" aria-labelledby="plan-compare-heading">
      <p className="plan-compare__printed">{t('pick.printed', { date })}</p>
      <Heading id="plan-compare-heading" tabIndex={-1} ref={headingRef}>
        {t('pick.heading')}
      </Heading>
      <p className="plan-compare__back">
        <Link {...back} onClick={onBack}>
          {t('pick.back')}
        </Link>
      </p>
      {ownCare && (
        <p className="plan-compare__shared">
          {t('pick.sharedCare')} <Link {...ownCare}>{t('pick.ownCare')}</Link>
        </p>
      )}
      <ComparisonTable
        plans={plans}
        lang={lang}
        caption={t('pick.caption', { count: plans.length, location, year })}
        from={from}
      />
      <Sub>{t('pick.documentsHeading')}</Sub>
      <ul className="plan-compare__documents">
        {plans.map((plan) => {
          const summary = documentsIn(plan, lang).find((doc) => doc.type === 'SB')
          return (
            <li key={plan.slug}>
              {t('pick.materialLine', {
                planName: plan.name,
                planId: plan.contractId,
                materialId: planMaterialId(plan, 'SB'),
              })}
              {summary && (
                <>
                  {' '}
                  <a href={summary.url}>
                    {t('plan.documentOf', { title: summary.title, planName: plan.name })}
                  </a>
                </>
              )}
            </li>
          )
        })}
      </ul>
      <CompareShare heading={Sub} />
    </section>
  )
}
