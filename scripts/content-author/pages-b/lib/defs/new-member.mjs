// New member care (spec 2.6, 9.6): the hub, the three transition-of-care pages and one continuity-of-care
// vendor page per metro of the service area (db/seed/plans/metros.ts).
import { contact, disclaimer, PHONE } from '../common.mjs'
import { METROS, STATE_PROGRAMS, countyList, placeName, placeSlug, plansIn, stateName } from './service-area.mjs'
import { METRO_NOTES } from './metro-notes.mjs'
import { STATE_NOTES } from './state-notes.mjs'

const ID = 'H1234_2026NMC'
const close = (short, notes = ['varies', 'network']) => [contact(short), disclaimer(short, ID, notes)]

const HUB = {
  key: 'new-member-care',
  en: {
    uid: 'new-member-care',
    path: 'new-member-care',
    title: 'New member care',
    metaTitle: 'Welcome, new members | Ceiba Health',
    metaDescription: 'Your first 90 days with Ceiba Health: your ID card, choosing a primary care provider, keeping your current care and medicines, and the vendors in your area.',
    slices: [
      { hero: { title: 'Welcome to Ceiba Health', lead: 'Your first weeks in a new plan matter. Here is what to do first, how we keep your current treatment going and who to call in your area.', primary: { to: 'page:transition-hmo', text: 'Keep your care in an HMO' }, secondary: { to: 'page:transition-ppo', text: 'Keep your care in a PPO' } } },
      { steps: { title: 'Your first 90 days', items: [
        ['Watch for your welcome kit', 'Your member ID card arrives within 10 days of your enrollment being confirmed, with a welcome letter. Carry the card and show it at every visit and pharmacy. Keep your red, white and blue Medicare card in a safe place.'],
        ['Take your welcome call', 'A member of our team calls to explain your benefits, answer questions and ask a few health questions (the health risk assessment) so we can match you with programs that fit. You can also call us first.'],
        ['Choose your primary care provider', 'HMO and D-SNP members need a primary care provider (PCP). If you did not choose one on your application, we assign one near you; you can change at any time.'],
        ['Check your medicines', 'Search the drug list for every medicine you take. If one is not covered, our transition policy gives you a temporary supply while you and your doctor decide what to do.'],
        ['Book your Annual Wellness Visit', 'It is covered at $0 and sets up your care for the year.'],
      ] } },
      `## If you are in the middle of treatment
If you are being treated for cancer, are pregnant, are recovering from surgery, receive dialysis, use home health or medical equipment, or see a specialist who is not in our network, tell us right away. Our transition of care team can approve a period of continued care with your current providers while we help you move to network providers. The pages below explain the rules for HMO and PPO members and how a care advocate can help.
## Vendors in your area
For some services, such as medical equipment, home health, vision and hearing, Ceiba Health works with vendors in each part of the service area. Choose your state or metro area below to see who to call.`,
      { children: { title: 'Transition of care and vendors by area', intro: 'Start with the page for your plan type, then find the vendors where you live.' } },
      ...close('en'),
    ],
  },
  es: {
    uid: 'atencion-nuevos-miembros',
    path: 'atencion-nuevos-miembros',
    title: 'Atención para nuevos miembros - SPA',
    metaTitle: 'Bienvenido, nuevo miembro | Ceiba Health',
    metaDescription: 'Sus primeros 90 días con Ceiba Health: su tarjeta de miembro, cómo elegir un proveedor de atención primaria, cómo mantener su atención y sus medicamentos, y los proveedores de su zona.',
    slices: [
      { hero: { title: 'Bienvenido a Ceiba Health', lead: 'Las primeras semanas en un plan nuevo son importantes. Aquí le decimos qué hacer primero, cómo mantenemos su tratamiento actual y a quién llamar en su zona.', primary: { to: 'page:transicion-hmo', text: 'Mantenga su atención en un HMO' }, secondary: { to: 'page:transicion-ppo', text: 'Mantenga su atención en un PPO' } } },
      { steps: { title: 'Sus primeros 90 días', items: [
        ['Espere su paquete de bienvenida', 'Su tarjeta de miembro llega en un plazo de 10 días después de que se confirma su inscripción, junto con una carta de bienvenida. Lleve la tarjeta consigo y muéstrela en cada consulta y en la farmacia. Guarde en un lugar seguro su tarjeta roja, blanca y azul de Medicare.'],
        ['Atienda su llamada de bienvenida', 'Una persona de nuestro equipo le llama para explicarle sus beneficios, responder sus preguntas y hacerle unas preguntas de salud (la evaluación de riesgos de salud) para ofrecerle los programas que le convienen. También puede llamarnos usted primero.'],
        ['Elija su proveedor de atención primaria', 'Los miembros de planes HMO y D-SNP necesitan un proveedor de atención primaria (PCP). Si no eligió uno en su solicitud, le asignamos uno cerca de su casa; puede cambiarlo cuando quiera.'],
        ['Revise sus medicamentos', 'Busque en la lista de medicamentos cada uno de los que toma. Si alguno no está cubierto, nuestra política de transición le da un suministro temporal mientras usted y su médico deciden qué hacer.'],
        ['Pida su visita anual de bienestar', 'Está cubierta a $0 y organiza su atención para todo el año.'],
      ] } },
      `## Si está en medio de un tratamiento
Si recibe tratamiento contra el cáncer, está embarazada, se recupera de una cirugía, recibe diálisis, usa servicios de salud en el hogar o equipo médico, o ve a un especialista que no es de nuestra red, avísenos de inmediato. Nuestro equipo de transición de la atención puede aprobar un período en el que siga atendiéndose con sus proveedores actuales mientras le ayudamos a pasar a proveedores de la red. Las páginas de abajo explican las reglas para los miembros de planes HMO y PPO y cómo puede ayudarle un defensor de la atención.
## Proveedores en su zona
Para algunos servicios, como equipo médico, salud en el hogar, visión y audición, Ceiba Health trabaja con proveedores en cada parte del área de servicio. Elija su estado o su área metropolitana para ver a quién llamar.`,
      { children: { title: 'Transición de la atención y proveedores por zona', intro: 'Empiece por la página de su tipo de plan y luego busque los proveedores de donde vive.' } },
      ...close('es'),
    ],
  },
}

const TRANSITION_HMO = {
  key: 'transition-hmo',
  parent: 'new-member-care',
  en: {
    uid: 'transition-hmo',
    path: 'new-member-care/transition-hmo',
    title: 'Transition of care: HMO members',
    metaTitle: 'Transition of care for new HMO members | Ceiba Health',
    metaDescription: 'How new Ceiba Health HMO and D-SNP members keep seeing their current doctors during an active course of treatment, for how long, and how to ask.',
    slices: [
      { hero: { title: 'Keep your care while you move into our HMO network', lead: 'In an HMO you use network providers, except in an emergency. If you are in the middle of treatment with a doctor outside our network, you can ask to keep seeing them for a while.' } },
      `## Who can ask
New members of Ceiba Health HMO, HMO-POS, D-SNP and C-SNP plans who, on their first day of coverage, are in an active course of treatment with a provider who is not in our network. Examples: chemotherapy or radiation, a pregnancy in the second or third trimester, a scheduled surgery, recovery after a hospital stay, dialysis, an organ transplant evaluation, or treatment of a serious mental illness.
## What we can approve
For an active course of treatment we cover at least 90 days of continued care with your current provider at in-network cost sharing, and longer for a pregnancy (through postpartum care) or a terminal illness. Prior authorizations you had with your previous Medicare Advantage plan are honored for at least 90 days or until the treatment is finished. Your provider must agree to our payment rates and to share your records with your new care team.
## How to ask
Call Member Services within your first 90 days, or have your doctor's office call us. Tell us the provider's name and the treatment you are receiving. We answer within 14 days, or within 72 hours if waiting could seriously harm your health. A care advocate then helps you choose a network provider for when the transition period ends.
## Medicines and equipment
Medicines follow our Part D transition policy. Medical equipment you rent, such as oxygen or a hospital bed, continues from your current supplier until a network vendor takes over; see the vendor page for your area.`,
      { cta: { title: 'Need help with your transition?', body: 'A care advocate can make the calls for you.', primary: { to: 'page:transition-hmo-advocate', text: 'Work with a care advocate' } } },
      ...close('en'),
    ],
  },
  es: {
    uid: 'transicion-hmo',
    path: 'atencion-nuevos-miembros/transicion-hmo',
    title: 'Transición de la atención: miembros de HMO - SPA',
    metaTitle: 'Transición de la atención para nuevos miembros de HMO | Ceiba Health',
    metaDescription: 'Cómo los nuevos miembros de los planes HMO y D-SNP de Ceiba Health siguen viendo a sus médicos actuales durante un tratamiento activo, por cuánto tiempo y cómo pedirlo.',
    slices: [
      { hero: { title: 'Mantenga su atención mientras pasa a nuestra red HMO', lead: 'En un HMO usted se atiende con proveedores de la red, salvo en una emergencia. Si está en medio de un tratamiento con un médico que no es de nuestra red, puede pedir seguir viéndolo por un tiempo.' } },
      `## Quién puede pedirlo
Los nuevos miembros de los planes HMO, HMO-POS, D-SNP y C-SNP de Ceiba Health que, el primer día de su cobertura, están en un tratamiento activo con un proveedor que no pertenece a nuestra red. Por ejemplo: quimioterapia o radioterapia, un embarazo en el segundo o tercer trimestre, una cirugía programada, la recuperación después de una hospitalización, diálisis, una evaluación para trasplante de órganos o el tratamiento de una enfermedad mental grave.
## Qué podemos aprobar
Para un tratamiento activo cubrimos al menos 90 días de atención continua con su proveedor actual, con los costos compartidos de la red, y más tiempo en caso de embarazo (hasta la atención posparto) o de una enfermedad terminal. Respetamos durante al menos 90 días, o hasta que termine el tratamiento, las autorizaciones previas que tenía con su plan Medicare Advantage anterior. Su proveedor debe aceptar nuestras tarifas de pago y compartir su expediente con su nuevo equipo de atención.
## Cómo pedirlo
Llame a Servicios para Miembros en sus primeros 90 días, o pida al consultorio de su médico que nos llame. Díganos el nombre del proveedor y el tratamiento que recibe. Respondemos en 14 días, o en 72 horas si esperar podría perjudicar gravemente su salud. Después, un defensor de la atención le ayuda a elegir un proveedor de la red para cuando termine el período de transición.
## Medicamentos y equipo
Los medicamentos siguen nuestra política de transición de la Parte D. El equipo médico que alquila, como el oxígeno o una cama de hospital, sigue llegando de su proveedor actual hasta que un proveedor de la red se hace cargo; consulte la página de proveedores de su zona.`,
      { cta: { title: '¿Necesita ayuda con su transición?', body: 'Un defensor de la atención puede hacer las llamadas por usted.', primary: { to: 'page:transicion-hmo-defensor', text: 'Trabaje con un defensor de la atención' } } },
      ...close('es'),
    ],
  },
}

const ADVOCATE = {
  key: 'transition-hmo-advocate',
  parent: 'new-member-care',
  en: {
    uid: 'transition-hmo-advocate',
    path: 'new-member-care/transition-hmo-advocate',
    title: 'Transition of care: your care advocate',
    metaTitle: 'Care advocates for new HMO members | Ceiba Health',
    metaDescription: 'A Ceiba Health care advocate helps new HMO members move their care: finding network doctors, transferring records and prescriptions, and setting up equipment.',
    slices: [
      { hero: { title: 'A care advocate on your side', lead: 'Changing plans means new doctors, new pharmacies and new paperwork. A care advocate is a nurse or social worker who does the legwork with you, free of charge.' } },
      `## What a care advocate does
- Reviews the treatments, medicines and equipment you use today and spots what needs action before your coverage starts or in your first weeks.
- Finds network specialists, labs and hospitals near you that accept new patients and speak your language, and books the first appointments.
- Requests your records from your previous doctors and sends them to your new care team, with your written permission.
- Moves your prescriptions to a network or mail-order pharmacy and checks each drug against our formulary.
- Arranges a transition period with an out-of-network provider when you qualify.
- Connects you with programs for food, housing, transportation and caregiver support.
## Who gets an advocate
Every new HMO and D-SNP member with an active course of treatment, a recent hospital stay, a serious chronic condition or Medicaid is offered an advocate during the welcome call. Anyone else can ask.
## What to have ready
Your member ID card, a list of your doctors with their phone numbers, your medicine bottles, the name of your medical equipment supplier and any letters from your previous plan about approvals.`,
      { faq: { title: 'Questions about care advocates', items: [
        ['Does a care advocate replace my doctor?', 'No. Your advocate works with your primary care provider and specialists; medical decisions stay with them and with you.'],
        ['Can my daughter talk to the advocate for me?', 'Yes, once you tell us she may, or if she is your authorized representative.'],
      ] } },
      `## How long an advocate stays with you
Most members work with their advocate for the first 60 to 90 days, until every treatment has a network provider and every prescription is filled without problems. If you have a complex condition, your advocate hands you over to a long-term care manager, so you keep one person to call.`,
      ...close('en'),
    ],
  },
  es: {
    uid: 'transicion-hmo-defensor',
    path: 'atencion-nuevos-miembros/transicion-hmo-defensor',
    title: 'Transición de la atención: su defensor de la atención - SPA',
    metaTitle: 'Defensores de la atención para nuevos miembros de HMO | Ceiba Health',
    metaDescription: 'Un defensor de la atención de Ceiba Health ayuda a los nuevos miembros de HMO a trasladar su atención: médicos de la red, expedientes, recetas y equipo médico.',
    slices: [
      { hero: { title: 'Un defensor de la atención de su lado', lead: 'Cambiar de plan significa médicos nuevos, farmacias nuevas y trámites nuevos. Un defensor de la atención es una enfermera o un trabajador social que hace las gestiones con usted, sin costo.' } },
      `## Qué hace un defensor de la atención
- Revisa los tratamientos, medicamentos y equipos que usa hoy y detecta lo que hay que resolver antes de que empiece su cobertura o en sus primeras semanas.
- Busca especialistas, laboratorios y hospitales de la red cerca de usted que acepten pacientes nuevos y hablen su idioma, y programa las primeras citas.
- Pide su expediente a sus médicos anteriores y lo envía a su nuevo equipo de atención, con su permiso por escrito.
- Pasa sus recetas a una farmacia de la red o de pedidos por correo y revisa cada medicamento en nuestro formulario.
- Tramita un período de transición con un proveedor fuera de la red cuando usted califica.
- Le conecta con programas de alimentos, vivienda, transporte y apoyo para cuidadores.
## Quién recibe un defensor
En la llamada de bienvenida se ofrece un defensor a todo miembro nuevo de HMO o D-SNP con un tratamiento activo, una hospitalización reciente, una afección crónica grave o Medicaid. Cualquier otro miembro puede pedirlo.
## Qué tener a mano
Su tarjeta de miembro, una lista de sus médicos con sus teléfonos, sus frascos de medicamentos, el nombre de su proveedor de equipo médico y las cartas de su plan anterior sobre aprobaciones.`,
      { faq: { title: 'Preguntas sobre los defensores de la atención', items: [
        ['¿El defensor sustituye a mi médico?', 'No. Su defensor trabaja con su proveedor de atención primaria y sus especialistas; las decisiones médicas siguen siendo de ellos y de usted.'],
        ['¿Mi hija puede hablar con el defensor por mí?', 'Sí, una vez que usted nos autorice o si ella es su representante autorizada.'],
      ] } },
      `## Cuánto tiempo le acompaña un defensor
La mayoría de los miembros trabajan con su defensor durante los primeros 60 a 90 días, hasta que cada tratamiento tiene un proveedor de la red y cada receta se surte sin problemas. Si tiene una afección compleja, su defensor le pasa a un administrador de atención a largo plazo, para que siempre tenga una persona a quien llamar.`,
      ...close('es'),
    ],
  },
}

const TRANSITION_PPO = {
  key: 'transition-ppo',
  parent: 'new-member-care',
  en: {
    uid: 'transition-ppo',
    path: 'new-member-care/transition-ppo',
    title: 'Transition of care: PPO members',
    metaTitle: 'Transition of care for new PPO members | Ceiba Health',
    metaDescription: 'New Ceiba Health PPO members can keep seeing out-of-network providers at out-of-network cost, or ask for in-network cost during an active course of treatment.',
    slices: [
      { hero: { title: 'Keep your care in a PPO', lead: 'A PPO gives you the freedom to see providers outside our network. Here is how that works in your first months, and when we can lower what you pay.' } },
      `## Out-of-network care is covered
As a PPO member you can keep seeing any provider who accepts Medicare and agrees to bill us, without a referral. You pay the plan's out-of-network copay or coinsurance, which is usually higher than in network. Both count toward your plan's combined maximum out-of-pocket amount.
## In-network cost during a course of treatment
If, on your first day of coverage, you are in an active course of treatment with an out-of-network provider, ask us for a transition of care. If we approve it, you pay in-network cost sharing with that provider for at least 90 days, or until the treatment ends for a pregnancy or a terminal illness. Prior authorizations from your previous Medicare Advantage plan are honored for at least 90 days.
## Services that need approval
Some services need prior authorization whether they are in or out of network, for example a planned hospital stay, advanced imaging or some Part B drugs. Out-of-network providers can ask us for approval the same way network providers do, and we recommend they ask before the service so you know what will be covered.
## Saving money in the network
Network providers cost you less and send records straight to your care team. Search the provider directory, or ask Member Services to help you find a network doctor who speaks your language.`,
      `## Medicines and equipment
Your prescriptions follow our Part D transition policy, which gives you a temporary supply of a drug that is not on our formulary during your first 90 days. Rented equipment such as oxygen continues from your current supplier until a network vendor takes over; the vendor page for your area lists who to call.`,
      ...close('en'),
    ],
  },
  es: {
    uid: 'transicion-ppo',
    path: 'atencion-nuevos-miembros/transicion-ppo',
    title: 'Transición de la atención: miembros de PPO - SPA',
    metaTitle: 'Transición de la atención para nuevos miembros de PPO | Ceiba Health',
    metaDescription: 'Los nuevos miembros de PPO de Ceiba Health pueden seguir viendo proveedores fuera de la red con costos fuera de la red, o pedir costos de la red durante un tratamiento activo.',
    slices: [
      { hero: { title: 'Mantenga su atención en un PPO', lead: 'Un PPO le da la libertad de ver proveedores fuera de nuestra red. Así funciona en sus primeros meses, y en estos casos podemos bajar lo que paga.' } },
      `## La atención fuera de la red está cubierta
Como miembro de un PPO, puede seguir viendo a cualquier proveedor que acepte Medicare y esté de acuerdo en facturarnos, sin necesidad de referido. Usted paga el copago o coseguro fuera de la red de su plan, que normalmente es más alto que dentro de la red. Ambos cuentan para el monto máximo combinado de gastos de bolsillo de su plan.
## Costos de la red durante un tratamiento
Si, el primer día de su cobertura, está en un tratamiento activo con un proveedor fuera de la red, pídanos una transición de la atención. Si la aprobamos, paga los costos compartidos de la red con ese proveedor durante al menos 90 días, o hasta el final del tratamiento en caso de embarazo o de una enfermedad terminal. Respetamos durante al menos 90 días las autorizaciones previas de su plan Medicare Advantage anterior.
## Servicios que requieren aprobación
Algunos servicios requieren autorización previa tanto dentro como fuera de la red, por ejemplo una hospitalización programada, estudios de imagen avanzados o algunos medicamentos de la Parte B. Los proveedores fuera de la red pueden pedirnos la aprobación de la misma manera que los de la red, y les recomendamos pedirla antes del servicio para que usted sepa qué se cubrirá.
## Ahorre dentro de la red
Los proveedores de la red le cuestan menos y envían su expediente directamente a su equipo de atención. Busque en el directorio de proveedores, o pida a Servicios para Miembros que le ayude a encontrar un médico de la red que hable su idioma.`,
      `## Medicamentos y equipo
Sus recetas siguen nuestra política de transición de la Parte D, que le da un suministro temporal de un medicamento que no está en nuestro formulario durante sus primeros 90 días. El equipo alquilado, como el oxígeno, sigue llegando de su proveedor actual hasta que un proveedor de la red se hace cargo; la página de proveedores de su zona indica a quién llamar.`,
      ...close('es'),
    ],
  },
}

/** Fictional vendors: a name per service and metro, with numbers in the 555-01xx range. */
const SERVICES = [
  ['dme', 'Durable medical equipment and oxygen', 'Equipo médico duradero y oxígeno', 'Medical Supply'],
  ['home', 'Home health care', 'Atención médica en el hogar', 'Home Health'],
  ['vision', 'Vision and eyewear', 'Visión y anteojos', 'Vision Network'],
  ['hearing', 'Hearing exams and hearing aids', 'Exámenes de audición y audífonos', 'Hearing Care'],
  ['lab', 'Outpatient lab', 'Laboratorio ambulatorio', 'Diagnostics'],
  ['ride', 'Rides to appointments', 'Transporte a citas', 'Ride Link'],
]
/** A local word for each metro's vendor names. */
const LOCAL = {
  birmingham: 'Magic City', phoenix: 'Saguaro', 'little-rock': 'Natural State', denver: 'Front Range', miami: 'Biscayne', tampa: 'Gulf Coast', atlanta: 'Peachtree',
  honolulu: 'Aloha', chicago: 'Lakeshore', indianapolis: 'Circle City', louisville: 'Bluegrass', jackson: 'Magnolia', 'st-louis': 'Gateway', charlotte: 'Queen City',
  columbus: 'Scioto', portland: 'Willamette', philadelphia: 'Liberty', columbia: 'Congaree', nashville: 'Cumberland', houston: 'Bayou City', 'san-antonio': 'Alamo',
  seattle: 'Puget Sound', wilmington: 'First State', 'des-moines': 'Raccoon River', wichita: 'Prairie', 'new-orleans': 'Crescent City', omaha: 'Heartland',
  albuquerque: 'Rio Grande', 'oklahoma-city': 'Red Earth', 'salt-lake-city': 'Wasatch', richmond: 'James River',
}
function vendorsOf(metro, index, short) {
  return SERVICES.map(([, en, es, suffix], i) => ({
    service: short === 'en' ? en : es,
    vendor: `${LOCAL[metro.key]} ${suffix}`,
    phone: `1-800-555-01${String(10 + ((index * 7 + i * 13) % 90)).padStart(2, '0')}`,
    url: `https://${(LOCAL[metro.key] + suffix).toLowerCase().replace(/[^a-z]/g, '')}.example/`,
  }))
}

/** A local note per climate: what a new member with equipment or home care should plan for. */
const CLIMATE = {
  hurricane: ['Hurricane season runs from June 1 to November 30. If you use oxygen, a powered wheelchair or a refrigerated medicine, ask your equipment vendor for a backup plan and register with your county\'s special needs shelter program.', 'La temporada de huracanes va del 1 de junio al 30 de noviembre. Si usa oxígeno, una silla de ruedas eléctrica o un medicamento que necesita refrigeración, pida a su proveedor de equipo un plan de respaldo e inscríbase en el programa de refugios para necesidades especiales de su condado.'],
  heat: ['Summer heat here is dangerous for people with heart disease or diabetes. Ask your home health vendor about heat checks, and keep medicines that must stay cool away from hot cars and windows.', 'El calor del verano aquí es peligroso para las personas con enfermedades del corazón o diabetes. Pregunte a su proveedor de salud en el hogar por las visitas de control durante las olas de calor, y no deje los medicamentos que deben mantenerse frescos en el auto ni junto a las ventanas.'],
  winter: ['Winter storms can delay deliveries. Ask your equipment vendor to deliver oxygen and supplies before a storm, and keep a week of medicine on hand; our mail-order pharmacy can help.', 'Las tormentas de invierno pueden retrasar las entregas. Pida a su proveedor de equipo que le lleve oxígeno y suministros antes de una tormenta y tenga a mano medicamentos para una semana; nuestra farmacia de pedidos por correo puede ayudarle.'],
  storms: ['Spring storms and tornado warnings are common. Keep a charged backup battery for powered equipment, and tell your home health vendor where you will shelter.', 'Las tormentas de primavera y los avisos de tornado son frecuentes. Tenga una batería de respaldo cargada para su equipo eléctrico y dígale a su proveedor de salud en el hogar dónde se refugiará.'],
  island: ['On Oahu, some equipment and hearing aids ship from the mainland. Order replacements early, and ask the vendor for a loaner while you wait.', 'En Oahu, algunos equipos y audífonos llegan del continente. Pida los repuestos con tiempo y solicite al proveedor un equipo de préstamo mientras espera.'],
  wildfire: ['Wildfire smoke can make breathing harder in late summer. If you have COPD or use oxygen, ask your vendor about a backup supply and keep your windows closed on smoky days.', 'El humo de los incendios forestales puede dificultar la respiración a finales del verano. Si tiene EPOC o usa oxígeno, pida a su proveedor un suministro de respaldo y mantenga las ventanas cerradas los días con humo.'],
}
const CLIMATE_OF = {
  AL: 'storms', AZ: 'heat', AR: 'storms', CO: 'winter', FL: 'hurricane', GA: 'heat', HI: 'island', IL: 'winter', IN: 'winter', KY: 'storms', MS: 'hurricane', MO: 'storms',
  NC: 'hurricane', OH: 'winter', OR: 'wildfire', PA: 'winter', SC: 'hurricane', TN: 'storms', TX: 'hurricane', WA: 'wildfire', DE: 'winter', IA: 'winter', KS: 'storms',
  LA: 'hurricane', NE: 'winter', NM: 'heat', OK: 'storms', UT: 'winter', VA: 'winter',
}
const CLINIC_METROS = new Set(['miami', 'tampa', 'houston', 'san-antonio', 'phoenix', 'chicago'])
const localNote = (metro, short) => {
  const i = short === 'en' ? 0 : 1
  const climate = CLIMATE[CLIMATE_OF[metro.state]][i]
  const clinic = CLINIC_METROS.has(metro.key)
    ? ['Ceiba Medical clinics in this area can see you the same week and help with every step of your transition.', 'Las clínicas Ceiba Medical de esta zona pueden atenderle en la misma semana y ayudarle en cada paso de su transición.'][i]
    : metro.since >= 2026
      ? ['Our plans here started on January 1, 2026, so many members are new: our local care coordinators hold transition clinics by phone every weekday.', 'Nuestros planes aquí empezaron el 1 de enero de 2026, así que muchos miembros son nuevos: nuestros coordinadores locales atienden consultas de transición por teléfono todos los días hábiles.'][i]
      : ['Network primary care providers throughout the area accept new members; Member Services can find one near you who speaks your language.', 'Los proveedores de atención primaria de la red en toda la zona aceptan miembros nuevos; Servicios para Miembros puede encontrarle uno cerca de usted que hable su idioma.'][i]
  return `${climate} ${clinic}`
}

/** Which transition page applies to each 2026 plan of the metro (HMO, D-SNP and C-SNP: HMO rules). */
function planRules(metro, short) {
  const plans = plansIn(2026, metro.state).filter((p) => p.region === metro.region)
  const hmo = [...new Set(plans.filter((p) => p.planType !== 'PPO').map((p) => p.name))]
  const ppo = [...new Set(plans.filter((p) => p.planType === 'PPO').map((p) => p.name))]
  const j = (list) => (list.length <= 1 ? list.join('') : `${list.slice(0, -1).join(', ')} ${short === 'en' ? 'and' : 'y'} ${list.at(-1)}`)
  if (short === 'en') {
    return [
      `## Which rules apply to your ${metro.region}-area plan`,
      `In 2026, ${plans.length} Ceiba Health plans are offered here.${hmo.length ? ` Members of ${j(hmo)} follow the [transition of care rules for HMO members](page:transition-hmo).` : ''}${ppo.length ? ` Members of ${j(ppo)} follow the [rules for PPO members](page:transition-ppo).` : ''}`,
    ].join('\n')
  }
  return [
    `## Qué reglas se aplican a su plan de la zona de ${metro.region}`,
    `En 2026 se ofrecen aquí ${plans.length} planes de Ceiba Health.${hmo.length ? ` Los miembros de ${j(hmo)} siguen las [reglas de transición para miembros de HMO](page:transicion-hmo).` : ''}${ppo.length ? ` Los miembros de ${j(ppo)} siguen las [reglas para miembros de PPO](page:transicion-ppo).` : ''}`,
  ].join('\n')
}

function vendorPage(metro, index) {
  const { medicaid, ship } = STATE_PROGRAMS[metro.state]
  const since = (short) => (metro.since >= 2026 ? (short === 'en' ? ', new in 2026' : ', nuevo en 2026') : '')
  const en = placeName(metro, 'en')
  const es = placeName(metro, 'es')
  const vendorCount = SERVICES.length
  return {
    key: `vendors-${metro.key}`,
    parent: 'new-member-care',
    en: {
      uid: `vendors-${placeSlug(metro, 'en')}`,
      path: `new-member-care/vendors-${placeSlug(metro, 'en')}`,
      title: `New member vendors: ${en}`,
      metaTitle: `Continuity of care vendors in ${en} | Ceiba Health`,
      metaDescription: `Who to call in the ${metro.region} area for medical equipment, home health, vision, hearing, lab and rides as a new Ceiba Health member, and local Medicare help.`,
      slices: [
        { hero: { eyebrow: 'New member care', title: `Vendors for new members in ${en}`, lead: `Ceiba Health plans in the ${metro.region} area (contract ${metro.contract}${since('en')}) cover ${countyList(metro, 'en')}. These ${vendorCount} vendors keep your services going while your care moves into our network.` } },
        `## How continuity of care works in ${en}
If you already rent equipment, receive home health visits or wait for eyeglasses or hearing aids when your ${metro.region}-area coverage starts, call the ${metro.region} vendor for that service below and give them your Ceiba Health member ID. They contact your current supplier, take over the order and bill us, so you do not pay twice or go without. For oxygen and other equipment you rent, the vendor swaps the equipment at a time that suits you; until then your current supplier's service is covered.
## Around ${metro.region}
${METRO_NOTES[metro.key][0]}
## Medicaid and Medicare help in ${stateName(metro.state, 'en')}
In ${stateName(metro.state, 'en')}, the Medicaid program is ${medicaid}, and free, unbiased Medicare counseling comes from ${ship}.
${STATE_NOTES[metro.state][0]}
If you also have Medicaid, keep your Medicaid card: Medicaid may cover services our plan does not and may pay your Medicare costs. Members of a Ceiba Dual Choice D-SNP can ask their care coordinator to work with the state Medicaid office for them.
## Plan ahead
${localNote(metro, 'en')}
## If a vendor cannot help
Call Member Services. We can approve another network vendor, arrange a transition period with your current supplier, or send a care advocate to sort it out.`,
        { vendors: { title: `Continuity of care vendors, ${metro.region} area`, region: en, intro: `Mention that you are a new Ceiba Health member. Vendors answer on weekdays; for urgent equipment problems after hours, call Member Services.`, vendors: vendorsOf(metro, index, 'en') } },
        planRules(metro, 'en'),
        ...close('en'),
      ],
    },
    es: {
      uid: `proveedores-${placeSlug(metro, 'es')}`,
      path: `atencion-nuevos-miembros/proveedores-${placeSlug(metro, 'es')}`,
      title: `Proveedores para nuevos miembros: ${es} - SPA`,
      cardTitle: `Proveedores para nuevos miembros: ${es}`,
      metaTitle: `Proveedores de continuidad de la atención en ${es} | Ceiba Health`,
      metaDescription: `A quién llamar en la zona de ${metro.region} para equipo médico, salud en el hogar, visión, audición, laboratorio y transporte como nuevo miembro de Ceiba Health.`,
      slices: [
        { hero: { eyebrow: 'Atención para nuevos miembros', title: `Proveedores para nuevos miembros en ${es}`, lead: `Los planes de Ceiba Health en la zona de ${metro.region} (contrato ${metro.contract}${since('es')}) cubren ${countyList(metro, 'es')}. Estos ${vendorCount} proveedores mantienen sus servicios mientras su atención pasa a nuestra red.` } },
        `## Cómo funciona la continuidad de la atención en ${es}
Si cuando empieza su cobertura en la zona de ${metro.region} ya alquila equipo, recibe visitas de salud en el hogar o espera anteojos o audífonos, llame al proveedor de ${metro.region} de ese servicio que aparece abajo y dele su número de miembro de Ceiba Health. El proveedor se comunica con su proveedor actual, se hace cargo del pedido y nos factura a nosotros, para que usted no pague dos veces ni se quede sin el servicio. Si alquila oxígeno u otro equipo, el proveedor lo cambia cuando a usted le convenga; mientras tanto, el servicio de su proveedor actual está cubierto.
## En la zona de ${metro.region}
${METRO_NOTES[metro.key][1]}
## Medicaid y ayuda con Medicare en ${stateName(metro.state, 'es')}
En ${stateName(metro.state, 'es')}, el programa de Medicaid es ${medicaid}, y la orientación gratuita e imparcial sobre Medicare la ofrece ${ship}.
${STATE_NOTES[metro.state][1]}
Si también tiene Medicaid, conserve su tarjeta de Medicaid: Medicaid puede cubrir servicios que nuestro plan no cubre y pagar sus costos de Medicare. Los miembros de un plan Ceiba Dual Choice D-SNP pueden pedirle a su coordinador de atención que haga los trámites con la oficina estatal de Medicaid.
## Planifique con tiempo
${localNote(metro, 'es')}
## Si un proveedor no puede ayudarle
Llame a Servicios para Miembros. Podemos aprobar otro proveedor de la red, tramitar un período de transición con su proveedor actual o asignarle un defensor de la atención para que lo resuelva.`,
        { vendors: { title: `Proveedores de continuidad de la atención, zona de ${metro.region}`, region: es, intro: 'Diga que es un nuevo miembro de Ceiba Health. Los proveedores atienden entre semana; para problemas urgentes con su equipo fuera de horario, llame a Servicios para Miembros.', vendors: vendorsOf(metro, index, 'es') } },
        planRules(metro, 'es'),
        ...close('es'),
      ],
    },
  }
}

export const NEW_MEMBER_PAGES = [HUB, TRANSITION_HMO, ADVOCATE, TRANSITION_PPO, ...METROS.map(vendorPage)]
export { PHONE }
