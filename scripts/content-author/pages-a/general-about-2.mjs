// General: about and company, continued (our technology, contact us, welcome).
import { callUs, cms } from '../common.mjs'
import { children, faq, feature, hero, keep, page, steps, text } from '../slices.mjs'

export default [
  {
    en: {
      uid: 'our-technology',
      path: 'our-technology',
      title: 'Our technology',
      metaTitle: 'Our technology | Ceiba Health',
      metaDescription: 'How Ceiba Health uses its own care platform to alert care teams after hospital stays, close gaps in preventive care and make benefits easy to use.',
      slices: [
        hero({
          title: 'Technology that gives care teams time back',
          lead: ['We build our own tools so doctors, nurses and member advocates see a complete picture of each member’s health in one place, and members spend less time on paperwork.'],
          primary: page('tech-jobs', 'Work on our technology team'),
        }),
        keep('en-us', 'our-technology', 'text_with_image', 0),
        text(
          '## What the platform does for members',
          '- **Alerts after a hospital stay.** When a member is admitted or discharged, their care team hears about it the same day and calls to review new medicines and book a follow-up visit within seven days.',
          '- **Reminders that fit.** Members due for a mammogram, a colorectal cancer screening, a diabetic eye exam or a flu shot get a reminder by phone, text or mail, in their language.',
          '- **Fewer surprises at the pharmacy.** Pharmacists see when a refill is late or two prescriptions interact, and can suggest a lower-cost drug on the formulary.',
          '## What it does for doctors',
          'Primary care doctors in our network see a one-page summary of each patient: conditions, recent visits, open care gaps and prescriptions filled. Prior authorization requests for common services can be sent and answered electronically, and most are decided within a day.',
          '## How we protect your information',
          'Health information is encrypted in storage and in transit, access is limited to the people who need it for your care, and every access is logged and reviewed. We never sell member information. Read our [privacy policy](page:privacy-policy) and our [notice of privacy practices](page:privacy-practices) for the details.',
        ),
        keep('en-us', 'our-technology', 'text_with_image', 1),
        callUs('en'),
      ],
    },
    es: {
      uid: 'nuestra-tecnologia',
      path: 'nuestra-tecnologia',
      title: 'Nuestra tecnología - SPA',
      metaTitle: 'Nuestra tecnología | Ceiba Health',
      metaDescription: 'Cómo Ceiba Health usa su propia plataforma de atención para avisar a los equipos tras una hospitalización, completar la atención preventiva y facilitar los beneficios.',
      slices: [
        hero({
          title: 'Tecnología que devuelve tiempo a los equipos de atención',
          lead: ['Creamos nuestras propias herramientas para que médicos, enfermeras y defensores de miembros vean en un solo lugar el panorama completo de la salud de cada miembro, y para que usted dedique menos tiempo al papeleo.'],
          primary: page('empleos-tecnologia', 'Trabaje en nuestro equipo de tecnología'),
        }),
        keep('es-mx', 'nuestra-tecnologia', 'text_with_image', 0),
        text(
          '## Qué hace la plataforma por los miembros',
          '- **Avisos después de una hospitalización.** Cuando un miembro ingresa al hospital o recibe el alta, su equipo de atención se entera el mismo día y lo llama para revisar los medicamentos nuevos y programar una consulta de seguimiento en un plazo de siete días.',
          '- **Recordatorios a su medida.** Quienes tienen pendiente una mamografía, una prueba de detección de cáncer colorrectal, un examen de la vista por diabetes o la vacuna contra la gripe reciben un recordatorio por teléfono, mensaje de texto o correo, en su idioma.',
          '- **Menos sorpresas en la farmacia.** Los farmacéuticos ven cuando un resurtido se atrasa o cuando dos recetas interactúan, y pueden sugerir un medicamento más económico del formulario.',
          '## Qué hace por los médicos',
          'Los médicos de atención primaria de nuestra red ven un resumen de una página de cada paciente: afecciones, consultas recientes, atención preventiva pendiente y recetas surtidas. Las solicitudes de autorización previa de servicios comunes se envían y se responden en línea, y la mayoría se decide en un día.',
          '## Cómo protegemos su información',
          'La información médica se guarda y se transmite cifrada, solo la ven las personas que la necesitan para su atención, y cada acceso queda registrado y se revisa. Nunca vendemos la información de los miembros. Consulte nuestra [política de privacidad](page:politica-privacidad) y el [aviso de prácticas de privacidad](page:practicas-de-privacidad) para conocer los detalles.',
        ),
        keep('es-mx', 'nuestra-tecnologia', 'text_with_image', 1),
        callUs('es'),
      ],
    },
  },
  {
    en: {
      uid: 'contact-us',
      path: 'contact-us',
      title: 'Contact us',
      metaTitle: 'Contact us | Ceiba Health',
      metaDescription: 'Phone numbers, TTY, hours and mailing addresses for Ceiba Health Member Services, licensed agents, appeals and grievances, and reporting fraud.',
      slices: [
        hero({
          title: 'Contact us',
          lead: ['We are here to help in English and Spanish. Interpreters for other languages are free. Choose the team that fits your question, or ask us to call you.'],
        }),
        keep('en-us', 'contact-us', 'contact_block', 0),
        keep('en-us', 'contact-us', 'contact_block', 1),
        text(
          '## Other ways to reach us',
          '- **Appeals and grievances:** write to Ceiba Health Appeals and Grievances, P.O. Box 24020, Miami, FL 33102, or fax 1-800-555-0177. For a fast (expedited) appeal about care you have not received yet, call Member Services.',
          '- **Pharmacy help:** call Member Services and choose the pharmacy option, 24 hours a day, 7 days a week, for help with a prescription at the counter.',
          '- **Report fraud, waste or abuse:** call our compliance hotline at 1-800-555-0190 (TTY 711), 24 hours a day. You do not have to give your name.',
          '- **Medicare:** call 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048, 24 hours a day, 7 days a week.',
          '## Before you call',
          'Have your member ID card ready if you are a member. If you are calling for someone else, they will need to give us permission first, or you can send an [Appointment of Representative form](page:appointment-of-representative). We will never ask for your Medicare number by text or email.',
        ),
        feature('call_request', { title: 'Prefer that we call you?', intro: 'Choose a time and a licensed agent will call.' }),
        faq('Common questions', [
          ['What hours is Member Services open?', 'From October 1 to March 31, 8am to 8pm local time, 7 days a week. From April 1 to September 30, 8am to 8pm, Monday to Friday. On weekends and holidays outside those dates, leave a message and we will call you back the next business day.'],
          ['Can I get help in another language or format?', 'Yes. Interpreters are free in any language, and letters and plan documents are available in Spanish, large print, braille, audio CD and data CD.'],
        ]),
        cms('en'),
      ],
    },
    es: {
      uid: 'contactenos',
      path: 'contactenos',
      title: 'Contáctenos - SPA',
      metaTitle: 'Contáctenos | Ceiba Health',
      metaDescription: 'Teléfonos, TTY, horarios y direcciones postales de Servicios para Miembros de Ceiba Health, agentes autorizados, apelaciones y quejas, y denuncias de fraude.',
      slices: [
        hero({
          title: 'Contáctenos',
          lead: ['Con gusto le atendemos en español y en inglés. Los intérpretes para otros idiomas son gratuitos. Elija el equipo que corresponde a su pregunta o pida que lo llamemos.'],
        }),
        keep('es-mx', 'contactenos', 'contact_block', 0),
        keep('es-mx', 'contactenos', 'contact_block', 1),
        text(
          '## Otras formas de comunicarse',
          '- **Apelaciones y quejas:** escriba a Ceiba Health Appeals and Grievances, P.O. Box 24020, Miami, FL 33102, o envíe un fax al 1-800-555-0177. Si necesita una apelación rápida (acelerada) por una atención que aún no ha recibido, llame a Servicios para Miembros.',
          '- **Ayuda con la farmacia:** llame a Servicios para Miembros y elija la opción de farmacia, las 24 horas, los 7 días de la semana, si tiene un problema con una receta en el mostrador.',
          '- **Denuncie fraude, derroche o abuso:** llame a nuestra línea de cumplimiento al 1-800-555-0190 (TTY 711), las 24 horas. No tiene que dar su nombre.',
          '- **Medicare:** llame al 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048, las 24 horas, los 7 días de la semana.',
          '## Antes de llamar',
          'Si es miembro, tenga a mano su tarjeta de identificación. Si llama en nombre de otra persona, ella debe autorizarlo primero, o puede enviarnos un [formulario de Nombramiento de Representante](page:nombramiento-de-representante). Nunca le pediremos su número de Medicare por mensaje de texto ni por correo electrónico.',
        ),
        feature('call_request', { title: '¿Prefiere que le llamemos?', intro: 'Elija un horario y un agente autorizado le llamará.' }),
        faq('Preguntas frecuentes', [
          ['¿En qué horario atiende Servicios para Miembros?', 'Del 1 de octubre al 31 de marzo, de 8am a 8pm, hora local, los 7 días de la semana. Del 1 de abril al 30 de septiembre, de 8am a 8pm, de lunes a viernes. Los fines de semana y días feriados fuera de esas fechas, deje un mensaje y le devolveremos la llamada el siguiente día hábil.'],
          ['¿Puedo recibir ayuda en otro idioma o formato?', 'Sí. Los intérpretes son gratuitos en cualquier idioma, y las cartas y los documentos del plan están disponibles en inglés, letra grande, braille, CD de audio y CD de datos.'],
        ]),
        cms('es'),
      ],
    },
  },
  {
    en: {
      uid: 'welcome',
      path: 'welcome',
      title: 'Welcome',
      metaTitle: 'Welcome to Ceiba Health | Getting started as a member',
      metaDescription: 'New to Ceiba Health? Your first steps as a member: your ID card, choosing a primary care provider, your health assessment, your plan documents and your benefits.',
      slices: [
        hero({
          eyebrow: 'Welcome',
          title: 'Welcome to Ceiba Health',
          lead: ['Thank you for choosing us. Here is what happens in your first weeks as a member, and how to get the most from your plan from day one.'],
          primary: page('member-guides', 'Read the member guides'),
          secondary: page('plan-documents', 'Plan documents'),
        }),
        steps({
          title: 'Your first 30 days',
          items: [
            { title: 'Watch for your welcome kit and ID card', body: ['Your member ID card arrives by mail before your coverage starts, usually on the first day of the month after you enrolled. Show it, not your red-white-and-blue Medicare card, at the doctor and the pharmacy.'] },
            { title: 'Meet your primary care provider', body: ['Your card names your primary care provider (PCP). Book a first visit in the next 90 days. You can [search for a different doctor](page:search-providers) and change your PCP by calling us.'] },
            { title: 'Take the health risk assessment', body: ['A short questionnaire about your health helps us connect you with the right programs. We will call you, or you can [learn about the assessment](page:hra).'] },
            { title: 'Check your prescriptions', body: ['[Search the drug list](page:search-formulary) for your medicines. If one is not covered, you can get a temporary supply during your first 90 days while you and your doctor find an alternative.'] },
            { title: 'Start using your extra benefits', body: ['Many plans include dental, vision, hearing, an over-the-counter allowance and rides to appointments. Your [benefits overview](page:benefits) explains each one.'] },
          ],
        }),
        children({
          title: 'Helpful pages for new members',
          items: [
            [page('member-guides'), 'Guides that explain your ID card, your care team and your costs.'],
            [page('plan-documents'), 'Evidence of Coverage, Summary of Benefits, drug lists and forms.'],
            [page('member-rights-and-responsibilities'), 'What you can expect from us and what we ask of you.'],
            [page('transportation-resources'), 'How to book a ride to a medical appointment.'],
          ],
        }),
        callUs('en', { title: 'We are here to help you get started' }),
        cms('en', { benefits: true }),
      ],
    },
    es: {
      uid: 'bienvenida',
      path: 'bienvenida',
      title: 'Bienvenida - SPA',
      metaTitle: 'Bienvenido a Ceiba Health | Sus primeros pasos como miembro',
      metaDescription: '¿Es nuevo en Ceiba Health? Sus primeros pasos como miembro: la tarjeta de identificación, su proveedor de atención primaria, la evaluación de salud y sus beneficios.',
      slices: [
        hero({
          eyebrow: 'Bienvenida',
          title: 'Bienvenido a Ceiba Health',
          lead: ['Gracias por elegirnos. Esto es lo que pasa en sus primeras semanas como miembro y cómo aprovechar su plan desde el primer día.'],
          primary: page('guias-para-miembros', 'Leer las guías para miembros'),
          secondary: page('documentos-plan', 'Documentos del plan'),
        }),
        steps({
          title: 'Sus primeros 30 días',
          items: [
            { title: 'Esté pendiente de su paquete de bienvenida y su tarjeta', body: ['Su tarjeta de identificación de miembro le llega por correo antes de que empiece su cobertura, normalmente el primer día del mes siguiente a su inscripción. Preséntela en el consultorio y en la farmacia en lugar de su tarjeta roja, blanca y azul de Medicare.'] },
            { title: 'Conozca a su proveedor de atención primaria', body: ['Su tarjeta indica su proveedor de atención primaria (PCP). Programe una primera consulta en los próximos 90 días. Puede [buscar otro médico](page:buscar-proveedores) y cambiar de PCP llamándonos.'] },
            { title: 'Responda la evaluación de riesgos de salud', body: ['Un cuestionario breve sobre su salud nos ayuda a ofrecerle los programas adecuados. Le llamaremos, o puede [informarse sobre la evaluación](page:evaluacion-de-riesgos-de-salud).'] },
            { title: 'Revise sus recetas', body: ['[Busque sus medicamentos en la lista](page:buscar-formulario). Si alguno no está cubierto, durante sus primeros 90 días puede recibir un suministro temporal mientras usted y su médico buscan una alternativa.'] },
            { title: 'Empiece a usar sus beneficios adicionales', body: ['Muchos planes incluyen atención dental, de la vista y de la audición, una asignación para artículos de venta libre y transporte a las citas. En el [resumen de beneficios](page:beneficios) se explica cada uno.'] },
          ],
        }),
        children({
          title: 'Páginas útiles para nuevos miembros',
          items: [
            [page('guias-para-miembros'), 'Guías sobre su tarjeta de identificación, su equipo de atención y sus costos.'],
            [page('documentos-plan'), 'Evidencia de cobertura, resumen de beneficios, listas de medicamentos y formularios.'],
            [page('derechos-y-responsabilidades-del-miembro'), 'Lo que puede esperar de nosotros y lo que le pedimos a usted.'],
            [page('recursos-de-transporte'), 'Cómo reservar transporte para ir a una cita médica.'],
          ],
        }),
        callUs('es', { title: 'Estamos aquí para ayudarle a empezar' }),
        cms('es', { benefits: true }),
      ],
    },
  },
]
