import { createContext, use, useMemo, type ReactNode } from 'react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { Plan } from '~/plans/plan-types'
import { type Feature, keyFacts, moreFeatures, planFeatures } from './plan-features'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

type PlanFacts = { facts: Feature[]; more: Feature[] }
type FactsOf = (plan: Plan) => PlanFacts

/** Each plan's features, worded once per plan for as long as the words (`t`) stay the same. */
function factsWith(t: TFunction<'planFinder'>): FactsOf {
  const made = new WeakMap<Plan, PlanFacts>()
  return (plan) => {
    let facts = made.get(plan)
    if (!facts) made.set(plan, (facts = { facts: keyFacts(plan, t), more: moreFeatures(plan, t) }))
    return facts
  }
}

const SharedFacts = createContext<FactsOf | null>(null)

/**
 * The plan list words each plan's features once for its cards and its comparison table: about 18
 * translations a plan, which on a phone's 4x slower CPU were a tenth of the results' hydration.
 */
export function SharedPlanFacts({ children }: { children: ReactNode }) {
  const { t } = useTranslation('planFinder')
  const factsOf = useMemo(() => factsWith(t), [t])
  return <SharedFacts value={factsOf}>{children}</SharedFacts>
}

/** The plan list's features (SharedPlanFacts), or this component's own elsewhere. */
export function usePlanFacts(): FactsOf {
  const shared = use(SharedFacts)
  const { t } = useTranslation('planFinder')
  return useMemo(() => shared ?? factsWith(t), [shared, t])
}

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

/** The key facts of a plan card, but for those it shows elsewhere (`without`, by key). */
export function PlanKeyFacts({ plan, without = [] }: { plan: Plan; without?: string[] }) {
  const facts = usePlanFacts()(plan).facts.filter((fact) => !without.includes(fact.key))
  return <FeatureList features={facts} className="plan-card__facts" />
}

/** The features a card keeps behind its disclosure. */
export function PlanMoreFeatures({ plan }: { plan: Plan }) {
  return <FeatureList features={usePlanFacts()(plan).more} className="plan-card__features" />
}

/** The plan's highlights under a heading at the level its page needs. */
export function PlanHighlights({
  plan,
  lang,
  heading: Heading,
}: {
  plan: Plan
  lang: Lang
  heading: 'h2' | 'h3' | 'h4'
}) {
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
