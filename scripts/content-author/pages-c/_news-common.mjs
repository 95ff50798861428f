// Text the newsroom's articles share: the support hours of spec 9.2, the media contact and the
// "About Ceiba Health" boilerplate with the figures of the plan year a release was issued in
// (db/seed/plans/catalogue-<year>.json: plans, counties, states). Shared text counts toward no
// page's own words, so every article carries its substance in its own body.
export const HOURS = '8am–8pm Monday–Friday, and 7 days a week from October 1 to March 31'
export const PRESS_EMAIL = 'press@ceibahealth.example'
export const PRESS_LINK = `[${PRESS_EMAIL}](mailto:${PRESS_EMAIL})`
export const MEDIA_CONTACT = `Media contact: Lucía Ferrer, director of communications, ${PRESS_LINK}.`
export const MEMBER_LINE = `Members with questions about their own coverage should call Member Services at 1-800-555-0123 (TTY 711), ${HOURS}, rather than the media team.`

/** Plan-year figures of the catalogue, as the fact sheet and the boilerplate state them. */
export const YEAR_FACTS = {
  2024: { plans: 117, states: 20, metros: 22, counties: 154 },
  2025: { plans: 139, states: 20, metros: 22, counties: 154 },
  2026: { plans: 184, states: 29, metros: 31, counties: 205 },
}

/** The closing boilerplate of a press release issued while `year`'s plans were in force. */
export function about(year) {
  const { plans, states, counties } = YEAR_FACTS[year]
  return [
    '## About Ceiba Health',
    `Ceiba Health began in 2014 as a group of primary care clinics for older adults and became a health plan so that the way care is paid for would support the way good care is given. In ${year} it offers ${plans} Medicare Advantage HMO, PPO and Special Needs Plans in ${counties} counties of ${states} states, with service in English and Spanish and interpreters for other languages at no cost. Ceiba Health is based in Miami. Learn more on [About us](page:about-us).`,
    MEDIA_CONTACT,
  ]
}

/** The closing lines of a media coverage summary. */
export const COVERAGE_CLOSE = [
  '## About this summary',
  `This page summarizes the article for our members and the public and is not a reprint; the opinions described are the publication\u2019s. Journalists can reach our media team at ${PRESS_LINK}.`,
]
