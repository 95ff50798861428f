import { useTranslation } from 'react-i18next'
import { Branch, RadioQuestion, SelectQuestion, TextQuestion } from './controls'
import { HELPER_RELATIONSHIPS, RELATIONSHIPS } from './options'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** Step 4, Signature: who fills in the application (spec 6) and their signature. */
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
        <TextQuestion name="authorizedPersonEmailAddress" required type="email" inputMode="email" />
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
      <section aria-labelledby="s-sign">
        <h3 id="s-sign">{t('steps.signature')}</h3>
        <p>{t('notices.attestation')}</p>
        <TextQuestion name="signature" required hint={t('hints.signature')} />
      </section>
    </>
  )
}
