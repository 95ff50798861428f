// Drug coverage limits: the hub, the opioid rules and, for each plan year 2024-2026, the Part B prior
// authorization and step therapy lists and the Part D criteria, read from the formulary data
// (lib/data/criteria.json, written by lib/criteria-data.ts from db/seed/formulary-rules.ts).
import { readFileSync } from 'node:fs'
import { contact, disclaimer } from '../common.mjs'

const DATA = JSON.parse(readFileSync(new URL('../data/criteria.json', import.meta.url), 'utf8'))
export const YEARS = [2024, 2025, 2026]
const close = (short, year) => [contact(short), disclaimer(short, `H1234_${year ?? 2026}RX`, ['varies', 'partD'])]

const CLASS = {
  allergy: ['Allergy', 'Alergias'], antibiotic: ['Antibiotic', 'Antibiótico'], antidep: ['Antidepressant', 'Antidepresivo'],
  antifungal: ['Antifungal', 'Antimicótico'], antihtn: ['Blood pressure', 'Presión arterial'], antiplatelet: ['Blood thinner (antiplatelet)', 'Antiplaquetario'],
  antipsych: ['Antipsychotic', 'Antipsicótico'], antiviral: ['Antiviral', 'Antiviral'], anxiety: ['Anxiety', 'Ansiedad'], arb: ['Blood pressure (ARB)', 'Presión arterial (ARA II)'],
  arrhythmia: ['Heart rhythm', 'Ritmo cardíaco'], bone: ['Osteoporosis', 'Osteoporosis'], cardiomyopathy: ['Cardiomyopathy', 'Miocardiopatía'],
  ccb: ['Blood pressure (calcium channel blocker)', 'Presión arterial (bloqueador de calcio)'], dementia: ['Dementia', 'Demencia'], eye: ['Eye', 'Ojos'],
  gi: ['Digestive', 'Digestivo'], glp1: ['Diabetes (GLP-1)', 'Diabetes (GLP-1)'], gout: ['Gout', 'Gota'], heme: ['Blood cell growth', 'Estimulante de células sanguíneas'],
  hiv: ['HIV', 'VIH'], hormone: ['Hormone', 'Hormonas'], immune: ['Immune system', 'Sistema inmunitario'], inhaler: ['Breathing (inhaled)', 'Respiratorio (inhalado)'],
  insulin: ['Insulin', 'Insulina'], lipid: ['Cholesterol', 'Colesterol'], lung: ['Lung', 'Pulmones'], migraine: ['Migraine', 'Migraña'], movement: ['Movement disorder', 'Trastorno del movimiento'],
  ms: ['Multiple sclerosis', 'Esclerosis múltiple'], neuro: ['Nerve and brain', 'Sistema nervioso'], nsaid: ['Pain and inflammation (NSAID)', 'Dolor e inflamación (AINE)'],
  onc: ['Cancer', 'Cáncer'], opioid: ['Opioid pain medicine', 'Analgésico opioide'], pah: ['Pulmonary hypertension', 'Hipertensión pulmonar'], pain: ['Pain', 'Dolor'],
  parkinson: ["Parkinson's disease", 'Enfermedad de Parkinson'], pcsk9: ['Cholesterol (PCSK9)', 'Colesterol (PCSK9)'], renal: ['Kidney', 'Riñón'],
  seizure: ['Seizures', 'Convulsiones'], sglt2: ['Diabetes (SGLT2)', 'Diabetes (SGLT2)'], skin: ['Skin', 'Piel'], sleep: ['Sleep', 'Sueño'], snri: ['Antidepressant (SNRI)', 'Antidepresivo (IRSN)'],
  ssri: ['Antidepressant (SSRI)', 'Antidepresivo (ISRS)'], statin: ['Cholesterol (statin)', 'Colesterol (estatina)'], sulfonylurea: ['Diabetes (sulfonylurea)', 'Diabetes (sulfonilurea)'],
  transplant: ['Transplant', 'Trasplante'], urology: ['Bladder', 'Vejiga'], vaccine: ['Vaccine', 'Vacuna'],
}
const cls = (c, short) => (CLASS[c] ?? [c, c])[short === 'en' ? 0 : 1]

/** What to try first, per class, for Part D step therapy. */
const FIRST = {
  eye: ['a generic eye drop on a lower tier, such as latanoprost or generic cyclosporine', 'un colirio genérico de un nivel más bajo, como latanoprost o ciclosporina genérica'],
  gi: ['a generic proton pump inhibitor or laxative, such as omeprazole or lactulose', 'un inhibidor de la bomba de protones o laxante genérico, como omeprazol o lactulosa'],
  skin: ['a generic topical steroid or calcipotriene', 'un corticoide tópico genérico o calcipotriol'],
  migraine: ['a generic triptan such as sumatriptan, or a generic preventive medicine', 'un triptán genérico como el sumatriptán, o un preventivo genérico'],
  inhaler: ['a preferred inhaler on a lower tier', 'un inhalador preferido de un nivel más bajo'],
  hormone: ['a preferred generic of the same hormone', 'un genérico preferido de la misma hormona'],
  seizure: ['two generic seizure medicines, such as levetiracetam or lamotrigine', 'dos anticonvulsivos genéricos, como levetiracetam o lamotrigina'],
  immune: ['a preferred biologic or methotrexate', 'un biológico preferido o metotrexato'],
  parkinson: ['generic carbidopa/levodopa or a generic dopamine agonist', 'carbidopa/levodopa genérica o un agonista de dopamina genérico'],
  antipsych: ['two generic antipsychotics, such as aripiprazole or quetiapine', 'dos antipsicóticos genéricos, como aripiprazol o quetiapina'],
  antidep: ['two generic antidepressants, such as sertraline or bupropion', 'dos antidepresivos genéricos, como sertralina o bupropión'],
  snri: ['generic duloxetine or venlafaxine', 'duloxetina o venlafaxina genéricas'],
  sleep: ['a generic sleep medicine such as trazodone or doxepin', 'un medicamento genérico para dormir, como trazodona o doxepina'],
  sglt2: ['a preferred SGLT2 inhibitor, such as Jardiance or Farxiga', 'un inhibidor de SGLT2 preferido, como Jardiance o Farxiga'],
  bone: ['a generic bisphosphonate such as alendronate', 'un bisfosfonato genérico como el alendronato'],
  urology: ['a generic bladder medicine such as oxybutynin or solifenacin', 'un medicamento genérico para la vejiga, como oxibutinina o solifenacina'],
  statin: ['a tier 1 statin such as atorvastatin or rosuvastatin', 'una estatina de nivel 1, como atorvastatina o rosuvastatina'],
  lipid: ['a statin at the highest dose you tolerate, plus ezetimibe', 'una estatina en la dosis más alta que tolere, más ezetimiba'],
  pcsk9: ['a statin and ezetimibe for at least 3 months', 'una estatina y ezetimiba durante al menos 3 meses'],
  arb: ['generic losartan, valsartan or olmesartan', 'losartán, valsartán u olmesartán genéricos'],
  gout: ['generic allopurinol', 'alopurinol genérico'],
  nsaid: ['a generic oral NSAID such as naproxen or meloxicam', 'un AINE oral genérico, como naproxeno o meloxicam'],
  dementia: ['generic donepezil and generic memantine taken separately', 'donepezilo y memantina genéricos por separado'],
  insulin: ['an injectable insulin', 'una insulina inyectable'],
  allergy: ['a generic nasal steroid such as fluticasone', 'un corticoide nasal genérico como la fluticasona'],
  antifungal: ['generic oral terbinafine', 'terbinafina oral genérica'],
}
const first = (c, short) => (FIRST[c] ?? ['a preferred drug of the same class on a lower tier', 'un medicamento preferido de la misma clase en un nivel más bajo'])[short === 'en' ? 0 : 1]

function paRule(json, short) {
  const rule = JSON.parse(json)
  const en = short === 'en'
  switch (rule.variant) {
    case 'general':
      return en ? 'Approval needed for all uses' : 'Requiere aprobación para todos los usos'
    case 'older':
      return en ? `Approval needed for members ${rule.age} or older (a high-risk medicine for older adults)` : `Requiere aprobación para miembros de ${rule.age} años o más (medicamento de alto riesgo en personas mayores)`
    case 'older_supply':
      return en ? `Approval needed for members ${rule.age} or older after ${rule.days} days of use in a year` : `Requiere aprobación para miembros de ${rule.age} años o más después de ${rule.days} días de uso al año`
    case 'supply':
      return en ? `Approval needed for a first fill of more than ${rule.days} days (members new to opioids)` : `Requiere aprobación para un primer surtido de más de ${rule.days} días (miembros que no usaban opioides)`
    case 'younger':
      return en ? `Approval needed for members younger than ${rule.age}` : `Requiere aprobación para miembros menores de ${rule.age} años`
    default:
      return en ? 'Part B or Part D determination' : 'Determinación de Parte B o Parte D'
  }
}

const codes = (list) => [...new Set(list)].map((c) => c.toUpperCase()).sort().join(', ')
const partD = (year) => DATA[year].drugs.filter((d) => !d.partB)
const partB = (year) => DATA[year].drugs.filter((d) => d.partB)

/** Part B drugs that need a preferred product first (biosimilars and office-given alternatives). */
const PART_B_STEP = {
  Aranesp: ['Retacrit', 'Retacrit (epoetin alfa-epbx)'], Epogen: ['Retacrit', 'Retacrit (epoetin alfa-epbx)'],
  Neulasta: ['Fulphila', 'Fulphila or Udenyca (pegfilgrastim biosimilars)', 'Fulphila o Udenyca (biosimilares de pegfilgrastim)'],
  Neupogen: ['Zarxio', 'Zarxio or Nivestym (filgrastim biosimilars)', 'Zarxio o Nivestym (biosimilares de filgrastim)'],
  Prolia: ['denosumab', 'a denosumab biosimilar such as Jubbonti', 'un biosimilar de denosumab como Jubbonti'],
  Evenity: ['denosumab', 'a denosumab biosimilar, or a bisphosphonate given by infusion', 'un biosimilar de denosumab o un bisfosfonato en infusión'],
  Eylea: ['Eylea', 'bevacizumab given in the eye doctor\'s office', 'bevacizumab administrado en el consultorio del oftalmólogo'],
  'Eylea HD': ['Eylea', 'bevacizumab, then Eylea at the standard dose', 'bevacizumab y después Eylea en la dosis estándar'],
  'Lupron Depot': ['Eligard', 'Eligard or Camcevi (leuprolide)', 'Eligard o Camcevi (leuprolida)'],
}
function partBSteps(year) {
  const names = new Set(partB(year).map((d) => d.name))
  return partB(year)
    .filter((d) => PART_B_STEP[d.name] && names.has(PART_B_STEP[d.name][0]))
    .map((d) => {
      const [, en, es] = PART_B_STEP[d.name]
      return { name: d.name, drugClass: d.drugClass, en: en, es: es ?? en }
    })
}

/** Rows of a yearly list, for the page table and the PDF (exported for lib/pdfs.mjs). */
export const LISTS = {
  partBPa: (year, short) => partB(year).map((d) => [d.name, cls(d.drugClass, short), short === 'en' ? 'Part B or Part D determination; medical necessity review for office-given drugs' : 'Determinación de Parte B o Parte D; revisión de necesidad médica para medicamentos que se administran en el consultorio']),
  partBSt: (year, short) => partBSteps(year).map((d) => [d.name, cls(d.drugClass, short), d[short]]),
  partDPa: (year, short) => partD(year).filter((d) => Object.keys(d.pa).length).map((d) => [d.name, cls(d.drugClass, short), paRule(Object.values(d.pa)[0], short), codes(Object.keys(d.pa))]),
  partDSt: (year, short) => partD(year).filter((d) => d.st.length).map((d) => [d.name, cls(d.drugClass, short), first(d.drugClass, short), codes(d.st)]),
}

/** What was new in each Part D year, in both languages. */
const YEAR_FACTS = {
  2024: {
    en: 'In 2024, once your out-of-pocket drug costs reached $8,000 you paid nothing for covered Part D drugs for the rest of the year, and Extra Help grew to cover people with incomes up to 150% of the federal poverty level.',
    es: 'En 2024, cuando sus gastos de bolsillo en medicamentos llegaban a $8,000, no pagaba nada por los medicamentos cubiertos de la Parte D el resto del año, y la Ayuda Adicional se amplió a personas con ingresos de hasta el 150 % del nivel federal de pobreza.',
  },
  2025: {
    en: 'In 2025 the coverage gap ended: out-of-pocket costs for covered Part D drugs are capped at $2,000 for the year, and the Medicare Prescription Payment Plan lets you spread them over monthly bills.',
    es: 'En 2025 desapareció la brecha de cobertura: los gastos de bolsillo en medicamentos cubiertos de la Parte D tienen un tope de $2,000 al año, y el Plan de Pagos de Medicamentos Recetados de Medicare le permite repartirlos en facturas mensuales.',
  },
  2026: {
    en: 'In 2026 the yearly out-of-pocket cap is $2,100, and the first ten drugs with prices negotiated by Medicare, among them Eliquis, Jardiance, Xarelto, Januvia and Farxiga, cost plans and members less.',
    es: 'En 2026 el tope anual de gastos de bolsillo es de $2,100, y los primeros diez medicamentos con precios negociados por Medicare, entre ellos Eliquis, Jardiance, Xarelto, Januvia y Farxiga, cuestan menos a los planes y a los miembros.',
  },
}

/** Names of a year's list (kind: partBPa, partBSt, partDPa, partDSt), for the yearly comparison. */
const namesOf = (kind, year) => {
  const drugs = DATA[year].drugs
  const pick = {
    partBPa: (d) => d.partB,
    partBSt: (d) => d.partB && PART_B_STEP[d.name] && drugs.some((o) => o.partB && o.name === PART_B_STEP[d.name][0]),
    partDPa: (d) => !d.partB && Object.keys(d.pa).length > 0,
    partDSt: (d) => !d.partB && d.st.length > 0,
  }[kind]
  return drugs.filter(pick)
}
const join = (list, short) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} ${short === 'en' ? 'and' : 'y'} ${list.at(-1)}`)
const cap = (list, n = 12) => (list.length > n ? [...list.slice(0, n), `${list.length - n} more`] : list)

/** Words per year and list that only that page says: what the list holds and how it changed. */
const NOTES = {
  partBPa: {
    2024: ['In 2024 the list still reviewed every nebulizer drug at the first fill, because most members using them were new to Part B equipment coverage after the public health emergency ended. Requests for nebulizer drugs were usually decided the same day, because most only needed the diagnosis that shows the drug is used with covered equipment.', 'En 2024 la lista todavía revisaba todos los medicamentos para nebulizador en el primer surtido, porque muchos miembros empezaban a usar equipo cubierto por la Parte B después del fin de la emergencia de salud pública. Las solicitudes de medicamentos para nebulizador solían decidirse el mismo día, porque casi todas solo necesitaban el diagnóstico que demuestra que el medicamento se usa con equipo cubierto.'],
    2025: ['For 2025 we added more oral cancer and anti-nausea drugs, since the same pills can be billed to Part B or Part D depending on when they are taken around chemotherapy. We also began accepting these requests through electronic prior authorization in the provider portal, which cut the average decision time for office-given drugs to under two days.', 'Para 2025 agregamos más medicamentos orales contra el cáncer y las náuseas, porque las mismas pastillas pueden facturarse a la Parte B o a la Parte D según cuándo se tomen con respecto a la quimioterapia. También empezamos a recibir estas solicitudes por autorización previa electrónica en el portal de proveedores, lo que redujo a menos de dos días el tiempo promedio de decisión para los medicamentos que se administran en el consultorio.'],
    2026: ['For 2026 the list is shorter where our review found that nearly every request was approved; those drugs now need only the Part B or Part D check at the pharmacy. Transplant drugs stay on the list so that we can confirm the transplant was covered by Medicare, which decides whether Part B pays for the anti-rejection medicine for life.', 'Para 2026 la lista es más corta en los casos en que nuestra revisión encontró que casi todas las solicitudes se aprobaban; esos medicamentos ahora solo necesitan la verificación de Parte B o Parte D en la farmacia. Los medicamentos para trasplantes siguen en la lista para confirmar que Medicare cubrió el trasplante, lo que determina si la Parte B paga el medicamento contra el rechazo de por vida.'],
  },
  partBSt: {
    2024: ['2024 was the first year our utilization management committee reviewed every Part B step therapy policy against the new Medicare rule that these policies follow current clinical guidelines. That review kept every policy but shortened the list of drugs that had to be tried first for members already treated by a cancer specialist.', '2024 fue el primer año en que nuestro comité de manejo de la utilización revisó cada política de terapia escalonada de la Parte B según la nueva regla de Medicare que exige que sigan las guías clínicas vigentes. Esa revisión mantuvo todas las políticas, pero acortó la lista de medicamentos que debían probarse primero en los miembros que ya trataba un especialista en cáncer.'],
    2025: ['From 2025 the committee that approves these policies includes an expert in health equity, and it published a yearly analysis of how step therapy affects members with Extra Help or Medicaid. The analysis found no difference in how quickly members with and without Extra Help started treatment, so the policies stayed the same for 2025.', 'Desde 2025, el comité que aprueba estas políticas incluye a un experto en equidad en salud, y publicó un análisis anual de cómo afecta la terapia escalonada a los miembros con Ayuda Adicional o Medicaid. El análisis no encontró diferencias en la rapidez con que empezaron el tratamiento los miembros con y sin Ayuda Adicional, así que las políticas se mantuvieron igual en 2025.'],
    2026: ['For 2026 the preferred products are the biosimilars with the lowest cost to members; where two biosimilars cost the same, either one meets the step. Eye doctors asked us to keep bevacizumab as the first step for macular degeneration, since it is given the same way and most patients respond to it.', 'Para 2026, los productos preferidos son los biosimilares de menor costo para los miembros; cuando dos biosimilares cuestan lo mismo, cualquiera de los dos cumple el paso. Los oftalmólogos nos pidieron mantener el bevacizumab como primer paso para la degeneración macular, porque se administra de la misma forma y la mayoría de los pacientes responde a él.'],
  },
  partDPa: {
    2024: ['2024 was also the first year the Part D catastrophic stage had no coinsurance, so a prior authorization for a specialty drug decided how soon many members reached $0 cost sharing. Members who reached that stage kept any approval they had for the rest of the year, so no one had to ask again after their costs dropped to $0.', '2024 fue también el primer año en que la etapa catastrófica de la Parte D no tuvo coseguro, así que una autorización previa para un medicamento especializado determinaba cuándo muchos miembros llegaban a un costo de $0. Los miembros que llegaron a esa etapa conservaron sus aprobaciones el resto del año, así que nadie tuvo que volver a pedirlas cuando sus costos bajaron a $0.'],
    2025: ['With four formularies in use in 2025 (COR, GSC, GSB and HOU), the same drug can have a rule in one plan and none in another: always check the formulary code on your Summary of Benefits. Rules for GLP-1 diabetes medicines were the most requested in 2025: they are covered for type 2 diabetes, not for weight loss alone, which Medicare excludes by law.', 'Con cuatro formularios en uso en 2025 (COR, GSC, GSB y HOU), un mismo medicamento puede tener una regla en un plan y ninguna en otro: revise siempre el código de formulario en su Resumen de beneficios. Las reglas de los medicamentos GLP-1 para la diabetes fueron las más consultadas en 2025: se cubren para la diabetes tipo 2, no solo para bajar de peso, algo que la ley excluye de Medicare.'],
    2026: ['In 2026 only two formularies remain (GSC and GSB) after the COR and HOU formularies were retired, so the rules below apply across far more plans than before. Approvals granted in 2025 under a retired formulary stay valid through their end date when the drug is covered in the member\'s 2026 plan.', 'En 2026 solo quedan dos formularios (GSC y GSB), después de que se retiraron los formularios COR y HOU, así que las reglas de abajo se aplican a muchos más planes que antes. Las aprobaciones otorgadas en 2025 con un formulario retirado siguen vigentes hasta su fecha de vencimiento si el medicamento está cubierto en el plan 2026 del miembro.'],
  },
  partDSt: {
    2024: ['In 2024 the look-back for the first step was 365 days for every class, so a drug you tried the year before still counted. Pharmacies could see the step in their system, so most members who had already tried the first drug never needed a call to their doctor.', 'En 2024 el período de revisión del primer paso fue de 365 días para todas las clases, así que un medicamento que probó el año anterior seguía contando. Las farmacias veían el paso en su sistema, así que la mayoría de los miembros que ya habían probado el primer medicamento nunca necesitaron que se llamara a su médico.'],
    2025: ['For 2025 we shortened the look-back to 120 days for sleep and migraine medicines, where guidelines favor trying the first step again before moving on. Eye drops for glaucoma and dry eye make up the largest group with a step, because several low-cost generics work well as a first treatment.', 'Para 2025 acortamos a 120 días el período de revisión de los medicamentos para dormir y para la migraña, en los que las guías recomiendan volver a probar el primer paso antes de avanzar. Los colirios para el glaucoma y el ojo seco forman el grupo más grande con un paso, porque varios genéricos de bajo costo funcionan bien como primer tratamiento.'],
    2026: ['For 2026 the rules are the same in both remaining formularies for most classes, which makes it simpler to switch between Ceiba Health plans without restarting a step. If you change from a retired COR or HOU formulary, the drugs you filled in 2025 still count as tried for the first step.', 'Para 2026 las reglas son las mismas en los dos formularios que quedan para la mayoría de las clases, lo que facilita cambiar de plan de Ceiba Health sin volver a empezar un paso. Si viene de un formulario COR o HOU retirado, los medicamentos que surtió en 2025 siguen contando como probados para el primer paso.'],
  },
}

function yearSummary(kind, year, short) {
  const en = short === 'en'
  const now = namesOf(kind, year)
  const before = new Set(namesOf(kind, year - 1).map((d) => d.name))
  const nowNames = new Set(now.map((d) => d.name))
  const added = now.filter((d) => !before.has(d.name)).map((d) => d.name)
  const removed = [...before].filter((name) => !nowNames.has(name))
  const classes = {}
  for (const d of now) classes[d.drugClass] = (classes[d.drugClass] ?? 0) + 1
  const top = Object.entries(classes)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 4)
    .map(([c, n]) => `${cls(c, short).toLowerCase()} (${n})`)
  const more = (list) => cap(list).map((x) => (x.endsWith(' more') ? (en ? x : x.replace(' more', ' más')) : x))
  return [
    en ? `## The ${year} list at a glance` : `## La lista de ${year} de un vistazo`,
    en
      ? `The ${year} list has ${now.length} drugs. The largest groups are ${join(top, short)}.`
      : `La lista de ${year} tiene ${now.length} medicamentos. Los grupos más numerosos son ${join(top, short)}.`,
    added.length
      ? en ? `New on the list compared with ${year - 1}: ${join(more(added), short)}.` : `Nuevos en la lista respecto de ${year - 1}: ${join(more(added), short)}.`
      : en ? `No drug was added compared with ${year - 1}.` : `No se agregó ningún medicamento respecto de ${year - 1}.`,
    removed.length
      ? en ? `No longer on the list: ${join(more(removed), short)}.` : `Ya no están en la lista: ${join(more(removed), short)}.`
      : en ? `No drug left the list.` : 'Ningún medicamento salió de la lista.',
    NOTES[kind][year][en ? 0 : 1],
  ].join('\n')
}

const criteriaPdfs = (year, short) =>
  DATA[year].formularies.map((key) => ({
    name: short === 'en' ? `${year} criteria, formulary ${key.split('_')[0].toUpperCase()}` : `Criterios ${year}, formulario ${key.split('_')[0].toUpperCase()}`,
    url: `/documents/criteria/${key}-${short}.pdf`,
    description:
      short === 'en'
        ? `Prior authorization and step therapy criteria for plans that use formulary ${key.split('_')[0].toUpperCase()} in ${year}.`
        : `Criterios de autorización previa y terapia escalonada de los planes que usan el formulario ${key.split('_')[0].toUpperCase()} en ${year}.`,
  }))

const archived = (year, short) =>
  year < 2025
    ? [{ alert: { tone: 'warning', title: short === 'en' ? `Archived: plan year ${year}` : `Archivado: año del plan ${year}`, body: short === 'en' ? `This list applied from January 1 to December 31, ${year}. It is kept for members with claims or appeals from that year. For this year's rules, see the current list.` : `Esta lista estuvo vigente del 1 de enero al 31 de diciembre de ${year}. La conservamos para los miembros con reclamaciones o apelaciones de ese año. Para las reglas de este año, consulte la lista vigente.` } }]
    : []

function partDPaPage(year) {
  const n = (short) => LISTS.partDPa(year, short).length
  return {
    key: `${year}-part-d-prior-authorization-criteria`,
    parent: 'drug-coverage-limits',
    en: {
      uid: `${year}-part-d-prior-authorization-criteria`,
      path: `prescription-drugs/drug-coverage-limits/${year}-part-d-prior-authorization-criteria`,
      title: `${year} Part D prior authorization criteria`,
      metaTitle: `${year} Part D prior authorization criteria | Ceiba Health`,
      metaDescription: `The ${n('en')} Part D drugs that need prior authorization in ${year} Ceiba Health plans, when approval is needed, and the criteria PDF for each formulary.`,
      slices: [
        { hero: { eyebrow: `Plan year ${year}`, title: `${year} Part D prior authorization criteria`, lead: `For ${n('en')} covered Part D drugs, your doctor must get our approval before the drug is covered in ${year}. The table shows when approval is needed; the PDFs give the full clinical criteria.` } },
        ...archived(year, 'en'),
        yearSummary('partDPa', year, 'en'),
        `## How prior authorization works
Your doctor sends a request with the diagnosis and the treatments you have tried, by fax, phone or electronically. A pharmacist reviews it against the criteria approved by our pharmacy and therapeutics committee. We decide within 72 hours of getting your doctor's statement, or within 24 hours when your doctor says waiting could seriously harm your health. An approval usually lasts for the rest of the plan year.
## Reading the table
Drugs are listed alphabetically by the name on the prescription. "Formularies" shows which formulary codes (${DATA[year].formularies.map((k) => k.split('_')[0].toUpperCase()).join(', ')}) apply the rule; your plan's code is on your Summary of Benefits. Some rules apply only to members of a certain age, or only after a number of days, because the drug carries more risk in those situations.
## What changed in ${year}
${YEAR_FACTS[year].en}`,
        { table: { title: `Drugs that need prior authorization in ${year}`, caption: `Part D prior authorization, plan year ${year}`, head: ['Drug', 'Used for', 'When approval is needed', 'Formularies'], rows: LISTS.partDPa(year, 'en'), footnote: 'Drugs that can be covered under Part B or Part D are in the Part B lists. A drug not in this table may still have a quantity limit or step therapy.' } },
        { docs: { title: 'Criteria documents', intro: 'The full criteria for each formulary, with the information your doctor needs to send.', documents: criteriaPdfs(year, 'en') } },
        ...close('en', year),
      ],
    },
    es: {
      uid: `${year}-criterios-autorizacion-previa-parte-d`,
      path: `medicamentos-receta/limites-cobertura-medicamentos/${year}-criterios-autorizacion-previa-parte-d`,
      title: `Criterios de autorización previa de la Parte D ${year} - SPA`,
      metaTitle: `Criterios de autorización previa de la Parte D ${year} | Ceiba Health`,
      metaDescription: `Los ${n('es')} medicamentos de la Parte D que requieren autorización previa en los planes de Ceiba Health en ${year}, cuándo se necesita y el PDF de criterios de cada formulario.`,
      slices: [
        { hero: { eyebrow: `Año del plan ${year}`, title: `Criterios de autorización previa de la Parte D ${year}`, lead: `Para ${n('es')} medicamentos cubiertos de la Parte D, su médico debe obtener nuestra aprobación antes de que el medicamento se cubra en ${year}. La tabla indica cuándo se necesita; los PDF tienen los criterios clínicos completos.` } },
        ...archived(year, 'es'),
        yearSummary('partDPa', year, 'es'),
        `## Cómo funciona la autorización previa
Su médico nos envía una solicitud con el diagnóstico y los tratamientos que usted ya probó, por fax, por teléfono o de forma electrónica. Un farmacéutico la revisa según los criterios que aprobó nuestro comité de farmacia y terapéutica. Decidimos en 72 horas desde que recibimos la declaración de su médico, o en 24 horas si su médico indica que esperar podría poner en grave riesgo su salud. Por lo general, la aprobación dura el resto del año del plan.
## Cómo leer la tabla
Los medicamentos aparecen en orden alfabético con el nombre que lleva la receta. La columna "Formularios" muestra qué códigos de formulario (${DATA[year].formularies.map((k) => k.split('_')[0].toUpperCase()).join(', ')}) aplican la regla; el código de su plan está en su Resumen de beneficios. Algunas reglas solo se aplican a miembros de cierta edad, o a partir de cierto número de días, porque en esos casos el medicamento tiene más riesgo.
## Qué cambió en ${year}
${YEAR_FACTS[year].es}`,
        { table: { title: `Medicamentos que requieren autorización previa en ${year}`, caption: `Autorización previa de la Parte D, año del plan ${year}`, head: ['Medicamento', 'Para qué se usa', 'Cuándo se necesita la aprobación', 'Formularios'], rows: LISTS.partDPa(year, 'es'), footnote: 'Los medicamentos que pueden cubrirse por la Parte B o la Parte D están en las listas de la Parte B. Un medicamento que no aparece aquí puede tener igualmente un límite de cantidad o terapia escalonada.' } },
        { docs: { title: 'Documentos de criterios', intro: 'Los criterios completos de cada formulario, con la información que debe enviar su médico.', documents: criteriaPdfs(year, 'es') } },
        ...close('es', year),
      ],
    },
  }
}

function partDStPage(year) {
  const n = (short) => LISTS.partDSt(year, short).length
  return {
    key: `${year}-part-d-step-therapy-criteria`,
    parent: 'drug-coverage-limits',
    en: {
      uid: `${year}-part-d-step-therapy-criteria`,
      path: `prescription-drugs/drug-coverage-limits/${year}-part-d-step-therapy-criteria`,
      title: `${year} Part D step therapy criteria`,
      metaTitle: `${year} Part D step therapy criteria | Ceiba Health`,
      metaDescription: `The ${n('en')} Part D drugs with step therapy in ${year} Ceiba Health plans, the drug to try first for each, and the criteria PDF for each formulary.`,
      slices: [
        { hero: { eyebrow: `Plan year ${year}`, title: `${year} Part D step therapy criteria`, lead: `Step therapy means trying a proven, lower-cost drug before we cover a second drug for the same condition. In ${year}, ${n('en')} Part D drugs have a step therapy rule in at least one of our formularies.` } },
        ...archived(year, 'en'),
        yearSummary('partDSt', year, 'en'),
        `## How step therapy works
When you fill a drug with step therapy, the pharmacy system looks at your drug history. If you have filled the first-step drug in the past 365 days (120 days for some classes), the claim goes through automatically and you never notice the rule. If not, the pharmacy tells you the first-step drug to try, and your doctor can prescribe it.
## When the first step does not apply
If you already tried the first-step drug and it did not work or caused side effects, or if it would not be safe for you, your doctor can ask for an exception with a short statement. Members who were taking the drug before joining, or before the rule was added, may continue it through a transition fill while the exception is reviewed.
## What changed in ${year}
${YEAR_FACTS[year].en}`,
        { table: { title: `Drugs with step therapy in ${year}`, caption: `Part D step therapy, plan year ${year}`, head: ['Drug', 'Used for', 'Try first', 'Formularies'], rows: LISTS.partDSt(year, 'en'), footnote: 'The drug to try first is an example of a covered first step; the criteria PDF names every drug that meets the step.' } },
        { docs: { title: 'Criteria documents', intro: 'Each formulary\'s document lists the step therapy rules with the prior authorization criteria.', documents: criteriaPdfs(year, 'en') } },
        ...close('en', year),
      ],
    },
    es: {
      uid: `${year}-criterios-terapia-escalonada-parte-d`,
      path: `medicamentos-receta/limites-cobertura-medicamentos/${year}-criterios-terapia-escalonada-parte-d`,
      title: `Criterios de terapia escalonada de la Parte D ${year} - SPA`,
      metaTitle: `Criterios de terapia escalonada de la Parte D ${year} | Ceiba Health`,
      metaDescription: `Los ${n('es')} medicamentos de la Parte D con terapia escalonada en los planes de Ceiba Health en ${year}, qué probar primero y el PDF de criterios de cada formulario.`,
      slices: [
        { hero: { eyebrow: `Año del plan ${year}`, title: `Criterios de terapia escalonada de la Parte D ${year}`, lead: `La terapia escalonada consiste en probar un medicamento de eficacia comprobada y menor costo antes de que cubramos otro para la misma afección. En ${year}, ${n('es')} medicamentos de la Parte D tienen esta regla en al menos uno de nuestros formularios.` } },
        ...archived(year, 'es'),
        yearSummary('partDSt', year, 'es'),
        `## Cómo funciona la terapia escalonada
Cuando surte un medicamento con terapia escalonada, el sistema de la farmacia revisa su historial. Si surtió el medicamento del primer paso en los últimos 365 días (120 días en algunas clases), la reclamación se aprueba automáticamente y ni siquiera nota la regla. Si no, la farmacia le indica qué medicamento probar primero, y su médico puede recetárselo.
## Cuándo no se aplica el primer paso
Si ya probó el medicamento del primer paso y no le funcionó o le causó efectos secundarios, o si no sería seguro para usted, su médico puede pedir una excepción con una breve declaración. Los miembros que ya tomaban el medicamento antes de inscribirse, o antes de que se agregara la regla, pueden seguir con él mediante un surtido de transición mientras revisamos la excepción.
## Qué cambió en ${year}
${YEAR_FACTS[year].es}`,
        { table: { title: `Medicamentos con terapia escalonada en ${year}`, caption: `Terapia escalonada de la Parte D, año del plan ${year}`, head: ['Medicamento', 'Para qué se usa', 'Qué probar primero', 'Formularios'], rows: LISTS.partDSt(year, 'es'), footnote: 'El medicamento del primer paso es un ejemplo; el PDF de criterios nombra todos los medicamentos que cumplen el paso.' } },
        { docs: { title: 'Documentos de criterios', intro: 'El documento de cada formulario incluye las reglas de terapia escalonada junto con los criterios de autorización previa.', documents: criteriaPdfs(year, 'es') } },
        ...close('es', year),
      ],
    },
  }
}

const pdf = (year, kind, short) => `/documents/${year}-part-b-${kind}-list-${short}.pdf`

function partBPaPage(year) {
  const n = LISTS.partBPa(year, 'en').length
  return {
    key: `${year}-pa-list-part-b-drugs`,
    parent: 'drug-coverage-limits',
    en: {
      uid: `${year}-pa-list-part-b-drugs`,
      path: `prescription-drugs/drug-coverage-limits/${year}-pa-list-part-b-drugs`,
      title: `${year} prior authorization list: Part B drugs`,
      metaTitle: `${year} Part B drug prior authorization list | Ceiba Health`,
      metaDescription: `The ${n} Part B drugs that need prior authorization in ${year}: infusions, injections, nebulizer, transplant and oral cancer drugs, with the list as a PDF.`,
      slices: [
        { hero: { eyebrow: `Plan year ${year}`, title: `${year} prior authorization list for Part B drugs`, lead: `These ${n} drugs are covered under Part B, or under Part B or Part D depending on how they are used, and need our approval before they are given or filled in ${year}.` } },
        ...archived(year, 'en'),
        yearSummary('partBPa', year, 'en'),
        `## Why Part B drugs need review
Part B covers drugs given in a doctor's office or outpatient clinic, drugs used with durable medical equipment such as a nebulizer, anti-rejection drugs after a Medicare-covered transplant, some oral cancer and anti-nausea drugs, and hepatitis B vaccines for people at medium or high risk. The same drug can be covered under Part D when it is used differently, so for each of these drugs we first decide which part pays. For office-given drugs we also check that the dose and the use follow medical guidelines.
## Who asks for approval
The doctor or clinic that gives the drug asks for approval through the provider portal or by fax before the visit. For a nebulizer or transplant drug you pick up at a pharmacy, the pharmacy may ask your doctor for the information. You do not need to send anything yourself, but you can call us to check the status of a request.
## What you pay
Part B drugs in our plans have the coinsurance or copay shown in your Evidence of Coverage, up to your plan's yearly maximum out-of-pocket amount. Insulin used with a Part B-covered pump costs no more than $35 a month.`,
        { table: { title: `Part B drugs that need prior authorization in ${year}`, caption: `Part B prior authorization, plan year ${year}`, head: ['Drug', 'Used for', 'What we review'], rows: LISTS.partBPa(year, 'en') } },
        { docs: { title: 'Download the list', documents: [{ name: `${year} Part B prior authorization list`, url: pdf(year, 'prior-authorization', 'en'), description: 'The same list, ready to print or share with your doctor.' }] } },
        ...close('en', year),
      ],
    },
    es: {
      uid: `${year}-lista-ap-medicamentos-parte-b`,
      path: `medicamentos-receta/limites-cobertura-medicamentos/${year}-lista-ap-medicamentos-parte-b`,
      title: `Lista de autorización previa ${year}: medicamentos de la Parte B - SPA`,
      metaTitle: `Lista de autorización previa de medicamentos de la Parte B ${year} | Ceiba Health`,
      metaDescription: `Los ${n} medicamentos de la Parte B que requieren autorización previa en ${year}: infusiones, inyecciones, medicamentos para nebulizador, trasplante y cáncer oral, y la lista en PDF.`,
      slices: [
        { hero: { eyebrow: `Año del plan ${year}`, title: `Lista de autorización previa de medicamentos de la Parte B ${year}`, lead: `Estos ${n} medicamentos se cubren por la Parte B, o por la Parte B o la Parte D según cómo se usen, y requieren nuestra aprobación antes de administrarse o surtirse en ${year}.` } },
        ...archived(year, 'es'),
        yearSummary('partBPa', year, 'es'),
        `## Por qué se revisan los medicamentos de la Parte B
La Parte B cubre los medicamentos que se administran en el consultorio o en una clínica ambulatoria, los que se usan con equipo médico duradero como un nebulizador, los medicamentos contra el rechazo después de un trasplante cubierto por Medicare, algunos medicamentos orales contra el cáncer y las náuseas, y las vacunas contra la hepatitis B para personas con riesgo medio o alto. Un mismo medicamento puede cubrirse por la Parte D si se usa de otra forma, así que para cada uno de estos medicamentos primero decidimos qué parte paga. En los medicamentos que se administran en el consultorio, también comprobamos que la dosis y el uso sigan las guías médicas.
## Quién pide la aprobación
El médico o la clínica que administra el medicamento pide la aprobación por el portal de proveedores o por fax antes de la cita. Si se trata de un medicamento para nebulizador o de trasplante que recoge en la farmacia, la farmacia puede pedirle la información a su médico. Usted no tiene que enviar nada, pero puede llamarnos para saber el estado de una solicitud.
## Cuánto paga
Los medicamentos de la Parte B de nuestros planes tienen el coseguro o copago que indica su Evidencia de cobertura, hasta el monto máximo anual de gastos de bolsillo de su plan. La insulina que se usa con una bomba cubierta por la Parte B no cuesta más de $35 al mes.`,
        { table: { title: `Medicamentos de la Parte B que requieren autorización previa en ${year}`, caption: `Autorización previa de la Parte B, año del plan ${year}`, head: ['Medicamento', 'Para qué se usa', 'Qué revisamos'], rows: LISTS.partBPa(year, 'es') } },
        { docs: { title: 'Descargue la lista', documents: [{ name: `Lista de autorización previa de la Parte B ${year}`, url: pdf(year, 'prior-authorization', 'es'), description: 'La misma lista, lista para imprimir o compartir con su médico.' }] } },
        ...close('es', year),
      ],
    },
  }
}

function partBStPage(year) {
  const rows = (short) => LISTS.partBSt(year, short)
  return {
    key: `${year}-st-list-part-b-drugs`,
    parent: 'drug-coverage-limits',
    en: {
      uid: `${year}-st-list-part-b-drugs`,
      path: `prescription-drugs/drug-coverage-limits/${year}-st-list-part-b-drugs`,
      title: `${year} step therapy list: Part B drugs`,
      metaTitle: `${year} Part B drug step therapy list | Ceiba Health`,
      metaDescription: `The ${rows('en').length} Part B drugs with step therapy in ${year}: the preferred biosimilar or drug to try first, who the rule applies to and how to ask for an exception.`,
      slices: [
        { hero: { eyebrow: `Plan year ${year}`, title: `${year} step therapy list for Part B drugs`, lead: `Medicare Advantage plans may ask you to try a preferred Part B drug, often a biosimilar with the same effect, before covering a more costly one. In ${year} this applies to the ${rows('en').length} drugs below.` } },
        ...archived(year, 'en'),
        yearSummary('partBSt', year, 'en'),
        `## Who the rule applies to
Step therapy for Part B drugs applies only to new starts: members who have not received the drug in the past 365 days. If you are already being treated with a drug on this list, you continue it without a new step. The rule never applies in an emergency.
## Why biosimilars come first
A biosimilar is approved by the FDA as having no clinically meaningful difference in safety and effect from the original biologic. Biosimilars of blood cell growth drugs (filgrastim, pegfilgrastim, epoetin) and of denosumab have been used for years. Starting with the preferred product lowers costs for you and for Medicare, and your coinsurance is often lower too.
## Asking for an exception
Your doctor can ask us to skip the step when the preferred drug is not right for you, for example after a reaction to it or when it failed before. We decide within 72 hours, or 24 hours when your health could be seriously harmed by waiting. If we say no, you can appeal.`,
        { table: { title: `Part B drugs with step therapy in ${year}`, caption: `Part B step therapy, plan year ${year}`, head: ['Drug', 'Used for', 'Try first'], rows: rows('en') } },
        { docs: { title: 'Download the list', documents: [{ name: `${year} Part B step therapy list`, url: pdf(year, 'step-therapy', 'en'), description: 'The same list as a printable PDF.' }] } },
        ...close('en', year),
      ],
    },
    es: {
      uid: `${year}-lista-te-medicamentos-parte-b`,
      path: `medicamentos-receta/limites-cobertura-medicamentos/${year}-lista-te-medicamentos-parte-b`,
      title: `Lista de terapia escalonada ${year}: medicamentos de la Parte B - SPA`,
      metaTitle: `Lista de terapia escalonada de medicamentos de la Parte B ${year} | Ceiba Health`,
      metaDescription: `Los ${rows('es').length} medicamentos de la Parte B con terapia escalonada en ${year}: el biosimilar o medicamento preferido que se prueba primero, a quién se aplica y cómo pedir una excepción.`,
      slices: [
        { hero: { eyebrow: `Año del plan ${year}`, title: `Lista de terapia escalonada de medicamentos de la Parte B ${year}`, lead: `Los planes Medicare Advantage pueden pedirle que pruebe primero un medicamento preferido de la Parte B, muchas veces un biosimilar con el mismo efecto, antes de cubrir uno más costoso. En ${year} esto se aplica a los ${rows('es').length} medicamentos de abajo.` } },
        ...archived(year, 'es'),
        yearSummary('partBSt', year, 'es'),
        `## A quién se aplica la regla
La terapia escalonada de la Parte B solo se aplica a tratamientos nuevos: miembros que no han recibido el medicamento en los últimos 365 días. Si ya está en tratamiento con un medicamento de esta lista, lo continúa sin un paso nuevo. La regla nunca se aplica en una emergencia.
## Por qué primero los biosimilares
Un biosimilar es un producto que la FDA aprueba porque no tiene diferencias clínicamente importantes en seguridad y efecto con el biológico original. Los biosimilares de los estimulantes de células sanguíneas (filgrastim, pegfilgrastim, epoetina) y del denosumab se usan desde hace años. Empezar por el producto preferido baja los costos para usted y para Medicare, y muchas veces su coseguro también es menor.
## Cómo pedir una excepción
Su médico puede pedirnos que omitamos el paso cuando el medicamento preferido no le conviene, por ejemplo si tuvo una reacción o si ya no le funcionó. Decidimos en 72 horas, o en 24 horas si esperar podría dañar gravemente su salud. Si la respuesta es no, puede apelar.`,
        { table: { title: `Medicamentos de la Parte B con terapia escalonada en ${year}`, caption: `Terapia escalonada de la Parte B, año del plan ${year}`, head: ['Medicamento', 'Para qué se usa', 'Qué probar primero'], rows: rows('es') } },
        { docs: { title: 'Descargue la lista', documents: [{ name: `Lista de terapia escalonada de la Parte B ${year}`, url: pdf(year, 'step-therapy', 'es'), description: 'La misma lista en un PDF para imprimir.' }] } },
        ...close('es', year),
      ],
    },
  }
}

const HUB = {
  key: 'drug-coverage-limits',
  parent: 'prescription-drugs',
  en: {
    uid: 'drug-coverage-limits',
    path: 'prescription-drugs/drug-coverage-limits',
    title: 'Drug coverage limits',
    metaTitle: 'Drug coverage limits and criteria lists | Ceiba Health',
    metaDescription: 'Prior authorization, step therapy and quantity limits for Part B and Part D drugs: the opioid rules and the yearly criteria lists for 2024, 2025 and 2026.',
    slices: [
      { hero: { title: 'Drug coverage limits', lead: 'Some covered drugs have limits: approval before you fill them, a drug to try first, or a maximum amount. Find the rules and the yearly lists here.' } },
      `## The three kinds of limits
- **Prior authorization (PA):** we approve the drug for your condition before it is covered.
- **Step therapy (ST):** you try a preferred, lower-cost drug first.
- **Quantity limits (QL):** we cover up to a set amount per fill or per day, for safety or because the drug is made to be taken at a set dose.
## Part B and Part D lists
Part B drugs are mostly given by a doctor or used with medical equipment; Part D drugs are the ones you fill at a pharmacy. Each has its own lists, published every plan year. Use the list for the year of the service: for a claim or appeal from an earlier year, open that year's archived list.
## How to use these lists
Find your drug in the list for this year. If it has a limit, share the page or the PDF with your doctor, who can send the request or choose another drug. You can always ask for an exception, and you can appeal if we say no. Drug search results also show the limits of every drug in your plan.`,
      { children: { title: 'Rules and yearly lists', intro: 'Lists are grouped by year, newest first. Each page links its printable PDF.' } },
      ...close('en'),
    ],
  },
  es: {
    uid: 'limites-cobertura-medicamentos',
    path: 'medicamentos-receta/limites-cobertura-medicamentos',
    title: 'Límites de cobertura de medicamentos - SPA',
    metaTitle: 'Límites de cobertura de medicamentos y listas de criterios | Ceiba Health',
    metaDescription: 'Autorización previa, terapia escalonada y límites de cantidad para medicamentos de la Parte B y la Parte D: las reglas de opioides y las listas de 2024, 2025 y 2026.',
    slices: [
      { hero: { title: 'Límites de cobertura de medicamentos', lead: 'Algunos medicamentos cubiertos tienen límites: aprobación antes de surtirlos, un medicamento que se prueba primero o una cantidad máxima. Aquí encontrará las reglas y las listas de cada año.' } },
      `## Los tres tipos de límites
- **Autorización previa (AP):** aprobamos el medicamento para su afección antes de cubrirlo.
- **Terapia escalonada (TE):** primero prueba un medicamento preferido de menor costo.
- **Límites de cantidad (LC):** cubrimos hasta cierta cantidad por surtido o por día, por seguridad o porque el medicamento se fabrica para una dosis fija.
## Listas de la Parte B y de la Parte D
Los medicamentos de la Parte B casi siempre los administra un médico o se usan con equipo médico; los de la Parte D son los que surte en la farmacia. Cada parte tiene sus propias listas, que se publican cada año del plan. Use la lista del año del servicio: para una reclamación o apelación de un año anterior, abra la lista archivada de ese año.
## Cómo usar estas listas
Busque su medicamento en la lista de este año. Si tiene un límite, comparta la página o el PDF con su médico, que puede enviar la solicitud o elegir otro medicamento. Siempre puede pedir una excepción y apelar si la respuesta es no. Los resultados del buscador de medicamentos también muestran los límites de cada medicamento de su plan.`,
      { children: { title: 'Reglas y listas de cada año', intro: 'Las listas están agrupadas por año, de la más reciente a la más antigua. Cada página tiene su PDF para imprimir.' } },
      ...close('es'),
    ],
  },
}

const OPIOIDS = {
  key: 'opioid-prescription-rules',
  parent: 'drug-coverage-limits',
  en: {
    uid: 'opioid-prescription-rules',
    path: 'prescription-drugs/drug-coverage-limits/opioid-prescription-rules',
    title: 'Opioid prescription rules',
    metaTitle: 'Opioid prescription safety rules | Ceiba Health',
    metaDescription: 'The Medicare safety rules for opioid pain medicines: the 7-day limit for new users, daily dose alerts, opioid and benzodiazepine checks and who is exempt.',
    slices: [
      { hero: { title: 'Opioid prescription rules', lead: 'Medicare requires every drug plan to check opioid prescriptions at the pharmacy. These rules protect you from accidental overdose; they never stop a doctor from treating your pain.', primary: { to: 'page:opioid-resources', text: 'Opioid safety resources' } } },
      `## The safety checks at the pharmacy
- **7-day limit for new users:** if you have not filled an opioid in the past 90 days, your first fill for acute pain is limited to a 7-day supply. Your doctor can ask for more with a prior authorization.
- **High daily dose:** the pharmacist is alerted when the total of all your opioid prescriptions reaches 90 morphine milligram equivalents (MME) a day or more. The pharmacist checks with your doctor before filling.
- **Opioids with benzodiazepines:** the pharmacist is alerted when an opioid is filled with a benzodiazepine, such as alprazolam or diazepam, because together they can slow breathing.
- **Duplicate long-acting opioids:** two long-acting opioids at the same time are reviewed.
- **Quantity limits:** most opioids are limited to 4 tablets or less a day unless your doctor asks for more.
## Who is exempt
These checks do not apply to members who live in a long-term care facility, are in hospice, receive palliative or end-of-life care, or are being treated for active cancer-related pain. Medication-assisted treatment for opioid use disorder is not limited by these rules.
## The drug management program
If our review finds that you get opioids or benzodiazepines from several doctors or pharmacies, we may place you in our drug management program after talking with your doctors. We write to you first and you can tell us your preferred prescriber and pharmacy. You can appeal the decision.`,
      { faq: { title: 'Questions about the opioid rules', items: [
        ['My pharmacist would not fill my whole prescription. Why?', 'A safety check was triggered. The pharmacist can call your doctor, fill a smaller amount or ask for a prior authorization. Call Member Services if you need help the same day.'],
        ['Does the 7-day limit apply after surgery?', 'Yes, for a first fill, unless your doctor asks for a prior authorization because you need a longer supply.'],
      ] } },
      ...close('en'),
    ],
  },
  es: {
    uid: 'reglas-recetas-opioides',
    path: 'medicamentos-receta/limites-cobertura-medicamentos/reglas-recetas-opioides',
    title: 'Reglas para recetas de opioides - SPA',
    metaTitle: 'Reglas de seguridad para recetas de opioides | Ceiba Health',
    metaDescription: 'Las reglas de seguridad de Medicare para los analgésicos opioides: el límite de 7 días para usuarios nuevos, alertas de dosis diaria, controles con benzodiacepinas y quién está exento.',
    slices: [
      { hero: { title: 'Reglas para recetas de opioides', lead: 'Medicare exige que todos los planes de medicamentos revisen las recetas de opioides en la farmacia. Estas reglas le protegen de una sobredosis accidental; nunca impiden que un médico trate su dolor.', primary: { to: 'page:recursos-opioides', text: 'Recursos sobre opioides' } } },
      `## Los controles de seguridad en la farmacia
- **Límite de 7 días para usuarios nuevos:** si no ha surtido un opioide en los últimos 90 días, su primer surtido para un dolor agudo se limita a 7 días. Su médico puede pedir más con una autorización previa.
- **Dosis diaria alta:** el farmacéutico recibe una alerta cuando la suma de todas sus recetas de opioides llega a 90 equivalentes de miligramos de morfina (MME) al día o más, y consulta con su médico antes de surtir.
- **Opioides con benzodiacepinas:** el farmacéutico recibe una alerta cuando se surte un opioide junto con una benzodiacepina, como alprazolam o diazepam, porque juntos pueden hacer más lenta la respiración.
- **Opioides de acción prolongada duplicados:** se revisa el uso de dos opioides de acción prolongada al mismo tiempo.
- **Límites de cantidad:** la mayoría de los opioides se limitan a 4 tabletas al día o menos, salvo que su médico pida más.
## Quién está exento
Estos controles no se aplican a los miembros que viven en un centro de atención a largo plazo, están en un hospicio, reciben cuidados paliativos o de final de la vida, o reciben tratamiento por dolor relacionado con un cáncer activo. El tratamiento asistido con medicamentos para el trastorno por consumo de opioides no está limitado por estas reglas.
## El programa de manejo de medicamentos
Si nuestra revisión detecta que recibe opioides o benzodiacepinas de varios médicos o farmacias, podemos incluirlo en nuestro programa de manejo de medicamentos después de hablar con sus médicos. Primero le escribimos, y usted puede indicarnos el médico y la farmacia que prefiere. Puede apelar la decisión.`,
      { faq: { title: 'Preguntas sobre las reglas de opioides', items: [
        ['El farmacéutico no me surtió toda la receta. ¿Por qué?', 'Se activó un control de seguridad. El farmacéutico puede llamar a su médico, surtir una cantidad menor o pedir una autorización previa. Llame a Servicios para Miembros si necesita ayuda el mismo día.'],
        ['¿El límite de 7 días se aplica después de una cirugía?', 'Sí, en un primer surtido, a menos que su médico pida una autorización previa porque usted necesita un suministro más largo.'],
      ] } },
      ...close('es'),
    ],
  },
}

export const DRUG_LIST_PAGES = [
  HUB,
  OPIOIDS,
  ...[...YEARS].reverse().flatMap((year) => [partBPaPage(year), partBStPage(year), partDPaPage(year), partDStPage(year)]),
]
