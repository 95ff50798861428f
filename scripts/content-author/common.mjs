// Blocks many pages share, in both languages: the call-us block and the CMS disclaimers.
import { contact, disclaimer } from './slices.mjs'

export const PHONE = '1-800-555-0123'

/** The Member Services contact block; `hours` as in the contact_block slice. */
export const callUs = (lang, { title, body, hours = 'aep_weekdays' } = {}) =>
  contact({
    title: title ?? (lang === 'en' ? 'Questions? Call Member Services' : '¿Preguntas? Llame a Servicios para Miembros'),
    body:
      body ??
      (lang === 'en'
        ? ['Our Member Services team answers in English and Spanish, and can connect you with an interpreter in other languages at no cost.']
        : ['Nuestro equipo de Servicios para Miembros atiende en español e inglés y puede comunicarlo con un intérprete en otros idiomas sin costo.']),
    hours,
  })

const BASE = {
  en: 'Ceiba Health is an HMO, PPO and D-SNP plan with a Medicare contract and, for its D-SNP plans, a contract with the state Medicaid program. Enrollment in Ceiba Health depends on contract renewal. Ceiba Health complies with applicable federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability or sex.',
  es: 'Ceiba Health es un plan HMO, PPO y D-SNP que tiene contrato con Medicare y, para sus planes D-SNP, un contrato con el programa estatal de Medicaid. La inscripción en Ceiba Health depende de la renovación del contrato. Ceiba Health cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen nacional, edad, discapacidad o sexo.',
}
const BENEFITS = {
  en: 'Benefits, premiums, copays and allowances vary by plan and county, and may change on January 1 of each year. Other restrictions may apply.',
  es: 'Los beneficios, primas, copagos y asignaciones varían según el plan y el condado, y pueden cambiar el 1 de enero de cada año. Es posible que se apliquen otras restricciones.',
}
const STARS = {
  en: 'Every year, Medicare evaluates plans based on a 5-star rating system.',
  es: 'Cada año, Medicare evalúa los planes según un sistema de calificación de 5 estrellas.',
}
const LANGUAGES = {
  en: 'ATTENTION: If you speak Spanish, language assistance services, free of charge, are available to you. Call 1-800-555-0123 (TTY: 711). This information is available in large print, braille, audio CD and data CD.',
  es: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1-800-555-0123 (TTY: 711). Esta información está disponible en letra grande, braille, CD de audio y CD de datos.',
}

/** The CMS disclaimer with the material ID; `benefits` and `stars` add those notes where a page needs them. */
export const cms = (lang, { benefits = false, stars = false } = {}) =>
  disclaimer([BASE[lang], benefits ? BENEFITS[lang] : null, stars ? STARS[lang] : null, LANGUAGES[lang]].filter(Boolean))
