// Content of the yearly plan-document lists (prior authorization, referrals, DME), per language.
// Document content, not interface strings: it is what the PDFs say.
type Rows = Array<[string, string]>
type ListContent = {
  title: string
  intro: string
  sections: Array<{ heading: string; rows: Rows }>
}

const PA_EN: Rows = [
  [
    'Inpatient hospital and skilled nursing facility stays',
    'Prior authorization for planned admissions; notify us within 24 hours of an emergency admission',
  ],
  [
    'Advanced imaging: CT, MRI, MRA, PET and nuclear cardiology',
    'Prior authorization for outpatient studies',
  ],
  [
    'Outpatient surgery and procedures',
    "Prior authorization, except procedures done in the doctor's office",
  ],
  ['Home health care', 'Prior authorization after the first evaluation visit'],
  [
    'Physical, occupational and speech therapy',
    'Prior authorization after the first 12 visits each year',
  ],
  ['Durable medical equipment over $500', 'Prior authorization; see the DME list'],
  [
    "Part B drugs given in a doctor's office or infusion center",
    'Prior authorization for drugs on the Part B step therapy list',
  ],
  ['Cardiac and pulmonary rehabilitation', 'Prior authorization after 36 sessions'],
  ['Genetic and molecular testing', 'Prior authorization'],
  ['Non-emergency ambulance and transportation over 50 miles', 'Prior authorization'],
]
const PA_ES: Rows = [
  [
    'Hospitalización y estancias en centros de enfermería especializada',
    'Autorización previa para ingresos programados; avísenos en un plazo de 24 horas después de un ingreso de emergencia',
  ],
  [
    'Imágenes avanzadas: tomografía, resonancia magnética, angiorresonancia, PET y cardiología nuclear',
    'Autorización previa para estudios ambulatorios',
  ],
  [
    'Cirugía y procedimientos ambulatorios',
    'Autorización previa, excepto procedimientos en el consultorio del médico',
  ],
  ['Atención médica en el hogar', 'Autorización previa después de la primera visita de evaluación'],
  [
    'Terapia física, ocupacional y del habla',
    'Autorización previa después de las primeras 12 visitas de cada año',
  ],
  ['Equipo médico duradero de más de $500', 'Autorización previa; consulte la lista de DME'],
  [
    'Medicamentos de la Parte B administrados en el consultorio o en un centro de infusión',
    'Autorización previa para los medicamentos de la lista de terapia escalonada de la Parte B',
  ],
  ['Rehabilitación cardíaca y pulmonar', 'Autorización previa después de 36 sesiones'],
  ['Pruebas genéticas y moleculares', 'Autorización previa'],
  ['Ambulancia que no es de emergencia y transporte de más de 50 millas', 'Autorización previa'],
]
const REF_EN: Rows = [
  ['Specialist office visits', 'Referral from your PCP needed (HMO plans)'],
  ['Outpatient mental health and substance use care', 'No referral needed'],
  ["Routine women's health care (mammograms, Pap tests, pelvic exams)", 'No referral needed'],
  ['Flu, COVID-19, pneumonia and hepatitis B vaccines', 'No referral needed'],
  ['Emergency and urgent care', 'No referral needed, anywhere in the U.S.'],
  ['Kidney dialysis', 'No referral needed'],
  ['Routine eye and hearing exams', 'No referral needed at network providers'],
  ['Podiatry (foot care)', 'Referral from your PCP needed (HMO plans)'],
  ['Physical, occupational and speech therapy', 'Referral from your PCP needed (HMO plans)'],
  ['Dental care', 'No referral needed at network dentists'],
]
const REF_ES: Rows = [
  ['Visitas al especialista', 'Se necesita un referido de su PCP (planes HMO)'],
  ['Atención ambulatoria de salud mental y consumo de sustancias', 'No se necesita referido'],
  [
    'Atención de rutina para la salud de la mujer (mamografías, Papanicolaou, exámenes pélvicos)',
    'No se necesita referido',
  ],
  ['Vacunas contra la gripe, el COVID-19, la neumonía y la hepatitis B', 'No se necesita referido'],
  ['Atención de emergencia y urgencia', 'No se necesita referido, en cualquier lugar de EE. UU.'],
  ['Diálisis renal', 'No se necesita referido'],
  [
    'Exámenes de rutina de la vista y la audición',
    'No se necesita referido con proveedores de la red',
  ],
  ['Podología (cuidado de los pies)', 'Se necesita un referido de su PCP (planes HMO)'],
  ['Terapia física, ocupacional y del habla', 'Se necesita un referido de su PCP (planes HMO)'],
  ['Atención dental', 'No se necesita referido con dentistas de la red'],
]
const DME_EN: Rows = [
  ['Standard walkers and canes', 'Covered; no prior authorization'],
  ['Manual wheelchairs', 'Covered; prior authorization for rental over 3 months'],
  ['Power wheelchairs and scooters', 'Covered; prior authorization'],
  ['Hospital beds and pressure-reducing mattresses', 'Covered; prior authorization'],
  [
    'CPAP and BiPAP machines and supplies',
    'Covered; prior authorization; supplies limited to the Medicare replacement schedule',
  ],
  ['Home oxygen equipment', 'Covered; prior authorization'],
  ['Nebulizers', 'Covered; no prior authorization'],
  ['Blood pressure monitors for home dialysis', 'Covered; no prior authorization'],
]
const DME_ES: Rows = [
  ['Andaderas y bastones estándar', 'Cubiertos; sin autorización previa'],
  ['Sillas de ruedas manuales', 'Cubiertas; autorización previa para alquiler de más de 3 meses'],
  ['Sillas de ruedas eléctricas y escúteres', 'Cubiertos; autorización previa'],
  ['Camas de hospital y colchones para reducir la presión', 'Cubiertos; autorización previa'],
  [
    'Máquinas CPAP y BiPAP y sus suministros',
    'Cubiertas; autorización previa; suministros según el calendario de reemplazo de Medicare',
  ],
  ['Equipo de oxígeno en el hogar', 'Cubierto; autorización previa'],
  ['Nebulizadores', 'Cubiertos; sin autorización previa'],
  ['Monitores de presión arterial para diálisis en el hogar', 'Cubiertos; sin autorización previa'],
]
const DIABETES_EN: Rows = [
  [
    'Blood glucose meters: Accu-Chek Guide, OneTouch Verio Reflect',
    'Preferred brands; $0 at network pharmacies',
  ],
  ['Test strips and lancets for preferred meters', 'Up to 200 strips a month; $0'],
  [
    'Continuous glucose monitors: Dexcom G7, FreeStyle Libre 3',
    'Covered at network pharmacies; prior authorization',
  ],
  ['Insulin pumps and supplies', 'Covered as durable medical equipment; prior authorization'],
  ['Therapeutic shoes and inserts', 'One pair of shoes and three pairs of inserts a year'],
]
const DIABETES_ES: Rows = [
  [
    'Glucómetros: Accu-Chek Guide, OneTouch Verio Reflect',
    'Marcas preferidas; $0 en farmacias de la red',
  ],
  ['Tiras reactivas y lancetas para glucómetros preferidos', 'Hasta 200 tiras al mes; $0'],
  [
    'Monitores continuos de glucosa: Dexcom G7, FreeStyle Libre 3',
    'Cubiertos en farmacias de la red; autorización previa',
  ],
  [
    'Bombas de insulina y suministros',
    'Cubiertas como equipo médico duradero; autorización previa',
  ],
  ['Zapatos terapéuticos y plantillas', 'Un par de zapatos y tres pares de plantillas al año'],
]

export type ListKind =
  'prior-authorization-list' | 'referral-list' | 'dme-list' | 'diabetes-supplies-list'
export const LIST_KINDS: ListKind[] = [
  'prior-authorization-list',
  'referral-list',
  'dme-list',
  'diabetes-supplies-list',
]

/** Rows that name products or vaccines that did not exist yet in a past year, as that year's list had them. */
function ofYear(rows: Rows, year: number): Rows {
  return rows.map(([item, rule]): [string, string] => {
    if (year < 2021)
      item = item
        .replace('Flu, COVID-19, pneumonia', 'Flu, pneumonia')
        .replace('la gripe, el COVID-19, la neumonía', 'la gripe, la neumonía')
    if (year < 2023)
      item = item.replace('Dexcom G7, FreeStyle Libre 3', 'Dexcom G6, FreeStyle Libre 2')
    return [item, rule]
  })
}

export function listContent(kind: ListKind, year: number, lang: 'en' | 'es'): ListContent {
  const content = listContentOf(kind, year, lang)
  return {
    ...content,
    sections: content.sections.map((section) => ({ ...section, rows: ofYear(section.rows, year) })),
  }
}

function listContentOf(kind: ListKind, year: number, lang: 'en' | 'es'): ListContent {
  const en = lang === 'en'
  switch (kind) {
    case 'prior-authorization-list':
      return {
        title: en ? `${year} Prior Authorization List` : `Lista de autorización previa ${year}`,
        intro: en
          ? 'Your provider asks Ceiba Health for approval before you get these services. Services not listed do not need prior authorization.'
          : 'Su proveedor solicita la aprobación de Ceiba Health antes de que usted reciba estos servicios. Los servicios que no aparecen no necesitan autorización previa.',
        sections: [
          {
            heading: en
              ? 'Services that need prior authorization'
              : 'Servicios que necesitan autorización previa',
            rows: en ? PA_EN : PA_ES,
          },
        ],
      }
    case 'referral-list':
      return {
        title: en ? `${year} Referral List` : `Lista de referidos ${year}`,
        intro: en
          ? 'In HMO plans, your primary care provider (PCP) gives you a referral for some services. PPO plans do not need referrals.'
          : 'En los planes HMO, su proveedor de atención primaria (PCP) le da un referido para algunos servicios. Los planes PPO no necesitan referidos.',
        sections: [
          {
            heading: en ? 'Services and referrals' : 'Servicios y referidos',
            rows: en ? REF_EN : REF_ES,
          },
        ],
      }
    case 'dme-list':
      return {
        title: en
          ? `${year} Durable Medical Equipment (DME) List`
          : `Lista de equipo médico duradero (DME) ${year}`,
        intro: en
          ? 'Durable medical equipment is covered when a network doctor orders it and a network supplier provides it.'
          : 'El equipo médico duradero está cubierto cuando un médico de la red lo ordena y un proveedor de la red lo entrega.',
        sections: [
          { heading: en ? 'Covered equipment' : 'Equipo cubierto', rows: en ? DME_EN : DME_ES },
        ],
      }
    case 'diabetes-supplies-list':
      return {
        title: en
          ? `${year} Diabetes Supplies and Glucose Monitors List`
          : `Lista de suministros para la diabetes y monitores de glucosa ${year}`,
        intro: en
          ? 'Preferred diabetes supplies cost you $0 at network pharmacies. Other brands need prior authorization.'
          : 'Los suministros preferidos para la diabetes le cuestan $0 en farmacias de la red. Otras marcas necesitan autorización previa.',
        sections: [
          {
            heading: en ? 'Covered supplies' : 'Suministros cubiertos',
            rows: en ? DIABETES_EN : DIABETES_ES,
          },
        ],
      }
  }
}
