// The articles of the resources library (spec 2.6). The seven articles that existed keep their
// original slices (lib/data/articles-original.json) with the sections below added before their
// closing banner; the six new ones are written here in full. Built by lib/build-articles.mjs.

/** Titles and summaries, also used by the hubs that list the articles. */
export const ARTICLE_META = {
  'new-to-medicare': { category: 'Medicare basics', en: { title: 'New to Medicare? Start here', summary: 'The parts of Medicare, when to sign up and how to choose coverage for the first time.' }, es: { title: '¿Nuevo en Medicare? Empiece aquí', summary: 'Las partes de Medicare, cuándo inscribirse y cómo elegir su cobertura por primera vez.' } },
  'medicare-eligibility': { category: 'Medicare basics', en: { title: 'Who is eligible for Medicare?', summary: 'Age, disability, ESRD and ALS: the ways people qualify for Medicare, and what it costs.' }, es: { title: '¿Quién tiene derecho a Medicare?', summary: 'Edad, discapacidad, ESRD y ELA: las formas de calificar para Medicare y lo que cuesta.' } },
  'guide-to-enrollment-periods': { category: 'Enrollment', en: { title: 'A guide to Medicare enrollment periods', summary: 'When you can join, switch or drop a plan: the Initial, Annual, General and Special Enrollment Periods.' }, es: { title: 'Guía de los períodos de inscripción de Medicare', summary: 'Cuándo puede inscribirse, cambiar o dejar un plan: los períodos de inscripción inicial, anual, general y especial.' } },
  'special-needs-plans': { category: 'Plan types', en: { title: 'Special needs plans explained', summary: 'D-SNPs and C-SNPs: Medicare Advantage plans designed for people with Medicaid or chronic conditions.' }, es: { title: 'Los planes para necesidades especiales', summary: 'D-SNP y C-SNP: planes Medicare Advantage pensados para personas con Medicaid o afecciones crónicas.' } },
  'dsnps-101': { category: 'Plan types', en: { title: 'D-SNPs 101', summary: 'Who qualifies for a dual-eligible special needs plan, the Medicaid levels that count and what you get.' }, es: { title: 'D-SNP: lo básico', summary: 'Quién califica para un plan para personas con doble elegibilidad, los niveles de Medicaid que cuentan y qué recibe.' } },
  'medicare-fraud': { category: 'Staying safe', en: { title: 'How to spot and report Medicare fraud', summary: 'Common scams that target people with Medicare, how to protect your Medicare number and where to report fraud.' }, es: { title: 'Cómo reconocer y denunciar el fraude de Medicare', summary: 'Las estafas más comunes contra las personas con Medicare, cómo proteger su número de Medicare y dónde denunciar.' } },
  'your-medicare-options': { category: 'Medicare basics', en: { title: 'Your Medicare options', summary: 'Original Medicare with a drug plan and Medigap, or a Medicare Advantage plan: how the two paths compare.' }, es: { title: 'Sus opciones de Medicare', summary: 'Medicare Original con un plan de medicamentos y Medigap, o un plan Medicare Advantage: en qué se diferencian.' } },
  'medicare-advantage-vs-original-medicare': { category: 'Plan types', en: { title: 'Medicare Advantage vs. Original Medicare', summary: 'Costs, networks, extra benefits and travel: a side-by-side look at the two ways to get Medicare.' }, es: { title: 'Medicare Advantage o Medicare Original', summary: 'Costos, redes, beneficios adicionales y viajes: las dos formas de recibir Medicare, lado a lado.' } },
  'extra-help-with-drug-costs': { category: 'Medicare basics', en: { title: 'Extra Help with drug costs', summary: 'Who qualifies for Medicare\'s Low-Income Subsidy, what it pays and how to apply in a few minutes.' }, es: { title: 'Ayuda Adicional para pagar medicamentos', summary: 'Quién califica para el subsidio por bajos ingresos de Medicare, qué paga y cómo solicitarlo en pocos minutos.' } },
  'medicare-preventive-services': { category: 'Medicare basics', en: { title: 'Preventive services Medicare covers', summary: 'Screenings, vaccines and wellness visits that cost $0 in network, and how often you can get them.' }, es: { title: 'Servicios preventivos que cubre Medicare', summary: 'Pruebas de detección, vacunas y visitas de bienestar que cuestan $0 en la red, y cada cuánto puede recibirlas.' } },
  'part-d-changes-2025-2026': { category: 'Medicare basics', en: { title: 'What changed in Part D for 2025 and 2026', summary: 'The $2,000 and $2,100 out-of-pocket caps, the end of the coverage gap, the payment plan and negotiated drug prices.' }, es: { title: 'Qué cambió en la Parte D en 2025 y 2026', summary: 'Los topes de $2,000 y $2,100, el fin de la brecha de cobertura, el plan de pagos y los precios negociados.' } },
  'medicare-savings-programs': { category: 'Enrollment', en: { title: 'Medicare Savings Programs', summary: 'QMB, SLMB, QI and QDWI: state programs that pay Medicare premiums and costs for people with limited income.' }, es: { title: 'Programas de Ahorros de Medicare', summary: 'QMB, SLMB, QI y QDWI: programas estatales que pagan las primas y los costos de Medicare de personas con ingresos limitados.' } },
  'caregivers-guide-to-medicare': { category: 'Staying safe', en: { title: 'A caregiver\'s guide to Medicare', summary: 'How to help a parent or spouse with Medicare: permission to talk to the plan, representatives, paperwork and support.' }, es: { title: 'Guía de Medicare para cuidadores', summary: 'Cómo ayudar a su mamá, su papá o su pareja con Medicare: permisos para hablar con el plan, representantes, trámites y apoyo.' } },
}

const CALL = {
  en: { title: 'Have questions?', body: 'A licensed agent can walk you through your options. There is no obligation to enroll.', primary: { to: 'page:request-call', text: 'Request a call' }, secondary: { to: 'page:find-a-plan', text: 'Find a plan' } },
  es: { title: '¿Tiene preguntas?', body: 'Un agente autorizado puede explicarle sus opciones. No tiene ninguna obligación de inscribirse.', primary: { to: 'page:solicitud-de-llamada', text: 'Solicite una llamada' }, secondary: { to: 'page:encontrar-un-plan', text: 'Encuentre un plan' } },
}
export const cta = (short) => ({ cta: CALL[short] })

/** Sections added to the existing articles, before their closing banner. */
export const ADDITIONS = {
  'new-to-medicare': {
    en: [`## A first-year checklist
- Three months before your 65th birthday: check whether you are enrolled automatically, and sign up for Part B if you are not and have no job-based coverage.
- Compare plans: list your doctors and drugs, then check networks and the formulary of each plan in your county.
- Within 12 months of starting Part B: book your "Welcome to Medicare" preventive visit.
- Every fall: read your plan's Annual Notice of Changes and compare again during the Annual Enrollment Period, October 15 to December 7.
## Medicare Advantage and your first choice
If you join a Medicare Advantage plan when you first get Medicare and are not happy, you can switch to another plan or to Original Medicare during your first three months with the plan. Most plans with drug coverage cap insulin at $35 a month and cover Part D vaccines at $0.`],
    es: [`## Lista para el primer año
- Tres meses antes de cumplir 65 años: confirme si lo inscribieron automáticamente, y si no es así y no tiene cobertura de un empleo, inscríbase en la Parte B.
- Compare planes: haga una lista de sus médicos y medicamentos, y revise la red y el formulario de cada plan de su condado.
- En los 12 meses siguientes al inicio de la Parte B: programe su consulta preventiva "Bienvenido a Medicare".
- Cada otoño: lea el Aviso anual de cambios de su plan y vuelva a comparar durante el Período de Inscripción Anual, del 15 de octubre al 7 de diciembre.
## Medicare Advantage y su primera elección
Si se inscribe en un plan Medicare Advantage cuando recibe Medicare por primera vez y no queda conforme, puede cambiarse a otro plan o a Medicare Original durante sus primeros tres meses en el plan. La mayoría de los planes con cobertura de medicamentos limitan la insulina a $35 al mes y cubren las vacunas de la Parte D a $0.`],
  },
  'medicare-eligibility': {
    en: [`## Eligibility for a Medicare Advantage plan
To join a Medicare Advantage plan you must have Part A and Part B, live in the plan's service area and be a U.S. citizen or lawfully present. You can belong to only one Medicare Advantage plan at a time. People with End-Stage Renal Disease (ESRD) can join only after a successful kidney transplant or if they no longer need regular dialysis.
## Eligibility for special needs plans
A D-SNP requires Medicare and Medicaid at a qualifying level: full benefits (FBDE), QMB, QMB+, SLMB, SLMB+, QI or QDWI. A C-SNP requires a qualifying chronic condition, such as diabetes, chronic heart failure or certain cardiovascular disorders, confirmed by your doctor.
## What Medicare costs
Part A is premium-free if you or your spouse paid Medicare taxes for 40 quarters; otherwise you can buy it. Part B has a monthly premium that rises with higher incomes. People with limited income may get help from the Medicare Savings Programs.`],
    es: [`## Requisitos para un plan Medicare Advantage
Para inscribirse en un plan Medicare Advantage debe tener las Partes A y B, vivir en el área de servicio del plan y ser ciudadano estadounidense o estar legalmente en el país. Solo puede pertenecer a un plan Medicare Advantage a la vez. Las personas con enfermedad renal en etapa terminal (ESRD) solo pueden inscribirse después de un trasplante de riñón exitoso o si ya no necesitan diálisis regular.
## Requisitos para los planes para necesidades especiales
Un D-SNP exige tener Medicare y Medicaid en un nivel que califique: beneficios completos (FBDE), QMB, QMB+, SLMB, SLMB+, QI o QDWI. Un C-SNP exige una afección crónica que califique, como diabetes, insuficiencia cardíaca crónica o ciertos trastornos cardiovasculares, confirmada por su médico.
## Lo que cuesta Medicare
La Parte A no tiene prima si usted o su cónyuge pagaron impuestos de Medicare durante 40 trimestres; si no, puede comprarla. La Parte B tiene una prima mensual que aumenta con los ingresos más altos. Las personas con ingresos limitados pueden recibir ayuda de los Programas de Ahorros de Medicare.`],
  },
  'guide-to-enrollment-periods': {
    en: [`## Common Special Enrollment Periods
- You move out of your plan's service area, or to a new area with new plan options.
- You gain, lose or change Medicaid, or qualify for Extra Help.
- You move into or out of a nursing home or other institution.
- You lose job-based or union coverage.
- You qualify for a special needs plan, such as a C-SNP after a new diagnosis.
- A plan with a 5-star rating is available in your area (once a year, from December 8 to November 30).
Each Special Enrollment Period has its own time limit, usually two months after the event. When in doubt, call us or 1-800-MEDICARE before the window closes.`],
    es: [`## Períodos de Inscripción Especial frecuentes
- Se muda fuera del área de servicio de su plan, o a una zona con otras opciones de planes.
- Obtiene, pierde o cambia su Medicaid, o califica para la Ayuda Adicional.
- Ingresa o sale de un hogar de ancianos u otra institución.
- Pierde la cobertura de su empleo o de su sindicato.
- Califica para un plan para necesidades especiales, como un C-SNP después de un diagnóstico nuevo.
- Hay un plan con 5 estrellas en su zona (una vez al año, del 8 de diciembre al 30 de noviembre).
Cada Período de Inscripción Especial tiene su propio plazo, normalmente de dos meses después del hecho. Si tiene dudas, llámenos o llame al 1-800-MEDICARE antes de que se cierre el plazo.`],
  },
  'special-needs-plans': {
    en: [`## D-SNP or C-SNP?
A **D-SNP** (dual-eligible special needs plan) is for people with Medicare and Medicaid at a qualifying level: FBDE, QMB, QMB+, SLMB, SLMB+, QI or QDWI. It coordinates both programs, and many members pay $0 for covered services. A **C-SNP** (chronic condition special needs plan) is for people with a qualifying condition, such as diabetes, chronic heart failure or certain cardiovascular disorders; some C-SNPs are for diabetes only.
## What a SNP adds
Every SNP has a model of care: a care coordinator, a yearly health risk assessment and an individual care plan. Many offer benefits aimed at their members, such as diabetic supplies at $0, healthy food allowances or cardiac rehabilitation support.
## When you can join
If you qualify, you can join a SNP during the Annual Enrollment Period, and people with Medicaid or Extra Help have Special Enrollment Periods during the year. People with ESRD can join only after a successful kidney transplant or if they no longer need regular dialysis.`],
    es: [`## ¿D-SNP o C-SNP?
Un **D-SNP** (plan para necesidades especiales de doble elegibilidad) es para personas con Medicare y Medicaid en un nivel que califica: FBDE, QMB, QMB+, SLMB, SLMB+, QI o QDWI. Coordina ambos programas, y muchos miembros pagan $0 por los servicios cubiertos. Un **C-SNP** (plan para necesidades especiales por afecciones crónicas) es para personas con una afección que califica, como diabetes, insuficiencia cardíaca crónica o ciertos trastornos cardiovasculares; algunos C-SNP son solo para la diabetes.
## Lo que añade un SNP
Todo SNP tiene un modelo de atención: un coordinador de atención, una evaluación anual de riesgos de salud y un plan de atención individual. Muchos ofrecen beneficios pensados para sus miembros, como suministros para diabéticos a $0, asignaciones para alimentos saludables o apoyo para la rehabilitación cardíaca.
## Cuándo puede inscribirse
Si califica, puede inscribirse en un SNP durante el Período de Inscripción Anual, y las personas con Medicaid o Ayuda Adicional tienen Períodos de Inscripción Especial durante el año. Las personas con ESRD solo pueden inscribirse después de un trasplante de riñón exitoso o si ya no necesitan diálisis regular.`],
  },
  'dsnps-101': {
    en: [`## The Medicaid levels in plain words
- **FBDE:** full Medicaid benefits; Medicaid may also pay Medicare premiums and cost sharing.
- **QMB and QMB+:** Medicaid pays your Part A and Part B premiums, deductibles and copays; providers may not bill you for Medicare-covered services.
- **SLMB and SLMB+:** Medicaid pays your Part B premium.
- **QI:** Medicaid pays your Part B premium, while funds last each year.
- **QDWI:** Medicaid pays the Part A premium for certain working people with disabilities.
## Keeping your eligibility
Your state reviews Medicaid eligibility every year. Open every letter from your Medicaid office and return renewal forms on time: if Medicaid lapses, you have a grace period to renew before you must leave the D-SNP.`],
    es: [`## Los niveles de Medicaid con palabras sencillas
- **FBDE:** beneficios completos de Medicaid; Medicaid también puede pagar las primas y los costos compartidos de Medicare.
- **QMB y QMB+:** Medicaid paga sus primas, deducibles y copagos de las Partes A y B; los proveedores no pueden cobrarle los servicios que cubre Medicare.
- **SLMB y SLMB+:** Medicaid paga su prima de la Parte B.
- **QI:** Medicaid paga su prima de la Parte B, mientras haya fondos cada año.
- **QDWI:** Medicaid paga la prima de la Parte A de ciertas personas con discapacidad que trabajan.
## Cómo mantener su elegibilidad
Su estado revisa cada año la elegibilidad para Medicaid. Abra todas las cartas de su oficina de Medicaid y devuelva a tiempo los formularios de renovación: si su Medicaid vence, tiene un período de gracia para renovarlo antes de tener que dejar el D-SNP.`],
  },
  'medicare-fraud': {
    en: [`## Scams to watch for
- Calls offering free genetic tests, braces or medical equipment in exchange for your Medicare number.
- Someone claiming to be from Medicare who says you need a new card or will lose benefits unless you "verify" your number. Medicare does not call you to ask for it.
- Bills or Medicare Summary Notices for services you never received.
- Door-to-door sellers offering gifts worth more than $15 to sign you up for a plan; agents may not do that.
## Where to report
Call Ceiba Health's compliance hotline or Member Services, 1-800-MEDICARE (1-800-633-4227), or the HHS Office of Inspector General at 1-800-HHS-TIPS (1-800-447-8477). Your local Senior Medicare Patrol can also help you check your statements. Reporting never affects your benefits.`],
    es: [`## Estafas a las que hay que estar atentos
- Llamadas que ofrecen pruebas genéticas, aparatos ortopédicos o equipo médico gratis a cambio de su número de Medicare.
- Alguien que dice ser de Medicare y le asegura que necesita una tarjeta nueva o que perderá sus beneficios si no "verifica" su número. Medicare no le llama para pedírselo.
- Facturas o Resúmenes de Medicare con servicios que nunca recibió.
- Vendedores que van de puerta en puerta y ofrecen regalos de más de $15 para inscribirle en un plan; los agentes no pueden hacerlo.
## Dónde denunciar
Llame a la línea de cumplimiento de Ceiba Health o a Servicios para Miembros, al 1-800-MEDICARE (1-800-633-4227) o a la Oficina del Inspector General del HHS, al 1-800-HHS-TIPS (1-800-447-8477). La Patrulla de Medicare para Personas Mayores de su zona también puede ayudarle a revisar sus estados de cuenta. Denunciar nunca afecta sus beneficios.`],
  },
  'your-medicare-options': {
    en: [`## How to decide
Start with the doctors you want to keep and the drugs you take. If your doctors are in a plan's network and your drugs are on its formulary, a Medicare Advantage plan can cost less overall and add dental, vision and hearing benefits. If you travel a lot or want any doctor who accepts Medicare nationwide, Original Medicare with a Medigap policy may suit you better, at a higher monthly cost.
## Changing your mind
You can change your choice each year during the Annual Enrollment Period (October 15 to December 7). Medicare Advantage members can also switch plans, or return to Original Medicare, once from January 1 to March 31. Buying a Medigap policy later may require health questions in many states.`],
    es: [`## Cómo decidir
Empiece por los médicos que quiere conservar y los medicamentos que toma. Si sus médicos están en la red de un plan y sus medicamentos en su formulario, un plan Medicare Advantage puede costarle menos en total y añadir beneficios dentales, de visión y de audición. Si viaja mucho o quiere atenderse con cualquier médico que acepte Medicare en todo el país, Medicare Original con una póliza Medigap puede convenirle más, a un costo mensual mayor.
## Si cambia de opinión
Puede cambiar su elección cada año durante el Período de Inscripción Anual (del 15 de octubre al 7 de diciembre). Los miembros de Medicare Advantage también pueden cambiar de plan, o volver a Medicare Original, una vez entre el 1 de enero y el 31 de marzo. En muchos estados, comprar una póliza Medigap más adelante puede exigir responder preguntas de salud.`],
  },
}

/** The six new articles, written in full (hero, sections, FAQ). */
export const NEW_ARTICLES = {
  'medicare-advantage-vs-original-medicare': {
    en: [
      { hero: { eyebrow: 'Plan types', title: 'Medicare Advantage vs. Original Medicare', lead: 'There are two main ways to get your Medicare benefits. Both cover everything Parts A and B cover; they differ in cost, choice of doctors and extras.' } },
      `## Original Medicare
Original Medicare is run by the federal government. You can see any doctor or hospital in the country that accepts Medicare, usually without referrals. After the Part B deductible you generally pay 20% of the cost of services, with no yearly limit. To cover drugs you add a Part D plan, and many people buy a Medigap (Medicare Supplement) policy to help with the 20%.
## Medicare Advantage
Medicare Advantage plans are offered by private companies approved by Medicare. They cover all Part A and B services, usually include Part D, and often add dental, vision, hearing, fitness and over-the-counter allowances. You pay copays or coinsurance set by the plan, and every plan has a yearly out-of-pocket maximum for covered medical services. Most plans use networks: HMOs generally require you to use network providers except in emergencies, while PPOs cover out-of-network care at a higher cost.`,
      { table: { title: 'Side by side', caption: 'Original Medicare compared with Medicare Advantage', head: ['Topic', 'Original Medicare', 'Medicare Advantage'], rows: [
        ['Doctors', 'Any provider that accepts Medicare', 'Plan network (HMO), or network plus out-of-network at higher cost (PPO)'],
        ['Yearly limit on what you pay', 'None, unless you buy Medigap', 'Yes, an out-of-pocket maximum'],
        ['Drug coverage', 'Add a separate Part D plan', 'Usually included'],
        ['Dental, vision, hearing', 'Mostly not covered', 'Often included'],
        ['Premium', 'Part B premium, plus Part D and Medigap premiums', 'Part B premium, plus the plan premium, which is $0 in many plans'],
      ] } },
      `## Travel and emergencies
Emergency and urgent care are covered anywhere in the United States in both. If you spend months away from home, Original Medicare or a PPO may be easier; some plans also cover emergencies abroad.`,
      { faq: { title: 'Common questions', items: [
        ['Do I still pay my Part B premium in Medicare Advantage?', 'Yes, unless Medicaid or a Medicare Savings Program pays it. Some Medicare Advantage plans give part of it back each month.'],
        ['Can I have Medigap with Medicare Advantage?', 'No. Medigap policies only work with Original Medicare.'],
      ] } },
    ],
    es: [
      { hero: { eyebrow: 'Tipos de planes', title: 'Medicare Advantage o Medicare Original', lead: 'Hay dos maneras principales de recibir sus beneficios de Medicare. Las dos cubren todo lo que cubren las Partes A y B; se diferencian en el costo, la elección de médicos y los beneficios adicionales.' } },
      `## Medicare Original
Medicare Original lo administra el gobierno federal. Puede atenderse con cualquier médico u hospital del país que acepte Medicare, normalmente sin referidos. Después del deducible de la Parte B, por lo general paga el 20 % del costo de los servicios, sin límite anual. Para cubrir medicamentos añade un plan de la Parte D, y muchas personas compran una póliza Medigap (Seguro Suplementario de Medicare) que les ayuda con ese 20 %.
## Medicare Advantage
Los planes Medicare Advantage los ofrecen compañías privadas aprobadas por Medicare. Cubren todos los servicios de las Partes A y B, suelen incluir la Parte D y muchas veces añaden dental, visión, audición, gimnasio y asignaciones para artículos de venta libre. Usted paga los copagos o coseguros que fija el plan, y todos los planes tienen un máximo anual de gastos de bolsillo para los servicios médicos cubiertos. La mayoría usan redes: en los HMO, por lo general debe atenderse con proveedores de la red salvo en emergencias, y los PPO cubren la atención fuera de la red a un costo mayor.`,
      { table: { title: 'Lado a lado', caption: 'Medicare Original comparado con Medicare Advantage', head: ['Tema', 'Medicare Original', 'Medicare Advantage'], rows: [
        ['Médicos', 'Cualquier proveedor que acepte Medicare', 'La red del plan (HMO), o la red más proveedores fuera de la red a mayor costo (PPO)'],
        ['Límite anual de lo que paga', 'No tiene, salvo que compre Medigap', 'Sí, un máximo de gastos de bolsillo'],
        ['Cobertura de medicamentos', 'Se añade un plan de la Parte D aparte', 'Suele estar incluida'],
        ['Dental, visión, audición', 'Casi nunca está cubierto', 'Muchas veces está incluido'],
        ['Prima', 'Prima de la Parte B, más las primas de la Parte D y de Medigap', 'Prima de la Parte B, más la prima del plan, que es de $0 en muchos planes'],
      ] } },
      `## Viajes y emergencias
En los dos casos, la atención de emergencia y de urgencia está cubierta en cualquier lugar de Estados Unidos. Si pasa meses fuera de casa, Medicare Original o un PPO pueden resultarle más prácticos; algunos planes también cubren emergencias en el extranjero.`,
      { faq: { title: 'Preguntas frecuentes', items: [
        ['¿Sigo pagando la prima de la Parte B con Medicare Advantage?', 'Sí, salvo que la pague Medicaid o un Programa de Ahorros de Medicare. Algunos planes Medicare Advantage le devuelven una parte cada mes.'],
        ['¿Puedo tener Medigap con Medicare Advantage?', 'No. Las pólizas Medigap solo funcionan con Medicare Original.'],
      ] } },
    ],
  },
  'extra-help-with-drug-costs': {
    en: [
      { hero: { eyebrow: 'Medicare basics', title: 'Extra Help with drug costs', lead: 'Extra Help, also called the Low-Income Subsidy (LIS), is a Medicare program that lowers what you pay for Part D drug coverage. Millions of people qualify without knowing it.' } },
      `## What Extra Help pays
With full Extra Help you pay no Part D deductible, little or no monthly premium for a plan at or below your area's benchmark, and low fixed copays for covered drugs; in many Ceiba Health plans covered drugs cost $0 with Extra Help. You also get a Special Enrollment Period: under current rules you can switch, once a month, to Original Medicare with a stand-alone Part D plan.
## Who qualifies
Since 2024, people with incomes up to 150% of the federal poverty level and limited resources qualify for full Extra Help. Resources include savings and investments but not your home, one car or a burial plot. If you have Medicaid, SSI or a Medicare Savings Program, you qualify automatically and Medicare sends you a purple letter.
## How to apply
Apply online with Social Security, by phone or at a local office; it takes about 30 minutes. You can also ask your state Medicaid office, which will check you for the Medicare Savings Programs at the same time. Our Member Services team can help you fill out the application.`,
      { faq: { title: 'Common questions', items: [
        ['Do I need to reapply every year?', 'Social Security reviews some cases each year and sends a form if it needs updated information. If you qualify automatically, you keep Extra Help as long as you keep Medicaid or your Medicare Savings Program.'],
        ['Does Extra Help change my plan choice?', 'No, you can use it with any Part D plan, including Medicare Advantage plans with drug coverage.'],
      ] } },
    ],
    es: [
      { hero: { eyebrow: 'Conceptos básicos de Medicare', title: 'Ayuda Adicional para pagar medicamentos', lead: 'La Ayuda Adicional, también llamada subsidio por bajos ingresos (LIS), es un programa de Medicare que reduce lo que paga por la cobertura de medicamentos de la Parte D. Millones de personas califican sin saberlo.' } },
      `## Qué paga la Ayuda Adicional
Con la Ayuda Adicional completa no paga deducible de la Parte D, paga poco o nada de prima mensual en un plan que esté en el monto de referencia de su zona o por debajo, y tiene copagos fijos bajos por los medicamentos cubiertos; en muchos planes de Ceiba Health, los medicamentos cubiertos cuestan $0 con la Ayuda Adicional. También tiene un Período de Inscripción Especial que, según las reglas actuales, le permite cambiarse una vez al mes a Medicare Original con un plan de medicamentos independiente.
## Quién califica
Desde 2024, las personas con ingresos de hasta el 150 % del nivel federal de pobreza y recursos limitados califican para la Ayuda Adicional completa. Los recursos incluyen los ahorros y las inversiones, pero no su casa, un auto ni un terreno para sepultura. Si tiene Medicaid, SSI o un Programa de Ahorros de Medicare, califica automáticamente y Medicare le envía una carta de color morado.
## Cómo solicitarla
Solicítela en línea en el Seguro Social, por teléfono o en una oficina local; toma unos 30 minutos. También puede pedirla en la oficina de Medicaid de su estado, que al mismo tiempo revisará si califica para los Programas de Ahorros de Medicare. Nuestro equipo de Servicios para Miembros puede ayudarle a llenar la solicitud.`,
      { faq: { title: 'Preguntas frecuentes', items: [
        ['¿Tengo que volver a solicitarla cada año?', 'El Seguro Social revisa algunos casos cada año y le envía un formulario si necesita información actualizada. Si califica automáticamente, conserva la Ayuda Adicional mientras mantenga su Medicaid o su Programa de Ahorros de Medicare.'],
        ['¿La Ayuda Adicional cambia el plan que puedo elegir?', 'No, puede usarla con cualquier plan de la Parte D, incluidos los planes Medicare Advantage con cobertura de medicamentos.'],
      ] } },
    ],
  },
  'medicare-preventive-services': {
    en: [
      { hero: { eyebrow: 'Medicare basics', title: 'Preventive services Medicare covers', lead: 'Finding a problem early is easier to treat. Medicare covers a long list of screenings, vaccines and counseling, most at $0 when you use a network provider.' } },
      `## Visits
- **Welcome to Medicare preventive visit:** once, within the first 12 months of Part B.
- **Annual Wellness Visit:** every 12 months after that, to update your prevention plan, review medicines and screen for memory problems and depression.
## Screenings
- Mammograms every 12 months for women 40 and older.
- Colorectal cancer screening: a stool test every year or every 3 years depending on the test, or a colonoscopy every 10 years (more often if you are at high risk), from age 45.
- Diabetes screening, cholesterol and heart disease blood tests, bone density tests, lung cancer screening for people with a heavy smoking history, abdominal aortic aneurysm screening, and hepatitis B, hepatitis C and HIV screening.
## Vaccines
Flu every season, COVID-19, pneumonia and hepatitis B (for people at medium or high risk) are covered under Part B. Shingles, Tdap, RSV and other vaccines recommended for adults are covered under Part D at $0.
## Counseling
Counseling to quit smoking, lose weight if you have obesity, reduce alcohol misuse and lower heart disease risk is covered. The Medicare Diabetes Prevention Program helps people with prediabetes.`,
      { faq: { title: 'Common questions', items: [
        ['Why did I get a bill after a preventive visit?', 'If your doctor treats or tests for a new problem during the visit, that part may have a copay. Ask at the start of the visit if you are unsure.'],
        ['How do I know what I am due for?', 'Your Annual Wellness Visit ends with a written schedule, and many Ceiba Health members get reminders from their care team.'],
      ] } },
    ],
    es: [
      { hero: { eyebrow: 'Conceptos básicos de Medicare', title: 'Servicios preventivos que cubre Medicare', lead: 'Un problema detectado a tiempo es más fácil de tratar. Medicare cubre una larga lista de pruebas de detección, vacunas y asesorías, casi todas a $0 si usa un proveedor de la red.' } },
      `## Consultas
- **Consulta preventiva "Bienvenido a Medicare":** una vez, en los primeros 12 meses de la Parte B.
- **Visita anual de bienestar:** cada 12 meses después, para actualizar su plan de prevención, revisar sus medicamentos y detectar problemas de memoria y depresión.
## Pruebas de detección
- Mamografías cada 12 meses para las mujeres de 40 años o más.
- Detección de cáncer colorrectal a partir de los 45 años: una prueba de heces cada año o cada 3 años, según la prueba, o una colonoscopia cada 10 años (con más frecuencia si su riesgo es alto).
- Detección de diabetes, análisis de colesterol y de enfermedades del corazón, densitometría ósea, detección de cáncer de pulmón para personas con un historial importante de tabaquismo, detección de aneurisma de aorta abdominal y pruebas de hepatitis B, hepatitis C y VIH.
## Vacunas
La Parte B cubre la vacuna contra la gripe cada temporada, la del COVID-19, la de la neumonía y la de la hepatitis B (para personas con riesgo medio o alto). La Parte D cubre a $0 las vacunas del herpes zóster, la Tdap, el VRS y otras recomendadas para adultos.
## Asesoría
Está cubierta la asesoría para dejar de fumar, bajar de peso si tiene obesidad, reducir el consumo excesivo de alcohol y disminuir el riesgo de enfermedades del corazón. El Programa de Prevención de la Diabetes de Medicare ayuda a las personas con prediabetes.`,
      { faq: { title: 'Preguntas frecuentes', items: [
        ['¿Por qué me llegó una factura después de una consulta preventiva?', 'Si durante la consulta su médico trata o estudia un problema nuevo, esa parte puede tener copago. Si tiene dudas, pregunte al comienzo de la consulta.'],
        ['¿Cómo sé qué pruebas me tocan?', 'Su visita anual de bienestar termina con un calendario por escrito, y muchos miembros de Ceiba Health reciben recordatorios de su equipo de atención.'],
      ] } },
    ],
  },
  'part-d-changes-2025-2026': {
    en: [
      { hero: { eyebrow: 'Medicare basics', title: 'What changed in Part D for 2025 and 2026', lead: 'The Inflation Reduction Act rebuilt Medicare drug coverage. Here is what the changes mean for what you pay at the pharmacy.' } },
      `## A yearly cap on drug costs
Starting in 2025, what you pay out of pocket for covered Part D drugs is capped: $2,000 in 2025 and $2,100 in 2026. Once you reach the cap, you pay $0 for covered drugs for the rest of the year. The old coverage gap, or "donut hole," is gone.
## Three stages instead of four
Part D now has a deductible stage (in plans that have a deductible), an initial coverage stage where you pay copays or coinsurance, and the catastrophic stage where you pay nothing. Covered insulins and most adult vaccines are never subject to the deductible.
## Spreading costs over the year
The Medicare Prescription Payment Plan lets you pay your out-of-pocket drug costs in monthly amounts instead of at the pharmacy. You can join before or during the year.
## Negotiated prices
For the first time, Medicare negotiated prices for ten widely used drugs, including Eliquis, Jardiance, Xarelto, Januvia and Farxiga. The negotiated prices took effect on January 1, 2026, and more drugs follow in 2027.
## What stayed the same
Insulin is still capped at $35 for a month's supply of each covered product, and Part D vaccines recommended for adults still cost $0.`,
      { faq: { title: 'Common questions', items: [
        ['Do premiums count toward the cap?', 'No. The cap counts what you pay for covered drugs: deductibles, copays and coinsurance.'],
        ['Does the cap include drugs not on my formulary?', 'Only if the plan covers them through an approved exception.'],
      ] } },
    ],
    es: [
      { hero: { eyebrow: 'Conceptos básicos de Medicare', title: 'Qué cambió en la Parte D en 2025 y 2026', lead: 'La Ley de Reducción de la Inflación transformó la cobertura de medicamentos de Medicare. Esto es lo que significan los cambios para lo que paga en la farmacia.' } },
      `## Un tope anual para los gastos en medicamentos
Desde 2025, lo que paga de su bolsillo por los medicamentos cubiertos de la Parte D tiene un tope: $2,000 en 2025 y $2,100 en 2026. Cuando llega al tope, paga $0 por los medicamentos cubiertos el resto del año. La antigua brecha de cobertura, o "período sin cobertura", ya no existe.
## Tres etapas en lugar de cuatro
La Parte D ahora tiene una etapa de deducible (en los planes que tienen deducible), una etapa de cobertura inicial en la que paga copagos o coseguros, y la etapa catastrófica, en la que no paga nada. Las insulinas cubiertas y la mayoría de las vacunas para adultos nunca están sujetas al deducible.
## Repartir los costos durante el año
El Plan de Pagos de Medicamentos Recetados de Medicare le permite pagar sus gastos de bolsillo en medicamentos en cuotas mensuales en lugar de pagarlos en la farmacia. Puede unirse antes del año o durante el año.
## Precios negociados
Por primera vez, Medicare negoció los precios de diez medicamentos muy usados, entre ellos Eliquis, Jardiance, Xarelto, Januvia y Farxiga. Los precios negociados entraron en vigor el 1 de enero de 2026, y en 2027 se suman más medicamentos.
## Lo que no cambió
La insulina sigue teniendo un tope de $35 por el suministro de un mes de cada producto cubierto, y las vacunas de la Parte D recomendadas para adultos siguen costando $0.`,
      { faq: { title: 'Preguntas frecuentes', items: [
        ['¿Las primas cuentan para el tope?', 'No. El tope cuenta lo que paga por los medicamentos cubiertos: deducibles, copagos y coseguros.'],
        ['¿El tope incluye medicamentos que no están en mi formulario?', 'Solo si el plan los cubre por una excepción aprobada.'],
      ] } },
    ],
  },
  'medicare-savings-programs': {
    en: [
      { hero: { eyebrow: 'Enrollment', title: 'Medicare Savings Programs', lead: 'If your income and savings are limited, your state\'s Medicaid program may pay your Medicare premiums, and sometimes your deductibles and copays, even if you do not qualify for full Medicaid.' } },
      { table: { title: 'The four programs', caption: 'Medicare Savings Programs and what each pays', head: ['Program', 'What it pays'], rows: [
        ['Qualified Medicare Beneficiary (QMB)', 'Part A and Part B premiums, deductibles, coinsurance and copays'],
        ['Specified Low-Income Medicare Beneficiary (SLMB)', 'Part B premium'],
        ['Qualifying Individual (QI)', 'Part B premium; apply every year, first come, first served'],
        ['Qualified Disabled and Working Individuals (QDWI)', 'Part A premium for some working people with disabilities'],
      ], footnote: 'QMB+ and SLMB+ mean you also have full Medicaid benefits.' } },
      `## Why it matters
Besides the premium savings, anyone in a Medicare Savings Program automatically qualifies for Extra Help with Part D drug costs, and can qualify for a dual-eligible special needs plan (D-SNP). With QMB, providers may not bill you for Medicare-covered services.
## Income and resource limits
Each state sets its limits within federal rules, and some states have higher limits or no resource test. In general, a single person with a monthly income around the federal poverty level qualifies for QMB, and up to about 135% of it for QI. Apply even if you think you are just above the line: many expenses are not counted.
## How to apply
Apply through your state Medicaid office, online or in person. Bring proof of income, bank statements and your Medicare card. If you are approved, the Part B premium stops being deducted from your Social Security check, usually within a few months.`,
    ],
    es: [
      { hero: { eyebrow: 'Inscripción', title: 'Programas de Ahorros de Medicare', lead: 'Si sus ingresos y sus ahorros son limitados, el programa de Medicaid de su estado puede pagar sus primas de Medicare y, a veces, sus deducibles y copagos, aunque no califique para Medicaid completo.' } },
      { table: { title: 'Los cuatro programas', caption: 'Programas de Ahorros de Medicare y lo que paga cada uno', head: ['Programa', 'Qué paga'], rows: [
        ['Beneficiario Calificado de Medicare (QMB)', 'Primas, deducibles, coseguros y copagos de las Partes A y B'],
        ['Beneficiario de Medicare con Bajos Ingresos Especificados (SLMB)', 'La prima de la Parte B'],
        ['Individuo Calificado (QI)', 'La prima de la Parte B; se solicita cada año y se asigna por orden de llegada'],
        ['Personas Calificadas Discapacitadas y Empleadas (QDWI)', 'La prima de la Parte A de algunas personas con discapacidad que trabajan'],
      ], footnote: 'QMB+ y SLMB+ significan que además tiene los beneficios completos de Medicaid.' } },
      `## Por qué importa
Además del ahorro en primas, quien está en un Programa de Ahorros de Medicare califica automáticamente para la Ayuda Adicional con los costos de medicamentos de la Parte D y puede calificar para un plan para necesidades especiales de doble elegibilidad (D-SNP). Con QMB, los proveedores no pueden cobrarle los servicios que cubre Medicare.
## Límites de ingresos y recursos
Cada estado fija sus límites dentro de las reglas federales, y algunos tienen límites más altos o no cuentan los recursos. En general, una persona sola con ingresos mensuales cercanos al nivel federal de pobreza califica para QMB, y hasta alrededor del 135 % de ese nivel, para QI. Presente la solicitud aunque crea que está apenas por encima del límite: muchos gastos no se cuentan.
## Cómo solicitarlo
Presente la solicitud en la oficina de Medicaid de su estado, en línea o en persona. Lleve comprobantes de ingresos, estados de cuenta bancarios y su tarjeta de Medicare. Si lo aprueban, la prima de la Parte B deja de descontarse de su cheque del Seguro Social, normalmente en unos pocos meses.`,
    ],
  },
  'caregivers-guide-to-medicare': {
    en: [
      { hero: { eyebrow: 'Staying safe', title: 'A caregiver\'s guide to Medicare', lead: 'If you help a parent, spouse or friend with Medicare, a few forms and habits make it much easier to get answers and keep their care on track.' } },
      `## Get permission to talk to the plan
Privacy rules mean a plan can only discuss a member's information with people the member allows. The member can name you by phone with Member Services, or sign an authorization form. If you will make decisions for them, such as filing appeals, they can name you as their representative with the Appointment of Representative form (CMS-1696). A health care power of attorney or legal guardianship also works.
## Keep one folder
Keep the member ID card, a current medicine list, the doctors' names and numbers, the plan's Evidence of Coverage and the Medicare Summary Notices or Explanations of Benefits in one place. Bring the medicine list to every appointment and hospital visit.
## Use the help available
- Ask for a care coordinator or case manager, especially after a hospital stay.
- Ask whether your loved one qualifies for a special needs plan, home visits or transportation benefits.
- Request materials in large print, braille, audio CD or data CD, or in another language, at no cost.
## Take care of yourself
Caregiving is demanding. Respite care, adult day programs and caregiver support groups are available through local Area Agencies on Aging; call the Eldercare Locator at 1-800-677-1116 to find yours.`,
      { faq: { title: 'Common questions', items: [
        ['Can I enroll my mother in a plan?', 'Yes, if you are her authorized representative under state law, or she is present and agrees. The application asks for the representative\'s name, relationship, phone, email and address.'],
        ['Will I be billed for her care?', 'No. Caregivers and representatives are not responsible for a member\'s bills because they help.'],
      ] } },
    ],
    es: [
      { hero: { eyebrow: 'Cómo protegerse', title: 'Guía de Medicare para cuidadores', lead: 'Si ayuda a su mamá, a su papá, a su pareja o a un amigo con Medicare, unos pocos formularios y costumbres le facilitan mucho conseguir respuestas y mantener su atención en orden.' } },
      `## Pida permiso para hablar con el plan
Por las reglas de privacidad, un plan solo puede hablar de la información de un miembro con las personas que el miembro autoriza. El miembro puede nombrarle por teléfono con Servicios para Miembros o firmar un formulario de autorización. Si usted va a tomar decisiones por él o ella, como presentar apelaciones, puede nombrarle su representante con el formulario de Nombramiento de Representante (CMS-1696). También sirven un poder notarial para asuntos de salud o una tutela legal.
## Tenga todo en una carpeta
Guarde en un solo lugar la tarjeta de miembro, una lista actualizada de medicamentos, los nombres y teléfonos de los médicos, la Evidencia de cobertura del plan y los Resúmenes de Medicare o las Explicaciones de beneficios. Lleve la lista de medicamentos a todas las citas y al hospital.
## Aproveche la ayuda disponible
- Pida un coordinador de atención o un administrador de casos, sobre todo después de una hospitalización.
- Pregunte si su familiar califica para un plan para necesidades especiales, visitas a domicilio o beneficios de transporte.
- Pida los materiales en letra grande, braille, CD de audio o CD de datos, o en otro idioma, sin costo.
## Cuídese usted también
Cuidar a alguien es exigente. Las Agencias Locales para Adultos Mayores ofrecen cuidados de relevo, programas de día para adultos y grupos de apoyo para cuidadores; llame al Eldercare Locator, al 1-800-677-1116, para encontrar la suya.`,
      { faq: { title: 'Preguntas frecuentes', items: [
        ['¿Puedo inscribir a mi mamá en un plan?', 'Sí, si es su representante autorizado según la ley estatal, o si ella está presente y está de acuerdo. La solicitud pide el nombre, el parentesco, el teléfono, el correo electrónico y la dirección del representante.'],
        ['¿Me van a cobrar a mí su atención?', 'No. Los cuidadores y representantes no son responsables de las facturas del miembro por el hecho de ayudarle.'],
      ] } },
    ],
  },
}
