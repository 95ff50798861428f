import { useTranslation } from 'react-i18next'
import type { DocumentYear } from '~/plans/plan-years'
import { contractOf } from '~/plans/star-ratings'
import { CallText, useContactFacts } from './contact-facts'

/** The plan a strip speaks of: its contract (H-number) and that contract's rating of the year. */
export type TrustPlan = { contractId: string; starRating: number | null; year: DocumentYear }

/**
 * Four facts a person checks before trusting a plan with a Medicare number: the Medicare
 * contract, its CMS Star Rating of the year with the sentence CMS requires beside any rating
 * (Medicare Communications and Marketing Guidelines, section 40.6), the licensed agents' number
 * (tap-to-call) and how personal data is protected. With a plan, the contract and rating are that
 * plan's (ratings are per contract and year, src/plans/star-ratings.ts); without one (the home
 * page), each fact says where a plan shows it. A labelled list, so screen readers announce four items.
 */
export function TrustStrip({ plan, wide = false }: { plan?: TrustPlan; wide?: boolean }) {
  const { t } = useTranslation()
  const { phone, tty } = useContactFacts()
  const contract = plan ? contractOf(plan.contractId) : null
  const rating = plan?.starRating ?? null
  return (
    <section
      className={wide ? 'trust-strip trust-strip--wide' : 'trust-strip'}
      aria-label={t('trust.label')}
    >
      <ul className="trust-strip__list">
        <li className="trust-strip__item trust-strip__item--contract">
          <strong className="trust-strip__heading">{t('trust.contractHeading')}</strong>{' '}
          <span>
            {plan && contract
              ? t('trust.contract', { contract, year: plan.year })
              : t('trust.contractGeneral')}
          </span>
        </li>
        <li className="trust-strip__item trust-strip__item--stars">
          <strong className="trust-strip__heading">{t('trust.starsHeading')}</strong>{' '}
          <span className="trust-strip__rating">
            {!plan || !contract
              ? t('trust.starsGeneral')
              : rating === null
                ? t('trust.notRated', { contract, year: plan.year })
                : t('trust.stars', {
                    contract,
                    year: plan.year,
                    // One decimal at most, written out (see the plan finder's StarRating).
                    rating: String(Math.round(rating * 10) / 10),
                  })}
          </span>{' '}
          <span className="trust-strip__sentence">{t('trust.starSentence')}</span>
        </li>
        {phone && (
          <li className="trust-strip__item trust-strip__item--agents">
            <strong className="trust-strip__heading">{t('trust.agentsHeading')}</strong>{' '}
            <span>
              <CallText>{t('trust.agents', { phone, tty })}</CallText>
            </span>
          </li>
        )}
        <li className="trust-strip__item trust-strip__item--privacy">
          <strong className="trust-strip__heading">{t('trust.privacyHeading')}</strong>{' '}
          <span>{t('trust.privacy')}</span>
        </li>
      </ul>
    </section>
  )
}

/**
 * "Prefer to apply by phone?" beside the enrollment's sensitive fields (the Medicare number): the
 * licensed agents' number, tap-to-call, and how the number typed here is protected.
 */
export function ApplyByPhone() {
  const { t } = useTranslation()
  const { phone, tty } = useContactFacts()
  if (!phone) return null
  return (
    <aside className="by-phone" aria-labelledby="by-phone-heading">
      <p className="by-phone__heading" id="by-phone-heading">
        <strong>{t('byPhone.heading')}</strong>
      </p>
      <p className="by-phone__body">
        <CallText>{t('byPhone.body', { phone, tty })}</CallText>
      </p>
      <p className="by-phone__protected">{t('byPhone.protected')}</p>
    </aside>
  )
}
