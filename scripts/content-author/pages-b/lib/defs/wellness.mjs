// Health and wellness (spec 2.6): the hub, disease management, blood pressure, mental and behavioral
// health, the resources hub (every article) and understanding-medicare with its three topic hubs.
import { contact, disclaimer } from '../common.mjs'
import { articleLink } from '../articles-index.mjs'
import { ARTICLE_META } from './articles.mjs'

const ID = 'H1234_2026HW'
const close = (short, notes = ['varies']) => [contact(short), disclaimer(short, ID, notes)]

/** Child-page items for articles: a hub lists them beside its child pages. */
const articleItems = (keys, short) =>
  keys.map((key) => ({ link: articleLink(key, short, ARTICLE_META[key][short].title), metaDescription: ARTICLE_META[key][short].summary }))

const BASICS = ['new-to-medicare', 'medicare-eligibility', 'medicare-preventive-services', 'medicare-fraud', 'caregivers-guide-to-medicare']
const PLANS = ['your-medicare-options', 'medicare-advantage-vs-original-medicare', 'special-needs-plans', 'dsnps-101']
const COVERAGE = ['guide-to-enrollment-periods', 'extra-help-with-drug-costs', 'part-d-changes-2025-2026', 'medicare-savings-programs']

export const WELLNESS_PAGES = [
  {
    key: 'health-and-wellness',
    en: {
      uid: 'health-and-wellness',
      path: 'health-and-wellness',
      title: 'Health and wellness',
      metaTitle: 'Health and wellness programs | Ceiba Health',
      metaDescription: 'Fitness memberships, disease management, mental health support, a 24/7 nurse line and Medicare resources for Ceiba Health members.',
      slices: [
        { hero: { title: 'Stay well, your way', lead: 'Ceiba Health members get programs that help them stay active, manage chronic conditions and feel supported, at no extra cost in most plans.', image: ['en-us', 'health-and-wellness'], primary: { to: 'page:disease-management-programs', text: 'Disease management programs' } } },
        { highlights: { title: 'Programs for members', items: [
          { icon: 'fitness', name: 'Fitness membership', description: 'A gym membership at participating fitness centers, or home workout kits if you prefer to exercise at home.' },
          { icon: 'doctor', name: 'Disease management', description: 'Nurses and health coaches help you manage diabetes, heart failure, COPD and high blood pressure.', to: 'page:disease-management-programs', text: 'Programs' },
          { icon: 'telehealth', name: '24/7 nurse line and telehealth', description: 'Talk with a nurse or see a provider by video any time, day or night.' },
          { icon: 'rewards', name: 'Ceiba Dollars', description: 'Earn rewards for annual checkups, screenings and flu shots.', to: 'page:ceiba-dollars', text: 'Rewards program' },
        ] } },
        `## Start with your Annual Wellness Visit
Once a year, your primary care provider reviews your health, your medicines and your risks, and plans the screenings and vaccines you need. The visit is covered at $0 and is the best way to use the programs on this page: your provider can refer you to any of them.
## Prevention is covered
Medicare Advantage plans cover the same preventive services as Original Medicare, and most cost you nothing in network: flu, COVID-19, pneumonia and hepatitis B shots, mammograms, colorectal cancer screening, diabetes and cholesterol checks, depression screening and more. Part D vaccines, such as shingles and Tdap, cost $0.
## Use this section
The pages below cover our disease management programs, blood pressure control and mental and behavioral health benefits. Our resource library explains Medicare in plain language, from your first enrollment to Extra Help with drug costs.`,
        { children: { title: 'Health and wellness topics', intro: 'Programs and resources for members and anyone learning about Medicare.' } },
        { cards: { title: 'More ways we help', intro: 'Care close to home and help for your first months with us.', cards: [
          { title: 'Ceiba Medical clinics', body: 'Primary care clinics for members, with same-day visits, a diabetes team and visits at home.', to: 'page:medical', text: 'Find a clinic' },
          { title: 'New member care', body: 'Your first 90 days: keeping your doctors and medicines, and the vendors in your area.', to: 'page:new-member-care', text: 'Start here' },
        ] } },
        { feature: { feature: 'email_signup', title: 'Get health tips by email', intro: 'Monthly tips on staying active, eating well and making the most of your benefits.' } },
        ...close('en', ['varies', 'network']),
      ],
    },
    es: {
      uid: 'salud-y-bienestar',
      path: 'salud-y-bienestar',
      title: 'Salud y bienestar - SPA',
      metaTitle: 'Programas de salud y bienestar | Ceiba Health',
      metaDescription: 'Membresías de gimnasio, manejo de enfermedades, apoyo de salud mental, una línea de enfermería 24/7 y recursos sobre Medicare para los miembros de Ceiba Health.',
      slices: [
        { hero: { title: 'Manténgase bien, a su manera', lead: 'Los miembros de Ceiba Health cuentan con programas que les ayudan a mantenerse activos, manejar afecciones crónicas y sentirse apoyados, sin costo adicional en la mayoría de los planes.', image: ['es-mx', 'salud-y-bienestar'], primary: { to: 'page:programas-manejo-enfermedades', text: 'Programas de manejo de enfermedades' } } },
        { highlights: { title: 'Programas para miembros', items: [
          { icon: 'fitness', name: 'Membresía de gimnasio', description: 'Una membresía en gimnasios participantes, o un kit de ejercicios para casa si prefiere entrenar en su hogar.' },
          { icon: 'doctor', name: 'Manejo de enfermedades', description: 'Enfermeras y asesores de salud le ayudan a manejar la diabetes, la insuficiencia cardíaca, la EPOC y la presión alta.', to: 'page:programas-manejo-enfermedades', text: 'Programas' },
          { icon: 'telehealth', name: 'Línea de enfermería 24/7 y telesalud', description: 'Hable con una enfermera o consulte a un proveedor por video a cualquier hora, de día o de noche.' },
          { icon: 'rewards', name: 'Ceiba Dollars', description: 'Gane recompensas por sus chequeos anuales, pruebas de detección y vacunas contra la gripe.', to: 'page:ceiba-dollars-es', text: 'Programa de recompensas' },
        ] } },
        `## Empiece por su visita anual de bienestar
Una vez al año, su proveedor de atención primaria revisa su salud, sus medicamentos y sus riesgos, y planifica las pruebas de detección y las vacunas que necesita. La visita está cubierta a $0 y es la mejor manera de aprovechar los programas de esta página: su proveedor puede referirle a cualquiera de ellos.
## La prevención está cubierta
Los planes Medicare Advantage cubren los mismos servicios preventivos que Medicare Original, y la mayoría no le cuestan nada dentro de la red: vacunas contra la gripe, el COVID-19, la neumonía y la hepatitis B, mamografías, pruebas de detección de cáncer colorrectal, controles de diabetes y colesterol, detección de la depresión y más. Las vacunas de la Parte D, como la del herpes zóster y la Tdap, cuestan $0.
## Cómo usar esta sección
Las páginas de abajo tratan de nuestros programas de manejo de enfermedades, el control de la presión arterial y los beneficios de salud mental y conductual. Nuestra biblioteca de recursos explica Medicare con palabras sencillas, desde su primera inscripción hasta la Ayuda Adicional para pagar sus medicamentos.`,
        { children: { title: 'Temas de salud y bienestar', intro: 'Programas y recursos para los miembros y para cualquier persona que quiera entender Medicare.' } },
        { cards: { title: 'Más formas de ayudarle', intro: 'Atención cerca de casa y apoyo en sus primeros meses con nosotros.', cards: [
          { title: 'Clínicas Ceiba Medical', body: 'Clínicas de atención primaria para miembros, con consultas el mismo día, un equipo de diabetes y visitas en casa.', to: 'page:medico', text: 'Encuentre una clínica' },
          { title: 'Atención para nuevos miembros', body: 'Sus primeros 90 días: cómo conservar sus médicos y medicamentos, y los proveedores de su zona.', to: 'page:atencion-nuevos-miembros', text: 'Empiece aquí' },
        ] } },
        { feature: { feature: 'email_signup', title: 'Reciba consejos de salud por correo electrónico', intro: 'Consejos mensuales para mantenerse activo, comer bien y aprovechar al máximo sus beneficios.' } },
        ...close('es', ['varies', 'network']),
      ],
    },
  },
  {
    key: 'disease-management-programs',
    parent: 'health-and-wellness',
    en: {
      uid: 'disease-management-programs',
      path: 'health-and-wellness/disease-management-programs',
      title: 'Disease management programs',
      metaTitle: 'Disease management programs | Ceiba Health',
      metaDescription: 'Free nurse-led programs for members with diabetes, heart failure, COPD, high blood pressure or kidney disease: coaching, monitoring and help between visits.',
      slices: [
        { hero: { title: 'Disease management programs', lead: 'Living with a chronic condition is easier with a nurse in your corner. Our programs are free for members and work alongside your doctor\'s care.' } },
        `## Who the programs are for
We invite members with diabetes, congestive heart failure, COPD, high blood pressure, chronic kidney disease or coronary artery disease, usually after a hospital stay, a new diagnosis or a health risk assessment. You can also ask to join, or your doctor can refer you. Taking part is voluntary and does not change your benefits.
## What you get
- A registered nurse or health coach who calls you on a schedule you choose, in English or Spanish.
- A personal action plan with goals you set, such as lowering your A1C, losing a few pounds or walking every day.
- Devices when they help: a blood pressure monitor, a scale that sends your weight to the nurse, or a pulse oximeter.
- Help with medicines: reminders, a pharmacist review and lower-cost options.
- Education on food, activity, warning signs and what to do when symptoms get worse.
## How it fits with your doctor
Your nurse shares your progress with your primary care provider and flags problems early, for example rapid weight gain in heart failure, so your doctor can adjust treatment before you need the hospital.`,
        { children: { title: 'Program guides', intro: 'Start with the condition that affects most Medicare members.' } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'programas-manejo-enfermedades',
      path: 'salud-y-bienestar/programas-manejo-enfermedades',
      title: 'Programas de manejo de enfermedades - SPA',
      metaTitle: 'Programas de manejo de enfermedades | Ceiba Health',
      metaDescription: 'Programas gratuitos dirigidos por enfermeras para miembros con diabetes, insuficiencia cardíaca, EPOC, presión alta o enfermedad renal: asesoría, monitoreo y apoyo.',
      slices: [
        { hero: { title: 'Programas de manejo de enfermedades', lead: 'Vivir con una afección crónica es más fácil con una enfermera de su lado. Nuestros programas son gratuitos para los miembros y complementan la atención de su médico.' } },
        `## Para quién son los programas
Invitamos a los miembros con diabetes, insuficiencia cardíaca congestiva, EPOC, presión alta, enfermedad renal crónica o enfermedad de las arterias coronarias, normalmente después de una hospitalización, un diagnóstico nuevo o una evaluación de riesgos de salud. También puede pedir que lo incluyan, o su médico puede referirle. Participar es voluntario y no cambia sus beneficios.
## Qué recibe
- Una enfermera registrada o un asesor de salud que le llama con la frecuencia que usted elija, en español o en inglés.
- Un plan de acción personal con metas que usted fija, como bajar su A1C, perder unas libras o caminar todos los días.
- Aparatos cuando ayudan: un tensiómetro, una báscula que envía su peso a la enfermera o un oxímetro de pulso.
- Ayuda con sus medicamentos: recordatorios, una revisión con un farmacéutico y opciones de menor costo.
- Información sobre alimentación, actividad física, señales de alarma y qué hacer cuando empeoran los síntomas.
## Cómo se coordina con su médico
Su enfermera comparte su progreso con su proveedor de atención primaria y detecta los problemas a tiempo, por ejemplo, un aumento rápido de peso en la insuficiencia cardíaca, para que su médico ajuste el tratamiento antes de que necesite ir al hospital.`,
        { children: { title: 'Guías de los programas', intro: 'Empiece por la afección que afecta a más miembros de Medicare.' } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'manage-your-blood-pressure',
    parent: 'disease-management-programs',
    en: {
      uid: 'manage-your-blood-pressure',
      path: 'health-and-wellness/disease-management-programs/manage-your-blood-pressure',
      title: 'Manage your blood pressure',
      metaTitle: 'Manage your blood pressure | Ceiba Health',
      metaDescription: 'What your blood pressure numbers mean, how to measure at home, the habits and medicines that lower it, and the free monitor and coaching for members.',
      slices: [
        { hero: { title: 'Manage your blood pressure', lead: 'High blood pressure rarely causes symptoms, but it is a leading cause of strokes, heart attacks and kidney disease. Controlling it is one of the most powerful things you can do for your health.' } },
        `## Know your numbers
Blood pressure is written as two numbers, such as 128/78. For most adults over 65, doctors aim for under 130/80, but your target depends on your health; ask your provider for yours. A reading of 180/120 or higher with chest pain, shortness of breath, weakness or trouble speaking is an emergency: call 911.
## Measure at home the right way
1. Sit quietly for 5 minutes with your back supported and feet flat, and do not smoke, exercise or drink coffee for 30 minutes before.
2. Rest your arm on a table at heart level, with the cuff on bare skin.
3. Take two readings a minute apart, morning and evening, and write them down or let the monitor send them to your nurse.
## Habits that lower blood pressure
Eating less salt (under 2,300 mg of sodium a day, or 1,500 mg if your doctor advises), choosing fruits, vegetables and low-fat dairy, walking 30 minutes most days, limiting alcohol and not smoking can each lower your blood pressure by several points. Together they can make a big difference.
## Medicines
Many members need one or more medicines. Common generics such as lisinopril, losartan, amlodipine and hydrochlorothiazide are on low tiers in our formularies, and some plans cover them at $0. Take them every day even when you feel fine, and tell your provider about dizziness or side effects instead of stopping.
## Free support
Members in our blood pressure program get a validated home monitor at no cost and a nurse who reviews readings and coaches you. Controlling blood pressure is also a Medicare quality measure, so your care team will check in with you.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'controle-su-presion-arterial',
      path: 'salud-y-bienestar/programas-manejo-enfermedades/controle-su-presion-arterial',
      title: 'Controle su presión arterial - SPA',
      metaTitle: 'Controle su presión arterial | Ceiba Health',
      metaDescription: 'Qué significan los números de su presión arterial, cómo medirla en casa, los hábitos y medicamentos que la bajan, y el tensiómetro y la asesoría gratis para miembros.',
      slices: [
        { hero: { title: 'Controle su presión arterial', lead: 'La presión alta casi nunca da síntomas, pero es una de las principales causas de derrames cerebrales, infartos y enfermedad de los riñones. Controlarla es una de las cosas más importantes que puede hacer por su salud.' } },
        `## Conozca sus números
La presión arterial se escribe con dos números, por ejemplo 128/78. En la mayoría de los adultos mayores de 65 años, los médicos buscan que esté por debajo de 130/80, pero su meta depende de su salud; pregúntele a su proveedor cuál es la suya. Una lectura de 180/120 o más, con dolor en el pecho, falta de aire, debilidad o dificultad para hablar, es una emergencia: llame al 911.
## Mídala bien en casa
1. Siéntese tranquilo durante 5 minutos, con la espalda apoyada y los pies en el piso, y no fume, haga ejercicio ni tome café en los 30 minutos anteriores.
2. Apoye el brazo en una mesa a la altura del corazón, con el brazalete sobre la piel.
3. Tome dos lecturas con un minuto de diferencia, por la mañana y por la noche, y anótelas o deje que el tensiómetro se las envíe a su enfermera.
## Hábitos que bajan la presión
Comer menos sal (menos de 2,300 mg de sodio al día, o 1,500 mg si su médico lo indica), preferir frutas, verduras y lácteos bajos en grasa, caminar 30 minutos casi todos los días, moderar el alcohol y no fumar pueden bajar su presión varios puntos cada uno. Juntos hacen una gran diferencia.
## Medicamentos
Muchos miembros necesitan uno o más medicamentos. Genéricos comunes como el lisinopril, el losartán, la amlodipina y la hidroclorotiazida están en niveles bajos de nuestros formularios, y algunos planes los cubren a $0. Tómelos todos los días aunque se sienta bien, y si tiene mareos o efectos secundarios, dígaselo a su proveedor en lugar de dejarlos.
## Apoyo gratuito
Los miembros de nuestro programa de presión arterial reciben sin costo un tensiómetro validado y una enfermera que revisa sus lecturas y le asesora. El control de la presión arterial es además una medida de calidad de Medicare, así que su equipo de atención estará pendiente de usted.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'mental-and-behavioral-health-benefits',
    parent: 'health-and-wellness',
    en: {
      uid: 'mental-and-behavioral-health-benefits',
      path: 'health-and-wellness/mental-and-behavioral-health-benefits',
      title: 'Mental and behavioral health benefits',
      metaTitle: 'Mental and behavioral health benefits | Ceiba Health',
      metaDescription: 'Counseling, psychiatry, substance use treatment and crisis support covered by Ceiba Health plans, in person or by video, and how to get started without a referral.',
      slices: [
        { hero: { title: 'Mental and behavioral health', lead: 'Feeling down, anxious, lonely or overwhelmed is common, and treatment works. Your plan covers care for your mind just as it covers care for your body.' } },
        `## What is covered
- Individual and group therapy with psychologists, licensed clinical social workers, licensed professional counselors and marriage and family therapists.
- Psychiatry visits and medicines for depression, anxiety, bipolar disorder and other conditions.
- Treatment for alcohol and substance use, including opioid treatment programs and medication-assisted treatment.
- Intensive outpatient and partial hospitalization programs, and inpatient psychiatric care when needed.
- A yearly depression screening at $0 during your Annual Wellness Visit.
## Getting started
You do not need a referral from your primary care provider for in-network behavioral health visits in most plans. Call Member Services and ask for behavioral health: we will find a network therapist or psychiatrist near you who speaks your language, or set up a video visit, often within a week. Copays for outpatient mental health visits are usually the same or lower than a specialist visit.
## In a crisis
If you are thinking about hurting yourself, or you are worried about someone else, call or text 988, the Suicide and Crisis Lifeline, any time (press 2 for Spanish). In an emergency, call 911. Crisis care and emergency room visits are covered without prior approval.
## Your rights
Federal parity rules mean your plan may not limit mental health care more strictly than medical care. If a service is denied, you can ask for an appeal; see your coverage rights.`,
        ...close('en', ['varies', 'network']),
      ],
    },
    es: {
      uid: 'beneficios-salud-mental-y-conductual',
      path: 'salud-y-bienestar/beneficios-salud-mental-y-conductual',
      title: 'Beneficios de salud mental y conductual - SPA',
      metaTitle: 'Beneficios de salud mental y conductual | Ceiba Health',
      metaDescription: 'Terapia, psiquiatría, tratamiento por consumo de sustancias y apoyo en crisis cubiertos por los planes de Ceiba Health, en persona o por video, y cómo empezar sin referido.',
      slices: [
        { hero: { title: 'Salud mental y conductual', lead: 'Sentirse triste, ansioso, solo o agobiado es común, y el tratamiento funciona. Su plan cubre el cuidado de su mente igual que el de su cuerpo.' } },
        `## Qué está cubierto
- Terapia individual y de grupo con psicólogos, trabajadores sociales clínicos con licencia, consejeros profesionales con licencia y terapeutas matrimoniales y familiares.
- Consultas de psiquiatría y medicamentos para la depresión, la ansiedad, el trastorno bipolar y otras afecciones.
- Tratamiento por consumo de alcohol y otras sustancias, incluidos los programas de tratamiento de opioides y el tratamiento asistido con medicamentos.
- Programas ambulatorios intensivos y de hospitalización parcial, y atención psiquiátrica con internación cuando hace falta.
- Una prueba anual de detección de la depresión a $0 durante su visita anual de bienestar.
## Cómo empezar
En la mayoría de los planes no necesita un referido de su proveedor de atención primaria para las consultas de salud conductual dentro de la red. Llame a Servicios para Miembros y pida hablar de salud conductual: le buscaremos un terapeuta o psiquiatra de la red cerca de usted que hable su idioma, o le programaremos una consulta por video, muchas veces en menos de una semana. Los copagos de las consultas ambulatorias de salud mental suelen ser iguales o menores que los de una consulta con un especialista.
## En una crisis
Si está pensando en hacerse daño, o le preocupa otra persona, llame o envíe un mensaje de texto al 988, la Línea de Prevención del Suicidio y Crisis, a cualquier hora (marque 2 para español). En una emergencia, llame al 911. La atención de crisis y las visitas a la sala de emergencias están cubiertas sin aprobación previa.
## Sus derechos
Las reglas federales de paridad establecen que su plan no puede limitar la atención de salud mental más que la atención médica. Si le niegan un servicio, puede apelar; consulte sus derechos de cobertura.`,
        ...close('es', ['varies', 'network']),
      ],
    },
  },
  {
    key: 'resources',
    parent: 'health-and-wellness',
    en: {
      uid: 'resources',
      path: 'resources',
      title: 'Medicare resources',
      metaTitle: 'Medicare articles and resources | Ceiba Health',
      metaDescription: 'Plain-language articles on Medicare: enrollment periods, eligibility, plan types, special needs plans, Extra Help, preventive care and avoiding fraud.',
      slices: [
        { hero: { title: 'Medicare resources', lead: 'Plain-language articles written by our editorial team and reviewed by licensed agents, for people new to Medicare, current members and the family members who help them.', primary: { to: 'page:understanding-medicare', text: 'Browse by topic' } } },
        `## How to use the library
Every article is listed below, newest topics first within each group. If you are turning 65, start with "New to Medicare? Start here" and the guide to enrollment periods. If you are comparing plans, read about your Medicare options and how Medicare Advantage differs from Original Medicare. If money is tight, the articles on Extra Help and the Medicare Savings Programs explain help you may be missing.
## Trusted, and kept current
We update articles every fall, before the Annual Enrollment Period (October 15 to December 7), and whenever Medicare changes a rule. Each article shows its category. Articles explain Medicare in general; for the benefits of a specific plan, read its Summary of Benefits and Evidence of Coverage.
## Prefer to talk?
A licensed agent can answer your questions by phone, with no obligation to enroll. You can also get free, unbiased counseling from your State Health Insurance Assistance Program (SHIP) or from Medicare at 1-800-MEDICARE (1-800-633-4227), 24 hours a day (TTY 1-877-486-2048).`,
        { children: { title: 'All articles', intro: 'Thirteen articles in four groups: Medicare basics, plans, coverage and costs, and staying safe.', extra: articleItems([...BASICS, ...PLANS, ...COVERAGE], 'en') } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'recursos',
      path: 'recursos',
      title: 'Recursos sobre Medicare - SPA',
      metaTitle: 'Artículos y recursos sobre Medicare | Ceiba Health',
      metaDescription: 'Artículos sobre Medicare con palabras sencillas: períodos de inscripción, elegibilidad, tipos de planes, planes para necesidades especiales, Ayuda Adicional, prevención y fraude.',
      slices: [
        { hero: { title: 'Recursos sobre Medicare', lead: 'Artículos con palabras sencillas, escritos por nuestro equipo editorial y revisados por agentes autorizados, para quienes empiezan con Medicare, para nuestros miembros y para los familiares que les ayudan.', primary: { to: 'page:entender-medicare', text: 'Ver por tema' } } },
        `## Cómo usar la biblioteca
Abajo están todos los artículos, agrupados por tema. Si va a cumplir 65 años, empiece por "¿Nuevo en Medicare? Empiece aquí" y la guía de los períodos de inscripción. Si está comparando planes, lea sobre sus opciones de Medicare y en qué se diferencia Medicare Advantage de Medicare Original. Si el dinero no le alcanza, los artículos sobre la Ayuda Adicional y los Programas de Ahorros de Medicare explican ayudas que quizá no está aprovechando.
## Confiables y al día
Actualizamos los artículos cada otoño, antes del Período de Inscripción Anual (del 15 de octubre al 7 de diciembre), y cada vez que Medicare cambia una regla. Cada artículo indica su categoría. Los artículos explican Medicare en general; para conocer los beneficios de un plan en particular, lea su Resumen de beneficios y su Evidencia de cobertura.
## ¿Prefiere hablar con alguien?
Un agente autorizado puede responder sus preguntas por teléfono, sin compromiso de inscribirse. También puede recibir orientación gratuita e imparcial de su Programa Estatal de Asistencia sobre Seguros Médicos (SHIP) o de Medicare, al 1-800-MEDICARE (1-800-633-4227), las 24 horas (TTY 1-877-486-2048).`,
        { children: { title: 'Todos los artículos', intro: 'Trece artículos en cuatro grupos: conceptos básicos, planes, cobertura y costos, y cómo protegerse.', extra: articleItems([...BASICS, ...PLANS, ...COVERAGE], 'es') } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'understanding-medicare',
    parent: 'health-and-wellness',
    en: {
      uid: 'understanding-medicare',
      path: 'understanding-medicare',
      title: 'Understanding Medicare',
      metaTitle: 'Understanding Medicare | Ceiba Health',
      metaDescription: 'Medicare explained by topic: the basics of Parts A, B, C and D, choosing between plan types, and what is covered and how to get help with costs.',
      slices: [
        { hero: { title: 'Understanding Medicare', lead: 'Medicare has four parts, several enrollment periods and many choices. These three topic pages gather the articles and tools that answer the questions people ask us most.', primary: { to: 'page:resources', text: 'See every article' } } },
        `## The four parts in one minute
- **Part A** (hospital insurance) covers inpatient hospital stays, skilled nursing facility care, hospice and some home health care. Most people pay no premium for it.
- **Part B** (medical insurance) covers doctor visits, outpatient care, preventive services and medical equipment. It has a monthly premium.
- **Part C** (Medicare Advantage) is a plan from a private company approved by Medicare that covers everything in Parts A and B, and usually Part D and extra benefits.
- **Part D** covers prescription drugs, through a stand-alone drug plan or a Medicare Advantage plan.
## Key dates
Your Initial Enrollment Period lasts 7 months around your 65th birthday. The Annual Enrollment Period runs from October 15 to December 7, and the General Enrollment Period from January 1 to March 31. Special Enrollment Periods let you change plans at other times after events such as a move or a change in Medicaid.
## Pick a topic
Choose one of the three topic pages below to start.`,
        { children: { title: 'Medicare topics', intro: 'Each topic page explains the basics and links the articles that go deeper.' } },
        { cta: { title: 'Ready to compare plans?', body: 'Enrollment kits gather each state\'s plans, checklists and Summaries of Benefits.', primary: { to: 'page:enrollment-kits-2025', text: 'Enrollment kits' }, secondary: { to: 'page:find-a-plan', text: 'Find a plan' } } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'entender-medicare',
      path: 'entender-medicare',
      title: 'Entender Medicare - SPA',
      metaTitle: 'Entender Medicare | Ceiba Health',
      metaDescription: 'Medicare explicado por temas: los conceptos básicos de las Partes A, B, C y D, cómo elegir entre tipos de planes, qué está cubierto y cómo recibir ayuda con los costos.',
      slices: [
        { hero: { title: 'Entender Medicare', lead: 'Medicare tiene cuatro partes, varios períodos de inscripción y muchas opciones. Estas tres páginas temáticas reúnen los artículos y las herramientas que responden las preguntas que más nos hacen.', primary: { to: 'page:recursos', text: 'Ver todos los artículos' } } },
        `## Las cuatro partes en un minuto
- **Parte A** (seguro de hospital): cubre las hospitalizaciones, la atención en un centro de enfermería especializada, los cuidados paliativos y parte de la atención médica en el hogar. La mayoría de las personas no pagan prima por ella.
- **Parte B** (seguro médico): cubre las consultas médicas, la atención ambulatoria, los servicios preventivos y el equipo médico. Tiene una prima mensual.
- **Parte C** (Medicare Advantage): es un plan de una compañía privada aprobada por Medicare que cubre todo lo de las Partes A y B y, por lo general, la Parte D y beneficios adicionales.
- **Parte D**: cubre los medicamentos recetados, por medio de un plan de medicamentos independiente o de un plan Medicare Advantage.
## Fechas clave
Su Período de Inscripción Inicial dura 7 meses alrededor de su cumpleaños 65. El Período de Inscripción Anual va del 15 de octubre al 7 de diciembre, y el Período de Inscripción General, del 1 de enero al 31 de marzo. Los Períodos de Inscripción Especial le permiten cambiar de plan en otras fechas después de hechos como una mudanza o un cambio en su Medicaid.
## Elija un tema
Escoja una de las tres páginas temáticas de abajo para empezar.`,
        { children: { title: 'Temas de Medicare', intro: 'Cada página temática explica lo básico y enlaza los artículos que profundizan.' } },
        { cta: { title: '¿Listo para comparar planes?', body: 'Los paquetes de inscripción reúnen los planes, las listas de verificación y los Resúmenes de beneficios de cada estado.', primary: { to: 'page:kits-inscripcion-2025', text: 'Paquetes de inscripción' }, secondary: { to: 'page:encontrar-un-plan', text: 'Encuentre un plan' } } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'medicare-basic-resources',
    parent: 'understanding-medicare',
    en: {
      uid: 'medicare-basic-resources',
      path: 'understanding-medicare/medicare-basic-resources',
      title: 'Medicare basics',
      metaTitle: 'Medicare basics: resources | Ceiba Health',
      metaDescription: 'Start here if you are new to Medicare: who is eligible, how and when to sign up, the preventive care you get, protecting yourself from fraud and helping a parent.',
      slices: [
        { hero: { title: 'Medicare basics', lead: 'The first things to know about Medicare, whether you are turning 65, qualifying through a disability, or helping a parent sign up.' } },
        `## Who qualifies
You can get Medicare at 65 if you or your spouse worked and paid Medicare taxes for about 10 years, or earlier if you have received Social Security disability benefits for 24 months, or have ALS or End-Stage Renal Disease. You must be a U.S. citizen or a lawful permanent resident who has lived here for 5 years in a row.
## Signing up
If you already get Social Security retirement benefits, you are enrolled in Parts A and B automatically and your card arrives about three months before your 65th birthday. Otherwise, sign up with Social Security online, by phone or at a local office during your Initial Enrollment Period. Missing it without other coverage can mean a lifelong late penalty.
## After you sign up
Schedule your "Welcome to Medicare" preventive visit within the first 12 months of Part B, then an Annual Wellness Visit every year. Guard your Medicare number like a credit card.`,
        { children: { title: 'Articles on Medicare basics', intro: 'Five articles for the first steps.', extra: articleItems(BASICS, 'en') } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'recursos-basicos-medicare',
      path: 'entender-medicare/recursos-basicos-medicare',
      title: 'Conceptos básicos de Medicare - SPA',
      metaTitle: 'Conceptos básicos de Medicare: recursos | Ceiba Health',
      metaDescription: 'Empiece aquí si es nuevo en Medicare: quién tiene derecho, cómo y cuándo inscribirse, la atención preventiva que recibe, cómo protegerse del fraude y cómo ayudar a un familiar.',
      slices: [
        { hero: { title: 'Conceptos básicos de Medicare', lead: 'Lo primero que hay que saber sobre Medicare, ya sea que vaya a cumplir 65 años, califique por una discapacidad o esté ayudando a su mamá o a su papá a inscribirse.' } },
        `## Quién tiene derecho
Puede recibir Medicare a los 65 años si usted o su cónyuge trabajaron y pagaron impuestos de Medicare durante unos 10 años, o antes si ha recibido beneficios por discapacidad del Seguro Social durante 24 meses, o si tiene ELA o enfermedad renal en etapa terminal. Debe ser ciudadano estadounidense o residente permanente legal que haya vivido aquí 5 años seguidos.
## Cómo inscribirse
Si ya recibe beneficios de jubilación del Seguro Social, queda inscrito automáticamente en las Partes A y B, y su tarjeta llega unos tres meses antes de cumplir 65 años. Si no, inscríbase en el Seguro Social, en línea, por teléfono o en una oficina local, durante su Período de Inscripción Inicial. Si lo deja pasar sin tener otra cobertura, puede pagar una multa por inscripción tardía de por vida.
## Después de inscribirse
Programe su consulta preventiva "Bienvenido a Medicare" en los primeros 12 meses de la Parte B y, después, una visita anual de bienestar cada año. Cuide su número de Medicare como si fuera una tarjeta de crédito.`,
        { children: { title: 'Artículos sobre conceptos básicos', intro: 'Cinco artículos para los primeros pasos.', extra: articleItems(BASICS, 'es') } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'medicare-plan-resources',
    parent: 'understanding-medicare',
    en: {
      uid: 'medicare-plan-resources',
      path: 'understanding-medicare/medicare-plan-resources',
      title: 'Medicare plan resources',
      metaTitle: 'Choosing a Medicare plan: resources | Ceiba Health',
      metaDescription: 'Compare Original Medicare, Medicare Advantage HMOs and PPOs and special needs plans for people with Medicaid or chronic conditions, and learn how to choose.',
      slices: [
        { hero: { title: 'Choosing a Medicare plan', lead: 'Original Medicare or Medicare Advantage, HMO or PPO, a special needs plan or not: these resources help you weigh the choices that matter for your health and budget.', primary: { to: 'page:find-a-plan', text: 'Compare plans in your county' } } },
        `## Questions to ask yourself
- Which doctors and hospitals do I want to keep, and are they in the plan's network?
- Which drugs do I take, and how does each plan cover them?
- How much can I afford each month, and what is the most I could pay in a year (the out-of-pocket maximum)?
- Do I want extra benefits such as dental, vision, hearing or an allowance for over-the-counter items?
- Do I have Medicaid, or a chronic condition such as diabetes or heart failure, that makes me eligible for a special needs plan?
## HMO, PPO and special needs plans
An HMO uses a network of providers and a primary care provider who coordinates your care; a PPO lets you see providers outside the network at a higher cost. A D-SNP is for people with Medicare and Medicaid at a qualifying level; a C-SNP is for people with certain chronic conditions. People with End-Stage Renal Disease can join only after a successful kidney transplant or if they no longer need regular dialysis.
## Star Ratings
Medicare rates plans from 1 to 5 stars each year on quality and member experience. Ratings are one factor among many: check networks and drug coverage too.`,
        { children: { title: 'Articles on choosing a plan', intro: 'Four articles on plan types.', extra: articleItems(PLANS, 'en') } },
        ...close('en', ['varies', 'stars']),
      ],
    },
    es: {
      uid: 'recursos-planes-medicare',
      path: 'entender-medicare/recursos-planes-medicare',
      title: 'Recursos sobre planes de Medicare - SPA',
      metaTitle: 'Cómo elegir un plan de Medicare: recursos | Ceiba Health',
      metaDescription: 'Compare Medicare Original, los planes HMO y PPO de Medicare Advantage y los planes para necesidades especiales para personas con Medicaid o afecciones crónicas.',
      slices: [
        { hero: { title: 'Cómo elegir un plan de Medicare', lead: 'Medicare Original o Medicare Advantage, HMO o PPO, un plan para necesidades especiales o no: estos recursos le ayudan a sopesar las opciones que importan para su salud y su bolsillo.', primary: { to: 'page:encontrar-un-plan', text: 'Compare planes en su condado' } } },
        `## Preguntas que conviene hacerse
- ¿Qué médicos y hospitales quiero conservar, y están en la red del plan?
- ¿Qué medicamentos tomo, y cómo los cubre cada plan?
- ¿Cuánto puedo pagar al mes, y cuánto es lo máximo que podría pagar en un año (el máximo de gastos de bolsillo)?
- ¿Quiero beneficios adicionales, como dental, visión, audición o una asignación para artículos de venta libre?
- ¿Tengo Medicaid o una afección crónica, como diabetes o insuficiencia cardíaca, que me permita inscribirme en un plan para necesidades especiales?
## HMO, PPO y planes para necesidades especiales
Un HMO usa una red de proveedores y un proveedor de atención primaria que coordina su atención; un PPO le permite ver proveedores fuera de la red a un costo mayor. Un D-SNP es para personas con Medicare y Medicaid en un nivel que califica; un C-SNP es para personas con ciertas afecciones crónicas. Las personas con enfermedad renal en etapa terminal solo pueden inscribirse después de un trasplante de riñón exitoso o si ya no necesitan diálisis regular.
## Calificaciones de estrellas
Cada año, Medicare califica los planes de 1 a 5 estrellas según su calidad y la experiencia de los miembros. La calificación es un factor entre muchos: revise también las redes y la cobertura de medicamentos.`,
        { children: { title: 'Artículos sobre cómo elegir un plan', intro: 'Cuatro artículos sobre los tipos de planes.', extra: articleItems(PLANS, 'es') } },
        ...close('es', ['varies', 'stars']),
      ],
    },
  },
  {
    key: 'medicare-coverage-and-benefits-resources',
    parent: 'understanding-medicare',
    en: {
      uid: 'medicare-coverage-and-benefits-resources',
      path: 'understanding-medicare/medicare-coverage-and-benefits-resources',
      title: 'Medicare coverage and benefits resources',
      metaTitle: 'Medicare coverage and costs: resources | Ceiba Health',
      metaDescription: 'What Medicare covers and what it costs: enrollment periods, Part D drug costs and the yearly cap, Extra Help and the Medicare Savings Programs.',
      slices: [
        { hero: { title: 'Coverage, benefits and costs', lead: 'What Medicare pays for, what you pay, and the programs that lower your costs if your income is limited.', primary: { to: 'page:prescription-drugs', text: 'Prescription drug coverage' } } },
        `## What you pay in Medicare Advantage
Most Medicare Advantage plans charge copays or coinsurance for services instead of Original Medicare's 20%, and every plan has a yearly out-of-pocket maximum for covered medical services. You keep paying your Part B premium, unless a program such as Medicaid pays it for you; some plans give part of it back.
## Drug costs in 2025 and 2026
Since 2025 there is no coverage gap: your out-of-pocket costs for covered Part D drugs are capped at $2,000 for 2025 and $2,100 for 2026. Covered insulins cost no more than $35 for a one-month supply, and adult vaccines recommended by the CDC cost $0 under Part D.
## Help if your income is limited
Extra Help (the Low-Income Subsidy) lowers Part D premiums and copays. The Medicare Savings Programs, run by your state's Medicaid office, can pay your Part B premium and, at the QMB level, your deductibles and copays. People with full Medicaid or a Medicare Savings Program can qualify for a D-SNP.`,
        { children: { title: 'Articles on coverage and costs', intro: 'Four articles on costs and the help available.', extra: articleItems(COVERAGE, 'en') } },
        ...close('en', ['varies', 'partD']),
      ],
    },
    es: {
      uid: 'recursos-cobertura-y-beneficios-medicare',
      path: 'entender-medicare/recursos-cobertura-y-beneficios-medicare',
      title: 'Recursos sobre la cobertura y los beneficios de Medicare - SPA',
      metaTitle: 'Cobertura y costos de Medicare: recursos | Ceiba Health',
      metaDescription: 'Qué cubre Medicare y cuánto cuesta: períodos de inscripción, costos de medicamentos de la Parte D y el tope anual, la Ayuda Adicional y los Programas de Ahorros de Medicare.',
      slices: [
        { hero: { title: 'Cobertura, beneficios y costos', lead: 'Qué paga Medicare, qué paga usted y los programas que bajan sus costos si sus ingresos son limitados.', primary: { to: 'page:medicamentos-receta', text: 'Cobertura de medicamentos recetados' } } },
        `## Lo que paga en Medicare Advantage
La mayoría de los planes Medicare Advantage cobran copagos o coseguros por los servicios en lugar del 20 % de Medicare Original, y todos tienen un máximo anual de gastos de bolsillo para los servicios médicos cubiertos. Usted sigue pagando su prima de la Parte B, salvo que un programa como Medicaid la pague por usted; algunos planes le devuelven una parte.
## Costos de medicamentos en 2025 y 2026
Desde 2025 ya no existe la brecha de cobertura: sus gastos de bolsillo en medicamentos cubiertos de la Parte D tienen un tope de $2,000 en 2025 y de $2,100 en 2026. Las insulinas cubiertas no cuestan más de $35 por el suministro de un mes, y las vacunas para adultos que recomiendan los CDC cuestan $0 con la Parte D.
## Ayuda si sus ingresos son limitados
La Ayuda Adicional (el subsidio por bajos ingresos) baja las primas y los copagos de la Parte D. Los Programas de Ahorros de Medicare, que administra la oficina de Medicaid de su estado, pueden pagar su prima de la Parte B y, en el nivel QMB, sus deducibles y copagos. Las personas con Medicaid completo o con un Programa de Ahorros de Medicare pueden calificar para un D-SNP.`,
        { children: { title: 'Artículos sobre cobertura y costos', intro: 'Cuatro artículos sobre los costos y las ayudas disponibles.', extra: articleItems(COVERAGE, 'es') } },
        ...close('es', ['varies', 'partD']),
      ],
    },
  },
]
