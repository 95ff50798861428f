import { page, R } from './outline.mjs'
import { s } from './slice-builders.mjs'

const LANG_ASSIST = 'ATTENTION: If you speak Spanish, language assistance services are available to you free of charge. Call 1-800-555-0123 (TTY: 711).'
const LANG_ASSIST_ES = 'ATENCIÓN: Si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística. Llame al 1-800-555-0123 (TTY: 711).'

const legal = (path, title, meta_title, meta_description, lead, body) => ({
  path,
  title,
  meta_title,
  meta_description,
  slices: [s.hero(title.replace(/ - SPA$/, ''), lead), s.text(...body)],
})

export const LEGAL_PAGES = [
  page(
    legal('terms-of-use', 'Terms of use', 'Terms of use | Ceiba Health', 'The terms that apply when you use the Ceiba Health website.', 'By using this website you agree to these terms. Last updated September 15, 2025.', [
      '## Use of the site', 'The information on this site is general and does not replace advice from your doctor. Plan benefits are described in full in each plan’s Evidence of Coverage.',
      '## Accounts and security', 'Keep your member portal password private. Tell us right away if you think someone has used your account.',
      '## Links to other sites', 'We link to sites we do not control, such as Medicare.gov. We are not responsible for their content or privacy practices.',
      '## Changes', 'We may update these terms. The date above shows when they last changed.',
    ]),
    legal('condiciones-de-uso', 'Condiciones de uso - SPA', 'Condiciones de uso | Ceiba Health', 'Las condiciones que se aplican cuando usa el sitio web de Ceiba Health.', 'Al usar este sitio web, usted acepta estas condiciones. Última actualización: 15 de septiembre de 2025.', [
      '## Uso del sitio', 'La información de este sitio es general y no reemplaza el consejo de su médico. Los beneficios de cada plan se describen en detalle en su Evidencia de Cobertura.',
      '## Cuentas y seguridad', 'Mantenga en privado la contraseña del portal para miembros. Avísenos de inmediato si cree que alguien usó su cuenta.',
      '## Enlaces a otros sitios', 'Incluimos enlaces a sitios que no controlamos, como Medicare.gov. No somos responsables de su contenido ni de sus prácticas de privacidad.',
      '## Cambios', 'Podemos actualizar estas condiciones. La fecha indicada arriba muestra cuándo cambiaron por última vez.',
    ]),
  ),
  page(
    legal('accessibility', 'Accessibility', 'Accessibility | Ceiba Health', 'Ceiba Health is committed to a website everyone can use, and to materials in accessible formats.', 'We want everyone to be able to use our website and understand their coverage.', [
      '## Our standard', 'We design and test this site to meet the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. We test with screen readers, keyboard only and zoom up to 400%.',
      '## Materials in other formats', 'You can get plan materials in large print, braille, audio CD or data CD at no cost. Call Member Services at 1-800-555-0123 (TTY 711).',
      '## Tell us about a problem', 'If something on this site is hard to use, email **accessibility@ceibahealth.example** or call us. We answer within 5 business days.',
    ]),
    legal('accesibilidad', 'Accesibilidad - SPA', 'Accesibilidad | Ceiba Health', 'Ceiba Health se compromete a tener un sitio web que todos puedan usar y materiales en formatos accesibles.', 'Queremos que todas las personas puedan usar nuestro sitio web y entender su cobertura.', [
      '## Nuestro estándar', 'Diseñamos y probamos este sitio para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. Lo probamos con lectores de pantalla, solo con teclado y con ampliación de hasta 400%.',
      '## Materiales en otros formatos', 'Puede obtener los materiales del plan en letra grande, braille, CD de audio o CD de datos sin costo. Llame a Servicios para Miembros al 1-800-555-0123 (TTY 711).',
      '## Infórmenos de un problema', 'Si algo en este sitio es difícil de usar, escriba a **accessibility@ceibahealth.example** o llámenos. Respondemos en un plazo de 5 días hábiles.',
    ]),
  ),
  page(
    legal('privacy-policy', 'Privacy policy', 'Privacy policy | Ceiba Health', 'How Ceiba Health collects, uses and protects information on this website.', 'This policy explains what information this website collects and how we use it. Our Notice of Privacy Practices explains how we protect your health information.', [
      '## What we collect', '- Information you give us, such as your name and phone number when you request a call', '- Technical information, such as your browser type and the pages you visit', 'We never put your Medicare number, date of birth or health information in web addresses or analytics.',
      '## How we use it', 'We use your information to answer your requests, to process enrollment applications and to improve this site. We do not sell your information.',
      '## Your choices', 'You can ask us to stop contacting you at any time by calling 1-800-555-0123 (TTY 711).',
    ]),
    legal('politica-privacidad', 'Política de privacidad - SPA', 'Política de privacidad | Ceiba Health', 'Cómo recopila, usa y protege Ceiba Health la información en este sitio web.', 'Esta política explica qué información recopila este sitio web y cómo la usamos. Nuestro Aviso de Prácticas de Privacidad explica cómo protegemos su información médica.', [
      '## Qué recopilamos', '- La información que nos da, como su nombre y teléfono cuando solicita una llamada', '- Información técnica, como el tipo de navegador y las páginas que visita', 'Nunca incluimos su número de Medicare, su fecha de nacimiento ni información de salud en direcciones web ni en herramientas de análisis.',
      '## Cómo la usamos', 'Usamos su información para responder a sus solicitudes, procesar solicitudes de inscripción y mejorar este sitio. No vendemos su información.',
      '## Sus opciones', 'Puede pedirnos en cualquier momento que dejemos de contactarle llamando al 1-800-555-0123 (TTY 711).',
    ]),
  ),
  page(
    legal('nondiscrimination-notice', 'Nondiscrimination notice', 'Nondiscrimination notice | Ceiba Health', 'Ceiba Health complies with federal civil rights laws and does not discriminate.', 'Ceiba Health complies with applicable federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability or sex.', [
      '## Free aids and services', '- Qualified sign language interpreters and written information in other formats', '- Qualified interpreters and information written in other languages',
      '## Filing a grievance', 'If you believe we failed to provide these services or discriminated in another way, contact our Civil Rights Coordinator at 1-800-555-0123 (TTY 711). You can also file a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights.',
      LANG_ASSIST,
    ]),
    legal('aviso-no-discriminacion', 'Aviso de no discriminación - SPA', 'Aviso de no discriminación | Ceiba Health', 'Ceiba Health cumple las leyes federales de derechos civiles y no discrimina.', 'Ceiba Health cumple las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen nacional, edad, discapacidad o sexo.', [
      '## Ayudas y servicios gratuitos', '- Intérpretes de lenguaje de señas calificados e información escrita en otros formatos', '- Intérpretes calificados e información escrita en otros idiomas',
      '## Cómo presentar una queja', 'Si cree que no le proporcionamos estos servicios o que le discriminamos de otra manera, comuníquese con nuestro Coordinador de Derechos Civiles al 1-800-555-0123 (TTY 711). También puede presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU.',
      LANG_ASSIST_ES,
    ]),
  ),
  page(
    legal('quality-improvement-strategy', 'Quality improvement strategy', 'Quality improvement strategy | Ceiba Health', 'How Ceiba Health measures and improves the quality of care members receive.', 'Each year we set goals for better care and report our progress.', [
      '## Our 2026 goals', '- Raise the share of members with diabetes whose blood sugar is under control', '- Make sure members get a follow-up visit within 7 days of leaving the hospital', '- Increase breast and colorectal cancer screening rates',
      '## How we measure', 'We use HEDIS measures, the CAHPS member survey and Medicare Star Ratings, and we share results with our network providers every quarter.',
    ]),
    legal('estrategia-mejoramiento-calidad', 'Estrategia de mejoramiento de la calidad - SPA', 'Estrategia de mejoramiento de la calidad | Ceiba Health', 'Cómo mide y mejora Ceiba Health la calidad de la atención que reciben los miembros.', 'Cada año fijamos metas para mejorar la atención e informamos nuestro progreso.', [
      '## Nuestras metas para 2026', '- Aumentar la proporción de miembros con diabetes que tienen el azúcar en sangre bajo control', '- Asegurar una consulta de seguimiento en los 7 días posteriores al alta hospitalaria', '- Aumentar las tasas de detección del cáncer de mama y colorrectal',
      '## Cómo medimos', 'Usamos las medidas HEDIS, la encuesta de miembros CAHPS y las calificaciones por estrellas de Medicare, y compartimos los resultados con nuestros proveedores de la red cada trimestre.',
    ]),
  ),
  page(
    legal('member-rights-and-responsibilities', 'Member rights and responsibilities', 'Member rights and responsibilities | Ceiba Health', 'Your rights and responsibilities as a Ceiba Health member.', 'As a member, you have rights that protect you, and responsibilities that help you get the best care.', [
      '## Your rights', '- To be treated with dignity and respect', '- To get information in a way you can understand, in your language', '- To see network providers and get care on time', '- To make decisions about your care, including advance directives', '- To file an appeal or a grievance without fear of losing your coverage',
      '## Your responsibilities', '- Show your member ID card when you get care', '- Tell your doctors about your health and the medicines you take', '- Pay your premiums and cost sharing on time', '- Tell us when you move',
    ]),
    legal('derechos-y-responsabilidades-del-miembro', 'Derechos y responsabilidades del miembro - SPA', 'Derechos y responsabilidades del miembro | Ceiba Health', 'Sus derechos y responsabilidades como miembro de Ceiba Health.', 'Como miembro, tiene derechos que le protegen y responsabilidades que le ayudan a recibir la mejor atención.', [
      '## Sus derechos', '- Recibir un trato digno y respetuoso', '- Recibir información de una manera que pueda entender, en su idioma', '- Ver a proveedores de la red y recibir atención a tiempo', '- Tomar decisiones sobre su atención, incluidas las directivas anticipadas', '- Presentar una apelación o una queja sin temor a perder su cobertura',
      '## Sus responsabilidades', '- Mostrar su tarjeta de miembro cuando reciba atención', '- Informar a sus médicos sobre su salud y los medicamentos que toma', '- Pagar a tiempo sus primas y costos compartidos', '- Avisarnos cuando se mude',
    ]),
  ),
  page(
    {
      path: 'compliance',
      title: 'Compliance',
      meta_title: 'Compliance program | Ceiba Health',
      meta_description: 'The Ceiba Health compliance program, how to report fraud, waste and abuse, and our code of conduct.',
      slices: [
        s.hero('Compliance', ['Our compliance program helps us follow Medicare rules and prevent fraud, waste and abuse.']),
        s.text('## Report a concern', 'Anyone can report a concern anonymously through our Compliance Hotline at **1-800-555-0190**, 24 hours a day. We do not retaliate against anyone who reports in good faith.', '## First tier, downstream and related entities', 'Vendors and providers who work on our Medicare business must complete fraud, waste and abuse training within 90 days of contracting and every year after.'),
        s.docs('Documents', null, [['Code of conduct', '/documents/ceiba-code-of-conduct.pdf', 'PDF', '1.3 MB', 'The standards every employee and partner follows.']]),
      ],
    },
    null,
  ),
  page(
    legal('disclaimers', 'Disclaimers', 'Disclaimers | Ceiba Health', 'Legal disclaimers for Ceiba Health Medicare Advantage plans.', 'Important information about our plans.', [
      'Ceiba Health is an HMO, PPO and HMO D-SNP plan with a Medicare contract. Enrollment in Ceiba Health depends on contract renewal.',
      'Benefits, premiums, copays and coinsurance may change on January 1 of each year. Other pharmacies, physicians and providers are available in our network.',
      'The food and home card is a special supplemental benefit for the chronically ill. Eligibility is not guaranteed and depends on meeting plan criteria.',
      LANG_ASSIST,
    ]),
    legal('renuncias', 'Renuncias - SPA', 'Renuncias de responsabilidad | Ceiba Health', 'Avisos legales de los planes Medicare Advantage de Ceiba Health.', 'Información importante sobre nuestros planes.', [
      'Ceiba Health es un plan HMO, PPO y HMO D-SNP con contrato con Medicare. La inscripción en Ceiba Health depende de la renovación del contrato.',
      'Los beneficios, las primas, los copagos y el coseguro pueden cambiar el 1 de enero de cada año. Hay otras farmacias, médicos y proveedores disponibles en nuestra red.',
      'La tarjeta de alimentos y vivienda es un beneficio suplementario especial para personas con enfermedades crónicas. La elegibilidad no está garantizada y depende de cumplir los criterios del plan.',
      LANG_ASSIST_ES,
    ]),
  ),
]
