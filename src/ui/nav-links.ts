import type { RouteId } from '~/i18n/route-table'

/**
 * Navigation and footer link lists as data. They move into the `navigation` and `footer`
 * content documents so editors own them; until then these are the defaults.
 */
export type NavLink = { route: RouteId; label: 'findAPlan' | 'prescriptionDrugs' | 'providers' | 'brokers' }

export const NAV_LINKS: NavLink[] = [
  { route: 'planFinder', label: 'findAPlan' },
  { route: 'prescriptionDrugs', label: 'prescriptionDrugs' },
  { route: 'providers', label: 'providers' },
  { route: 'brokers', label: 'brokers' },
]

export type FooterLink =
  | { kind: 'route'; route: RouteId; label: string }
  | { kind: 'config'; href: 'careersUrl' | 'codeOfConductUrl' | 'accreditationUrl'; label: string }

export type FooterGroup = { heading: 'plansAndHelp' | 'audiences' | 'company' | 'legal'; links: FooterLink[] }

const route = (id: RouteId): FooterLink => ({ kind: 'route', route: id, label: id })

export const FOOTER_GROUPS: FooterGroup[] = [
  {
    heading: 'plansAndHelp',
    links: [route('prescriptionDrugs'), route('healthAndWellness'), route('memberEvents'), route('medicareOptions')],
  },
  { heading: 'audiences', links: [route('providers'), route('brokers'), route('developers')] },
  {
    heading: 'company',
    links: [
      route('aboutUs'),
      route('ourTechnology'),
      route('meetOurTeam'),
      route('serviceArea'),
      route('newsroom'),
      { kind: 'config', href: 'careersUrl', label: 'careers' },
      route('contactUs'),
    ],
  },
  {
    heading: 'legal',
    links: [
      route('termsOfUse'),
      route('accessibility'),
      route('privacyPolicy'),
      route('nondiscriminationNotice'),
      route('qualityImprovementStrategy'),
      route('memberRights'),
      route('compliance'),
      { kind: 'config', href: 'codeOfConductUrl', label: 'codeOfConduct' },
      route('disclaimers'),
      { kind: 'config', href: 'accreditationUrl', label: 'accreditation' },
    ],
  },
]
