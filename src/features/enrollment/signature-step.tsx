import { useTranslation } from 'react-i18next'
import { Branch, RadioQuestion, SelectQuestion, TextQuestion } from './controls'
import { useForm } from './form-context'
import { HELPER_RELATIONSHIPS, RELATIONSHIPS } from './options'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** Step 4, Signature: who fills in the application (spec 6), the statements they sign, and their signature. */
export function SignatureStep() {
  const { t } = useTranslation('enrollment')
  return (
    <>
      <section aria-labelledby="s-signing">
        <h3 id="s-signing">{t('sections.whoIsSigning')}</h3>
        <RadioQuestion
          name="relationshipToPersonListed"
          required
          options={RELATIONSHIPS}
          optionLabel={(v) => t(`options.relationship.${v as (typeof RELATIONSHIPS)[number]}`)}
        />
      </section>
      <Branch as="section" labelledBy="s-representative" name="representative">
        <h3 id="s-representative">{t('sections.representative')}</h3>
        <p>{t('notices.representative')}</p>
        <TextQuestion name="authorizedPersonName" required autoComplete="off" />
        <TextQuestion name="authorizedPersonRelationship" required size="medium" />
        <TextQuestion
          name="authorizedPersonPhoneNumber"
          required
          type="tel"
          inputMode="tel"
          size="medium"
        />
        <TextQuestion name="authorizedPersonEmailAddress" type="email" inputMode="email" />
        <TextQuestion name="authorizedPersonAddressLine1" required />
        <TextQuestion name="authorizedPersonAddressLine2" />
      </Branch>
      <Branch as="section" labelledBy="s-helper" name="helper">
        <h3 id="s-helper">{t('sections.helper')}</h3>
        <p>{t('notices.helper')}</p>
        <TextQuestion name="individualRepName" required />
        <SelectQuestion
          name="individualRepRelationship"
          required
          options={HELPER_RELATIONSHIPS}
          optionLabel={(v) =>
            t(`options.helperRelationship.${v as (typeof HELPER_RELATIONSHIPS)[number]}`)
          }
        />
        <Branch name="npn">
          <TextQuestion
            name="individualRepNpn"
            required
            inputMode="numeric"
            maxLength={10}
            size="medium"
            hint={t('hints.individualRepNpn')}
          />
        </Branch>
        <TextQuestion name="individualRepSignature" required />
      </Branch>
      <Statements />
    </>
  )
}

const AGREEMENTS = ['contract', 'wholeYear', 'serviceArea', 'appeals', 'abroad'] as const

/**
 * The statements of the model individual enrollment form (Medicare Managed Care Manual, chapter 2,
 * exhibit 1, 2025-2026), in the page's language, read where the person signs: the employer or
 * union coverage warning, "please read and sign below" (the federal contract, keeping Parts A and
 * B, one plan at a time, enrollment for the year, the service area, appeal rights, no coverage
 * abroad, in-network care except emergencies, urgent care and out-of-area dialysis, or the PPO's
 * out-of-network wording, paid agents), the release of information, what the signature means and
 * the Privacy Act statement. Which version was shown is stored with the application (statements.ts).
 */
function Statements() {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const named = { planName: plan.name }
  return (
    <>
      <section aria-labelledby="s-read-first">
        <h3 id="s-read-first">{t('statements.readFirstHeading')}</h3>
        <p>{t('statements.employer', named)}</p>
      </section>
      <section aria-labelledby="s-sign" className="statements">
        <h3 id="s-sign">{t('statements.heading')}</h3>
        <p>{t('statements.intro')}</p>
        <ul>
          {AGREEMENTS.map((key) => (
            <li key={key}>{t(`statements.${key}`, named)}</li>
          ))}
          {plan.planType === 'PPO' ? (
            <li>{t('statements.networkPpo', named)}</li>
          ) : (
            <li>
              {t('statements.network', named)}{' '}
              <strong>{t('statements.networkNoAuthorization', named)}</strong>
            </li>
          )}
          <li>{t('statements.agent', named)}</li>
        </ul>
        <h4>{t('statements.releaseHeading')}</h4>
        <p>{t('statements.release', named)}</p>
        <p>{t('statements.accuracy')}</p>
        <p>{t('statements.signatureMeans')}</p>
        <h4>{t('statements.privacyHeading')}</h4>
        <p>{t('statements.privacy')}</p>
        <TextQuestion name="signature" required hint={t('hints.signature')} />
      </section>
    </>
  )
}
