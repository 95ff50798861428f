import { LOCALES, asLang } from '~/i18n/locales'
import { useTranslation } from 'react-i18next'
import { CareProviderButton } from '~/care/care-provider-button'
import { LANGUAGES, SPECIALTIES } from '~/plans/directory-options'
import type { ProviderResult } from './provider-query'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['providers'])

const SPECIALTY_KEYS = new Map(
  Object.values(SPECIALTIES)
    .flat()
    .map((s) => [s.name, s.key]),
)
const LANGUAGE_KEYS = new Map(LANGUAGES.map((l) => [l.name, l.key]))

/** One directory entry: every field of spec 3.7, the distance in miles and a get-directions link. */
export function ProviderCard({ provider: p }: { provider: ProviderResult }) {
  const { t, i18n } = useTranslation('providers')
  const specialty = t(
    `specialties.${SPECIALTY_KEYS.get(p.specialty) ?? 'pharmacy'}` as 'specialties.pharmacy',
  )
  const languages = p.languages.map((name) =>
    t(`languages.${LANGUAGE_KEYS.get(name) ?? 'english'}` as 'languages.english'),
  )
  const medicaid = p.medicaidCertified ? 'certified' : p.medicaidAccepted ? 'accepted' : 'no'
  // The day as written, wherever the reader is (a browser far east of UTC would otherwise see the
  // next day: another month for a start on the 31st, and other text than the server's).
  const since = new Date(`${p.startDate}T12:00:00Z`).toLocaleDateString(
    LOCALES[asLang(i18n.language)].tag,
    {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    },
  )
  const details: Array<[string, string | null]> = [
    [t('card.gender'), p.gender ? t(`card.${p.gender as 'female' | 'male'}`) : null],
    [t('card.languages'), languages.join(', ')],
    [t('card.patients'), t(`card.patientsAccepted.${p.patientsAccepted as 'yes'}`)],
    [t('card.medicaid'), t(`card.medicaidStatus.${medicaid}`)],
    [t('card.virtual'), t(`card.virtualServices.${p.virtualServices as 'both'}`)],
    [t('card.groups'), p.medicalReferralGroups.join(', ') || null],
    [
      t('card.visionHearing'),
      p.visionHearingServices.map((s) => t(`visionHearing.${s as 'EyeExam'}`)).join(', ') || null,
    ],
    [t('card.facility'), p.freeStandingFacility ? t('card.freeStanding') : null],
    [t('card.networks'), p.planTypes.join(', ')],
    [t('card.npi'), p.npi],
    [t('card.pcpId'), p.pcpId],
    [t('card.since'), since],
  ]
  return (
    <li className="directory-card">
      <h3 className="directory-card__name">{p.name}</h3>
      <p className="directory-card__specialty">{specialty}</p>
      {p.distanceMiles !== null && (
        <p className="directory-card__distance">
          {t('card.distance', { miles: p.distanceMiles.toFixed(1) })}
        </p>
      )}
      <address className="directory-card__address">
        {p.address}
        <br />
        {p.city}, {p.state} {p.zip}
        <br />
        <a href={`tel:+1${p.phone.replace(/-/g, '')}`}>{t('card.call', { phone: p.phone })}</a>
      </address>
      <dl className="directory-card__details">
        {details
          .filter((entry): entry is [string, string] => Boolean(entry[1]))
          .map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <a className="directory-card__directions" href={p.directionsUrl}>
        {t('card.directions')}{' '}
        <span className="visually-hidden">{t('card.directionsTo', { name: p.name })}</span>
      </a>
      <CareProviderButton
        provider={{
          npi: p.npi,
          name: p.name,
          specialty: p.specialty,
          category: p.category as 'doctors',
          address: p.address,
          city: p.city,
          state: p.state,
          phone: p.phone,
        }}
      />
    </li>
  )
}
