import { useTranslation } from 'react-i18next'
import { moneyAmount } from '~/plans/money'
import { RadioQuestion } from './controls'
import { useAnswer, useForm } from './form-context'
import { PAYMENT_METHODS } from './options'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** Step 5, Payment: one method or none (a monthly bill, spec 4.4). */
export function PaymentStep() {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const method = useAnswer('paymentMethod')
  const deduction = method === 'socialSecurity' || method === 'railroadRetirement'
  return (
    <section aria-labelledby="s-payment">
      <h3 id="s-payment">{t('sections.payment')}</h3>
      <p>
        {plan.premium > 0
          ? t('notices.premium', { amount: moneyAmount(plan.premium) })
          : t('notices.noPremium')}
      </p>
      <RadioQuestion
        name="paymentMethod"
        options={PAYMENT_METHODS}
        optionLabel={(v) => t(`options.paymentMethod.${v as (typeof PAYMENT_METHODS)[number]}`)}
        hint={t('notices.monthlyBill')}
      />
      {deduction && (
        <div className="notice" role="note">
          <p>{t('notices.premiumDeduction')}</p>
          <p>{t('notices.deductionNotApproved')}</p>
        </div>
      )}
      {/* The model form's premium section (MMCM ch. 2, exhibit 1) for a plan with Part D: the
          Part D-IRMAA is paid to Medicare, never to the plan (spec 9.4), and Extra Help. */}
      {plan.drugCoverage && (
        <>
          <p>{t('notices.irmaa', { planName: plan.name })}</p>
          <p>{t('notices.extraHelp')}</p>
          {plan.premium > 0 && <p>{t('notices.extraHelpPremium')}</p>}
        </>
      )}
    </section>
  )
}
