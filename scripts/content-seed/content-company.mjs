import { IMG, page, R } from './outline.mjs'
import { s } from './slice-builders.mjs'

export const COMPANY_PAGES = [
  page(
    {
      path: 'prescription-drugs',
      title: 'Prescription drugs',
      meta_title: 'Prescription drug coverage | Ceiba Health',
      meta_description: 'How Ceiba Health covers prescription drugs: the formulary, drug tiers, $35 insulin, $0 Part D vaccines and mail-order pharmacy.',
      slices: [
        s.hero('Prescription drug coverage', ['Most Ceiba Health plans include Part D drug coverage. Check that your medicines are on our drug list (formulary) and see what they cost before you enroll.'], { primary: ['Search the drug list', R('formularySearch')], secondary: ['Search drugs by plan', R('drugSearch')] }),
        s.benefits('Savings built into every plan with drug coverage', null, [
          ['pharmacy', '$35 insulin', 'You pay no more than $35 for a one-month supply of each covered insulin.', null],
          ['doctor', '$0 Part D vaccines', 'Recommended vaccines such as shingles and Tdap cost $0.', null],
          ['otc', 'Mail-order pharmacy', 'Get a 100-day supply of maintenance drugs delivered to your door.', null],
        ]),
        s.faq('Drug coverage questions', [
          ['What is a formulary?', 'It is the list of drugs a plan covers. Drugs are placed in tiers; lower tiers usually cost less.'],
          ['What if my drug is not covered?', 'Ask your doctor about a covered alternative, or ask us for an exception. A drug that is not covered costs 100% of its price.'],
          ['Can I get help paying for drugs?', 'If you have limited income, you may qualify for Extra Help from Medicare, which lowers your drug costs to $0 on many plans.'],
        ]),
      ],
    },
    {
      path: 'medicamentos-receta',
      title: 'Medicamentos recetados - SPA',
      meta_title: 'Cobertura de medicamentos recetados | Ceiba Health',
      meta_description: 'Cómo cubre Ceiba Health los medicamentos recetados: el formulario, los niveles de medicamentos, la insulina de $35, las vacunas de la Parte D por $0 y la farmacia por correo.',
      slices: [
        s.hero('Cobertura de medicamentos recetados', ['La mayoría de los planes de Ceiba Health incluyen cobertura de medicamentos de la Parte D. Verifique que sus medicamentos estén en nuestra lista (formulario) y vea cuánto cuestan antes de inscribirse.'], { primary: ['Buscar en la lista de medicamentos', R('formularySearch', 'es')], secondary: ['Buscar medicamentos por plan', R('drugSearch', 'es')] }),
        s.benefits('Ahorros incluidos en todos los planes con cobertura de medicamentos', null, [
          ['pharmacy', 'Insulina de $35', 'No paga más de $35 por el suministro de un mes de cada insulina cubierta.', null],
          ['doctor', 'Vacunas de la Parte D por $0', 'Las vacunas recomendadas, como la del herpes zóster y la Tdap, cuestan $0.', null],
          ['otc', 'Farmacia por correo', 'Reciba en su casa un suministro de 100 días de sus medicamentos de mantenimiento.', null],
        ]),
        s.faq('Preguntas sobre la cobertura de medicamentos', [
          ['¿Qué es un formulario?', 'Es la lista de medicamentos que cubre un plan. Los medicamentos se ubican en niveles; los niveles más bajos suelen costar menos.'],
          ['¿Qué pasa si mi medicamento no está cubierto?', 'Pregunte a su médico por una alternativa cubierta o pídanos una excepción. Un medicamento que no está cubierto cuesta el 100% de su precio.'],
          ['¿Puedo recibir ayuda para pagar mis medicamentos?', 'Si tiene ingresos limitados, puede calificar para la Ayuda Adicional de Medicare, que reduce a $0 el costo de sus medicamentos en muchos planes.'],
        ]),
      ],
    },
  ),
  page(
    {
      path: 'health-and-wellness',
      title: 'Health and wellness',
      meta_title: 'Health and wellness programs | Ceiba Health',
      meta_description: 'Fitness memberships, disease management, mental health support and a 24/7 nurse line for Ceiba Health members.',
      slices: [
        s.hero('Stay well, your way', ['Ceiba Health members get programs that help them stay active, manage chronic conditions and feel supported.'], { img: [`${IMG}/care-team.svg`, 'A doctor talking with an older couple in a bright exam room'] }),
        s.benefits('Programs for members', null, [
          ['fitness', 'Fitness membership', 'A gym membership at participating fitness centers, or home workout kits.', null],
          ['doctor', 'Disease management', 'Nurses and health coaches help you manage diabetes, heart failure and high blood pressure.', null],
          ['telehealth', '24/7 nurse line and telehealth', 'Talk with a nurse or see a doctor by video any time, day or night.', null],
          ['rewards', 'Ceiba Dollars', 'Earn rewards for annual checkups, screenings and flu shots.', ['Rewards program', R('rewardsProgram')]],
        ]),
        s.form('email_signup', 'Get health tips by email', 'Monthly tips on staying active, eating well and making the most of your benefits.'),
      ],
    },
    {
      path: 'salud-y-bienestar',
      title: 'Salud y bienestar - SPA',
      meta_title: 'Programas de salud y bienestar | Ceiba Health',
      meta_description: 'Membresías de gimnasio, manejo de enfermedades, apoyo de salud mental y una línea de enfermería 24/7 para los miembros de Ceiba Health.',
      slices: [
        s.hero('Manténgase bien, a su manera', ['Los miembros de Ceiba Health cuentan con programas que les ayudan a mantenerse activos, manejar afecciones crónicas y sentirse apoyados.'], { img: [`${IMG}/care-team.svg`, 'Una doctora conversando con una pareja mayor en un consultorio luminoso'] }),
        s.benefits('Programas para miembros', null, [
          ['fitness', 'Membresía de gimnasio', 'Membresía en gimnasios participantes o kits de ejercicio para el hogar.', null],
          ['doctor', 'Manejo de enfermedades', 'Enfermeras y asesores de salud le ayudan a controlar la diabetes, la insuficiencia cardíaca y la presión arterial alta.', null],
          ['telehealth', 'Línea de enfermería 24/7 y telesalud', 'Hable con una enfermera o consulte a un médico por video a cualquier hora.', null],
          ['rewards', 'Ceiba Dollars', 'Gane recompensas por sus chequeos anuales, pruebas de detección y vacunas contra la gripe.', ['Programa de recompensas', R('rewardsProgram', 'es')]],
        ]),
        s.form('email_signup', 'Reciba consejos de salud por correo electrónico', 'Consejos mensuales para mantenerse activo, comer bien y aprovechar sus beneficios.'),
      ],
    },
  ),
  page(
    {
      path: 'member-events',
      title: 'Member events',
      meta_title: 'Member events | Ceiba Health',
      meta_description: 'Free events for Ceiba Health members: benefit workshops, health fairs and fitness classes near you.',
      slices: [
        s.hero('Member events', ['Free workshops, health fairs and classes for Ceiba Health members and their caregivers. Bring your member ID card.']),
        s.events('Upcoming events', 'Events are free. Seating is limited, so please register.', [
          ['Getting the most from your benefits', '2026-01-21', '10:00 a.m. – 11:30 a.m.', 'Ceiba Health Care Center, Doral', '8300 NW 36th St, Doral, FL 33166', 'bilingual', ['Register', R('callRequest')]],
          ['Healthy cooking on a budget', '2026-02-11', '1:00 p.m. – 2:30 p.m.', 'Westchester Community Center', '8801 SW 24th St, Miami, FL 33165', 'spanish', null],
          ['Chair yoga and balance', '2026-02-18', '9:30 a.m. – 10:30 a.m.', 'Mesa Senior Center', '247 N Macdonald, Mesa, AZ 85201', 'english', null],
        ]),
        s.alert('info', 'Accessibility at our events', 'All venues are wheelchair accessible. To ask for an interpreter or other accommodation, call Member Services at least 5 days before the event.'),
      ],
    },
    {
      path: 'eventos-para-miembros',
      title: 'Eventos para miembros - SPA',
      meta_title: 'Eventos para miembros | Ceiba Health',
      meta_description: 'Eventos gratuitos para los miembros de Ceiba Health: talleres sobre beneficios, ferias de salud y clases de ejercicio cerca de usted.',
      slices: [
        s.hero('Eventos para miembros', ['Talleres, ferias de salud y clases gratuitas para los miembros de Ceiba Health y sus cuidadores. Traiga su tarjeta de miembro.']),
        s.events('Próximos eventos', 'Los eventos son gratuitos. El cupo es limitado; por favor inscríbase.', [
          ['Cómo aprovechar al máximo sus beneficios', '2026-01-21', '10:00 a. m. – 11:30 a. m.', 'Centro de Atención Ceiba Health, Doral', '8300 NW 36th St, Doral, FL 33166', 'bilingual', ['Inscribirse', R('callRequest', 'es')]],
          ['Cocina saludable con poco presupuesto', '2026-02-11', '1:00 p. m. – 2:30 p. m.', 'Centro Comunitario de Westchester', '8801 SW 24th St, Miami, FL 33165', 'spanish', null],
          ['Yoga en silla y equilibrio', '2026-02-18', '9:30 a. m. – 10:30 a. m.', 'Centro para Personas Mayores de Mesa', '247 N Macdonald, Mesa, AZ 85201', 'english', null],
        ]),
        s.alert('info', 'Accesibilidad en nuestros eventos', 'Todos los lugares son accesibles para sillas de ruedas. Para pedir un intérprete u otra adaptación, llame a Servicios para Miembros al menos 5 días antes del evento.'),
      ],
    },
  ),
  page(
    {
      path: 'providers',
      title: 'Providers',
      meta_title: 'For providers | Ceiba Health',
      meta_description: 'Resources for Ceiba Health network providers: prior authorization, claims, the provider manual, clinical guidelines and joining our network.',
      slices: [
        s.hero('For providers', ['Resources for doctors, hospitals, pharmacies and other providers who care for Ceiba Health members.'], { primary: ['Join our network', 'mailto:network@ceibahealth.example'] }),
        s.cards('Provider resources', null, [
          { title: 'Prior authorization and referrals', body: 'Check which services need approval and submit requests through the provider portal.', link: ['2026 prior authorization list', R('priorAuthorizationList').replace('{year}', '2026')] },
          { title: 'Claims and payment', body: 'Submit claims electronically with payer ID CEIBA1. Clean claims are paid within 30 days.', link: null },
          { title: 'Provider and pharmacy directory', body: 'Find network providers for referrals.', link: ['Search providers', R('providerSearch')] },
        ]),
        s.docs('Manuals and policies', null, [
          ['2026 Provider Manual', '/documents/2026-provider-manual.pdf', 'PDF', '2.6 MB', 'Network rules, member rights and administrative procedures.'],
          ['Clinical practice guidelines', '/documents/clinical-practice-guidelines.pdf', 'PDF', '940 KB', null],
        ]),
        s.contact('Provider Services', 'For eligibility, claims and authorization questions.', { phone: '1-800-555-0170', hours: 'weekdays_saturday' }),
      ],
    },
    null,
  ),
  page(
    {
      path: 'brokers',
      title: 'Brokers',
      meta_title: 'For brokers and agents | Ceiba Health',
      meta_description: 'Appointment, certification, marketing materials and training for brokers and agents who sell Ceiba Health Medicare Advantage plans.',
      slices: [
        s.hero('For brokers and agents', ['Partner with a plan your clients will be glad they chose. We support appointed agents with training, materials and a dedicated broker team.'], { primary: ['Get appointed', 'mailto:brokers@ceibahealth.example'] }),
        s.text('## Certification for 2026', 'Complete AHIP Medicare training and our 2026 product certification before you market Ceiba Health plans. Certification opens each year in late June.', 'Follow CMS marketing rules: use only approved materials, and record a Scope of Appointment at least 48 hours before a sales meeting when required.'),
        s.docs('Enrollment materials', null, [
          ['2026 broker enrollment guide', '/documents/2026-broker-enrollment-guide.pdf', 'PDF', '1.1 MB', null],
          ['Scope of Appointment form', '/documents/scope-of-appointment.pdf', 'PDF', '180 KB', null],
        ]),
        s.contact('Broker support', 'Our broker team answers questions about commissions, appointments and enrollment status.', { phone: '1-800-555-0175', hours: 'weekdays_saturday' }),
      ],
    },
    null,
  ),
  page(
    {
      path: 'developers',
      title: 'Developers',
      meta_title: 'Developer APIs (FHIR) | Ceiba Health',
      meta_description: 'Ceiba Health offers FHIR R4 APIs for patient access, provider directory and formulary data, as required by CMS interoperability rules.',
      slices: [
        s.hero('Developer APIs', ['Ceiba Health publishes HL7 FHIR R4 APIs so members can share their health data with the apps they choose, as required by the CMS Interoperability and Patient Access rule.']),
        s.table('Available APIs', 'Ceiba Health FHIR APIs', ['API', 'What it returns', 'Authentication'], [['Patient Access', 'Claims, encounters and clinical data for a member', 'OAuth 2.0 with member consent'], ['Provider Directory', 'Network providers, locations and specialties', 'None (public)'], ['Payer-to-Payer', 'Data exchange when a member changes plans', 'OAuth 2.0 between payers'], ['Formulary', 'Covered drugs, tiers and restrictions', 'None (public)']], 'APIs follow the CARIN Blue Button, Da Vinci PDex Plan Net and Da Vinci US Drug Formulary implementation guides.'),
        s.text('## Register an app', 'Email **developers@ceibahealth.example** with your app name, redirect URLs and privacy policy. We review registrations within 10 business days. Apps must keep member data secure and tell members how it is used.'),
      ],
    },
    null,
  ),
]
