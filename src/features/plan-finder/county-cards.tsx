import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import { formatMoney } from '~/plans/money'
import { StarRating } from './star-rating'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** County comparison cards: the county's featured plans at a glance (spec 2.4). */
export function CountyCards({
  plans,
  lang,
  location,
}: {
  plans: Plan[]
  lang: Lang
  location: string
}) {
  const { t } = useTranslation('planFinder')
  const featured = plans.filter((plan) => plan.featured)
  if (featured.length === 0) return null
  return (
    <section className="county-cards" aria-labelledby="featured-plans-heading">
      <h2 id="featured-plans-heading">{t('featured.heading', { location })}</h2>
      <ul className="card-grid">
        {featured.map((plan) => (
          <li key={plan.slug} className="card">
            <h3>{plan.name}</h3>
            <p>
              {t(`plan.type.${plan.planType}`)} · <StarRating plan={plan} />
            </p>
            <dl className="card__facts">
              <div>
                <dt>{t('plan.premium')}</dt>
                <dd>{formatMoney(plan.costs.premium)}</dd>
              </div>
              <div>
                <dt>{t('plan.moop')}</dt>
                <dd>{formatMoney(plan.costs.moopInNetwork)}</dd>
              </div>
            </dl>
            <Link to="/$lang/enroll/$slug/" params={{ lang, slug: plan.slug }}>
              {t('featured.details', { planName: plan.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
