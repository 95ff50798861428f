// Medical clinics (spec 2.6): Ceiba Medical, the plan's own primary care clinics, and their forms.
// {brand} is Ceiba; {product} is "Care to Me", the in-home visit service (medical/care-to-me).
import { contact, disclaimer } from '../common.mjs'

const ID = 'H1234_2026MED'
const CLINIC_PHONE = '1-800-555-0170'
const close = (short, notes = ['varies', 'network']) => [contact(short), disclaimer(short, ID, notes)]

/** Ceiba Medical clinics: name, street address, city line, metro. */
const CLINICS = [
  ['Ceiba Medical Little Havana', '1490 SW 8th Street', 'Miami, FL 33135'],
  ['Ceiba Medical Hialeah', '780 W 49th Street', 'Hialeah, FL 33012'],
  ['Ceiba Medical Westchase', '12010 W Hillsborough Avenue', 'Tampa, FL 33635'],
  ['Ceiba Medical Gulfton', '6300 Hillcroft Avenue', 'Houston, TX 77081'],
  ['Ceiba Medical Westside', '2250 SW Military Drive', 'San Antonio, TX 78224'],
  ['Ceiba Medical Maryvale', '5040 W Indian School Road', 'Phoenix, AZ 85031'],
  ['Ceiba Medical Little Village', '3720 W 26th Street', 'Chicago, IL 60623'],
]
const clinicItems = (short) =>
  CLINICS.map(([name, address, city]) => ({
    name,
    address,
    city,
    phone: CLINIC_PHONE,
    hours: short === 'en' ? 'Mon-Fri 8 a.m.-5 p.m.; Sat 8 a.m.-12 p.m.' : 'Lun-vie 8 a.m.-5 p.m.; sáb 8 a.m.-12 p.m.',
    services:
      short === 'en'
        ? 'Primary care, lab draws, diabetes education, pharmacy pickup, Spanish-speaking staff'
        : 'Atención primaria, toma de muestras, educación sobre diabetes, recogida de medicamentos, personal que habla español',
  }))

const guide = (file, short) => `/documents/${file}-${short}.pdf`

export const MEDICAL_PAGES = [
  {
    key: 'medical',
    en: {
      uid: 'medical',
      path: 'medical',
      title: 'Ceiba Medical clinics',
      metaTitle: 'Ceiba Medical primary care clinics | Ceiba Health',
      metaDescription: 'Ceiba Medical clinics give Ceiba Health members primary care teams, same-week visits, care on demand, diabetes support and in-home visits.',
      slices: [
        { hero: { title: 'Ceiba Medical: primary care built around you', lead: 'Ceiba Medical clinics are primary care practices run for Ceiba Health members, with longer visits, a care team that knows you and help in English and Spanish.', primary: { to: 'page:primary-care', text: 'About our primary care' }, secondary: { to: 'page:care-on-demand', text: 'Get care today' } } },
        `## What makes Ceiba Medical different
Our doctors see fewer patients than a typical practice, so a visit can last 30 minutes or more and you are not rushed. Each member has a care team: a primary care provider, a nurse, a medical assistant and a care coordinator who helps with referrals, prescriptions and rides. Many clinics have a lab, a pharmacy pickup point and a community room for classes.
## Who can use the clinics
Members of Ceiba Health HMO and D-SNP plans can choose a Ceiba Medical provider as their primary care provider (PCP). PPO members can also visit. Your plan's copay for a primary care visit applies; in many plans it is $0. Not every plan includes every clinic, so check the provider directory for your plan.
## How to use this section
The pages below explain our primary care model, same-day and after-hours care, in-home visits, the diabetes team, the rewards card and the forms and guides we give patients. Each page says who the service is for and how to start.`,
        { locations: { title: 'Clinic locations', intro: `Call ${CLINIC_PHONE} (TTY 711) to book a visit at any clinic.`, items: clinicItems('en') } },
        { children: { title: 'Ceiba Medical services and resources', intro: 'Choose a service to see how it works and how to book.' } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'medico',
      path: 'medico',
      title: 'Clínicas Ceiba Medical - SPA',
      metaTitle: 'Clínicas de atención primaria Ceiba Medical | Ceiba Health',
      metaDescription: 'Las clínicas Ceiba Medical ofrecen a los miembros de Ceiba Health equipos de atención primaria, citas en la misma semana, atención inmediata, apoyo para la diabetes y visitas en casa.',
      slices: [
        { hero: { title: 'Ceiba Medical: atención primaria pensada para usted', lead: 'Las clínicas Ceiba Medical son consultorios de atención primaria para los miembros de Ceiba Health, con consultas más largas, un equipo que le conoce y atención en español y en inglés.', primary: { to: 'page:atencion-primaria', text: 'Sobre nuestra atención primaria' }, secondary: { to: 'page:atencion-inmediata', text: 'Reciba atención hoy' } } },
        `## Qué hace diferente a Ceiba Medical
Nuestros médicos atienden a menos pacientes que un consultorio típico, así que una consulta puede durar 30 minutos o más y nadie le apura. Cada miembro tiene un equipo de atención: un proveedor de atención primaria, una enfermera, un asistente médico y un coordinador que le ayuda con referidos, recetas y transporte. Muchas clínicas tienen laboratorio, un punto para recoger medicamentos y un salón comunitario para clases.
## Quién puede usar las clínicas
Los miembros de los planes HMO y D-SNP de Ceiba Health pueden elegir a un proveedor de Ceiba Medical como su proveedor de atención primaria (PCP). Los miembros de planes PPO también pueden atenderse. Se aplica el copago de atención primaria de su plan, que en muchos planes es de $0. No todos los planes incluyen todas las clínicas: revise el directorio de proveedores de su plan.
## Cómo usar esta sección
Las páginas de abajo explican nuestro modelo de atención primaria, la atención el mismo día y fuera de horario, las visitas en casa, el equipo de diabetes, la tarjeta de recompensas y los formularios y guías que entregamos a los pacientes. Cada página indica para quién es el servicio y cómo empezar.`,
        { locations: { title: 'Ubicación de las clínicas', intro: `Llame al ${CLINIC_PHONE} (TTY 711) para hacer una cita en cualquier clínica.`, items: clinicItems('es') } },
        { children: { title: 'Servicios y recursos de Ceiba Medical', intro: 'Elija un servicio para ver cómo funciona y cómo pedir una cita.' } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'primary-care',
    parent: 'medical',
    en: {
      uid: 'primary-care',
      path: 'medical/primary-care',
      title: 'Primary care',
      metaTitle: 'Primary care at Ceiba Medical | Ceiba Health',
      metaDescription: 'Choose a Ceiba Medical primary care provider: annual wellness visits, chronic condition care, referrals, screenings and how to book or change your PCP.',
      slices: [
        { hero: { title: 'Primary care at Ceiba Medical', lead: 'Your primary care provider is the first person to call about your health. At Ceiba Medical, that provider leads a team that plans your care with you.', primary: { to: 'page:about-primary-care', text: 'How our care model works' } } },
        `## What your primary care provider does
- **Annual Wellness Visit:** a yearly visit, covered at $0, to update your health plan, review your medicines and schedule the screenings you are due for.
- **Care for chronic conditions:** regular visits for diabetes, heart failure, high blood pressure, COPD and kidney disease, with lab work on site.
- **Referrals:** in HMO plans, your PCP refers you to specialists in our network and follows up on the results.
- **Preventive care:** flu, COVID-19, pneumonia and shingles vaccines, cancer screenings, fall-risk and memory checks.
## Choosing or changing your PCP
When you join an HMO plan, you choose a primary care provider. If you do not, we assign one close to your home and tell you by mail. You can change your PCP at any time by calling Member Services; the change takes effect on the first day of the next month.
## Your first visit
Book a first visit within 90 days of joining. Bring your member ID card, your medicine bottles and a list of your other doctors. We will ask for your records from your previous doctor with your permission, and set up your care plan.`,
        { steps: { title: 'Book a visit in three steps', items: [
          ['Call the clinic', `Call ${CLINIC_PHONE} (TTY 711) and choose your clinic. Tell us if you need an interpreter or a ride.`],
          ['Get ready', 'Gather your medicines, your member ID card and questions for your provider.'],
          ['Come in or connect by video', 'Most follow-up visits can be done by video or phone if you prefer.'],
        ] } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'atencion-primaria',
      path: 'medico/atencion-primaria',
      title: 'Atención primaria - SPA',
      metaTitle: 'Atención primaria en Ceiba Medical | Ceiba Health',
      metaDescription: 'Elija un proveedor de atención primaria de Ceiba Medical: visitas anuales de bienestar, afecciones crónicas, referidos, pruebas de detección y cómo pedir cita o cambiar de PCP.',
      slices: [
        { hero: { title: 'Atención primaria en Ceiba Medical', lead: 'Su proveedor de atención primaria es la primera persona a quien llamar por su salud. En Ceiba Medical, ese proveedor dirige un equipo que planifica su atención junto con usted.', primary: { to: 'page:sobre-atencion-primaria', text: 'Cómo funciona nuestro modelo' } } },
        `## Qué hace su proveedor de atención primaria
- **Visita anual de bienestar:** una consulta al año, cubierta a $0, para actualizar su plan de salud, revisar sus medicamentos y programar las pruebas de detección que le tocan.
- **Atención de afecciones crónicas:** consultas periódicas para la diabetes, la insuficiencia cardíaca, la presión alta, la EPOC y la enfermedad renal, con análisis en la misma clínica.
- **Referidos:** en los planes HMO, su PCP le refiere a especialistas de nuestra red y da seguimiento a los resultados.
- **Atención preventiva:** vacunas contra la gripe, el COVID-19, la neumonía y el herpes zóster, pruebas de detección de cáncer y evaluaciones del riesgo de caídas y de la memoria.
## Cómo elegir o cambiar de PCP
Al inscribirse en un plan HMO, usted elige un proveedor de atención primaria. Si no lo hace, le asignamos uno cerca de su casa y se lo informamos por correo. Puede cambiar de PCP cuando quiera llamando a Servicios para Miembros; el cambio entra en vigor el primer día del mes siguiente.
## Su primera consulta
Pida su primera cita en los 90 días siguientes a su inscripción. Traiga su tarjeta de miembro, sus frascos de medicamentos y una lista de sus otros médicos. Con su permiso, pediremos su historial a su médico anterior y prepararemos su plan de atención.`,
        { steps: { title: 'Pida una cita en tres pasos', items: [
          ['Llame a la clínica', `Llame al ${CLINIC_PHONE} (TTY 711) y elija su clínica. Díganos si necesita un intérprete o transporte.`],
          ['Prepárese', 'Reúna sus medicamentos, su tarjeta de miembro y las preguntas para su proveedor.'],
          ['Venga o conéctese por video', 'La mayoría de las consultas de seguimiento se pueden hacer por video o por teléfono, si lo prefiere.'],
        ] } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'about-primary-care',
    parent: 'primary-care',
    en: {
      uid: 'about-primary-care',
      path: 'medical/primary-care/about-primary-care',
      title: 'About primary care',
      metaTitle: 'How Ceiba Medical primary care works | Ceiba Health',
      metaDescription: 'Value-based primary care at Ceiba Medical: smaller patient panels, a whole care team, quality measures and what that means for your visits.',
      slices: [
        { hero: { title: 'How our primary care works', lead: 'Ceiba Medical practices value-based primary care: our doctors are rewarded for keeping you healthy, not for the number of visits or tests.' } },
        `## Fewer patients, more time
A Ceiba Medical provider cares for about half as many patients as a typical primary care doctor. That time goes to longer visits, phone calls between visits and planning with specialists. Same-week appointments are the norm, and same-day slots are held every morning.
## A team, not just a doctor
Your care team includes a nurse who checks in after a hospital stay, a clinical pharmacist who reviews your medicines, a social worker who can connect you with food, housing and utility programs, and a care coordinator who books specialist visits and rides. Behavioral health specialists work in many clinics, so you can talk about stress, sadness or memory on the same day as your checkup.
## Measured on your health
We track the same quality measures Medicare uses in its Star Ratings: blood sugar and blood pressure control, cancer screenings, medication adherence and follow-up after a hospital stay. Our teams review these results every month and reach out when a member is due for care.
## Your rights as a patient
You can ask for your records, a second opinion, an interpreter at no cost and information in Large Print, Braille, Audio CD or Data CD. You can change your primary care provider at any time.`,
        `## What a visit looks like
Before you see the provider, a medical assistant checks your vital signs and asks about falls, pain and mood. The provider reviews your goals, your medicines and the results of recent tests with you, and you leave with a printed summary and your next appointment already booked. If you need a specialist, the care coordinator makes the call before you go home.`,
        ...close('en', ['varies', 'network', 'stars']),
      ],
    },
    es: {
      uid: 'sobre-atencion-primaria',
      path: 'medico/atencion-primaria/sobre-atencion-primaria',
      title: 'Sobre la atención primaria - SPA',
      metaTitle: 'Cómo funciona la atención primaria de Ceiba Medical | Ceiba Health',
      metaDescription: 'Atención primaria basada en el valor en Ceiba Medical: menos pacientes por médico, un equipo completo, medidas de calidad y lo que significan para sus consultas.',
      slices: [
        { hero: { title: 'Cómo funciona nuestra atención primaria', lead: 'Ceiba Medical practica la atención primaria basada en el valor: a nuestros médicos se les reconoce por mantenerle sano, no por la cantidad de consultas o pruebas.' } },
        `## Menos pacientes, más tiempo
Un proveedor de Ceiba Medical atiende a casi la mitad de los pacientes que un médico de atención primaria típico. Ese tiempo se dedica a consultas más largas, llamadas entre consultas y a coordinar con los especialistas. Lo normal es conseguir cita en la misma semana, y cada mañana se reservan espacios para el mismo día.
## Un equipo, no solo un médico
Su equipo incluye una enfermera que le llama después de una hospitalización, un farmacéutico clínico que revisa sus medicamentos, un trabajador social que le conecta con programas de alimentos, vivienda y servicios públicos, y un coordinador que programa sus citas con especialistas y su transporte. En muchas clínicas trabajan especialistas en salud conductual, así que puede hablar del estrés, la tristeza o la memoria el mismo día de su chequeo.
## Medimos su salud
Damos seguimiento a las mismas medidas de calidad que usa Medicare en sus calificaciones de estrellas: control del azúcar y de la presión arterial, pruebas de detección de cáncer, constancia con los medicamentos y seguimiento después de una hospitalización. Nuestros equipos revisan estos resultados cada mes y llaman a los miembros que tienen pendiente alguna atención.
## Sus derechos como paciente
Puede pedir su expediente, una segunda opinión, un intérprete sin costo e información en letra grande, braille, CD de audio o CD de datos. Puede cambiar de proveedor de atención primaria en cualquier momento.`,
        `## Cómo es una consulta
Antes de ver al proveedor, un asistente médico le toma los signos vitales y le pregunta por caídas, dolor y estado de ánimo. El proveedor repasa con usted sus metas, sus medicamentos y los resultados de sus pruebas recientes, y usted sale con un resumen impreso y su próxima cita ya programada. Si necesita un especialista, el coordinador hace la llamada antes de que se vaya a casa.`,
        ...close('es', ['varies', 'network', 'stars']),
      ],
    },
  },
  {
    key: 'care-on-demand',
    parent: 'medical',
    en: {
      uid: 'care-on-demand',
      path: 'medical/care-on-demand',
      title: 'Care on demand',
      metaTitle: 'Same-day, after-hours and virtual care | Ceiba Health',
      metaDescription: 'Where to go when you need care today: same-day clinic visits, video visits, the 24/7 nurse line, urgent care and the emergency room, and what each costs.',
      slices: [
        { hero: { title: 'Care when you need it today', lead: 'Not every health problem can wait for a scheduled visit. Here is where to go, day or night, and how to choose the right place.' } },
        `## Same-day visits at Ceiba Medical
Every clinic holds appointments each morning for members who are sick today. Call before 10 a.m. for the best chance of a same-day slot. If your clinic is full, we will offer a video visit or a nearby clinic.
## Video visits and the 24/7 nurse line
Talk with a licensed provider by video from your phone, tablet or computer for colds, rashes, urinary infections, medication refills and many other problems. The nurse line answers any time, including nights and holidays, and can help you decide whether you need care right away. Many plans cover virtual visits at $0.
## Urgent care
For problems that need care within hours but are not life-threatening, such as a sprain, a cut that needs stitches or a high fever, go to a network urgent care center. Urgent care is covered anywhere in the United States, in and out of network.
## The emergency room
Call 911 or go to the nearest emergency room for chest pain, trouble breathing, signs of a stroke (face drooping, arm weakness, speech difficulty), severe bleeding or a serious injury. Emergency care is covered worldwide in many plans, and you never need a referral or prior approval. After an emergency, call your care team so we can follow up.`,
        { table: { title: 'Where to go', caption: 'Choosing the right place for care', head: ['If you have', 'Go to', 'When'], rows: [
          ['A cold, cough, rash or refill question', 'Video visit or nurse line', '24 hours a day'],
          ['A new problem that worries you', 'Same-day visit at your Ceiba Medical clinic', 'Call before 10 a.m.'],
          ['A sprain, minor burn or high fever', 'Network urgent care center', 'Evenings and weekends'],
          ['Chest pain, stroke signs, severe bleeding', 'Call 911 or the emergency room', 'Right away'],
        ] } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'atencion-inmediata',
      path: 'medico/atencion-inmediata',
      title: 'Atención inmediata - SPA',
      metaTitle: 'Atención el mismo día, fuera de horario y virtual | Ceiba Health',
      metaDescription: 'Adónde ir cuando necesita atención hoy: consultas el mismo día, consultas por video, la línea de enfermería 24/7, atención de urgencia y la sala de emergencias.',
      slices: [
        { hero: { title: 'Atención cuando la necesita hoy', lead: 'No todos los problemas de salud pueden esperar a una cita programada. Aquí le decimos adónde ir, de día o de noche, y cómo elegir el lugar adecuado.' } },
        `## Consultas el mismo día en Ceiba Medical
Cada clínica reserva citas por la mañana para los miembros que se sienten mal ese día. Llame antes de las 10 a.m. para tener más probabilidades de conseguir cita. Si su clínica está llena, le ofrecemos una consulta por video o una clínica cercana.
## Consultas por video y línea de enfermería 24/7
Hable por video con un proveedor con licencia desde su teléfono, tableta o computadora por resfriados, erupciones, infecciones urinarias, resurtidos de recetas y muchos otros problemas. La línea de enfermería atiende a cualquier hora, incluso de noche y en días festivos, y le ayuda a decidir si necesita atención de inmediato. Muchos planes cubren las consultas virtuales a $0.
## Atención de urgencia
Para problemas que necesitan atención en pocas horas pero no ponen en riesgo su vida, como un esguince, una cortada que necesita puntos o una fiebre alta, vaya a un centro de atención de urgencia de la red. La atención de urgencia está cubierta en todo Estados Unidos, dentro y fuera de la red.
## La sala de emergencias
Llame al 911 o vaya a la sala de emergencias más cercana si tiene dolor en el pecho, dificultad para respirar, señales de un derrame cerebral (la cara caída, debilidad en un brazo, dificultad para hablar), un sangrado fuerte o una lesión grave. En muchos planes, la atención de emergencia está cubierta en todo el mundo, y nunca necesita un referido ni una aprobación previa. Después de una emergencia, llame a su equipo de atención para que le demos seguimiento.`,
        { table: { title: 'Adónde ir', caption: 'Cómo elegir el lugar adecuado para atenderse', head: ['Si tiene', 'Vaya a', 'Cuándo'], rows: [
          ['Resfriado, tos, erupción o una duda sobre un resurtido', 'Consulta por video o línea de enfermería', 'Las 24 horas'],
          ['Un problema nuevo que le preocupa', 'Consulta el mismo día en su clínica Ceiba Medical', 'Llame antes de las 10 a.m.'],
          ['Un esguince, una quemadura leve o fiebre alta', 'Centro de atención de urgencia de la red', 'Por la noche y los fines de semana'],
          ['Dolor en el pecho, señales de derrame, sangrado fuerte', 'Llame al 911 o vaya a emergencias', 'De inmediato'],
        ] } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'about-ceiba-medical',
    parent: 'medical',
    en: {
      uid: 'about-ceiba-medical',
      path: 'medical/about-ceiba-medical',
      title: 'About Ceiba Medical',
      metaTitle: 'About Ceiba Medical | Ceiba Health',
      metaDescription: 'Who we are: Ceiba Medical is the primary care practice of Ceiba Health, with bilingual clinics in Florida, Texas, Arizona and Illinois.',
      slices: [
        { hero: { title: 'About Ceiba Medical', lead: 'Ceiba Medical is the primary care practice of Ceiba Health. We opened our first clinic in Miami to give older adults a doctor\'s office that feels like a neighborhood, and we now serve members in four states.' } },
        `## Our mission
We believe primary care works best when it is close to home, unhurried and in your language. Our clinics sit in the neighborhoods where our members live, near bus lines, with parking and ramps. Most of our staff speak Spanish, and interpreters for other languages are available at every visit at no cost.
## Our clinics today
We run clinics in Miami, Hialeah and Tampa in Florida, Houston and San Antonio in Texas, Phoenix in Arizona and Chicago in Illinois. Each clinic has primary care providers, nurses, a clinical pharmacist and care coordinators; larger clinics add behavioral health, podiatry and a community room for exercise classes and health talks.
## Working with your plan
Ceiba Medical providers are in the network of Ceiba Health HMO, PPO and special needs plans in these areas. Members of those plans can use the clinics for the plan's primary care copay, which is $0 in many plans. Ceiba Medical also coordinates with the hospitals and specialists of the plan's network.
## Quality and accreditation
Our clinics follow national guidelines for preventive care and chronic disease, report their results to Ceiba Health's quality improvement program every month and take part in the plan's accreditation reviews.`,
        `## Join our patient council
Each clinic has a patient and family advisory council that meets every three months to review wait times, new services and the results of our member surveys. Council members have shaped Saturday hours, bilingual classes and the pharmacy pickup points. Ask at the front desk if you would like to take part.`,
        ...close('en', ['varies', 'network', 'stars']),
      ],
    },
    es: {
      uid: 'sobre-ceiba-medical',
      path: 'medico/sobre-ceiba-medical',
      title: 'Sobre Ceiba Medical - SPA',
      metaTitle: 'Sobre Ceiba Medical | Ceiba Health',
      metaDescription: 'Quiénes somos: Ceiba Medical es la práctica de atención primaria de Ceiba Health, con clínicas bilingües en Florida, Texas, Arizona e Illinois.',
      slices: [
        { hero: { title: 'Sobre Ceiba Medical', lead: 'Ceiba Medical es la práctica de atención primaria de Ceiba Health. Abrimos nuestra primera clínica en Miami para ofrecer a los adultos mayores un consultorio que se sintiera como parte del barrio, y hoy atendemos a miembros en cuatro estados.' } },
        `## Nuestra misión
Creemos que la atención primaria funciona mejor cuando está cerca de casa, sin prisas y en su idioma. Nuestras clínicas están en los barrios donde viven nuestros miembros, cerca de las rutas de autobús, con estacionamiento y rampas. La mayoría de nuestro personal habla español, y en todas las consultas hay intérpretes de otros idiomas sin costo.
## Nuestras clínicas hoy
Tenemos clínicas en Miami, Hialeah y Tampa, en Florida; Houston y San Antonio, en Texas; Phoenix, en Arizona, y Chicago, en Illinois. Cada clínica cuenta con proveedores de atención primaria, enfermeras, un farmacéutico clínico y coordinadores de atención; las clínicas más grandes ofrecen además salud conductual, podología y un salón comunitario para clases de ejercicio y charlas de salud.
## En coordinación con su plan
Los proveedores de Ceiba Medical forman parte de la red de los planes HMO, PPO y para necesidades especiales de Ceiba Health en estas zonas. Los miembros de esos planes pueden atenderse en las clínicas con el copago de atención primaria de su plan, que en muchos planes es de $0. Ceiba Medical también coordina la atención con los hospitales y especialistas de la red del plan.
## Calidad y acreditación
Nuestras clínicas siguen las guías nacionales de atención preventiva y de enfermedades crónicas, informan cada mes sus resultados al programa de mejoramiento de la calidad de Ceiba Health y participan en las revisiones de acreditación del plan.`,
        `## Únase a nuestro consejo de pacientes
Cada clínica tiene un consejo asesor de pacientes y familiares que se reúne cada tres meses para revisar los tiempos de espera, los servicios nuevos y los resultados de nuestras encuestas. Gracias a sus miembros hay horario los sábados, clases bilingües y puntos para recoger medicamentos. Pregunte en la recepción si le gustaría participar.`,
        ...close('es', ['varies', 'network', 'stars']),
      ],
    },
  },
  {
    key: 'care-to-me',
    parent: 'medical',
    en: {
      uid: 'care-to-me',
      path: 'medical/care-to-me',
      title: 'Care to Me: visits at home',
      metaTitle: 'Care to Me in-home visits | Ceiba Health',
      metaDescription: 'Care to Me brings a Ceiba Medical nurse practitioner to your home for check-ups, chronic care and help after a hospital stay. Who qualifies and how to book.',
      slices: [
        { hero: { title: 'Care to Me: your care team at your door', lead: 'If getting to the clinic is hard, Care to Me brings a nurse practitioner and the tools of a check-up to your home.' } },
        `## Who Care to Me is for
Care to Me serves members who find it hard to leave home: after a hospital or nursing facility stay, with a serious chronic illness such as heart failure or COPD, with limited mobility, or without a way to get to appointments. Your Ceiba Medical provider, a hospital discharge planner or you can ask for a visit.
## What happens during a visit
A nurse practitioner spends about an hour with you. They check your vital signs, review every medicine in the house, draw labs when needed, look for fall hazards and talk with you and your caregiver about your goals. After a hospital stay, the first visit happens within 7 days of coming home. Results go to your primary care provider the same day.
## What it costs
Care to Me visits count as primary care visits under your plan, so the plan's primary care copay applies, and it is $0 in many plans. There is no separate charge for the home visit. Care to Me is available in the Miami, Tampa, Houston, San Antonio, Phoenix and Chicago areas.
## Between visits
Members in Care to Me get a direct number to their home care team, weekday check-in calls and, when helpful, a blood pressure cuff or scale that sends readings to the team.`,
        `## How to ask for Care to Me
Call the Ceiba Medical line and say you would like a home visit. A nurse asks a few questions about your health and how you get around, and schedules the first visit, usually within two weeks, or within 7 days of a hospital discharge. Have your medicines, your member ID card and a list of your doctors ready for the visit.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'atencion-en-casa',
      path: 'medico/atencion-en-casa',
      title: 'Care to Me: atención en casa - SPA',
      metaTitle: 'Visitas en casa Care to Me | Ceiba Health',
      metaDescription: 'Care to Me lleva a su casa a un enfermero practicante de Ceiba Medical para chequeos, atención de afecciones crónicas y apoyo después de una hospitalización.',
      slices: [
        { hero: { title: 'Care to Me: su equipo de atención en su puerta', lead: 'Si le cuesta llegar a la clínica, Care to Me le lleva a casa un enfermero practicante y lo necesario para un chequeo.' } },
        `## Para quién es Care to Me
Care to Me atiende a los miembros a quienes les cuesta salir de casa: después de una estancia en el hospital o en un centro de enfermería, con una enfermedad crónica grave como la insuficiencia cardíaca o la EPOC, con movilidad limitada o sin forma de llegar a sus citas. Puede pedir una visita su proveedor de Ceiba Medical, el encargado del alta en el hospital o usted mismo.
## Qué pasa en una visita
Un enfermero practicante pasa alrededor de una hora con usted. Le toma los signos vitales, revisa todos los medicamentos que hay en casa, le hace análisis si hacen falta, busca riesgos de caídas y habla con usted y su cuidador sobre sus metas. Después de una hospitalización, la primera visita se hace en los 7 días siguientes a su regreso a casa. Los resultados llegan a su proveedor de atención primaria el mismo día.
## Cuánto cuesta
Las visitas de Care to Me cuentan como consultas de atención primaria de su plan, así que se aplica el copago de atención primaria, que en muchos planes es de $0. La visita a domicilio no tiene un cargo aparte. Care to Me está disponible en las zonas de Miami, Tampa, Houston, San Antonio, Phoenix y Chicago.
## Entre una visita y otra
Los miembros de Care to Me tienen un número directo de su equipo de atención en casa, llamadas de seguimiento entre semana y, cuando ayuda, un tensiómetro o una báscula que envía las lecturas al equipo.`,
        `## Cómo pedir Care to Me
Llame a la línea de Ceiba Medical y diga que le gustaría una visita en casa. Una enfermera le hace unas preguntas sobre su salud y cómo se traslada, y programa la primera visita, normalmente en dos semanas, o en los 7 días siguientes a un alta del hospital. Tenga a mano sus medicamentos, su tarjeta de miembro y la lista de sus médicos para la visita.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'your-diabetes-team',
    parent: 'medical',
    en: {
      uid: 'your-diabetes-team',
      path: 'medical/your-diabetes-team',
      title: 'Your diabetes team',
      metaTitle: 'Diabetes care team at Ceiba Medical | Ceiba Health',
      metaDescription: 'A doctor, diabetes educator, pharmacist and dietitian working together: A1C checks, eye and foot exams, $35 insulin and supplies for members with diabetes.',
      slices: [
        { hero: { title: 'Your diabetes team', lead: 'Living with diabetes is a daily job. At Ceiba Medical you do not do it alone: a team meets with you regularly and is a phone call away between visits.', primary: { to: 'page:your-diabetes-resource-guide', text: 'Diabetes resource guide' } } },
        `## Who is on your team
- Your **primary care provider**, who sets your treatment plan and A1C goal with you.
- A **certified diabetes care and education specialist**, who teaches you to check your blood sugar, use insulin or a continuous glucose monitor and handle sick days.
- A **clinical pharmacist**, who reviews your medicines and looks for lower-cost options.
- A **dietitian**, who helps you plan meals you enjoy, including the foods of your culture.
## The checks that protect you
Every year you should have an A1C test at least twice, a dilated eye exam, a kidney test (urine albumin and eGFR), a foot exam and a blood pressure check. Your team tracks these for you and books what is due. Many plans cover diabetic eye exams and podiatry visits with a low or $0 copay.
## Medicines and supplies
Covered insulins cost no more than $35 for a month's supply in every Ceiba Health plan with drug coverage. Test strips, meters and continuous glucose monitors from preferred brands are covered; ask your team which ones your plan prefers. Some plans, such as the Ceiba Heart & Diabetes C-SNP, add benefits for members with diabetes, such as healthy food allowances.
## Classes
Our clinics host diabetes self-management classes in English and Spanish. Medicare covers up to 10 hours of diabetes self-management training in the first year and 2 hours each year after.`,
        `## Technology that helps
Members who use insulin several times a day may qualify for a continuous glucose monitor, which shows your sugar on your phone without finger sticks. Your team can see the readings you choose to share and call you when a pattern suggests a change in treatment. Ask your provider whether a monitor is right for you.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'su-equipo-diabetes',
      path: 'medico/su-equipo-diabetes',
      title: 'Su equipo de diabetes - SPA',
      metaTitle: 'Equipo de atención de la diabetes de Ceiba Medical | Ceiba Health',
      metaDescription: 'Un médico, un educador en diabetes, un farmacéutico y un dietista trabajando juntos: pruebas de A1C, exámenes de ojos y pies, insulina a $35 y suministros.',
      slices: [
        { hero: { title: 'Su equipo de diabetes', lead: 'Vivir con diabetes es un trabajo de todos los días. En Ceiba Medical no lo hace solo: un equipo se reúne con usted con regularidad y está a una llamada de distancia entre consultas.', primary: { to: 'page:guia-recursos-diabetes', text: 'Guía de recursos sobre la diabetes' } } },
        `## Quiénes forman su equipo
- Su **proveedor de atención primaria**, que define con usted su tratamiento y su meta de A1C.
- Un **especialista certificado en educación y cuidado de la diabetes**, que le enseña a medirse el azúcar, usar insulina o un monitor continuo de glucosa y manejar los días en que está enfermo.
- Un **farmacéutico clínico**, que revisa sus medicamentos y busca opciones de menor costo.
- Un **dietista**, que le ayuda a planear comidas que le gusten, incluidos los platos de su cultura.
## Los controles que le protegen
Cada año debería hacerse la prueba de A1C al menos dos veces, un examen de la vista con dilatación de pupilas, una prueba de los riñones (albúmina en orina y TFGe), un examen de los pies y un control de la presión arterial. Su equipo lleva la cuenta y le programa lo que le toca. Muchos planes cubren el examen de la vista para diabéticos y las consultas de podología con un copago bajo o de $0.
## Medicamentos y suministros
En todos los planes de Ceiba Health con cobertura de medicamentos, las insulinas cubiertas no cuestan más de $35 por el suministro de un mes. Las tiras reactivas, los glucómetros y los monitores continuos de glucosa de las marcas preferidas están cubiertos; pregúntele a su equipo cuáles prefiere su plan. Algunos planes, como Ceiba Heart & Diabetes C-SNP, añaden beneficios para los miembros con diabetes, como asignaciones para alimentos saludables.
## Clases
Nuestras clínicas ofrecen clases de autocontrol de la diabetes en español e inglés. Medicare cubre hasta 10 horas de capacitación en autocontrol de la diabetes el primer año y 2 horas cada año después.`,
        `## Tecnología que ayuda
Los miembros que se ponen insulina varias veces al día pueden calificar para un monitor continuo de glucosa, que muestra su azúcar en el teléfono sin pincharse el dedo. Su equipo puede ver las lecturas que usted decida compartir y llamarle cuando algún patrón indique que conviene cambiar el tratamiento. Pregúntele a su proveedor si un monitor le conviene.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'ceiba-medical-reward-cards',
    parent: 'medical',
    en: {
      uid: 'ceiba-medical-reward-cards',
      path: 'medical/ceiba-medical-reward-cards',
      title: 'Ceiba Medical reward cards',
      metaTitle: 'Ceiba Medical reward cards | Ceiba Health',
      metaDescription: 'Earn rewards on a prepaid card for healthy steps at Ceiba Medical: annual wellness visit, screenings, vaccines and diabetes checks. How it works and the rules.',
      slices: [
        { hero: { title: 'Ceiba Medical reward cards', lead: 'Patients of Ceiba Medical clinics earn rewards on a prepaid card for taking care of their health, through the Ceiba Dollars program of their plan.', primary: { to: 'page:ceiba-dollars', text: 'About Ceiba Dollars' } } },
        `## How you earn
When you complete an eligible healthy activity, your clinic records it and the reward is loaded onto your card, usually within 4 to 6 weeks. Eligible activities and amounts depend on your plan and are listed in your plan's rewards flyer. Common ones are:
- your Annual Wellness Visit
- a flu vaccine
- a mammogram or colorectal cancer screening when due
- a diabetic eye exam and an A1C test for members with diabetes
- a follow-up visit within 7 days of leaving the hospital
## How you use the card
Use your reward card at participating retailers for groceries, over-the-counter health items and personal care products. The card cannot be used for alcohol, tobacco, firearms or gift cards, and cannot be exchanged for cash. Check your balance by phone or online.
## Rules
Rewards are earned once per activity per year and expire at the end of the plan year or when you leave the plan. Rewards are not available to members of every plan. If you lose your card, call Member Services: we will replace it and move your balance.`,
        `## Rewards and your privacy
Your clinic reports only that an activity was completed, never test results or diagnoses. Rewards are a thank-you for preventive care you would get anyway: no one may require you to complete an activity, and declining a screening never affects your benefits or your care. Members who receive Medicaid should know that rewards do not count as income for Medicaid eligibility.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'tarjetas-recompensa-ceiba-medical',
      path: 'medico/tarjetas-recompensa-ceiba-medical',
      title: 'Tarjetas de recompensa de Ceiba Medical - SPA',
      metaTitle: 'Tarjetas de recompensa de Ceiba Medical | Ceiba Health',
      metaDescription: 'Gane recompensas en una tarjeta prepagada por cuidar su salud en Ceiba Medical: visita anual de bienestar, pruebas de detección, vacunas y controles de diabetes.',
      slices: [
        { hero: { title: 'Tarjetas de recompensa de Ceiba Medical', lead: 'Los pacientes de las clínicas Ceiba Medical ganan recompensas en una tarjeta prepagada por cuidar su salud, a través del programa Ceiba Dollars de su plan.', primary: { to: 'page:ceiba-dollars-es', text: 'Sobre Ceiba Dollars' } } },
        `## Cómo se ganan
Cuando completa una actividad saludable elegible, su clínica la registra y la recompensa se carga en su tarjeta, normalmente en 4 a 6 semanas. Las actividades y los montos dependen de su plan y aparecen en el folleto de recompensas de su plan. Las más comunes son:
- su visita anual de bienestar
- la vacuna contra la gripe
- una mamografía o una prueba de detección de cáncer colorrectal cuando le toque
- un examen de la vista para diabéticos y una prueba de A1C, si tiene diabetes
- una consulta de seguimiento en los 7 días siguientes a salir del hospital
## Cómo se usa la tarjeta
Úsela en tiendas participantes para comprar alimentos, artículos de salud de venta libre y productos de cuidado personal. No sirve para comprar alcohol, tabaco, armas de fuego ni tarjetas de regalo, y no se puede cambiar por dinero en efectivo. Consulte su saldo por teléfono o en línea.
## Reglas
Cada actividad da recompensa una vez al año, y las recompensas vencen al final del año del plan o cuando usted deja el plan. No todos los planes ofrecen recompensas. Si pierde su tarjeta, llame a Servicios para Miembros: se la reponemos y pasamos su saldo a la nueva.`,
        `## Las recompensas y su privacidad
Su clínica solo informa que completó una actividad, nunca los resultados de pruebas ni los diagnósticos. Las recompensas son un agradecimiento por la atención preventiva que recibiría de todos modos: nadie puede obligarle a completar una actividad, y rechazar una prueba de detección nunca afecta sus beneficios ni su atención. Si recibe Medicaid, tenga en cuenta que las recompensas no cuentan como ingresos para su elegibilidad.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'medical-forms',
    parent: 'medical',
    en: {
      uid: 'medical-forms',
      path: 'medical/medical-forms',
      title: 'Medical forms and guides',
      metaTitle: 'Ceiba Medical forms and patient guides | Ceiba Health',
      metaDescription: 'Patient guides and notices from Ceiba Medical: the diabetes and heart failure resource guides, Florida patient rights and the telehealth notice, as PDFs.',
      slices: [
        { hero: { title: 'Medical forms and guides', lead: 'The guides and notices Ceiba Medical gives its patients, in English and Spanish, ready to read online or print.' } },
        `## What you will find here
Our resource guides help you manage diabetes and congestive heart failure at home, with daily checklists and warning signs. The notices explain your rights as a patient of a Florida clinic and how telehealth visits work. Each page below has a summary and the full PDF.
## How to use these forms
Download and print a guide before your next visit, or ask the front desk for a printed copy. If you need a form in Large Print, Braille, Audio CD or Data CD, or in another language, call us and we will send it at no cost. Signed notices can be returned at your clinic's front desk.`,
        { children: { title: 'Guides and notices', intro: 'Open a page to read the summary and download the PDF.' } },
        { forms: { title: 'Download the PDFs', intro: 'Each document is available in English and Spanish.', items: [
          { name: 'Your diabetes resource guide', purpose: 'Daily care, blood sugar targets and when to call', file: guide('ceiba-medical-diabetes-resource-guide', 'en'), language: 'English', submit: 'Keep for your records' },
          { name: 'Your congestive heart failure resource guide', purpose: 'Daily weights, symptoms zones and medicines', file: guide('ceiba-medical-heart-failure-resource-guide', 'en'), language: 'English', submit: 'Keep for your records' },
          { name: 'Florida patient rights and responsibilities', purpose: 'Your rights under Florida law', file: guide('ceiba-medical-patient-rights-fl', 'en'), language: 'English', submit: 'Sign at your first visit' },
          { name: 'Telehealth notice and consent', purpose: 'How video and phone visits work', file: guide('ceiba-medical-telehealth-notice', 'en'), language: 'English', submit: 'Sign before your first virtual visit' },
        ] } },
        ...close('en', ['varies']),
      ],
    },
    es: {
      uid: 'formularios-medicos',
      path: 'medico/formularios-medicos',
      title: 'Formularios y guías médicas - SPA',
      metaTitle: 'Formularios y guías para pacientes de Ceiba Medical | Ceiba Health',
      metaDescription: 'Guías y avisos para pacientes de Ceiba Medical: las guías de recursos sobre diabetes e insuficiencia cardíaca, los derechos del paciente en Florida y el aviso de telesalud.',
      slices: [
        { hero: { title: 'Formularios y guías médicas', lead: 'Las guías y los avisos que Ceiba Medical entrega a sus pacientes, en español e inglés, para leer en línea o imprimir.' } },
        `## Qué encontrará aquí
Nuestras guías de recursos le ayudan a manejar en casa la diabetes y la insuficiencia cardíaca congestiva, con listas de control diarias y señales de alarma. Los avisos explican sus derechos como paciente de una clínica de Florida y cómo funcionan las consultas de telesalud. Cada página de abajo tiene un resumen y el PDF completo.
## Cómo usar estos formularios
Descargue e imprima la guía antes de su próxima consulta, o pida una copia impresa en la recepción. Si necesita un formulario en letra grande, braille, CD de audio o CD de datos, o en otro idioma, llámenos y se lo enviamos sin costo. Los avisos firmados se entregan en la recepción de su clínica.`,
        { children: { title: 'Guías y avisos', intro: 'Abra una página para leer el resumen y descargar el PDF.' } },
        { forms: { title: 'Descargue los PDF', intro: 'Cada documento está disponible en español y en inglés.', items: [
          { name: 'Guía de recursos sobre la diabetes', purpose: 'Cuidado diario, metas de azúcar en la sangre y cuándo llamar', file: guide('ceiba-medical-diabetes-resource-guide', 'es'), language: 'Español', submit: 'Consérvela' },
          { name: 'Guía de recursos sobre la insuficiencia cardíaca congestiva', purpose: 'Peso diario, zonas de síntomas y medicamentos', file: guide('ceiba-medical-heart-failure-resource-guide', 'es'), language: 'Español', submit: 'Consérvela' },
          { name: 'Derechos y responsabilidades del paciente en Florida', purpose: 'Sus derechos según la ley de Florida', file: guide('ceiba-medical-patient-rights-fl', 'es'), language: 'Español', submit: 'Fírmelo en su primera consulta' },
          { name: 'Aviso y consentimiento de telesalud', purpose: 'Cómo funcionan las consultas por video y por teléfono', file: guide('ceiba-medical-telehealth-notice', 'es'), language: 'Español', submit: 'Fírmelo antes de su primera consulta virtual' },
        ] } },
        ...close('es', ['varies']),
      ],
    },
  },
]
