import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { carryAnswers, storageKey } from './application-storage'
import { zipPlansQuery } from './enrollment-queries'
import { useAnswer, useErrorKey, useForm } from './form-context'
import { needNamespaces } from '~/i18n/i18n'
import { CallText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['enrollment'])

/**
 * Under the home ZIP when the plan is not sold there (spec 8's out-of-area message is the field's
 * error): the plans of the same year sold in that ZIP, each a link that carries the answers so far
 * to that plan's application, or a number to call when there are none.
 */
export function ServiceAreaOffer() {
  const { t } = useTranslation('enrollment')
  const config = useContactFacts()
  const { actor, plan, lang } = useForm()
  const outside = useErrorKey('zipcode') === 'serviceArea'
  const zip = useAnswer('zipcode').trim()
  const found = useQuery({ ...zipPlansQuery(zip, plan.year), enabled: outside })
  if (!outside) return null
  const others = found.data?.plans.filter((other) => other.slug !== plan.slug) ?? []
  return (
    <section
      className="service-area-offer"
      aria-labelledby="service-area-heading"
      aria-live="polite"
    >
      <h4 id="service-area-heading">{t('serviceArea.heading', { zip })}</h4>
      {found.isError && <p>{t('serviceArea.failed')}</p>}
      {found.isSuccess && others.length === 0 && (
        <p>
          <CallText>
            {t('serviceArea.none', { zip, phone: config.phone, tty: config.tty })}
          </CallText>
        </p>
      )}
      {others.length > 0 && (
        <>
          <p>{t('serviceArea.intro')}</p>
          <ul className="service-area-offer__plans">
            {others.map((other) => (
              <li key={other.slug}>
                <Link
                  to="/$lang/enroll-{$year}/"
                  params={{ lang, year: String(plan.year) }}
                  search={{ plan: other.slug }}
                  onClick={() =>
                    carryAnswers(
                      sessionStorage,
                      storageKey(plan),
                      actor.getSnapshot().context.answers,
                      Date.now(),
                    )
                  }
                >
                  {t('serviceArea.apply', { planName: other.name, region: other.region })}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
