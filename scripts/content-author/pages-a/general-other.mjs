// General: other (service area, too early to enroll, new homepage, playlist, call scheduled, thank you).
import { callUs, cms } from '../common.mjs'
import { children, compare, cta, feature, hero, keep, page, steps, table, text } from '../slices.mjs'

const NOINDEX = ['noindex']

export default [
  {
    en: {
      uid: 'service-area',
      path: 'service-area',
      title: 'Service area',
      metaTitle: 'Where Ceiba Health plans are offered | Service area',
      metaDescription: 'The states where Ceiba Health offers Medicare Advantage plans in 2025 and 2026, how county service areas work, and what happens if you move.',
      slices: [
        hero({
          title: 'Where our plans are offered',
          lead: ['Ceiba Health offers Medicare Advantage plans in 29 states in 2026. Plans are approved county by county, so the plans you can join depend on the county where you live.'],
          primary: page('find-a-plan', 'Find plans by ZIP code'),
        }),
        table({
          title: 'States we serve',
          caption: 'Ceiba Health service area by plan year',
          head: ['Plan year', 'States'],
          rows: [
            ['2025', 'Alabama, Arizona, Arkansas, Colorado, Florida, Georgia, Hawaii, Illinois, Indiana, Kentucky, Mississippi, Missouri, North Carolina, Ohio, Oregon, Pennsylvania, South Carolina, Tennessee, Texas, Washington'],
            ['2026', 'All of the 2025 states, plus Delaware, Iowa, Kansas, Louisiana, Nebraska, New Mexico, Oklahoma, Utah and Virginia'],
          ],
          footnote: ['Not every plan is offered in every county of these states. Enter your ZIP code in the plan finder to see the plans in your county.'],
        }),
        text(
          '## How a service area works',
          'Medicare approves each plan for a list of counties, called its service area. To join, you must live in the service area, and you must keep living there to stay in the plan. Your address on the application is the one we use; a post office box cannot be your only address.',
          '## If you move',
          '- **Within the same service area:** tell us your new address and nothing else changes.',
          '- **To a county we do not serve:** you will need a new plan. Moving gives you a Special Enrollment Period that starts the month before you move and lasts two months after, so you can pick a plan where you now live.',
          '- **To a county where we offer different plans:** you can switch to one of our plans there during that Special Enrollment Period.',
          '## Traveling',
          'HMO plans cover emergencies and urgently needed care anywhere in the United States; routine care must be in network. PPO plans also cover out-of-network care, usually at a higher cost. If you spend part of the year in another state, call us before you go so we can explain your options.',
        ),
        keep('en-us', 'service-area', 'vendor_list'),
        children({
          title: 'Plans and help where you live',
          items: [
            [page('find-a-plan'), 'Compare the plans in your county by premium, benefits and doctors.'],
            [page('request-call'), 'Ask a licensed agent to call you at a time that suits you.'],
          ],
        }),
        cms('en', { benefits: true }),
      ],
    },
    es: {
      uid: 'area-servicio',
      path: 'area-servicio',
      title: 'Área de servicio - SPA',
      metaTitle: 'Dónde se ofrecen los planes de Ceiba Health | Área de servicio',
      metaDescription: 'Los estados donde Ceiba Health ofrece planes Medicare Advantage en 2025 y 2026, cómo funcionan las áreas de servicio por condado y qué pasa si se muda.',
      slices: [
        hero({
          title: 'Dónde se ofrecen nuestros planes',
          lead: ['En 2026, Ceiba Health ofrece planes Medicare Advantage en 29 estados. Los planes se aprueban condado por condado, así que los planes a los que puede inscribirse dependen del condado donde vive.'],
          primary: page('encontrar-un-plan', 'Buscar planes por código postal'),
        }),
        table({
          title: 'Estados donde estamos',
          caption: 'Área de servicio de Ceiba Health por año del plan',
          head: ['Año del plan', 'Estados'],
          rows: [
            ['2025', 'Alabama, Arizona, Arkansas, Carolina del Norte, Carolina del Sur, Colorado, Florida, Georgia, Hawái, Illinois, Indiana, Kentucky, Misisipi, Misuri, Ohio, Oregón, Pensilvania, Tennessee, Texas y Washington'],
            ['2026', 'Todos los estados de 2025, más Delaware, Iowa, Kansas, Luisiana, Nebraska, Nuevo México, Oklahoma, Utah y Virginia'],
          ],
          footnote: ['No todos los planes se ofrecen en todos los condados de estos estados. Escriba su código postal en el buscador de planes para ver los planes de su condado.'],
        }),
        text(
          '## Cómo funciona un área de servicio',
          'Medicare aprueba cada plan para una lista de condados, que es su área de servicio. Para inscribirse debe vivir en el área de servicio, y para seguir en el plan debe seguir viviendo en ella. Usamos la dirección que figura en su solicitud; un apartado postal no puede ser su única dirección.',
          '## Si se muda',
          '- **Dentro de la misma área de servicio:** avísenos su nueva dirección y no cambia nada más.',
          '- **A un condado donde no tenemos planes:** necesitará otro plan. La mudanza le da un Período de Inscripción Especial que empieza el mes antes de mudarse y dura hasta dos meses después, para que elija un plan donde vive ahora.',
          '- **A un condado donde ofrecemos otros planes:** puede cambiarse a uno de nuestros planes de esa zona durante ese Período de Inscripción Especial.',
          '## De viaje',
          'Los planes HMO cubren emergencias y atención de urgencia en cualquier lugar de los Estados Unidos; la atención de rutina debe ser dentro de la red. Los planes PPO también cubren la atención fuera de la red, normalmente a un costo mayor. Si pasa parte del año en otro estado, llámenos antes de viajar para explicarle sus opciones.',
        ),
        keep('es-mx', 'area-servicio', 'vendor_list'),
        children({
          title: 'Planes y ayuda donde usted vive',
          items: [
            [page('encontrar-un-plan'), 'Compare los planes de su condado por prima, beneficios y médicos.'],
            [page('solicitud-de-llamada'), 'Pida que un agente autorizado le llame a la hora que le convenga.'],
          ],
        }),
        cms('es', { benefits: true }),
      ],
    },
  },
  {
    en: {
      uid: 'too-early-to-enroll',
      path: 'too-early-to-enroll',
      title: 'Too early to enroll',
      metaTitle: 'When you can enroll in a Medicare Advantage plan | Ceiba Health',
      metaDescription: 'It may be too early to enroll. When your Initial Enrollment Period, the Annual Enrollment Period and Special Enrollment Periods start, and how to get a reminder.',
      slices: [
        hero({ title: 'It is a little early to enroll', lead: ['You can only join a Medicare Advantage plan during certain times of the year, or when something in your life changes. Here is when your next chance comes, and how we can remind you.'] }),
        table({
          title: 'When you can join or change plans',
          caption: 'Medicare enrollment periods',
          head: ['Period', 'Dates', 'What you can do'],
          rows: [
            ['Initial Enrollment Period', 'The 7 months around your 65th birthday month: 3 months before, the month itself and 3 months after', 'Sign up for Medicare Parts A and B and join a Medicare Advantage plan'],
            ['Annual Enrollment Period', 'October 15 to December 7', 'Join, switch or drop a Medicare Advantage or Part D plan; coverage starts January 1'],
            ['Medicare Advantage Open Enrollment Period', 'January 1 to March 31', 'If you are already in a Medicare Advantage plan, switch to another one or go back to Original Medicare once'],
            ['General Enrollment Period', 'January 1 to March 31', 'Sign up for Part A or Part B if you missed your Initial Enrollment Period; you can then join a Medicare Advantage plan from April 1 to June 30'],
            ['Special Enrollment Periods', 'When certain life events happen', 'Change plans after moving, losing other coverage, qualifying for Extra Help or Medicaid, and other events'],
          ],
        }),
        text(
          '## Do you qualify for a Special Enrollment Period?',
          'You may be able to enroll now if, for example, you recently moved, you are leaving employer coverage, you have Medicaid or Extra Help, you moved into or out of a nursing home, or you have a chronic condition that qualifies you for one of our Chronic Condition Special Needs Plans. A licensed agent can check with you in a few minutes.',
          '## Before you enroll',
          '- You need Medicare Part A and Part B, and you must keep them.',
          '- You must live in the plan’s service area.',
          '- You can be in only one Medicare Advantage plan at a time; joining a new one ends the old one.',
        ),
        feature('email_signup', { title: 'Get reminders and health tips', intro: 'We will remind you before your enrollment period starts. You can unsubscribe at any time.' }),
        cta({ title: 'Think you qualify now?', body: 'A licensed agent can check your enrollment options by phone.', primary: page('request-call', 'Request a call'), secondary: page('find-a-plan', 'Browse plans') }),
        cms('en'),
      ],
    },
    es: {
      uid: 'demasiado-pronto-para-inscribirse',
      path: 'demasiado-pronto-para-inscribirse',
      title: 'Demasiado pronto para inscribirse - SPA',
      metaTitle: 'Cuándo puede inscribirse en un plan Medicare Advantage | Ceiba Health',
      metaDescription: 'Quizá todavía no pueda inscribirse. Cuándo empiezan su Período de Inscripción Inicial, el Período de Inscripción Anual y los Períodos de Inscripción Especial, y cómo recibir un aviso.',
      slices: [
        hero({ title: 'Todavía es un poco pronto para inscribirse', lead: ['Solo puede inscribirse en un plan Medicare Advantage en ciertas épocas del año o cuando cambia algo en su vida. Le contamos cuándo tendrá la próxima oportunidad y cómo podemos recordársela.'] }),
        table({
          title: 'Cuándo puede inscribirse o cambiar de plan',
          caption: 'Períodos de inscripción de Medicare',
          head: ['Período', 'Fechas', 'Qué puede hacer'],
          rows: [
            ['Período de Inscripción Inicial', 'Los 7 meses alrededor del mes en que cumple 65 años: los 3 meses anteriores, ese mes y los 3 meses siguientes', 'Inscribirse en las Partes A y B de Medicare y en un plan Medicare Advantage'],
            ['Período de Inscripción Anual', 'Del 15 de octubre al 7 de diciembre', 'Inscribirse, cambiar o dejar un plan Medicare Advantage o de la Parte D; la cobertura empieza el 1 de enero'],
            ['Período de Inscripción Abierta de Medicare Advantage', 'Del 1 de enero al 31 de marzo', 'Si ya tiene un plan Medicare Advantage, cambiarse a otro o volver a Medicare Original una sola vez'],
            ['Período de Inscripción General', 'Del 1 de enero al 31 de marzo', 'Inscribirse en la Parte A o la Parte B si no lo hizo en su Período de Inscripción Inicial; luego puede unirse a un plan Medicare Advantage del 1 de abril al 30 de junio'],
            ['Períodos de Inscripción Especial', 'Cuando ocurren ciertos cambios en su vida', 'Cambiar de plan después de mudarse, perder otra cobertura, calificar para la Ayuda Adicional o Medicaid, y otras situaciones'],
          ],
        }),
        text(
          '## ¿Califica para un Período de Inscripción Especial?',
          'Es posible que pueda inscribirse ahora si, por ejemplo, se mudó hace poco, va a dejar la cobertura de su empleador, tiene Medicaid o Ayuda Adicional, entró o salió de un hogar de ancianos, o tiene una afección crónica que le permite unirse a uno de nuestros planes de necesidades especiales para afecciones crónicas. Un agente autorizado puede revisarlo con usted en pocos minutos.',
          '## Antes de inscribirse',
          '- Necesita tener la Parte A y la Parte B de Medicare, y debe conservarlas.',
          '- Debe vivir en el área de servicio del plan.',
          '- Solo puede tener un plan Medicare Advantage a la vez; al inscribirse en uno nuevo se cancela el anterior.',
        ),
        feature('email_signup', { title: 'Reciba recordatorios y consejos de salud', intro: 'Le avisaremos antes de que empiece su período de inscripción. Puede darse de baja cuando quiera.' }),
        cta({ title: '¿Cree que ya califica?', body: 'Un agente autorizado puede revisar por teléfono sus opciones de inscripción.', primary: page('solicitud-de-llamada', 'Pedir una llamada'), secondary: page('encontrar-un-plan', 'Ver los planes') }),
        cms('es'),
      ],
    },
  },
  {
    en: {
      uid: 'new-homepage',
      path: 'new-homepage',
      title: 'New homepage',
      tags: NOINDEX,
      metaTitle: 'Medicare Advantage plans with care that follows you | Ceiba Health',
      metaDescription: 'A preview of the new Ceiba Health home page: compare Medicare Advantage HMO, PPO and Special Needs Plans, see extra benefits and get help choosing.',
      slices: [
        hero({
          eyebrow: 'Medicare Advantage from Ceiba Health',
          title: 'Coverage that comes with a care team',
          lead: ['HMO, PPO and Special Needs Plans with $0 premium plans available in many counties, dental and vision, and people who call you back.'],
          primary: page('find-a-plan', 'Find plans near you'),
          secondary: page('request-call', 'Talk with an agent'),
        }),
        compare({
          title: 'Which kind of plan fits you?',
          intro: ['All of our plans cover everything Original Medicare covers. They differ in how you use the network and who they are designed for.'],
          row_header: 'Plan type',
          columns: ['HMO', 'PPO', 'Special Needs Plan'],
          rows: [
            ['Best for', 'People who want low costs and a primary care doctor who coordinates their care', 'People who want to see some doctors outside the network', 'People with Medicare and Medicaid, or with diabetes or heart conditions'],
            ['Primary care provider', 'Required', 'Recommended', 'Required, with a care coordinator'],
            ['Out-of-network care', 'Emergencies and urgent care only', 'Covered at a higher cost', 'Emergencies and urgent care only'],
            ['Drug coverage', 'Included in most plans', 'Included in most plans', 'Included'],
          ],
          footnote: ['Benefits and costs vary by plan and county.'],
        }),
        text(
          '## Why members choose us',
          '- A primary care doctor who has time for you, and a nurse who calls after a hospital stay.',
          '- Extra benefits you can use: dental, vision, hearing, an allowance for over-the-counter items, and rides to appointments in many plans.',
          '- Service in English and Spanish, with free interpreters in other languages.',
          '## When you can join',
          'Most people join during the Annual Enrollment Period, October 15 to December 7, or when they first get Medicare. If you have Medicaid, Extra Help or recently moved, you may be able to join at other times.',
        ),
        cms('en', { benefits: true, stars: true }),
      ],
    },
    es: {
      uid: 'nueva-pagina-principal',
      path: 'nueva-pagina-principal',
      title: 'Nueva página principal - SPA',
      tags: NOINDEX,
      metaTitle: 'Planes Medicare Advantage con atención que lo acompaña | Ceiba Health',
      metaDescription: 'Un adelanto de la nueva página principal de Ceiba Health: compare planes Medicare Advantage HMO, PPO y de necesidades especiales, vea los beneficios adicionales y reciba ayuda.',
      slices: [
        hero({
          eyebrow: 'Medicare Advantage de Ceiba Health',
          title: 'Una cobertura que viene con un equipo de atención',
          lead: ['Planes HMO, PPO y de necesidades especiales, con planes de prima de $0 disponibles en muchos condados, atención dental y de la vista, y personas que le devuelven la llamada.'],
          primary: page('encontrar-un-plan', 'Buscar planes cerca de usted'),
          secondary: page('solicitud-de-llamada', 'Hablar con un agente'),
        }),
        compare({
          title: '¿Qué tipo de plan le conviene?',
          intro: ['Todos nuestros planes cubren lo mismo que Medicare Original. Se diferencian en cómo se usa la red y en para quién están pensados.'],
          row_header: 'Tipo de plan',
          columns: ['HMO', 'PPO', 'Plan de necesidades especiales'],
          rows: [
            ['Ideal para', 'Quienes buscan costos bajos y un médico de atención primaria que coordine su atención', 'Quienes quieren ver a algunos médicos fuera de la red', 'Personas con Medicare y Medicaid, o con diabetes o afecciones del corazón'],
            ['Proveedor de atención primaria', 'Obligatorio', 'Recomendado', 'Obligatorio, con un coordinador de atención'],
            ['Atención fuera de la red', 'Solo emergencias y atención de urgencia', 'Cubierta a un costo mayor', 'Solo emergencias y atención de urgencia'],
            ['Cobertura de medicamentos', 'Incluida en la mayoría de los planes', 'Incluida en la mayoría de los planes', 'Incluida'],
          ],
          footnote: ['Los beneficios y los costos varían según el plan y el condado.'],
        }),
        text(
          '## Por qué nos eligen nuestros miembros',
          '- Un médico de atención primaria que tiene tiempo para usted y una enfermera que lo llama después de una hospitalización.',
          '- Beneficios adicionales que sí se usan: atención dental, de la vista y de la audición, una asignación para artículos de venta libre y transporte a las citas en muchos planes.',
          '- Atención en español y en inglés, con intérpretes gratuitos en otros idiomas.',
          '## Cuándo puede inscribirse',
          'La mayoría de las personas se inscribe durante el Período de Inscripción Anual, del 15 de octubre al 7 de diciembre, o cuando recibe Medicare por primera vez. Si tiene Medicaid o Ayuda Adicional, o se mudó hace poco, es posible que pueda inscribirse en otras fechas.',
        ),
        cms('es', { benefits: true, stars: true }),
      ],
    },
  },
  {
    en: {
      uid: 'playlist',
      path: 'playlist',
      title: 'Video playlist',
      metaTitle: 'Medicare videos | Ceiba Health',
      metaDescription: 'Short videos that explain Medicare and your Ceiba Health benefits: Medicare basics, choosing a plan, your ID card, the OTC allowance and booking a ride.',
      slices: [
        hero({ title: 'Medicare, explained in a few minutes', lead: ['These short videos answer the questions we hear most often. Each one has captions and a written transcript, in English and Spanish.'] }),
        table({
          title: 'Videos in this playlist',
          caption: 'Videos, their length and what they cover',
          head: ['Video', 'Length', 'What you will learn'],
          rows: [
            ['Medicare in plain words', '4 minutes', 'Parts A, B, C and D, and what Medicare Advantage adds'],
            ['HMO or PPO?', '3 minutes', 'How networks, referrals and out-of-network costs differ'],
            ['Your first week as a member', '5 minutes', 'Your ID card, your primary care provider and your welcome call'],
            ['Using your OTC allowance', '3 minutes', 'What you can buy, where, and when the allowance renews'],
            ['Booking a ride to the doctor', '2 minutes', 'How far ahead to call and what to have ready'],
            ['Understanding a denial letter', '4 minutes', 'What the letter means and how to appeal'],
          ],
        }),
        text(
          '## How to watch',
          'Videos play on this site and on our channel. Choose the language before you start: every video has a Spanish version with Spanish captions. If you prefer to read, the transcript of each video has the same information.',
          '## Prefer to talk with someone?',
          'A video cannot answer a question about your own coverage. Call Member Services and we will look at your plan with you, or ask a licensed agent to call you if you are not a member yet.',
        ),
        children({
          title: 'Read more',
          items: [
            [page('about'), 'Who we are and how our plans work.'],
            [page('benefits'), 'An overview of the benefits our plans include.'],
          ],
        }),
        callUs('en'),
      ],
    },
    es: {
      uid: 'lista-de-videos',
      path: 'lista-de-videos',
      title: 'Lista de videos - SPA',
      metaTitle: 'Videos sobre Medicare | Ceiba Health',
      metaDescription: 'Videos cortos que explican Medicare y sus beneficios de Ceiba Health: lo básico de Medicare, cómo elegir un plan, su tarjeta de identificación, la asignación OTC y el transporte.',
      slices: [
        hero({ title: 'Medicare, explicado en pocos minutos', lead: ['Estos videos cortos responden las preguntas que más escuchamos. Todos tienen subtítulos y una transcripción escrita, en español y en inglés.'] }),
        table({
          title: 'Videos de esta lista',
          caption: 'Videos, duración y temas',
          head: ['Video', 'Duración', 'Qué aprenderá'],
          rows: [
            ['Medicare en palabras sencillas', '4 minutos', 'Las Partes A, B, C y D, y lo que agrega Medicare Advantage'],
            ['¿HMO o PPO?', '3 minutos', 'En qué se diferencian las redes, los referidos y los costos fuera de la red'],
            ['Su primera semana como miembro', '5 minutos', 'Su tarjeta de identificación, su proveedor de atención primaria y la llamada de bienvenida'],
            ['Cómo usar su asignación OTC', '3 minutos', 'Qué puede comprar, dónde y cuándo se renueva la asignación'],
            ['Cómo reservar transporte al médico', '2 minutos', 'Con cuánta anticipación llamar y qué tener a mano'],
            ['Cómo entender una carta de denegación', '4 minutos', 'Qué significa la carta y cómo apelar'],
          ],
        }),
        text(
          '## Cómo ver los videos',
          'Los videos se reproducen en este sitio y en nuestro canal. Elija el idioma antes de empezar: cada video tiene una versión en español con subtítulos en español. Si prefiere leer, la transcripción de cada video tiene la misma información.',
          '## ¿Prefiere hablar con alguien?',
          'Un video no puede responder preguntas sobre su propia cobertura. Llame a Servicios para Miembros y revisaremos su plan con usted, o pida que un agente autorizado le llame si todavía no es miembro.',
        ),
        children({
          title: 'Lea más',
          items: [
            [page('acerca-de'), 'Quiénes somos y cómo funcionan nuestros planes.'],
            [page('beneficios'), 'Un resumen de los beneficios que incluyen nuestros planes.'],
          ],
        }),
        callUs('es'),
      ],
    },
  },
  {
    en: {
      uid: 'call-scheduled',
      path: 'call-scheduled',
      title: 'Call scheduled',
      tags: NOINDEX,
      metaTitle: 'Your call is scheduled | Ceiba Health',
      metaDescription: 'Your call with a Ceiba Health licensed agent is scheduled. What the agent will ask, what to have ready and how to change the time.',
      slices: [
        hero({ title: 'Your call is scheduled', lead: ['Thank you. A licensed agent will call you at the time you chose, from 1-800-555-0145. The call usually takes 20 to 30 minutes.'] }),
        steps({
          title: 'To make the most of the call',
          items: [
            { title: 'Have your Medicare card nearby', body: ['The agent needs to know when your Part A and Part B started to check which plans you can join.'] },
            { title: 'List your doctors and medicines', body: ['Names of the doctors you want to keep and the medicines you take, with doses, so the agent can check networks and drug costs.'] },
            { title: 'Think about what matters most', body: ['Low premium, dental coverage, a particular hospital, drug costs: tell the agent what you want the plan to do for you.'] },
          ],
        }),
        keep('en-us', 'call-scheduled', 'alert_or_disclaimer'),
        text(
          '## What the agent will and will not do',
          'The agent will explain the plans available in your county and answer your questions. You do not have to enroll during the call, and the agent will not ask for your bank details. Medicare rules say an agent may only discuss the types of plans you agreed to talk about; you will be asked to confirm them at the start of the call.',
        ),
        keep('en-us', 'call-scheduled', 'contact_block'),
      ],
    },
    es: {
      uid: 'programacion-de-llamada',
      path: 'programacion-de-llamada',
      title: 'Programación de llamada - SPA',
      tags: NOINDEX,
      metaTitle: 'Su llamada está programada | Ceiba Health',
      metaDescription: 'Su llamada con un agente autorizado de Ceiba Health está programada. Qué le preguntará el agente, qué tener a mano y cómo cambiar la hora.',
      slices: [
        hero({ title: 'Su llamada está programada', lead: ['Gracias. Un agente autorizado le llamará a la hora que eligió, desde el 1-800-555-0145. La llamada suele durar de 20 a 30 minutos.'] }),
        steps({
          title: 'Para aprovechar la llamada',
          items: [
            { title: 'Tenga a mano su tarjeta de Medicare', body: ['El agente necesita saber cuándo empezaron su Parte A y su Parte B para ver a qué planes puede inscribirse.'] },
            { title: 'Anote sus médicos y medicamentos', body: ['Los nombres de los médicos que quiere conservar y los medicamentos que toma, con sus dosis, para que el agente revise las redes y el costo de los medicamentos.'] },
            { title: 'Piense en lo que más le importa', body: ['Una prima baja, la cobertura dental, un hospital en particular, el costo de los medicamentos: dígale al agente qué espera de su plan.'] },
          ],
        }),
        keep('es-mx', 'programacion-de-llamada', 'alert_or_disclaimer'),
        text(
          '## Lo que el agente hará y lo que no',
          'El agente le explicará los planes disponibles en su condado y responderá sus preguntas. No tiene que inscribirse durante la llamada, y el agente no le pedirá datos bancarios. Según las reglas de Medicare, un agente solo puede hablar de los tipos de planes que usted aceptó tratar; al comienzo de la llamada le pedirá que los confirme.',
        ),
        keep('es-mx', 'programacion-de-llamada', 'contact_block'),
      ],
    },
  },
  {
    en: {
      uid: 'call-scheduled-error',
      path: 'call-scheduled-error',
      title: 'Call scheduling error',
      tags: NOINDEX,
      metaTitle: 'We could not schedule your call | Ceiba Health',
      metaDescription: 'Something went wrong while scheduling your call with a Ceiba Health licensed agent. Try again, or call us directly; your information was not saved.',
      slices: [
        hero({
          title: 'We could not schedule your call',
          lead: ['Something went wrong on our side, and your request was not saved. We are sorry for the trouble.'],
          primary: page('request-call', 'Try again'),
        }),
        text(
          '## What you can do now',
          '- **Try again in a few minutes.** Most problems clear up quickly. Your answers were not kept, so you will need to fill in the form again.',
          '- **Call us directly.** A licensed agent can answer your questions right away, with no appointment needed.',
          '- **Compare plans on your own.** The plan finder shows every plan in your county, with premiums, benefits and documents.',
          'When you call, you can mention that the online request did not go through; the agent can schedule a later call for you if now is not a good time.',
        ),
        keep('en-us', 'call-scheduled-error', 'contact_block'),
        cta({ title: 'Prefer to look first?', body: 'See the plans in your county by ZIP code.', primary: page('find-a-plan', 'Find a plan') }),
      ],
    },
    es: {
      uid: 'programacion-de-llamada-error',
      path: 'programacion-de-llamada-error',
      title: 'Error al programar la llamada - SPA',
      tags: NOINDEX,
      metaTitle: 'No pudimos programar su llamada | Ceiba Health',
      metaDescription: 'Algo falló al programar su llamada con un agente autorizado de Ceiba Health. Inténtelo de nuevo o llámenos directamente; su información no se guardó.',
      slices: [
        hero({
          title: 'No pudimos programar su llamada',
          lead: ['Hubo un problema de nuestra parte y su solicitud no se guardó. Disculpe las molestias.'],
          primary: page('solicitud-de-llamada', 'Intentar de nuevo'),
        }),
        text(
          '## Qué puede hacer ahora',
          '- **Vuelva a intentarlo en unos minutos.** La mayoría de los problemas se resuelven pronto. Sus respuestas no se guardaron, así que tendrá que llenar el formulario otra vez.',
          '- **Llámenos directamente.** Un agente autorizado puede responder sus preguntas enseguida, sin cita.',
          '- **Compare los planes por su cuenta.** El buscador de planes muestra todos los planes de su condado, con primas, beneficios y documentos.',
          'Cuando llame, puede comentar que la solicitud en línea no se completó; si no es buen momento, el agente puede programar una llamada para más tarde.',
        ),
        keep('es-mx', 'programacion-de-llamada-error', 'contact_block'),
        cta({ title: '¿Prefiere mirar primero?', body: 'Vea los planes de su condado por código postal.', primary: page('encontrar-un-plan', 'Encontrar un plan') }),
      ],
    },
  },
  {
    en: {
      uid: 'thank-you',
      path: 'thank-you',
      title: 'Thank you',
      tags: NOINDEX,
      metaTitle: 'Thank you for signing up | Ceiba Health',
      metaDescription: 'You are signed up for Ceiba Health health tips and enrollment reminders. What you will receive, how often, and how to unsubscribe.',
      slices: [
        hero({ title: 'Thank you for signing up!', lead: ['You will start receiving health tips and reminders from Ceiba Health by email. Your first message arrives within a few days.'] }),
        text(
          '## What you will receive',
          '- One or two emails a month with practical health tips: staying active, eating well on a budget, preparing for a doctor visit.',
          '- A reminder before the Annual Enrollment Period, October 15 to December 7, with what is new in our plans for next year.',
          '- Invitations to free community events near you, when we have them.',
          '## Your privacy',
          'We use your email address only to send these messages. We do not sell it, and we never ask for your Medicare number by email. Every message has an unsubscribe link, and you can also call us to stop them.',
        ),
        children({
          title: 'While you wait',
          items: [
            [page('find-a-plan'), 'See the plans in your county.'],
            [page('member-events'), 'Find a free event near you.'],
          ],
        }),
      ],
    },
    es: {
      uid: 'gracias',
      path: 'gracias',
      title: 'Gracias - SPA',
      tags: NOINDEX,
      metaTitle: 'Gracias por suscribirse | Ceiba Health',
      metaDescription: 'Ya está suscrito a los consejos de salud y recordatorios de inscripción de Ceiba Health. Qué recibirá, con qué frecuencia y cómo darse de baja.',
      slices: [
        hero({ title: '¡Gracias por suscribirse!', lead: ['Pronto empezará a recibir consejos de salud y recordatorios de Ceiba Health por correo electrónico. El primer mensaje le llegará en unos días.'] }),
        text(
          '## Qué recibirá',
          '- Uno o dos correos al mes con consejos prácticos de salud: cómo mantenerse activo, comer bien sin gastar de más y prepararse para una consulta médica.',
          '- Un recordatorio antes del Período de Inscripción Anual, del 15 de octubre al 7 de diciembre, con las novedades de nuestros planes para el año siguiente.',
          '- Invitaciones a eventos comunitarios gratuitos cerca de usted, cuando los organicemos.',
          '## Su privacidad',
          'Usamos su correo electrónico solo para enviarle estos mensajes. No lo vendemos y nunca le pedimos su número de Medicare por correo electrónico. Todos los mensajes tienen un enlace para darse de baja, y también puede llamarnos para dejar de recibirlos.',
        ),
        children({
          title: 'Mientras tanto',
          items: [
            [page('encontrar-un-plan'), 'Vea los planes de su condado.'],
            [page('eventos-para-miembros'), 'Encuentre un evento gratuito cerca de usted.'],
          ],
        }),
      ],
    },
  },
]
