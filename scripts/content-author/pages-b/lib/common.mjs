// Blocks every page of part b shares: the Member Services contact and the CMS disclaimer.
export const PHONE = '1-800-555-0123'

export const HOURS = {
  en: '8 a.m. to 8 p.m. local time, Monday through Friday, and 7 days a week from October 1 to March 31',
  es: 'de 8 a.m. a 8 p.m., hora local, de lunes a viernes, y los 7 días de la semana del 1 de octubre al 31 de marzo',
}

/** Member Services contact block with a page-specific title and body. */
export function contact(short, title, body) {
  return {
    contact: {
      title: title ?? (short === 'en' ? 'Questions? Call Member Services' : '¿Tiene preguntas? Llame a Servicios para Miembros'),
      body:
        body ??
        (short === 'en'
          ? 'Member Services can answer questions about this page, mail you printed copies and connect you with an interpreter in any language, at no cost.'
          : 'Servicios para Miembros puede responder sus preguntas sobre esta página, enviarle copias impresas por correo y comunicarle con un intérprete en cualquier idioma, sin costo.'),
    },
  }
}

const BASE = {
  en: 'Ceiba Health offers HMO, PPO, HMO D-SNP and HMO C-SNP plans with a Medicare contract. Enrollment in a Ceiba Health plan depends on contract renewal.',
  es: 'Ceiba Health ofrece planes HMO, PPO, HMO D-SNP y HMO C-SNP que tienen contrato con Medicare. La inscripción en un plan de Ceiba Health depende de la renovación del contrato.',
}
const VARIES = {
  en: 'Benefits, premiums, copays and coinsurance vary by plan and county and may change on January 1 of each year. Not every benefit is offered in every plan.',
  es: 'Los beneficios, las primas, los copagos y el coseguro varían según el plan y el condado, y pueden cambiar el 1 de enero de cada año. No todos los planes ofrecen todos los beneficios.',
}
const STARS = {
  en: 'Every year, Medicare evaluates plans based on a 5-star rating system.',
  es: 'Cada año, Medicare evalúa los planes según un sistema de calificación de 5 estrellas.',
}
const NETWORK = {
  en: 'Except in emergencies, HMO members must use network providers; out-of-network care may not be covered. PPO members may see out-of-network providers at a higher cost.',
  es: 'Salvo en emergencias, los miembros de planes HMO deben usar proveedores de la red; es posible que la atención fuera de la red no esté cubierta. Los miembros de planes PPO pueden ver proveedores fuera de la red a un costo mayor.',
}
const PART_D = {
  en: 'The formulary, pharmacy network and benefits may change during the year. You must generally use network pharmacies to use your prescription drug benefit.',
  es: 'El formulario, la red de farmacias y los beneficios pueden cambiar durante el año. Por lo general, debe usar farmacias de la red para usar su beneficio de medicamentos recetados.',
}
const FORMATS = {
  en: `This information is available for free in other languages and in other formats: Large Print, Braille, Audio CD and Data CD. Call ${PHONE} (TTY 711).`,
  es: `Esta información está disponible gratis en otros idiomas y en otros formatos: letra grande, braille, CD de audio y CD de datos. Llame al ${PHONE} (TTY 711).`,
}
const LANGUAGE = {
  en: `ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al ${PHONE} (TTY 711).`,
  es: `ATTENTION: If you speak English, language assistance services, free of charge, are available to you. Call ${PHONE} (TTY 711).`,
}

/**
 * The closing disclaimer: always the contract, formats and language lines; `notes` adds the
 * benefit-variation ('varies'), star-rating ('stars'), network ('network') and Part D ('partD') notes.
 */
export function disclaimer(short, id, notes = []) {
  const parts = [BASE[short]]
  if (notes.includes('varies')) parts.push(VARIES[short])
  if (notes.includes('network')) parts.push(NETWORK[short])
  if (notes.includes('partD')) parts.push(PART_D[short])
  if (notes.includes('stars')) parts.push(STARS[short])
  parts.push(FORMATS[short], LANGUAGE[short])
  return { disclaimer: { body: parts.join('\n'), id: `${id}_${short === 'en' ? 'M' : 'S'}` } }
}

export const STATES = {
  AL: ['Alabama', 'Alabama'], AZ: ['Arizona', 'Arizona'], AR: ['Arkansas', 'Arkansas'], CO: ['Colorado', 'Colorado'],
  FL: ['Florida', 'Florida'], GA: ['Georgia', 'Georgia'], HI: ['Hawaii', 'Hawái'], IL: ['Illinois', 'Illinois'],
  IN: ['Indiana', 'Indiana'], KY: ['Kentucky', 'Kentucky'], MS: ['Mississippi', 'Misisipi'], MO: ['Missouri', 'Misuri'],
  NC: ['North Carolina', 'Carolina del Norte'], OH: ['Ohio', 'Ohio'], OR: ['Oregon', 'Oregón'], PA: ['Pennsylvania', 'Pensilvania'],
  SC: ['South Carolina', 'Carolina del Sur'], TN: ['Tennessee', 'Tennessee'], TX: ['Texas', 'Texas'], WA: ['Washington', 'Washington'],
  DE: ['Delaware', 'Delaware'], IA: ['Iowa', 'Iowa'], KS: ['Kansas', 'Kansas'], LA: ['Louisiana', 'Luisiana'], NE: ['Nebraska', 'Nebraska'],
  NM: ['New Mexico', 'Nuevo México'], OK: ['Oklahoma', 'Oklahoma'], UT: ['Utah', 'Utah'], VA: ['Virginia', 'Virginia'],
}
