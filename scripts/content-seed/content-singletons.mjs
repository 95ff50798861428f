import { readFileSync } from 'node:fs'
import { FOOTER_GROUPS_FOR_SEED, NAV_FOR_SEED } from './nav-defaults.mjs'
import { R } from './outline.mjs'
import { rt, web } from './rich.mjs'

const common = (code) => JSON.parse(readFileSync(`locales/${code}/common.json`, 'utf8'))
const CONFIG_LINKS = {
  careersUrl: 'https://careers.ceibahealth.example/',
  codeOfConductUrl: '/documents/ceiba-code-of-conduct.pdf',
  accreditationUrl: '/documents/accreditation-notice.pdf',
}

// English-only pages (providers, brokers, …) are linked in English from the Spanish site too.
const routeHref = (route, lang) => R(route, lang) ?? R(route, 'en')

function singletons(lang) {
  const strings = common(lang === 'en' ? 'en-us' : 'es-mx')
  const group = (heading) => {
    const found = FOOTER_GROUPS_FOR_SEED.find((g) => g.heading === heading)
    return found.links.map((link) => ({
      label: strings.footer.links[link.label],
      link: web(link.kind === 'route' ? routeHref(link.route, lang) : CONFIG_LINKS[link.href]),
    }))
  }
  const es = lang === 'es'
  return [
    { type: 'navigation', [lang]: { links: NAV_FOR_SEED.map((link) => ({ label: strings.navigation[link.label], link: web(routeHref(link.route, lang)) })) } },
    {
      type: 'footer',
      [lang]: {
        plans_and_help_heading: strings.footer.plansAndHelp,
        plans_and_help_links: group('plansAndHelp'),
        audiences_heading: strings.footer.audiences,
        audiences_links: group('audiences'),
        company_heading: strings.footer.company,
        company_links: group('company'),
        legal_heading: strings.footer.legal,
        legal_links: group('legal'),
        disclaimer: rt(strings.footer.disclaimer),
      },
    },
    {
      type: 'settings',
      [lang]: {
        brand_name: 'Ceiba Health',
        member_services_phone: '1-800-555-0123',
        direct_channel_phone: '1-800-555-0145',
        tty: '711',
        hours_aep: es
          ? 'De 8 a. m. a 8 p. m., de lunes a viernes, y los 7 días de la semana del 1 de octubre al 31 de marzo'
          : '8am–8pm Monday–Friday, and 7 days a week from October 1 to March 31',
        hours_weekdays_saturday: es ? 'De 8 a. m. a 8 p. m., de lunes a viernes, y de 8 a. m. a 5 p. m. los sábados' : '8am–8pm Monday–Friday, plus 8am–5pm Saturday',
        hours_every_day: es ? 'De 8 a. m. a 8 p. m., los 7 días de la semana' : '8am–8pm every day',
        material_id: 'H1234_2026WEB_M',
        form_material_id: 'H1234_2026FORM_M',
        health_tips_form_url: web('https://forms.ceibahealth.example/health-tips'),
        member_portal_url: web('https://members.ceibahealth.example/login'),
        careers_url: web(CONFIG_LINKS.careersUrl),
        code_of_conduct_url: web(CONFIG_LINKS.codeOfConductUrl),
        accreditation_url_production: web('/documents/accreditation-notice.pdf'),
        accreditation_url_staging: web('/documents/accreditation-notice-staging.pdf'),
      },
    },
  ]
}

/** navigation, footer and settings in both languages, linked as twins. */
export const SINGLETONS = singletons('en').map((outline, index) => ({ ...outline, ...singletons('es')[index] }))
