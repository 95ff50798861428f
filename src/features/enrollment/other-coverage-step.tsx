import { useTranslation } from 'react-i18next'
import { ApplyByPhone } from '~/ui/trust-strip'
import { DateQuestion } from './date-question'
import { Branch, RadioQuestion, TextQuestion, YesNoQuestion } from './controls'
import { useAnswer, useForm } from './form-context'
import { MEDICAID_LEVEL_CHOICES } from './options'
import { needNamespaces } from '~/i18n/i18n'
import { CallText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['enrollment'])

/** Step 2, Other Coverage: Medicare and Medicaid, ESRD (optional), long-term care, other insurance, work. */
export function OtherCoverageStep() {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const esrd = useAnswer('hasESRD') === 'yes'
  const config = useContactFacts()
  const dual = plan.planType === 'D-SNP'
  const levels = MEDICAID_LEVEL_CHOICES.filter(
    (level) => level === 'notSure' || (plan.medicaidLevels as string[]).includes(level),
  )
  return (
    <>
      <section aria-labelledby="s-medicare">
        <h3 id="s-medicare">{t('sections.medicare')}</h3>
        <TextQuestion
          name="medicareNumber"
          required
          size="medium"
          maxLength={14}
          hint={t('hints.medicareNumber')}
        />
        <ApplyByPhone />
        {/* Optional, and never a bar: people with ESRD may join since 2021 (21st Century Cures
            Act, CMS-4190-F; the model form no longer asks, MMCM ch. 2, exhibit 1). */}
        <YesNoQuestion name="hasESRD" hint={t('hints.hasESRD')} />
        <div aria-live="polite">
          {esrd && (
            <div className="notice esrd-notice">
              <p>{t('notices.esrdYes')}</p>
              <p>
                <CallText>
                  {t('notices.esrdRecords', { phone: config.phone, tty: config.tty })}
                </CallText>
              </p>
            </div>
          )}
        </div>
        <YesNoQuestion name="enrolledStateMedicaid" required />
        <Branch name="medicaidNumber">
          <TextQuestion name="medicaidNumber" required size="medium" />
        </Branch>
        {dual && (
          <RadioQuestion
            name="medicaidLevel"
            required
            options={levels}
            optionLabel={(v) => t(`options.medicaidLevel.${v as (typeof levels)[number]}`)}
            hint={t('hints.medicaidLevel')}
          />
        )}
      </section>
      <section aria-labelledby="s-facility">
        <h3 id="s-facility">{t('sections.facility')}</h3>
        <YesNoQuestion name="inLongTermCareFacility" required />
        <Branch name="facility">
          <TextQuestion name="facilityName" required />
          <TextQuestion name="facilityAddressLine1" required />
          <TextQuestion name="facilityAddressLine2" />
          <TextQuestion
            name="facilityPhoneNumber"
            required
            type="tel"
            inputMode="tel"
            size="medium"
            hint={t('hints.facilityPhoneNumber')}
          />
        </Branch>
      </section>
      <section aria-labelledby="s-insurance">
        <h3 id="s-insurance">{t('sections.insurance')}</h3>
        <YesNoQuestion name="isVeteran" />
        <YesNoQuestion name="otherInsurance" required />
        <Branch name="otherInsurance">
          <TextQuestion name="otherInsuranceName" required />
          <TextQuestion name="otherInsuranceMemberId" required size="medium" />
          <TextQuestion name="otherInsuranceGroupId" size="medium" />
          <DateQuestion name="otherInsuranceStartCoverage" required />
          <DateQuestion
            name="otherInsuranceEndCoverage"
            hint={t('hints.otherInsuranceEndCoverage')}
          />
        </Branch>
      </section>
      <section aria-labelledby="s-work">
        <h3 id="s-work">{t('sections.work')}</h3>
        {/* Optional on the model form (MMCM ch. 2, exhibit 1, section 2). */}
        <YesNoQuestion name="doYouWork" />
        <YesNoQuestion name="doesSpouseWork" />
      </section>
    </>
  )
}
