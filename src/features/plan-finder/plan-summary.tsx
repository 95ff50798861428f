import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import { type Feature, keyFacts, moreFeatures, planFeatures } from './plan-features'

/** Features as a definition list; `className` picks the compact key-facts grid or the plain list. */
function FeatureList({ features, className }: { features: Feature[]; className: string }) {
  return (
    <dl className={className}>
      {features.map((feature) => (
        <div key={feature.key}>
          <dt>{feature.label}</dt>
          <dd>{feature.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Every feature of a plan (the plan page). */
export function PlanFeatureList({ plan, lang }: { plan: Plan; lang: Lang }) {
  const { t } = useTranslation('planFinder')
  return <FeatureList features={planFeatures(plan, lang, t)} className="plan-card__features" />
}

/** The key facts of a plan card. */
export function PlanKeyFacts({ plan }: { plan: Plan }) {
  const { t } = useTranslation('planFinder')
  return <FeatureList features={keyFacts(plan, t)} className="plan-card__facts" />
}

/** The features a card keeps behind its disclosure. */
export function PlanMoreFeatures({ plan }: { plan: Plan }) {
  const { t } = useTranslation('planFinder')
  return <FeatureList features={moreFeatures(plan, t)} className="plan-card__features" />
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
