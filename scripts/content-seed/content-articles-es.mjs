import { R } from './outline.mjs'
import { s } from './slice-builders.mjs'

const callCta = () => s.cta('¿Tiene preguntas?', 'Un agente autorizado puede explicarle sus opciones. No tiene ninguna obligación de inscribirse.', ['Solicite una llamada', R('callRequest', 'es')], ['Encontrar un plan', R('planFinder', 'es')])

/** Spanish twins of ARTICLES_EN, with the same keys. */
export const ARTICLES_ES = {
  options: {
    uid: 'sus-opciones-de-medicare',
    title: 'Sus opciones de Medicare',
    summary: 'Medicare Original o Medicare Advantage: cómo se comparan las dos maneras de recibir Medicare.',
    category: 'Medicare basics',
    publication_date: '2025-08-04',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: 'Sus opciones de Medicare: Medicare Original o Medicare Advantage | Ceiba Health',
    meta_description: 'Compare Medicare Original y Medicare Advantage: costos, elección de médicos, cobertura de medicamentos y beneficios adicionales.',
    slices: [
      s.hero('Sus opciones de Medicare', 'Hay dos maneras principales de recibir Medicare. Así se comparan.', { eyebrow: 'Conceptos básicos de Medicare' }),
      s.text('## Medicare Original', 'Medicare Original lo administra el gobierno federal. La Parte A cubre las estancias en el hospital y la Parte B cubre las consultas médicas y la atención ambulatoria. Puede ver a cualquier proveedor del país que acepte Medicare. Para cubrir medicamentos debe agregar un plan de la Parte D, y muchas personas compran una póliza de Seguro Suplementario de Medicare (Medigap) para ayudar con el coseguro del 20%.', '## Medicare Advantage (Parte C)', 'Los planes Medicare Advantage los ofrecen compañías privadas aprobadas por Medicare. Cubren todo lo que cubren la Parte A y la Parte B, suelen incluir medicamentos y tienen un límite anual de gastos de su bolsillo. La mayoría usa una red de médicos y hospitales.'),
      s.table('Lado a lado', 'Medicare Original comparado con Medicare Advantage', ['Aspecto', 'Medicare Original', 'Medicare Advantage'], [['Médicos', 'Cualquier proveedor que acepte Medicare', 'Por lo general, una red (HMO o PPO)'], ['Cobertura de medicamentos', 'Se agrega un plan de la Parte D aparte', 'Por lo general, incluida'], ['Límite anual de gastos de su bolsillo', 'No tiene', 'Sí'], ['Dental, visión, audición', 'En su mayoría no cubiertos', 'A menudo incluidos']], 'Con cualquiera de las dos opciones sigue pagando su prima de la Parte B, a menos que su plan incluya un reembolso de la Parte B.'),
      callCta(),
    ],
  },
  newToMedicare: {
    uid: 'nuevo-en-medicare',
    title: '¿Nuevo en Medicare? Comience aquí',
    summary: 'Las partes de Medicare, cuándo inscribirse y cómo elegir su cobertura por primera vez.',
    category: 'Medicare basics',
    publication_date: '2025-08-11',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: '¿Nuevo en Medicare? Una guía paso a paso | Ceiba Health',
    meta_description: '¿Va a cumplir 65 años? Conozca las partes de Medicare, cuándo comienza su Período de Inscripción Inicial y cómo elegir un plan.',
    slices: [
      s.hero('¿Nuevo en Medicare? Comience aquí', 'Inscribirse en Medicare por primera vez lleva algunos pasos. Esta guía le acompaña en cada uno.', { eyebrow: 'Conceptos básicos de Medicare' }),
      s.text('## Las cuatro partes de Medicare', '- La **Parte A** cubre estancias en el hospital, atención en centros de enfermería especializada y cuidados paliativos. La mayoría de las personas no paga prima por ella.', '- La **Parte B** cubre consultas médicas, pruebas y atención ambulatoria. Tiene una prima mensual.', '- La **Parte C**, Medicare Advantage, es un plan de una compañía privada que incluye las Partes A y B y, por lo general, la Parte D.', '- La **Parte D** cubre medicamentos recetados.', '## Cuándo inscribirse', 'Su Período de Inscripción Inicial dura 7 meses: comienza 3 meses antes del mes en que cumple 65 años, incluye el mes de su cumpleaños y termina 3 meses después. Si ya recibe beneficios del Seguro Social, queda inscrito automáticamente en las Partes A y B.', 'Si no se inscribe a tiempo y no tiene otra cobertura por un empleo actual, puede pagar una multa por inscripción tardía mientras tenga la Parte B.'),
      s.faq('Preguntas frecuentes', [
        ['¿Puedo conservar el seguro médico de mi trabajo?', 'Si usted o su cónyuge todavía trabajan para un empleador con 20 empleados o más, es posible que pueda retrasar la Parte B sin multa. Pregunte en su oficina de beneficios cómo funciona su plan con Medicare.'],
        ['¿Tengo que elegir un plan de inmediato?', 'No, pero si quiere que un plan Medicare Advantage comience al mismo tiempo que Medicare, presente su solicitud durante su Período de Inscripción Inicial.'],
      ]),
      callCta(),
    ],
  },
  eligibility: {
    uid: 'elegibilidad-para-medicare',
    title: '¿Quién es elegible para Medicare?',
    summary: 'Las reglas de elegibilidad de Medicare para personas de 65 años o más y para personas más jóvenes con discapacidades.',
    category: 'Medicare basics',
    publication_date: '2025-08-18',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: 'Elegibilidad para Medicare: quién califica y cuándo | Ceiba Health',
    meta_description: 'Es elegible para Medicare a los 65 años, o antes si tiene una discapacidad, enfermedad renal en etapa terminal o ELA. Conozca las reglas.',
    slices: [
      s.hero('¿Quién es elegible para Medicare?', 'La mayoría de las personas es elegible a los 65 años. Algunas califican antes.', { eyebrow: 'Conceptos básicos de Medicare' }),
      s.text('## A los 65 años', 'Es elegible si tiene 65 años o más y es ciudadano de los EE. UU., o residente permanente legal que ha vivido en el país al menos 5 años seguidos. Recibe la Parte A sin prima si usted o su cónyuge trabajaron y pagaron impuestos de Medicare durante al menos 10 años.', '## Antes de los 65 años', '- Después de recibir beneficios por discapacidad del Seguro Social durante 24 meses', '- Si tiene enfermedad renal en etapa terminal (insuficiencia renal permanente que requiere diálisis o trasplante)', '- Si tiene ELA (enfermedad de Lou Gehrig), en cuanto comienzan sus beneficios por discapacidad', '## Para un plan Medicare Advantage', 'Necesita tener la Parte A y la Parte B de Medicare y vivir en el área de servicio del plan. Las personas con enfermedad renal en etapa terminal pueden unirse a planes Medicare Advantage.'),
      callCta(),
    ],
  },
  periods: {
    uid: 'guia-de-periodos-de-inscripcion',
    title: 'Guía de los períodos de inscripción de Medicare',
    summary: 'Cuándo puede unirse, cambiar o dejar un plan de Medicare, y cuándo comienza su cobertura.',
    category: 'Enrollment',
    publication_date: '2025-09-01',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: 'Los períodos de inscripción de Medicare, explicados | Ceiba Health',
    meta_description: 'El Período de Inscripción Anual va del 15 de octubre al 7 de diciembre. Conozca los períodos de inscripción Inicial, General, Abierta de Medicare Advantage y Especiales.',
    slices: [
      s.hero('Guía de los períodos de inscripción de Medicare', 'Solo puede unirse a un plan de Medicare o cambiarlo en ciertas épocas del año. Estas son las fechas.', { eyebrow: 'Inscripción' }),
      s.table('Los períodos de inscripción de un vistazo', 'Períodos de inscripción de Medicare y cuándo comienza la cobertura', ['Período', 'Fechas', 'Qué puede hacer'], [
        ['Período de Inscripción Inicial', '7 meses alrededor de su cumpleaños número 65', 'Inscribirse en Medicare y unirse a un plan'],
        ['Período de Inscripción Anual', 'Del 15 de octubre al 7 de diciembre', 'Unirse, cambiar o dejar un plan Medicare Advantage o de la Parte D; los cambios comienzan el 1 de enero'],
        ['Inscripción Abierta de Medicare Advantage', 'Del 1 de enero al 31 de marzo', 'Cambiar una vez a otro plan Medicare Advantage o volver a Medicare Original'],
        ['Período de Inscripción General', 'Del 1 de enero al 31 de marzo', 'Inscribirse en la Parte A o la Parte B si no lo hizo en su Período de Inscripción Inicial'],
      ], 'La cobertura obtenida en el Período de Inscripción General comienza el primer día del mes siguiente a su inscripción.'),
      s.text('## Períodos de Inscripción Especiales', 'Algunos cambios en su vida le permiten cambiar de plan fuera de estas fechas; por ejemplo, si se muda fuera del área de servicio de su plan, pierde la cobertura de su empleador, entra o sale de un hogar de ancianos, o califica para Medicaid o la Ayuda Adicional.'),
      s.alert('warning', 'No deje pasar el 7 de diciembre', 'Los cambios que haga durante el Período de Inscripción Anual entran en vigor el 1 de enero. Después del 7 de diciembre, necesita un Período de Inscripción Especial para cambiar de plan.'),
      callCta(),
    ],
  },
  snp: {
    uid: 'planes-para-necesidades-especiales',
    title: '¿Qué son los planes para necesidades especiales?',
    summary: 'Los planes para necesidades especiales adaptan los beneficios y la atención a personas con Medicaid o con afecciones crónicas.',
    category: 'Plan types',
    publication_date: '2025-09-08',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: 'Planes para necesidades especiales (SNP): D-SNP y C-SNP | Ceiba Health',
    meta_description: 'Los planes para necesidades especiales son planes Medicare Advantage para personas con Medicare y Medicaid (D-SNP) o con ciertas afecciones crónicas (C-SNP).',
    slices: [
      s.hero('¿Qué son los planes para necesidades especiales?', 'Los planes para necesidades especiales (SNP) son planes Medicare Advantage diseñados para personas con necesidades específicas.', { eyebrow: 'Tipos de planes' }),
      s.text('## Planes para personas con doble elegibilidad (D-SNP)', 'Para personas que tienen Medicare y Medicaid. Según el plan, los niveles de Medicaid que califican incluyen beneficios completos (FBDE), QMB, QMB+, SLMB, SLMB+, QI y QDWI. [Verifique su doble elegibilidad](' + R('dualEligibility', 'es') + ').', '## Planes para afecciones crónicas (C-SNP)', 'Para personas con una afección crónica que califique, como diabetes, insuficiencia cardíaca crónica o enfermedad cardiovascular. Su médico confirma la afección después de que usted se inscribe. [Verifique su elegibilidad para C-SNP](' + R('csnpEligibility', 'es') + ').', '## Qué los hace diferentes', '- Un coordinador de atención que le ayuda con sus citas y medicamentos', '- Beneficios elegidos para su afección, como suministros para diabéticos o una tarjeta de alimentos y vivienda', '- Siempre incluyen cobertura de medicamentos'),
      callCta(),
    ],
  },
  dsnp: {
    uid: 'dsnp-101',
    title: 'D-SNP 101: Medicare y Medicaid en un solo plan',
    summary: 'Cómo funcionan los planes para personas con doble elegibilidad y qué pasa si cambia su Medicaid.',
    category: 'Plan types',
    publication_date: '2025-09-15',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: 'D-SNP 101: planes para personas con Medicare y Medicaid | Ceiba Health',
    meta_description: 'Un D-SNP coordina sus beneficios de Medicare y Medicaid. Sepa quién califica, cuánto cuesta y cómo mantener su elegibilidad.',
    slices: [
      s.hero('D-SNP 101', 'Si tiene Medicare y Medicaid, un plan para personas con doble elegibilidad (D-SNP) puede reunir sus beneficios.', { eyebrow: 'Tipos de planes' }),
      s.text('## Quién califica', 'Necesita la Parte A y la Parte B de Medicare, Medicaid de su estado en un nivel que el plan acepte y una dirección dentro del área de servicio del plan.', '## Cuánto cuesta', 'Muchos miembros pagan $0 por la prima del plan, las consultas médicas y los medicamentos cubiertos, porque Medicaid ayuda a pagar los costos de Medicare. Sus costos dependen de su nivel de Medicaid.', '## Mantenga activo su Medicaid', 'Su estado revisa la elegibilidad para Medicaid cada año. Devuelva a tiempo los formularios de renovación. Si pierde Medicaid, el plan le da un período de gracia para recuperarlo antes de cancelar su inscripción.'),
      s.faq('Preguntas sobre los D-SNP', [
        ['¿Puedo cambiarme a un D-SNP durante el año?', 'Sí. Las personas con Medicaid o con la Ayuda Adicional pueden cambiar de plan con más frecuencia que otras. Llámenos para revisar sus opciones.'],
        ['¿Perderé mis beneficios de Medicaid?', 'No. Usted conserva su Medicaid; el plan coordina ambos programas para que funcionen juntos.'],
      ]),
      callCta(),
    ],
  },
  fraud: {
    uid: 'fraude-de-medicare',
    title: 'Cómo detectar y denunciar el fraude de Medicare',
    summary: 'Estafas comunes de Medicare, cómo proteger su número de Medicare y dónde denunciar el fraude.',
    category: 'Staying safe',
    publication_date: '2025-09-22',
    author: 'Equipo editorial de Ceiba Health',
    meta_title: 'Fraude de Medicare: cómo detectarlo y denunciarlo | Ceiba Health',
    meta_description: 'Proteja su número de Medicare, revise sus estados de cuenta y denuncie cualquier sospecha de fraude al 1-800-MEDICARE.',
    slices: [
      s.hero('Cómo detectar y denunciar el fraude de Medicare', 'El fraude de Medicare cuesta miles de millones cada año y puede poner en riesgo sus expedientes médicos. Algunos hábitos le protegen.', { eyebrow: 'Su seguridad' }),
      s.text('## Proteja su número de Medicare', 'Cuide su número de Medicare como si fuera el de una tarjeta de crédito. Medicare no le llamará para pedírselo ni irá a su casa a venderle nada.', '## Señales de alerta', '- Una llamada que ofrece pruebas genéticas, fajas para la espalda o suministros para diabéticos gratis a cambio de su número de Medicare', '- Alguien que le dice que debe unirse a un plan para conservar su Medicare', '- Cargos en su Resumen de Medicare o en su Explicación de Beneficios por servicios que no recibió', '## Denúncielo', '- Llame al 1-800-MEDICARE (1-800-633-4227), TTY 1-877-486-2048', '- Llame a la Línea de Cumplimiento de Ceiba Health al 1-800-555-0190, las 24 horas', '- Comuníquese con la Patrulla de Medicare para Personas Mayores (SMP) de su estado para recibir ayuda gratuita'),
      s.alert('warning', 'Cuelgue ante la presión', 'Un plan o agente de verdad nunca le apurará ni le amenazará con cancelar sus beneficios. Si una llamada le parece sospechosa, cuelgue y llame al número que aparece en su tarjeta de miembro.'),
    ],
  },
}
