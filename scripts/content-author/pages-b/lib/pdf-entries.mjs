// The PDFs of part b, one entry per file and language (rendered by scripts/content-pdfs.mjs through scripts/content-pdfs/catalogue-b.mjs).
import { LISTS, YEARS } from './defs/drug-lists.mjs'
import { FORM_PDFS } from './defs/medical-forms-pdfs.mjs'
import { KIT_PDFS } from './defs/kits.mjs'

const T = {
  en: {
    pa: (y) => `${y} Prior Authorization List: Part B Drugs`,
    st: (y) => `${y} Step Therapy List: Part B Drugs`,
    scope: (y) => `All Ceiba Health Medicare Advantage plans, January 1 to December 31, ${y}`,
    paIntro: 'The drugs below are covered under Medicare Part B, or under Part B or Part D depending on how they are used. The prescriber or the clinic that gives the drug must get approval from Ceiba Health first. Call Member Services at 1-800-555-0123 (TTY 711) with questions.',
    stIntro: 'For these Part B drugs, members starting treatment try the preferred drug first. Members already receiving the drug in the past 365 days continue it. The prescriber can ask for an exception. Call Member Services at 1-800-555-0123 (TTY 711) with questions.',
    head3: ['Drug', 'Used for', 'What we review'],
    headSt: ['Drug', 'Used for', 'Try first'],
  },
  es: {
    pa: (y) => `Lista de autorización previa ${y}: medicamentos de la Parte B`,
    st: (y) => `Lista de terapia escalonada ${y}: medicamentos de la Parte B`,
    scope: (y) => `Todos los planes Medicare Advantage de Ceiba Health, del 1 de enero al 31 de diciembre de ${y}`,
    paIntro: 'Los medicamentos de abajo se cubren por la Parte B de Medicare, o por la Parte B o la Parte D según cómo se usen. El médico o la clínica que administra el medicamento debe obtener primero la aprobación de Ceiba Health. Si tiene preguntas, llame a Servicios para Miembros al 1-800-555-0123 (TTY 711).',
    stIntro: 'Para estos medicamentos de la Parte B, los miembros que empiezan un tratamiento prueban primero el medicamento preferido. Quienes lo recibieron en los últimos 365 días lo continúan. El médico puede pedir una excepción. Si tiene preguntas, llame a Servicios para Miembros al 1-800-555-0123 (TTY 711).',
    head3: ['Medicamento', 'Para qué se usa', 'Qué revisamos'],
    headSt: ['Medicamento', 'Para qué se usa', 'Qué probar primero'],
  },
}

const DRUG_PDFS = YEARS.flatMap((year) =>
  ['en', 'es'].flatMap((lang) => [
    {
      file: `${year}-part-b-prior-authorization-list-${lang}.pdf`,
      lang,
      title: T[lang].pa(year),
      subtitle: T[lang].scope(year),
      materialId: `H1234_${year}PBPA_${lang === 'en' ? 'M' : 'S'}`,
      sections: [{ text: T[lang].paIntro }, { header: true, rows: [T[lang].head3, ...LISTS.partBPa(year, lang)] }],
    },
    {
      file: `${year}-part-b-step-therapy-list-${lang}.pdf`,
      lang,
      title: T[lang].st(year),
      subtitle: T[lang].scope(year),
      materialId: `H1234_${year}PBST_${lang === 'en' ? 'M' : 'S'}`,
      sections: [{ text: T[lang].stIntro }, { header: true, rows: [T[lang].headSt, ...LISTS.partBSt(year, lang)] }],
    },
  ]),
)

export const PDF_ENTRIES = [...DRUG_PDFS, ...FORM_PDFS, ...KIT_PDFS]
