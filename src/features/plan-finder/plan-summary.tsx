import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import { planFeatures } from './plan-features'

/** A plan's key features as a definition list, shared by the plan cards and the enroll page. */
export function PlanFeatureList({ plan, lang }: { plan: Plan; lang: Lang }) {
  const { t } = useTranslation('planFinder')
  return (
    <dl className="plan-card__features">
      {planFeatures(plan, lang, t).map((feature) => (
        <div key={feature.key}>
          <dt>{feature.label}</dt>
          <dd>{feature.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The plan's highlights under a heading at the level its page needs. */
export function PlanHighlights({ plan, lang, heading: Heading }: { plan: Plan; lang: Lang; heading: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('planFinder')
  return (
    <>
      <Heading>{t('plan.highlights')}</Heading>
      <ul>
        {plan.highlights[lang].map((highlight) => (
          <li key={highlight}>{highlight}</li>
        ))}
      </ul>
    </>
  )
}
