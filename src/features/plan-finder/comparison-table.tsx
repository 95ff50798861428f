import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { MyCareRows } from '~/care/my-care-rows'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import type { PlanPageSearch } from './finder-search'
import { usePlanFacts } from './plan-summary'
import { StarRating } from './star-rating'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

type Props = { plans: Plan[]; lang: Lang; caption: string; from?: PlanPageSearch }

/**
 * The side-by-side comparison (spec 1): a real table with a caption and scoped headers, inside a
 * labelled, focusable region that scrolls sideways on a 320 px phone (WCAG 1.4.10 allows it for
 * data tables) and with the arrow keys once focused. On a phone the region shows that it scrolls:
 * a caption above it ("Scroll to see more plans", which also describes the region) and a fading
 * edge on the side more plans are hidden (styles: .table-scroll-frame).
 */
export function ComparisonTable({ plans, lang, caption, from }: Props) {
  const { t } = useTranslation('planFinder')
  const factsOf = usePlanFacts()
  const hintId = useId()
  if (plans.length === 0) return null
  const rows = plans.map((plan) => {
    const { facts, more } = factsOf(plan)
    return [...facts, ...more]
  })
  const labels = rows[0] ?? []
  return (
    <div className="table-scroll-frame">
      <p className="table-scroll__hint" id={hintId}>
        <span aria-hidden="true">↔ </span>
        {t('compare.scrollHint')}
      </p>
      <div
        className="table-scroll"
        role="region"
        aria-label={t('compare.region')}
        aria-describedby={hintId}
        tabIndex={0}
      >
        <table className="compare-table">
          <caption>
            <span className="compare-table__caption">{caption}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('compare.benefit')}</th>
              {plans.map((plan) => (
                <th key={plan.slug} scope="col">
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t('plan.starsLabel')}</th>
              {plans.map((plan) => (
                <td key={plan.slug}>
                  <StarRating plan={plan} />
                </td>
              ))}
            </tr>
            {labels.map((label, index) => (
              <tr key={label.key}>
                <th scope="row">{label.label}</th>
                {rows.map((features, column) => (
                  <td key={plans[column]?.slug}>{features[index]?.value}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('compare.join')}</th>
              {plans.map((plan) => (
                <td key={plan.slug}>
                  <Link to="/$lang/enroll/$slug/" params={{ lang, slug: plan.slug }} search={from}>
                    {t('plan.join', { planName: plan.name })}
                  </Link>
                </td>
              ))}
            </tr>
          </tbody>
          <MyCareRows plans={plans} />
        </table>
      </div>
    </div>
  )
}
