// Enrollment kits 2025 (spec 2.6): the hub and one page per state served in 2025, each linking the
// state's kit packet (generated here, public/documents/enrollment-kit-2025-{state}-{en,es}.pdf) and
// the Summary of Benefits and Star Ratings of every 2025 plan in the state (db/seed/plans/catalogue-2025.json).
import { contact, disclaimer } from '../common.mjs'
import { METROS, STATE_PROGRAMS, countyList, plansIn, stateName } from './service-area.mjs'
import { METRO_NOTES } from './metro-notes.mjs'
import { STATE_NOTES } from './state-notes.mjs'

const YEAR = 2025
const ID = 'H1234_2025KIT'
const STATES_2025 = [...new Set(METROS.filter((m) => m.since <= YEAR).map((m) => m.state))]
const slug = (code, short) =>
  stateName(code, short)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
const packet = (code, short) => `/documents/enrollment-kit-${YEAR}-${slug(code, 'en')}-${short}.pdf`
const money = (n) => `$${Number(n).toLocaleString('en-US')}`
const close = (short) => [contact(short), disclaimer(short, ID, ['varies', 'network', 'partD', 'stars'])]

const TYPE = {
  en: { HMO: 'HMO', PPO: 'PPO', 'D-SNP': 'Dual-eligible special needs plan (HMO D-SNP)', 'C-SNP': 'Chronic condition special needs plan (HMO C-SNP)' },
  es: { HMO: 'HMO', PPO: 'PPO', 'D-SNP': 'Plan para necesidades especiales de doble elegibilidad (HMO D-SNP)', 'C-SNP': 'Plan para necesidades especiales por afecciones crónicas (HMO C-SNP)' },
}
const planRows = (code, short) =>
  plansIn(YEAR, code).map((p) => [
    p.name,
    p.region,
    TYPE[short][p.planType] ?? p.planType,
    p.costs.premium === 0 ? '$0' : money(p.costs.premium),
    money(p.costs.moopInNetwork),
    p.drugCoverage ? (short === 'en' ? 'Yes' : 'Sí') : 'No',
    String(p.starRating),
  ])

function planDocuments(code, short) {
  const lang = short === 'en' ? 'en-us' : 'es-mx'
  return plansIn(YEAR, code).flatMap((p) =>
    p.documents
      .filter((d) => d.lang === lang && (d.type === 'SB' || d.type === 'STAR_RATINGS'))
      .map((d) => ({ name: `${p.name}${METROS.filter((m) => m.state === code && m.since <= YEAR).length > 1 ? ` (${p.region})` : ''}: ${d.title}`, url: d.url, description: d.type === 'SB' ? (short === 'en' ? 'Costs and benefits at a glance.' : 'Costos y beneficios de un vistazo.') : short === 'en' ? 'The plan\'s Medicare Star Rating.' : 'La calificación de estrellas de Medicare del plan.' })),
  )
}

/** Notes that depend on the plans a state has (SNPs, Florida's Haitian Creole materials). */
function stateNotes(code, short) {
  const plans = plansIn(YEAR, code)
  const notes = []
  const { medicaid } = STATE_PROGRAMS[code]
  if (plans.some((p) => p.planType === 'D-SNP')) {
    notes.push(
      short === 'en'
        ? `**Dual Choice D-SNP:** for people with Medicare and ${medicaid} at a qualifying level: full benefits (FBDE), QMB, QMB+, SLMB, SLMB+, QI or QDWI. Include a copy of your Medicaid card or letter.`
        : `**Dual Choice D-SNP:** para personas con Medicare y ${medicaid} en un nivel que califica: beneficios completos (FBDE), QMB, QMB+, SLMB, SLMB+, QI o QDWI. Incluya una copia de su tarjeta o carta de Medicaid.`,
    )
  }
  if (plans.some((p) => p.planType === 'C-SNP')) {
    notes.push(
      short === 'en'
        ? '**Heart & Diabetes C-SNP:** for people with diabetes, chronic heart failure or certain cardiovascular disorders. The kit includes a short form your doctor signs to confirm the condition.'
        : '**Heart & Diabetes C-SNP:** para personas con diabetes, insuficiencia cardíaca crónica o ciertos trastornos cardiovasculares. El paquete incluye un formulario breve que su médico firma para confirmar la afección.',
    )
  }
  if (code === 'FL') {
    notes.push(short === 'en' ? 'Materials for Florida dual plans are also available in Haitian Creole.' : 'Los materiales de los planes duales de Florida también están disponibles en criollo haitiano.')
  }
  return notes
}

/** The state's 2025 lineup in numbers, read from the plan catalogue. */
function glance(code, short) {
  const en = short === 'en'
  const plans = plansIn(YEAR, code)
  const name = stateName(code, short)
  const premiums = plans.map((p) => p.costs.premium)
  const zero = plans.filter((p) => p.costs.premium === 0).length
  const moops = plans.map((p) => p.costs.moopInNetwork)
  const best = Math.max(...plans.map((p) => p.starRating))
  const top = [...new Set(plans.filter((p) => p.starRating === best).map((p) => p.name))]
  const types = {}
  for (const p of plans) types[p.planType] = (types[p.planType] ?? 0) + 1
  const typeList = Object.entries(types).map(([t, n]) => `${n} ${t}`)
  const noDrugs = plans.filter((p) => !p.drugCoverage).map((p) => p.name)
  const regions = [...new Set(plans.map((p) => p.region))]
  const j = (list) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} ${en ? 'and' : 'y'} ${list.at(-1)}`)
  return [
    en ? `## ${name} in ${YEAR} at a glance` : `## ${name} en ${YEAR} de un vistazo`,
    en
      ? `${plans.length} plans in ${j(regions)}: ${j(typeList)}. ${zero} of them have a $0 monthly plan premium; premiums go up to ${money(Math.max(...premiums))}. In-network out-of-pocket maximums range from ${money(Math.min(...moops))} to ${money(Math.max(...moops))}.`
      : `${plans.length} planes en ${j(regions)}: ${j(typeList)}. ${zero} tienen una prima mensual del plan de $0; las primas llegan hasta ${money(Math.max(...premiums))}. Los máximos de gastos de bolsillo en la red van de ${money(Math.min(...moops))} a ${money(Math.max(...moops))}.`,
    en
      ? `The highest ${YEAR} Star Rating in ${name} is ${best} stars (${j(top)}).${noDrugs.length ? ` ${j([...new Set(noDrugs)])} ${noDrugs.length > 1 ? 'do' : 'does'} not include Part D drug coverage and suit people who keep drug coverage from another source.` : ''}`
      : `La calificación de estrellas ${YEAR} más alta en ${name} es de ${best} estrellas (${j(top)}).${noDrugs.length ? ` ${j([...new Set(noDrugs)])} no ${noDrugs.length > 1 ? 'incluyen' : 'incluye'} cobertura de medicamentos de la Parte D y ${noDrugs.length > 1 ? 'convienen' : 'conviene'} a quienes mantienen su cobertura de medicamentos de otra fuente.` : ''}`,
    en ? `## Medicare and Medicaid in ${name}` : `## Medicare y Medicaid en ${name}`,
    STATE_NOTES[code][en ? 0 : 1],
    en
      ? `Free Medicare counseling in ${name}: ${STATE_PROGRAMS[code].ship}.`
      : `Orientación gratuita sobre Medicare en ${name}: ${STATE_PROGRAMS[code].ship}.`,
  ].join('\n')
}

function statePage(code) {
  const metros = METROS.filter((m) => m.state === code && m.since <= YEAR)
  const areas = (short) => metros.map((m) => `${m.region} (${countyList(m, short)})`).join(short === 'en' ? '; ' : '; ')
  const count = plansIn(YEAR, code).length
  const side = (short) => {
    const en = short === 'en'
    const name = stateName(code, short)
    return {
      uid: en ? `${slug(code, 'en')}-${YEAR}` : `${slug(code, 'es')}-${YEAR}`,
      path: en ? `enrollment-kits-${YEAR}/${slug(code, 'en')}-${YEAR}` : `kits-inscripcion-${YEAR}/${slug(code, 'es')}-${YEAR}`,
      title: en ? `${YEAR} enrollment kit: ${name}` : `Paquete de inscripción ${YEAR}: ${name} - SPA`,
      cardTitle: en ? `${name}` : `${name}`,
      metaTitle: en ? `${YEAR} ${name} enrollment kit | Ceiba Health` : `Paquete de inscripción ${YEAR} de ${name} | Ceiba Health`,
      metaDescription: en
        ? `The ${YEAR} Ceiba Health enrollment kit for ${name}: ${count} plans, the kit packet, each plan's Summary of Benefits and Star Ratings, and how to enroll.`
        : `El paquete de inscripción ${YEAR} de Ceiba Health para ${name}: ${count} planes, el paquete, el Resumen de beneficios y las calificaciones de estrellas de cada plan, y cómo inscribirse.`,
      slices: [
        { hero: { eyebrow: en ? `Enrollment kits ${YEAR}` : `Paquetes de inscripción ${YEAR}`, title: en ? `${YEAR} enrollment kit for ${name}` : `Paquete de inscripción ${YEAR} para ${name}`, lead: en ? `Everything you need to compare and join a ${YEAR} Ceiba Health plan in ${name}: ${areas('en')}.` : `Todo lo que necesita para comparar e inscribirse en un plan ${YEAR} de Ceiba Health en ${name}: ${areas('es')}.`, primary: { to: en ? 'page:find-a-plan' : 'page:encontrar-un-plan', text: en ? 'Compare plans by ZIP code' : 'Compare planes por código postal' } } },
        { table: { title: en ? `${YEAR} plans in ${name}` : `Planes ${YEAR} en ${name}`, caption: en ? `Ceiba Health plans offered in ${name} in ${YEAR}` : `Planes de Ceiba Health en ${name} en ${YEAR}`, head: en ? ['Plan', 'Area', 'Type', 'Monthly premium', 'In-network out-of-pocket maximum', 'Drug coverage', 'Star Rating'] : ['Plan', 'Zona', 'Tipo', 'Prima mensual', 'Máximo de gastos de bolsillo en la red', 'Cobertura de medicamentos', 'Calificación de estrellas'], rows: planRows(code, short), footnote: en ? 'You must continue to pay your Medicare Part B premium. Star Ratings are for the 2025 plan year.' : 'Debe seguir pagando su prima de la Parte B de Medicare. Las calificaciones de estrellas corresponden al año del plan 2025.' } },
        glance(code, short),
        metros.map((m) => `${en ? `## Getting care around ${m.region}` : `## Cómo atenderse en la zona de ${m.region}`}\n${METRO_NOTES[m.key][en ? 0 : 1]}`).join('\n'),
        [
          en ? '## What the kit holds' : '## Qué contiene el paquete',
          en
            ? `The kit packet has a letter explaining how to enroll, the list of ${YEAR} plans above, a pre-enrollment checklist, the Medicare eligibility rules and the notice of privacy practices. Each plan's Summary of Benefits shows its copays, and its Star Rating document shows how Medicare rated it. The full Evidence of Coverage, formulary and provider directory of each plan are on the plan documents finder.`
            : `El paquete incluye una carta que explica cómo inscribirse, la lista de planes ${YEAR} de arriba, una lista de verificación previa a la inscripción, las reglas de elegibilidad de Medicare y el aviso de prácticas de privacidad. El Resumen de beneficios de cada plan muestra sus copagos, y el documento de calificación de estrellas muestra cómo lo calificó Medicare. La Evidencia de cobertura completa, el formulario y el directorio de proveedores de cada plan están en el buscador de documentos del plan.`,
          en ? '## Before you enroll' : '## Antes de inscribirse',
          en
            ? 'You must have Medicare Part A and Part B, keep paying your Part B premium and live in the plan\'s service area. You can be in only one Medicare Advantage plan at a time: joining ours ends your current plan. If you have End-Stage Renal Disease (ESRD), you can join only if you have had a successful kidney transplant or no longer need regular dialysis; call us and we will collect your records by phone.'
            : 'Debe tener las Partes A y B de Medicare, seguir pagando su prima de la Parte B y vivir en el área de servicio del plan. Solo puede estar en un plan Medicare Advantage a la vez: al inscribirse en el nuestro, termina su plan actual. Si tiene enfermedad renal en etapa terminal (ESRD), solo puede inscribirse si tuvo un trasplante de riñón exitoso o ya no necesita diálisis regular; llámenos y recopilaremos sus registros por teléfono.',
          ...stateNotes(code, short),
          en ? '## When you can enroll' : '## Cuándo puede inscribirse',
          en
            ? `For coverage starting January 1, ${YEAR}, enroll during the Annual Enrollment Period, October 15 to December 7, ${YEAR - 1}. From January 1 to March 31, ${YEAR}, Medicare Advantage members can switch plans once. New to Medicare, moving, or with Medicaid or Extra Help? You may have a Special Enrollment Period at other times.`
            : `Para una cobertura que empiece el 1 de enero de ${YEAR}, inscríbase durante el Período de Inscripción Anual, del 15 de octubre al 7 de diciembre de ${YEAR - 1}. Del 1 de enero al 31 de marzo de ${YEAR}, los miembros de Medicare Advantage pueden cambiar de plan una vez. ¿Es nuevo en Medicare, se mudó o tiene Medicaid o la Ayuda Adicional? Puede tener un Período de Inscripción Especial en otras fechas.`,
        ].join('\n'),
        { docs: { title: en ? 'Kit documents' : 'Documentos del paquete', intro: en ? 'Download the packet first; then open the documents of the plans you are considering.' : 'Descargue primero el paquete y luego abra los documentos de los planes que le interesan.', documents: [{ name: en ? `${YEAR} enrollment kit packet, ${name}` : `Paquete de inscripción ${YEAR}, ${name}`, url: packet(code, short), description: en ? 'Letter, plan list, checklist and eligibility rules.' : 'Carta, lista de planes, lista de verificación y reglas de elegibilidad.' }, ...planDocuments(code, short)] } },
        ...close(short),
      ],
    }
  }
  return { key: `kit-${code}`, parent: `enrollment-kits-${YEAR}`, en: side('en'), es: side('es') }
}

const HUB = {
  key: `enrollment-kits-${YEAR}`,
  en: {
    uid: `enrollment-kits-${YEAR}`,
    path: `enrollment-kits-${YEAR}`,
    title: `Enrollment kits ${YEAR}`,
    metaTitle: `${YEAR} enrollment kits by state | Ceiba Health`,
    metaDescription: `Download the ${YEAR} Ceiba Health enrollment kit for your state: the plan list, checklist, Summaries of Benefits and Star Ratings for ${STATES_2025.length} states.`,
    slices: [
      { hero: { title: `${YEAR} enrollment kits`, lead: `An enrollment kit gathers what you need to choose and join a ${YEAR} Ceiba Health plan in your state. Agents, SHIP counselors and family members can use them too.`, primary: { to: 'page:find-a-plan', text: 'Find plans by ZIP code' } } },
      `## How to use the kits
Choose your state below. Each state page lists the ${YEAR} plans offered there with their premium, out-of-pocket maximum and Star Rating, links a printable kit packet, and links each plan's Summary of Benefits and Star Ratings in English and Spanish. Plans are not offered in every county; the county lists on each page show where.
## Enrolling
You can enroll online, by phone or with a licensed agent. Have your red, white and blue Medicare card at hand: you need your Medicare number and the dates your Part A and Part B started. The application takes about 15 minutes. We confirm by mail, and your member ID card follows.
## Kits for ${YEAR + 1}
The ${YEAR + 1} plans, including the nine states added in ${YEAR + 1} (Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia), are in the plan finder and the plan documents finder.`,
      { children: { title: `Kits by state, ${YEAR}`, intro: `${STATES_2025.length} states, in alphabetical order.`, linkText: 'Open the kit' } },
      ...close('en'),
    ],
  },
  es: {
    uid: `kits-inscripcion-${YEAR}`,
    path: `kits-inscripcion-${YEAR}`,
    title: `Paquetes de inscripción ${YEAR} - SPA`,
    metaTitle: `Paquetes de inscripción ${YEAR} por estado | Ceiba Health`,
    metaDescription: `Descargue el paquete de inscripción ${YEAR} de Ceiba Health de su estado: la lista de planes, la lista de verificación, los Resúmenes de beneficios y las calificaciones de estrellas de ${STATES_2025.length} estados.`,
    slices: [
      { hero: { title: `Paquetes de inscripción ${YEAR}`, lead: `Un paquete de inscripción reúne lo que necesita para elegir un plan ${YEAR} de Ceiba Health en su estado e inscribirse. También pueden usarlo los agentes, los consejeros de SHIP y los familiares.`, primary: { to: 'page:encontrar-un-plan', text: 'Busque planes por código postal' } } },
      `## Cómo usar los paquetes
Elija su estado abajo. La página de cada estado muestra los planes ${YEAR} que se ofrecen allí con su prima, su máximo de gastos de bolsillo y su calificación de estrellas, un paquete para imprimir y el Resumen de beneficios y las calificaciones de estrellas de cada plan, en español y en inglés. Los planes no se ofrecen en todos los condados; la lista de condados de cada página indica dónde.
## Cómo inscribirse
Puede inscribirse en línea, por teléfono o con un agente autorizado. Tenga a mano su tarjeta roja, blanca y azul de Medicare: necesita su número de Medicare y las fechas en que empezaron sus Partes A y B. La solicitud toma unos 15 minutos. Le enviamos la confirmación por correo, y después su tarjeta de miembro.
## Paquetes de ${YEAR + 1}
Los planes de ${YEAR + 1}, incluidos los de los nueve estados que se sumaron en ${YEAR + 1} (Delaware, Iowa, Kansas, Luisiana, Nebraska, Nuevo México, Oklahoma, Utah y Virginia), están en el buscador de planes y en el buscador de documentos del plan.`,
      { children: { title: `Paquetes por estado, ${YEAR}`, intro: `${STATES_2025.length} estados, en orden alfabético.`, linkText: 'Abrir el paquete' } },
      ...close('es'),
    ],
  },
}

const byName = (a, b) => stateName(a, 'en').localeCompare(stateName(b, 'en'))
export const KIT_PAGES = [HUB, ...[...STATES_2025].sort(byName).map(statePage)]

/** The kit packets, one per state and language. */
export const KIT_PDFS = STATES_2025.flatMap((code) =>
  ['en', 'es'].map((short) => {
    const en = short === 'en'
    const name = stateName(code, short)
    return {
      file: `enrollment-kit-${YEAR}-${slug(code, 'en')}-${short}.pdf`,
      lang: short,
      title: en ? `${YEAR} Enrollment Kit: ${name}` : `Paquete de inscripción ${YEAR}: ${name}`,
      subtitle: en ? 'Ceiba Health Medicare Advantage plans' : 'Planes Medicare Advantage de Ceiba Health',
      materialId: `${ID}_${code}_${en ? 'M' : 'S'}`,
      sections: [
        { text: en ? `Thank you for considering Ceiba Health. This kit lists the ${YEAR} plans offered in ${name}, what you need to enroll and when you can do it. Call 1-800-555-0123 (TTY 711), 8 a.m. to 8 p.m. local time, Monday through Friday, and 7 days a week from October 1 to March 31.` : `Gracias por considerar a Ceiba Health. Este paquete presenta los planes ${YEAR} que se ofrecen en ${name}, lo que necesita para inscribirse y cuándo puede hacerlo. Llame al 1-800-555-0123 (TTY 711), de 8 a.m. a 8 p.m., hora local, de lunes a viernes, y los 7 días de la semana del 1 de octubre al 31 de marzo.` },
        { heading: en ? 'Plans' : 'Planes', header: true, rows: [en ? ['Plan', 'Area', 'Premium', 'Star Rating'] : ['Plan', 'Zona', 'Prima', 'Estrellas'], ...planRows(code, short).map((r) => [r[0], r[1], r[3], r[6]])] },
        { heading: en ? 'Pre-enrollment checklist' : 'Lista de verificación previa a la inscripción', text: en ? 'I have Medicare Part A and Part B and will keep paying my Part B premium.\nI live in the plan\'s service area.\nMy doctors and pharmacies are in the network, or I understand the rules for out-of-network care.\nMy drugs are on the formulary.\nI understand that joining this plan ends my current Medicare Advantage or Part D plan.' : 'Tengo las Partes A y B de Medicare y seguiré pagando mi prima de la Parte B.\nVivo en el área de servicio del plan.\nMis médicos y farmacias están en la red, o entiendo las reglas de la atención fuera de la red.\nMis medicamentos están en el formulario.\nEntiendo que al inscribirme en este plan termina mi plan Medicare Advantage o de la Parte D actual.' },
        { heading: en ? 'Eligibility' : 'Elegibilidad', text: stateNotes(code, short).map((note) => note.replace(/\*\*/g, '')).concat(en ? 'People with End-Stage Renal Disease (ESRD) can join only after a successful kidney transplant or if they no longer need regular dialysis.' : 'Las personas con enfermedad renal en etapa terminal (ESRD) solo pueden inscribirse después de un trasplante de riñón exitoso o si ya no necesitan diálisis regular.').join('\n') },
        { heading: en ? 'Enrollment periods' : 'Períodos de inscripción', text: en ? `Annual Enrollment Period: October 15 to December 7, ${YEAR - 1}. Medicare Advantage Open Enrollment Period: January 1 to March 31, ${YEAR}.` : `Período de Inscripción Anual: del 15 de octubre al 7 de diciembre de ${YEAR - 1}. Período de Inscripción Abierta de Medicare Advantage: del 1 de enero al 31 de marzo de ${YEAR}.` },
        { heading: en ? 'Other formats' : 'Otros formatos', text: en ? 'This kit is available for free in Large Print, Braille, Audio CD and Data CD, and in other languages.' : 'Este paquete está disponible gratis en letra grande, braille, CD de audio y CD de datos, y en otros idiomas.' },
      ],
    }
  }),
)
