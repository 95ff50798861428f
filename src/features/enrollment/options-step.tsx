import { useTranslation } from 'react-i18next'
import { Branch, CheckboxQuestion, TextQuestion, YesNoQuestion } from './controls'
import { DateQuestion } from './date-question'
import { useForm } from './form-context'
import { CSNP_QUESTION_FIELD, offersPeriod, SPECIAL_PERIODS } from './options'
import { needNamespaces } from '~/i18n/i18n'
import { CallText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['enrollment'])

/** Step 3, Options: special enrollment periods, the primary care provider and, for a C-SNP, the condition questions. */
export function OptionsStep() {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const config = useContactFacts()
  const conditions = plan.planType === 'C-SNP' ? plan.csnpConditions : []
  const periods = SPECIAL_PERIODS.filter((period) => offersPeriod(period, plan.planType))
  return (
    <>
      <section aria-labelledby="s-periods">
        <h3 id="s-periods">{t('sections.specialPeriods')}</h3>
        {/* The model form's attestation of eligibility for an enrollment period (MMCM ch. 2,
            exhibit 1): what checking a statement certifies, and whom to call when none applies. */}
        <p>{t('notices.specialPeriods')}</p>
        <fieldset className="question">
          <legend className="visually-hidden">{t('sections.specialPeriods')}</legend>
          {periods.map((period) => (
            <SpecialPeriod key={period.name} period={period} />
          ))}
        </fieldset>
        <p>
          <CallText>
            {t('notices.specialPeriodsNone', { phone: config.phone, tty: config.tty })}
          </CallText>
        </p>
      </section>
      {conditions.length > 0 && (
        <section aria-labelledby="s-conditions">
          <h3 id="s-conditions">{t('sections.conditions')}</h3>
          <p>{conditions.length === 1 ? t('eligibility.csnpDiabetes') : t('eligibility.csnp')}</p>
          {conditions.map((condition) => (
            <YesNoQuestion key={condition} name={CSNP_QUESTION_FIELD[condition]} required />
          ))}
        </section>
      )}
      <section aria-labelledby="s-pcp">
        <h3 id="s-pcp">{t('sections.primaryCare')}</h3>
        <p>{plan.planType === 'PPO' ? t('notices.pcpOptional') : t('notices.hmoPcp')}</p>
        <TextQuestion name="primaryCareProviderName" />
        <TextQuestion name="primaryCareProviderAddressLine1" />
        <TextQuestion name="primaryCareProviderAddressLine2" />
        <YesNoQuestion name="primaryCareProviderPatientNow" />
      </section>
    </>
  )
}

/** One special enrollment period: its checkbox and, once checked, its date when it has one. */
function SpecialPeriod({ period }: { period: (typeof SPECIAL_PERIODS)[number] }) {
  return (
    <div>
      <CheckboxQuestion name={period.name} />
      {'date' in period && (
        <Branch name={period.date}>
          <DateQuestion name={period.date} required />
        </Branch>
      )}
    </div>
  )
}
