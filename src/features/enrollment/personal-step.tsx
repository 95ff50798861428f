import { useTranslation } from 'react-i18next'
import {
  CheckboxGroupQuestion,
  Branch,
  CheckboxQuestion,
  RadioQuestion,
  SelectQuestion,
  TextQuestion,
  YesNoQuestion,
  ZipQuestion,
} from './controls'
import { DateQuestion } from './date-question'
import { useAnswer, useForm } from './form-context'
import {
  ACCESSIBLE_FORMATS,
  ETHNICITIES,
  GENDERS,
  LANGUAGES,
  RACES,
  SUFFIXES,
  TITLES,
  US_STATES,
} from './options'
import { offersCreole } from './rules'
import { ServiceAreaOffer } from './service-area-offer'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['enrollment'])

/** Step 1, Personal: who is applying, how to reach them, where they live, language and format. */
export function PersonalStep() {
  const { t } = useTranslation('enrollment')
  const { plan } = useForm()
  const chooseNotToAnswer = useAnswer('chooseNotToAnswer')
  const languages = LANGUAGES.filter((language) => language !== 'creole' || offersCreole(plan))
  return (
    <>
      <section aria-labelledby="s-identity">
        <h3 id="s-identity">{t('sections.identity')}</h3>
        <SelectQuestion
          name="title"
          options={TITLES}
          optionLabel={(v) => t(`options.title.${v as (typeof TITLES)[number]}`)}
          autoComplete="honorific-prefix"
        />
        <TextQuestion name="firstName" required autoComplete="given-name" />
        <TextQuestion name="preferredFirstName" autoComplete="nickname" />
        <TextQuestion name="middleName" size="short" maxLength={1} autoComplete="additional-name" />
        <TextQuestion name="lastName" required autoComplete="family-name" />
        <SelectQuestion
          name="suffix"
          options={SUFFIXES}
          optionLabel={(v) => t(`options.suffix.${v as (typeof SUFFIXES)[number]}`)}
          blankLabel={t('options.none')}
          autoComplete="honorific-suffix"
        />
        <DateQuestion name="dateOfBirth" required birthday hint={t('hints.dateOfBirth')} />
        <RadioQuestion
          name="gender"
          required
          inline
          options={GENDERS}
          optionLabel={(v) => t(`options.gender.${v as (typeof GENDERS)[number]}`)}
        />
      </section>
      <section aria-labelledby="s-contact">
        <h3 id="s-contact">{t('sections.contact')}</h3>
        <TextQuestion
          name="primaryPhoneNumber"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('hints.primaryPhoneNumber')}
          size="medium"
        />
        <TextQuestion
          name="alternatePhoneNumber"
          type="tel"
          inputMode="tel"
          hint={t('hints.alternatePhoneNumber')}
          size="medium"
        />
        <TextQuestion
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          hint={t('hints.email')}
        />
        <YesNoQuestion name="enablePaperless" hint={t('hints.enablePaperless')} />
      </section>
      <section aria-labelledby="s-address">
        <h3 id="s-address">{t('sections.address')}</h3>
        <TextQuestion
          name="permanentAddressLine1"
          required
          autoComplete="address-line1"
          hint={t('hints.permanentAddressLine1')}
        />
        <TextQuestion name="permanentAddressLine2" autoComplete="address-line2" />
        <TextQuestion name="city" required autoComplete="address-level2" />
        <SelectQuestion
          name="state"
          required
          options={US_STATES}
          optionLabel={(v) => v}
          autoComplete="address-level1"
        />
        <ZipQuestion name="zipcode" required autoComplete="postal-code" hint={t('hints.zipcode')} />
        <ServiceAreaOffer />
        <CheckboxQuestion name="experiencingHomelessness" />
        <CheckboxQuestion name="differentMailingAddress" />
        <Branch name="mailingAddress">
          <TextQuestion name="mailingAddressLine1" required hint={t('hints.mailingAddressLine1')} />
          <TextQuestion name="mailingAddressLine2" />
          <TextQuestion name="mailingCity" required />
          <SelectQuestion name="mailingState" required options={US_STATES} optionLabel={(v) => v} />
          <ZipQuestion name="mailingZipcode" required hint={t('hints.mailingZipcode')} />
        </Branch>
      </section>
      <section aria-labelledby="s-preferences">
        <h3 id="s-preferences">{t('sections.preferences')}</h3>
        <SelectQuestion
          name="language"
          options={languages}
          optionLabel={(v) => t(`options.language.${v as (typeof LANGUAGES)[number]}`)}
          hint={t('hints.language')}
        />
        <SelectQuestion
          name="accessibleFormat"
          options={ACCESSIBLE_FORMATS}
          optionLabel={(v) =>
            t(`options.accessibleFormat.${v as (typeof ACCESSIBLE_FORMATS)[number]}`)
          }
          blankLabel={t('options.none')}
        />
      </section>
      <section aria-labelledby="s-demographics">
        <h3 id="s-demographics">{t('sections.demographics')}</h3>
        <p>{t('notices.demographics')}</p>
        <CheckboxGroupQuestion
          name="ethnicity"
          options={ETHNICITIES}
          optionLabel={(v) => t(`options.ethnicity.${v as (typeof ETHNICITIES)[number]}`)}
          disabled={chooseNotToAnswer}
        />
        <CheckboxGroupQuestion
          name="race"
          options={RACES}
          optionLabel={(v) => t(`options.race.${v as (typeof RACES)[number]}`)}
          disabled={chooseNotToAnswer}
        />
        <CheckboxQuestion name="chooseNotToAnswer" />
      </section>
    </>
  )
}
