import { IMG, page, R } from './outline.mjs'
import { s } from './slice-builders.mjs'

export const HOME_PAGES = [
  page(
    {
      uid: 'home',
      path: '/',
      title: 'Home',
      meta_title: 'Medicare Advantage plans | Ceiba Health',
      meta_description: 'Compare Ceiba Health Medicare Advantage plans in your area: $0 premium options, dental, vision, hearing, drug coverage and a food and home card.',
      slices: [
        s.zipHero('Medicare Advantage plans built around you', 'Find a Ceiba Health plan with the doctors, drugs and extra benefits that matter to you. Start with your ZIP code.', 'Plans for 2026'),
        s.benefits('Benefits our members use every day', 'Benefits vary by plan and county.', [
          ['dental', 'Dental, vision and hearing', 'Cleanings, eyewear and hearing exams are included in many of our plans.', ['Dental benefits', '/dental/']],
          ['food', 'Food and home card', 'Eligible members get a monthly allowance for healthy food and household bills.', ['About the card', R('foodAndHome')]],
          ['giveback', 'Part B giveback', 'Some plans lower the Medicare Part B premium taken from your Social Security check.', ['How the giveback works', '/medicare-part-b-giveback/']],
          ['transportation', 'Rides to care', 'Get to doctor visits and the pharmacy with covered transportation.', ['Transportation', '/transportation-resources/']],
        ]),
        s.cards('Check before you choose', null, [
          { title: 'Your drugs', body: 'See which plans cover your prescriptions and what you would pay.', link: ['Search drugs', R('drugSearch')] },
          { title: 'Your doctors', body: 'Find doctors, specialists and pharmacies in our network.', link: ['Find a doctor', R('providerSearch')] },
          { title: 'Your plan documents', body: 'Read the Summary of Benefits and Evidence of Coverage.', link: ['Find documents', R('planDocumentsFinder')] },
        ]),
        s.quote('My care team calls to check on me after every hospital visit. I have never had a plan that paid this much attention.', 'Marta R.', 'Member since 2021, Miami-Dade County'),
        s.cta('Prefer to talk it through?', 'Our licensed agents can answer your questions and help you compare plans. There is no obligation to enroll.', ['Request a call', R('callRequest')], ['Read: new to Medicare?', '/resources/new-to-medicare/']),
      ],
    },
    {
      uid: 'home',
      path: '/',
      title: 'Inicio - SPA',
      meta_title: 'Planes Medicare Advantage | Ceiba Health',
      meta_description: 'Compare los planes Medicare Advantage de Ceiba Health en su área: opciones con prima de $0, dental, visión, audición, medicamentos y una tarjeta de alimentos y vivienda.',
      slices: [
        s.zipHero('Planes Medicare Advantage pensados para usted', 'Encuentre un plan de Ceiba Health con los médicos, los medicamentos y los beneficios adicionales que le importan. Comience con su código postal.', 'Planes para 2026'),
        s.benefits('Beneficios que nuestros miembros usan todos los días', 'Los beneficios varían según el plan y el condado.', [
          ['dental', 'Dental, visión y audición', 'Muchos de nuestros planes incluyen limpiezas, anteojos y exámenes de audición.', ['Beneficios dentales', '/es/beneficios-dentales/']],
          ['food', 'Tarjeta de alimentos y vivienda', 'Los miembros elegibles reciben una asignación mensual para alimentos saludables y cuentas del hogar.', ['Sobre la tarjeta', R('foodAndHome', 'es')]],
          ['giveback', 'Reembolso de la Parte B', 'Algunos planes reducen la prima de la Parte B que se descuenta de su cheque del Seguro Social.', ['Cómo funciona el reembolso', '/es/reembolso-de-la-parte-b-de-medicare/']],
          ['transportation', 'Transporte a sus citas', 'Llegue a sus consultas médicas y a la farmacia con transporte cubierto.', ['Transporte', '/es/recursos-de-transporte/']],
        ]),
        s.cards('Verifique antes de elegir', null, [
          { title: 'Sus medicamentos', body: 'Vea qué planes cubren sus recetas y cuánto pagaría.', link: ['Buscar medicamentos', R('drugSearch', 'es')] },
          { title: 'Sus médicos', body: 'Encuentre médicos, especialistas y farmacias de nuestra red.', link: ['Buscar un médico', R('providerSearch', 'es')] },
          { title: 'Los documentos de su plan', body: 'Lea el Resumen de Beneficios y la Evidencia de Cobertura.', link: ['Buscar documentos', R('planDocumentsFinder', 'es')] },
        ]),
        s.quote('Mi equipo de atención me llama después de cada visita al hospital. Nunca tuve un plan que me prestara tanta atención.', 'Marta R.', 'Miembro desde 2021, condado de Miami-Dade'),
        s.cta('¿Prefiere hablar con alguien?', 'Nuestros agentes autorizados pueden responder sus preguntas y ayudarle a comparar planes. No tiene ninguna obligación de inscribirse.', ['Solicite una llamada', R('callRequest', 'es')], ['Lea: ¿Nuevo en Medicare?', '/es/recursos/nuevo-en-medicare/']),
      ],
    },
  ),
  page(
    {
      path: 'call-scheduled',
      title: 'Call scheduled',
      meta_title: 'Your call is scheduled | Ceiba Health',
      meta_description: 'Thank you for requesting a call. A licensed Ceiba Health agent will call you at the time you chose.',
      slices: [
        s.hero('Your call is scheduled', ['Thank you. A licensed agent will call you at the time you chose. The call comes from 1-800-555-0145 and usually takes about 20 minutes.'], { primary: ['Compare plans while you wait', R('planFinder')] }),
        s.text('## Before the call', '- Have your red, white and blue Medicare card nearby', '- Make a list of your doctors and the prescriptions you take', '- Think about the benefits that matter most to you, such as dental or rides to care'),
        s.alert('info', 'About the $10 gift card', 'The $10 prepaid card is for people who are not Ceiba Health members and complete an appointment with an agent. It is limited to 1 per person per year. Current HMO members are not eligible.'),
        s.contact('Need to change the time?', 'Call us and we will reschedule.', { hours: 'weekdays_saturday' }),
      ],
    },
    {
      path: 'programacion-de-llamada',
      title: 'Llamada programada - SPA',
      meta_title: 'Su llamada está programada | Ceiba Health',
      meta_description: 'Gracias por solicitar una llamada. Un agente autorizado de Ceiba Health le llamará a la hora que eligió.',
      slices: [
        s.hero('Su llamada está programada', ['Gracias. Un agente autorizado le llamará a la hora que eligió. La llamada viene del 1-800-555-0145 y suele durar unos 20 minutos.'], { primary: ['Compare planes mientras espera', R('planFinder', 'es')] }),
        s.text('## Antes de la llamada', '- Tenga a mano su tarjeta roja, blanca y azul de Medicare', '- Haga una lista de sus médicos y de los medicamentos que toma', '- Piense en los beneficios que más le importan, como el dental o el transporte a sus citas'),
        s.alert('info', 'Sobre la tarjeta de regalo de $10', 'La tarjeta prepagada de $10 es para personas que no son miembros de Ceiba Health y que completan una cita con un agente. Se limita a 1 por persona por año. Los miembros actuales de planes HMO no son elegibles.'),
        s.contact('¿Necesita cambiar la hora?', 'Llámenos y la reprogramaremos.', { hours: 'weekdays_saturday' }),
      ],
    },
  ),
  page(
    {
      path: 'call-scheduled-error',
      title: 'Call scheduled error',
      meta_title: 'We could not schedule your call | Ceiba Health',
      meta_description: 'Something went wrong while scheduling your call. Please try again or call a licensed agent.',
      slices: [
        s.hero('We could not schedule your call', ['Something went wrong on our side and your request was not saved. Please try again, or call us and an agent will help you now.'], { primary: ['Try again', R('callRequest')] }),
        s.contact('Talk with a licensed agent', null, { hours: 'weekdays_saturday' }),
      ],
    },
    {
      path: 'programacion-de-llamada-error',
      title: 'Error de llamada programada - SPA',
      meta_title: 'No pudimos programar su llamada | Ceiba Health',
      meta_description: 'Hubo un problema al programar su llamada. Inténtelo de nuevo o llame a un agente autorizado.',
      slices: [
        s.hero('No pudimos programar su llamada', ['Hubo un problema de nuestra parte y su solicitud no se guardó. Inténtelo de nuevo, o llámenos y un agente le ayudará ahora.'], { primary: ['Intentar de nuevo', R('callRequest', 'es')] }),
        s.contact('Hable con un agente autorizado', null, { hours: 'weekdays_saturday' }),
      ],
    },
  ),
  page(
    {
      path: 'too-early-to-enroll',
      title: 'Too early to enroll',
      meta_title: 'It is too early to enroll | Ceiba Health',
      meta_description: 'You can apply for a Medicare Advantage plan up to three months before you turn 65. Here is when you can enroll and what to do now.',
      slices: [
        s.hero('It is a little early to enroll', ['You can join a Medicare Advantage plan once you have Medicare Part A and Part B. Your Initial Enrollment Period starts 3 months before the month you turn 65 and ends 3 months after it.'], { primary: ['Request a call', R('callRequest')], secondary: ['Medicare eligibility', '/resources/medicare-eligibility/'] }),
        s.text('## What you can do now', '1. Sign up for Medicare Part A and Part B with Social Security, online or by phone.', '2. Make a list of your doctors and prescriptions.', '3. Compare plans so you are ready when your enrollment period opens.'),
        s.form('email_signup', 'Get reminders and health tips', 'We will send you a reminder when you can enroll, plus tips for getting the most from Medicare.'),
      ],
    },
    {
      path: 'demasiado-pronto-para-inscribirse',
      title: 'Demasiado pronto para inscribirse - SPA',
      meta_title: 'Todavía es pronto para inscribirse | Ceiba Health',
      meta_description: 'Puede solicitar un plan Medicare Advantage hasta tres meses antes de cumplir 65 años. Sepa cuándo puede inscribirse y qué hacer ahora.',
      slices: [
        s.hero('Todavía es un poco pronto para inscribirse', ['Puede unirse a un plan Medicare Advantage cuando tenga la Parte A y la Parte B de Medicare. Su Período de Inscripción Inicial comienza 3 meses antes del mes en que cumple 65 años y termina 3 meses después.'], { primary: ['Solicite una llamada', R('callRequest', 'es')], secondary: ['Elegibilidad para Medicare', '/es/recursos/elegibilidad-para-medicare/'] }),
        s.text('## Lo que puede hacer ahora', '1. Inscríbase en la Parte A y la Parte B de Medicare con el Seguro Social, en línea o por teléfono.', '2. Haga una lista de sus médicos y recetas.', '3. Compare planes para estar listo cuando se abra su período de inscripción.'),
        s.form('email_signup', 'Reciba recordatorios y consejos de salud', 'Le enviaremos un recordatorio cuando pueda inscribirse, además de consejos para aprovechar Medicare al máximo.'),
      ],
    },
  ),
  {
    type: 'marketing_landing_page',
    en: {
      uid: 'annual-enrollment-2026',
      title: 'AEP 2026 mailer landing page',
      campaign: 'AEP2026-MAILER',
      meta_title: 'Annual Enrollment 2026: compare plans | Ceiba Health',
      meta_description: 'The Annual Enrollment Period runs October 15 to December 7. Compare 2026 Ceiba Health Medicare Advantage plans and talk with a licensed agent.',
      slices: [
        s.hero('Your chance to switch plans ends December 7', ['During the Annual Enrollment Period, October 15 to December 7, you can join, switch or drop a Medicare Advantage plan. Your new coverage starts January 1.'], { eyebrow: 'Annual Enrollment Period', primary: ['Compare 2026 plans', R('planFinder')], secondary: ['Request a call', R('callRequest')], img: [`${IMG}/family.svg`, 'Three generations of a family laughing together on a porch'] }),
        s.stats('Why members choose Ceiba Health', [['$0', 'monthly premium on many plans'], ['4.5', 'stars from Medicare for our 2026 HMO plans'], ['24/7', 'nurse line and telehealth visits']], 'Star ratings are out of 5 and are assessed each year. Premiums and benefits vary by plan and county.'),
        s.video('See how Medicare Advantage works', 'Video: how Medicare Advantage plans work, 3 minutes', 'https://www.youtube.com/watch?v=Ceiba2026MA', null, ['Medicare Advantage plans combine your hospital and medical coverage in one plan. Many also include prescription drugs and extra benefits such as dental, vision and hearing. You still keep Medicare, and you keep paying your Part B premium unless your plan has a Part B giveback.']),
        s.form('call_request', 'Talk with a licensed agent', 'Choose a time and an agent will call you. Non-members who complete an appointment get a $10 prepaid card, limit 1 per person per year.'),
        s.disclaimer('Ceiba Health is an HMO, PPO and HMO D-SNP plan with a Medicare contract. Enrollment in Ceiba Health depends on contract renewal. This is an advertisement.'),
      ],
    },
    es: {
      uid: 'inscripcion-anual-2026',
      title: 'Página del correo AEP 2026 - SPA',
      campaign: 'AEP2026-MAILER',
      meta_title: 'Inscripción anual 2026: compare planes | Ceiba Health',
      meta_description: 'El Período de Inscripción Anual va del 15 de octubre al 7 de diciembre. Compare los planes Medicare Advantage 2026 de Ceiba Health y hable con un agente autorizado.',
      slices: [
        s.hero('Su oportunidad de cambiar de plan termina el 7 de diciembre', ['Durante el Período de Inscripción Anual, del 15 de octubre al 7 de diciembre, puede unirse, cambiar o dejar un plan Medicare Advantage. Su nueva cobertura comienza el 1 de enero.'], { eyebrow: 'Período de Inscripción Anual', primary: ['Compare los planes 2026', R('planFinder', 'es')], secondary: ['Solicite una llamada', R('callRequest', 'es')], img: [`${IMG}/family.svg`, 'Tres generaciones de una familia riendo juntas en un porche'] }),
        s.stats('Por qué los miembros eligen Ceiba Health', [['$0', 'de prima mensual en muchos planes'], ['4.5', 'estrellas de Medicare para nuestros planes HMO 2026'], ['24/7', 'línea de enfermería y consultas de telesalud']], 'Las calificaciones por estrellas son sobre 5 y se evalúan cada año. Las primas y los beneficios varían según el plan y el condado.'),
        s.video('Vea cómo funciona Medicare Advantage', 'Video: cómo funcionan los planes Medicare Advantage, 3 minutos', 'https://www.youtube.com/watch?v=Ceiba2026MA', null, ['Los planes Medicare Advantage combinan su cobertura hospitalaria y médica en un solo plan. Muchos también incluyen medicamentos recetados y beneficios adicionales como dental, visión y audición. Usted conserva Medicare y sigue pagando su prima de la Parte B, a menos que su plan tenga un reembolso de la Parte B.']),
        s.form('call_request', 'Hable con un agente autorizado', 'Elija una hora y un agente le llamará. Quienes no son miembros y completan una cita reciben una tarjeta prepagada de $10, límite de 1 por persona por año.'),
        s.disclaimer('Ceiba Health es un plan HMO, PPO y HMO D-SNP con contrato con Medicare. La inscripción en Ceiba Health depende de la renovación del contrato. Esto es un anuncio.'),
      ],
    },
  },
]
