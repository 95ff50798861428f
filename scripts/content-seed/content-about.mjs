import { IMG, page, R } from './outline.mjs'
import { s } from './slice-builders.mjs'

const STATES_2026 = 'Alabama, Arizona, Arkansas, Colorado, Delaware, Florida, Georgia, Hawaii, Illinois, Indiana, Iowa, Kansas, Kentucky, Louisiana, Mississippi, Missouri, Nebraska, New Mexico, North Carolina, Ohio, Oklahoma, Oregon, Pennsylvania, South Carolina, Tennessee, Texas, Utah, Virginia and Washington'
const STATES_2026_ES = 'Alabama, Arizona, Arkansas, Carolina del Norte, Carolina del Sur, Colorado, Delaware, Florida, Georgia, Hawái, Illinois, Indiana, Iowa, Kansas, Kentucky, Luisiana, Misisipi, Misuri, Nebraska, Nuevo México, Ohio, Oklahoma, Oregón, Pensilvania, Tennessee, Texas, Utah, Virginia y Washington'

const team = [
  ['James Okafor', 'Chief Executive Officer', 'James has spent 25 years building health plans around primary care.', `${IMG}/portrait-2.svg`],
  ['Dr. Elena Vargas', 'Chief Medical Officer', 'A family physician for twenty years, Elena leads our clinical programs and care teams.', `${IMG}/portrait-1.svg`],
  ['Priya Raman', 'Chief Technology Officer', 'Priya leads the engineers who build our member apps and care-team tools.', `${IMG}/portrait-3.svg`],
]
const teamEs = [
  ['James Okafor', 'Director Ejecutivo', 'James lleva 25 años creando planes de salud centrados en la atención primaria.', `${IMG}/portrait-2.svg`],
  ['Dra. Elena Vargas', 'Directora Médica', 'Médica de familia durante veinte años, Elena dirige nuestros programas clínicos y equipos de atención.', `${IMG}/portrait-1.svg`],
  ['Priya Raman', 'Directora de Tecnología', 'Priya dirige a los ingenieros que crean nuestras aplicaciones para miembros y herramientas para los equipos de atención.', `${IMG}/portrait-3.svg`],
]

export const ABOUT_PAGES = [
  page(
    {
      path: 'about-us',
      title: 'About us',
      meta_title: 'About Ceiba Health',
      meta_description: 'Ceiba Health is a Medicare Advantage plan built around primary care, technology and the communities we serve.',
      slices: [
        s.hero('Health care that starts with a relationship', ['Ceiba Health was founded in Miami in 2014 by doctors who believed older adults deserved more time with their care team. Today we serve members in 29 states.'], { eyebrow: 'About us', img: [`${IMG}/family.svg`, 'Three generations of a family laughing together on a porch'] }),
        s.stats('Ceiba Health today', [['29', 'states in our 2026 service area'], ['4.5', 'stars for our 2026 HMO plans'], ['2014', 'the year we were founded']], 'Star ratings are out of 5 and are assessed each year; they may change from one year to the next.'),
        s.text('## What we believe', '- Primary care comes first: longer visits and a team that knows you', '- Benefits should fit real life: food, rides and dental care matter as much as hospital stays', '- Everyone deserves care in their language: our member services, materials and many of our doctors speak Spanish'),
        s.cta('Meet the people behind Ceiba Health', null, ['Meet our team', R('meetOurTeam')], ['Our technology', R('ourTechnology')]),
      ],
    },
    {
      path: 'sobre-nosotros',
      title: 'Sobre nosotros - SPA',
      meta_title: 'Sobre Ceiba Health',
      meta_description: 'Ceiba Health es un plan Medicare Advantage centrado en la atención primaria, la tecnología y las comunidades a las que servimos.',
      slices: [
        s.hero('Una atención médica que empieza con una relación', ['Ceiba Health nació en Miami en 2014, fundada por médicos convencidos de que las personas mayores merecían más tiempo con su equipo de atención. Hoy atendemos a miembros en 29 estados.'], { eyebrow: 'Sobre nosotros', img: [`${IMG}/family.svg`, 'Tres generaciones de una familia riendo juntas en un porche'] }),
        s.stats('Ceiba Health hoy', [['29', 'estados en nuestra área de servicio de 2026'], ['4.5', 'estrellas para nuestros planes HMO 2026'], ['2014', 'el año de nuestra fundación']], 'Las calificaciones por estrellas son sobre 5 y se evalúan cada año; pueden cambiar de un año a otro.'),
        s.text('## En qué creemos', '- La atención primaria es lo primero: consultas más largas y un equipo que le conoce', '- Los beneficios deben adaptarse a la vida real: la comida, el transporte y la atención dental importan tanto como las estancias en el hospital', '- Todos merecen atención en su idioma: nuestros servicios para miembros, materiales y muchos de nuestros médicos hablan español'),
        s.cta('Conozca a las personas detrás de Ceiba Health', null, ['Conozca a nuestro equipo', R('meetOurTeam', 'es')], ['Nuestra tecnología', R('ourTechnology', 'es')]),
      ],
    },
  ),
  page(
    {
      path: 'our-technology',
      title: 'Our technology',
      meta_title: 'Our technology | Ceiba Health',
      meta_description: 'How Ceiba Health uses technology to give care teams a full picture of each member and to make benefits easy to use.',
      slices: [
        s.hero('Technology that gives care teams time back', ['We build our own tools so doctors, nurses and member advocates see a complete picture of each member’s health in one place.']),
        s.textImage('One record, one team', ['Our care platform brings together visits, prescriptions, hospital stays and lab results. When a member leaves the hospital, their care team is alerted the same day and can call to help with medicines and follow-up visits.'], [`${IMG}/care-team.svg`, 'A doctor talking with an older couple in a bright exam room'], null),
        s.textImage('Benefits that are easy to use', ['Members check their food and home card balance, order OTC items and book rides from one app, in English or Spanish.'], [`${IMG}/grocery.svg`, 'A shopping basket with fresh vegetables, bread and milk'], ['Developer APIs', R('developers')], true),
      ],
    },
    {
      path: 'nuestra-tecnologia',
      title: 'Nuestra tecnología - SPA',
      meta_title: 'Nuestra tecnología | Ceiba Health',
      meta_description: 'Cómo usa Ceiba Health la tecnología para dar a los equipos de atención una visión completa de cada miembro y facilitar el uso de los beneficios.',
      slices: [
        s.hero('Tecnología que devuelve tiempo a los equipos de atención', ['Creamos nuestras propias herramientas para que médicos, enfermeras y defensores de miembros vean en un solo lugar una imagen completa de la salud de cada miembro.']),
        s.textImage('Un solo expediente, un solo equipo', ['Nuestra plataforma de atención reúne consultas, recetas, hospitalizaciones y resultados de laboratorio. Cuando un miembro sale del hospital, su equipo de atención recibe un aviso el mismo día y puede llamarle para ayudarle con sus medicamentos y citas de seguimiento.'], [`${IMG}/care-team.svg`, 'Una doctora conversando con una pareja mayor en un consultorio luminoso'], null),
        s.textImage('Beneficios fáciles de usar', ['Los miembros consultan el saldo de su tarjeta de alimentos y vivienda, piden artículos OTC y reservan transporte desde una sola aplicación, en inglés o en español.'], [`${IMG}/grocery.svg`, 'Una canasta de compras con verduras frescas, pan y leche'], null, true),
      ],
    },
  ),
  page(
    {
      path: 'meet-our-team',
      title: 'Meet our team',
      meta_title: 'Meet our team | Ceiba Health',
      meta_description: 'The leadership team of Ceiba Health.',
      slices: [
        s.hero('Meet our team', ['Doctors, nurses, engineers and member advocates who share one goal: better care for older adults.']),
        s.team('Leadership', null, team),
        s.quote('We measure ourselves by one thing: whether our members feel better cared for this year than last year.', 'Dr. Elena Vargas', 'Chief Medical Officer'),
      ],
    },
    {
      path: 'conozca-nuestro-equipo',
      title: 'Conozca a nuestro equipo - SPA',
      meta_title: 'Conozca a nuestro equipo | Ceiba Health',
      meta_description: 'El equipo directivo de Ceiba Health.',
      slices: [
        s.hero('Conozca a nuestro equipo', ['Médicos, enfermeras, ingenieros y defensores de miembros que comparten un objetivo: una mejor atención para las personas mayores.']),
        s.team('Equipo directivo', null, teamEs),
        s.quote('Nos medimos por una sola cosa: si nuestros miembros sienten que este año los cuidamos mejor que el año pasado.', 'Dra. Elena Vargas', 'Directora Médica'),
      ],
    },
  ),
  page(
    {
      path: 'service-area',
      title: 'Service area',
      meta_title: 'Where Ceiba Health plans are offered',
      meta_description: 'Ceiba Health Medicare Advantage plans are offered in 29 states for 2026. Check plans in your county with your ZIP code.',
      slices: [
        s.hero('Where our plans are offered', [`For 2026, Ceiba Health plans are offered in parts of ${STATES_2026}.`], { primary: ['Check plans in your county', R('planFinder')] }),
        s.text('## New for 2026', 'We now offer plans in Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia.', 'Plans are not offered in every county of each state. Enter your ZIP code in the plan finder to see the plans where you live.'),
        s.vendors('Continuity of care for new members', 'Arizona', 'If you are new to Ceiba Health and in the middle of treatment, these vendors keep serving you while we move your care into our network.', [
          ['Durable medical equipment', 'Desert Medical Supply', '1-800-555-0161', 'https://desertmedicalsupply.example/'],
          ['Home health', 'Sonoran Home Care', '1-800-555-0162', null],
          ['Vision', 'ClearView Eye Network', '1-800-555-0163', 'https://clearview.example/'],
        ]),
      ],
    },
    {
      path: 'area-servicio',
      title: 'Área de servicio - SPA',
      meta_title: 'Dónde se ofrecen los planes de Ceiba Health',
      meta_description: 'Los planes Medicare Advantage de Ceiba Health se ofrecen en 29 estados en 2026. Consulte los planes de su condado con su código postal.',
      slices: [
        s.hero('Dónde se ofrecen nuestros planes', [`En 2026, los planes de Ceiba Health se ofrecen en partes de ${STATES_2026_ES}.`], { primary: ['Ver planes en su condado', R('planFinder', 'es')] }),
        s.text('## Novedades para 2026', 'Ahora ofrecemos planes en Delaware, Iowa, Kansas, Luisiana, Nebraska, Nuevo México, Oklahoma, Utah y Virginia.', 'Los planes no se ofrecen en todos los condados de cada estado. Ingrese su código postal en el buscador de planes para ver los planes donde vive.'),
        s.vendors('Continuidad de la atención para nuevos miembros', 'Arizona', 'Si es nuevo en Ceiba Health y está en medio de un tratamiento, estos proveedores seguirán atendiéndole mientras trasladamos su atención a nuestra red.', [
          ['Equipo médico duradero', 'Desert Medical Supply', '1-800-555-0161', 'https://desertmedicalsupply.example/'],
          ['Atención médica en el hogar', 'Sonoran Home Care', '1-800-555-0162', null],
          ['Visión', 'ClearView Eye Network', '1-800-555-0163', 'https://clearview.example/'],
        ]),
      ],
    },
  ),
  page(
    {
      path: 'newsroom',
      title: 'Newsroom',
      meta_title: 'Newsroom | Ceiba Health',
      meta_description: 'Press releases and media coverage about Ceiba Health.',
      slices: [
        s.hero('Newsroom', ['News about Ceiba Health, our members and our plans. Journalists can reach our media team at press@ceibahealth.example.']),
        s.press('Press releases', [
          ['Ceiba Health HMO plans earn 4.5 stars for 2026', '2025-10-10', 'Ceiba Health', 'Medicare rated our HMO plans 4.5 out of 5 stars, up from 4 stars last year.', null],
          ['Ceiba Health expands to nine new states for 2026', '2025-10-01', 'Ceiba Health', 'Plans are now offered in Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia.', null],
          ['Food and home card now available to C-SNP members', '2025-09-15', 'Ceiba Health', 'Members with diabetes or heart failure can use the card for groceries and utility bills.', null],
        ]),
      ],
    },
    null,
  ),
  page(
    {
      path: 'contact-us',
      title: 'Contact us',
      meta_title: 'Contact us | Ceiba Health',
      meta_description: 'Phone numbers, hours and addresses for Ceiba Health Member Services, sales and other teams.',
      slices: [
        s.hero('Contact us', ['We are here to help in English and Spanish. Interpreters for other languages are free.']),
        s.contact('Member Services', 'Questions about benefits, claims, bills or your ID card.', { hours: 'aep_weekdays', address: 'Ceiba Health Member Services, P.O. Box 24010, Miami, FL 33102' }),
        s.contact('Talk with a licensed agent', 'Questions about joining a plan.', { phone: '1-800-555-0145', hours: 'weekdays_saturday' }),
        s.form('call_request', 'Prefer that we call you?', 'Choose a time and a licensed agent will call.'),
      ],
    },
    {
      path: 'contactenos',
      title: 'Contáctenos - SPA',
      meta_title: 'Contáctenos | Ceiba Health',
      meta_description: 'Teléfonos, horarios y direcciones de Servicios para Miembros, ventas y otros equipos de Ceiba Health.',
      slices: [
        s.hero('Contáctenos', ['Estamos para ayudarle en inglés y en español. Los intérpretes para otros idiomas son gratuitos.']),
        s.contact('Servicios para Miembros', 'Preguntas sobre beneficios, reclamos, facturas o su tarjeta de identificación.', { hours: 'aep_weekdays', address: 'Ceiba Health Member Services, P.O. Box 24010, Miami, FL 33102' }),
        s.contact('Hable con un agente autorizado', 'Preguntas sobre cómo inscribirse en un plan.', { phone: '1-800-555-0145', hours: 'weekdays_saturday' }),
        s.form('call_request', '¿Prefiere que le llamemos?', 'Elija una hora y un agente autorizado le llamará.'),
      ],
    },
  ),
]
