// The four children of medical/medical-forms. Each guide's text is written once per language and
// used twice: as the page's sections and as its PDF (public/documents/ceiba-medical-*-{en,es}.pdf).
import { contact, disclaimer } from '../common.mjs'

const GUIDES = [
  {
    key: 'your-diabetes-resource-guide',
    file: 'ceiba-medical-diabetes-resource-guide',
    en: {
      uid: 'your-diabetes-resource-guide',
      path: 'medical/medical-forms/your-diabetes-resource-guide',
      title: 'Your diabetes resource guide',
      metaDescription: 'A printable guide for Ceiba Medical patients with diabetes: blood sugar targets, daily care, sick-day rules, low blood sugar and the yearly checks you need.',
      lead: 'A guide to managing diabetes day to day, from your Ceiba Medical care team. Read it here or download the PDF to keep on your refrigerator.',
      sections: [
        ['Your targets', 'Most adults with diabetes aim for blood sugar of 80 to 130 mg/dL before meals and under 180 two hours after eating, and an A1C under 7% or 8% depending on their health. Your provider will set the targets that are safe for you; write them down and bring your meter or log to every visit.'],
        ['Every day', 'Take your medicines at the same times each day. Check your blood sugar as often as your team recommends. Look at your feet for cuts, blisters or color changes, and never walk barefoot. Eat regular meals with vegetables, lean protein and whole grains, and walk or move for 30 minutes on most days if your provider agrees.'],
        ['Low blood sugar (under 70 mg/dL)', 'Signs are shaking, sweating, confusion, a fast heartbeat or hunger. Take 15 grams of fast sugar, such as 4 ounces of juice or regular soda or 4 glucose tablets, wait 15 minutes and check again. Repeat if you are still under 70, then eat a snack. Call 911 if you cannot swallow or pass out.'],
        ['Sick days', 'Keep taking your insulin or ask your team about your pills. Check your blood sugar every 4 hours, drink water or sugar-free fluids every hour, and call your care team if your sugar stays above 250 mg/dL, you vomit more than once or you cannot eat.'],
        ['Your yearly checks', 'A1C at least twice a year, a dilated eye exam, a kidney test, a foot exam by your provider or podiatrist, a flu shot and, if you have not had them, pneumonia and hepatitis B vaccines. Your care team tracks these for you.'],
        ['Costs and supplies', 'Covered insulins cost no more than $35 for a month\'s supply. Test strips, meters and continuous glucose monitors of the brands your plan prefers are covered; ask your team before you buy.'],
      ],
    },
    es: {
      uid: 'guia-recursos-diabetes',
      path: 'medico/formularios-medicos/guia-recursos-diabetes',
      title: 'Guía de recursos sobre la diabetes',
      metaDescription: 'Una guía para imprimir para pacientes de Ceiba Medical con diabetes: metas de azúcar en la sangre, cuidado diario, días de enfermedad, azúcar baja y controles anuales.',
      lead: 'Una guía para manejar la diabetes en el día a día, preparada por su equipo de Ceiba Medical. Léala aquí o descargue el PDF para tenerlo a mano en el refrigerador.',
      sections: [
        ['Sus metas', 'La mayoría de los adultos con diabetes buscan un nivel de azúcar de 80 a 130 mg/dL antes de las comidas y de menos de 180 dos horas después de comer, y una A1C por debajo del 7 % o del 8 %, según su estado de salud. Su proveedor fijará las metas seguras para usted; anótelas y lleve su glucómetro o su registro a todas sus consultas.'],
        ['Todos los días', 'Tome sus medicamentos a la misma hora cada día. Mídase el azúcar tan seguido como le indique su equipo. Revise sus pies para ver si hay cortadas, ampollas o cambios de color, y nunca camine descalzo. Haga comidas regulares con verduras, proteínas magras y granos integrales, y camine o muévase 30 minutos casi todos los días si su proveedor está de acuerdo.'],
        ['Azúcar baja (menos de 70 mg/dL)', 'Las señales son temblores, sudor, confusión, latidos rápidos o hambre. Tome 15 gramos de azúcar de acción rápida, como 4 onzas de jugo o de refresco normal o 4 tabletas de glucosa, espere 15 minutos y vuelva a medirse. Repita si sigue por debajo de 70 y luego coma algo. Llame al 911 si no puede tragar o pierde el conocimiento.'],
        ['Días de enfermedad', 'Siga usando su insulina o pregúntele a su equipo qué hacer con sus pastillas. Mídase el azúcar cada 4 horas, tome agua o líquidos sin azúcar cada hora y llame a su equipo si el azúcar se mantiene por encima de 250 mg/dL, vomita más de una vez o no puede comer.'],
        ['Sus controles anuales', 'A1C al menos dos veces al año, un examen de la vista con dilatación, una prueba de los riñones, un examen de los pies con su proveedor o podólogo, la vacuna contra la gripe y, si no las tiene, las vacunas contra la neumonía y la hepatitis B. Su equipo lleva la cuenta por usted.'],
        ['Costos y suministros', 'Las insulinas cubiertas no cuestan más de $35 por el suministro de un mes. Las tiras reactivas, los glucómetros y los monitores continuos de glucosa de las marcas que prefiere su plan están cubiertos; consulte a su equipo antes de comprarlos.'],
      ],
    },
  },
  {
    key: 'your-congestive-heart-failure-resource-guide',
    file: 'ceiba-medical-heart-failure-resource-guide',
    en: {
      uid: 'your-congestive-heart-failure-resource-guide',
      path: 'medical/medical-forms/your-congestive-heart-failure-resource-guide',
      title: 'Your congestive heart failure resource guide',
      metaDescription: 'A printable guide for Ceiba Medical patients with heart failure: daily weights, the green-yellow-red symptom zones, salt and fluids, and your medicines.',
      lead: 'Heart failure means your heart does not pump as well as it should. With daily habits and the right medicines, many people feel better and stay out of the hospital.',
      sections: [
        ['Weigh yourself every morning', 'Weigh yourself after you use the bathroom and before breakfast, in the same clothes, and write it down. Call your care team if you gain more than 2 pounds in a day or 5 pounds in a week: it often means fluid is building up before you feel it.'],
        ['Know your zones', 'Green: no new shortness of breath, no swelling, weight steady. Keep doing what you are doing. Yellow: weight gain as above, more swelling in your feet or belly, a new cough, needing more pillows to sleep. Call your care team today. Red: struggling to breathe at rest, chest pain, confusion or fainting. Call 911.'],
        ['Salt and fluids', 'Most people with heart failure should eat less than 2,000 mg of sodium a day. Read labels, cook without added salt and limit canned soups, deli meats and fast food. Your provider may also limit how much you drink; ask what your limit is.'],
        ['Your medicines', 'Heart failure medicines, such as beta-blockers, ACE inhibitors or ARNIs, SGLT2 inhibitors and water pills, work best when taken every day, even when you feel well. Do not stop them without talking to your provider. Avoid over-the-counter pain relievers like ibuprofen and naproxen, which can make heart failure worse.'],
        ['Stay active and protected', 'Walk a little every day as your provider allows; ask about cardiac rehabilitation, which Medicare covers for people with heart failure. Get your flu, COVID-19 and pneumonia vaccines.'],
      ],
    },
    es: {
      uid: 'guia-recursos-insuficiencia-cardiaca',
      path: 'medico/formularios-medicos/guia-recursos-insuficiencia-cardiaca',
      title: 'Guía de recursos sobre la insuficiencia cardíaca congestiva',
      metaDescription: 'Una guía para imprimir para pacientes de Ceiba Medical con insuficiencia cardíaca: el peso diario, las zonas verde, amarilla y roja, la sal, los líquidos y sus medicamentos.',
      lead: 'La insuficiencia cardíaca significa que el corazón no bombea tan bien como debería. Con hábitos diarios y los medicamentos adecuados, muchas personas se sienten mejor y evitan el hospital.',
      sections: [
        ['Pésese todas las mañanas', 'Pésese después de ir al baño y antes del desayuno, con la misma ropa, y anote el resultado. Llame a su equipo si sube más de 2 libras en un día o 5 libras en una semana: muchas veces significa que se está acumulando líquido antes de que usted lo note.'],
        ['Conozca sus zonas', 'Verde: no le falta más el aire, no hay hinchazón y su peso está estable. Siga así. Amarilla: sube de peso como se indica arriba, se le hinchan más los pies o el abdomen, tiene tos nueva o necesita más almohadas para dormir. Llame hoy a su equipo. Roja: le cuesta respirar en reposo, tiene dolor en el pecho, confusión o se desmaya. Llame al 911.'],
        ['Sal y líquidos', 'La mayoría de las personas con insuficiencia cardíaca deben consumir menos de 2,000 mg de sodio al día. Lea las etiquetas, cocine sin agregar sal y limite las sopas enlatadas, los embutidos y la comida rápida. Su proveedor también puede limitar cuánto líquido toma; pregúntele cuál es su límite.'],
        ['Sus medicamentos', 'Los medicamentos para la insuficiencia cardíaca, como los betabloqueadores, los inhibidores de la ECA o los INRA, los inhibidores de SGLT2 y los diuréticos, funcionan mejor si los toma todos los días, aunque se sienta bien. No los deje sin hablar con su proveedor. Evite los analgésicos de venta libre como el ibuprofeno y el naproxeno, que pueden empeorar la insuficiencia cardíaca.'],
        ['Manténgase activo y protegido', 'Camine un poco cada día, según le permita su proveedor, y pregunte por la rehabilitación cardíaca, que Medicare cubre para las personas con insuficiencia cardíaca. Póngase las vacunas contra la gripe, el COVID-19 y la neumonía.'],
      ],
    },
  },
  {
    key: 'patient-rights-fl',
    file: 'ceiba-medical-patient-rights-fl',
    en: {
      uid: 'patient-rights-fl',
      path: 'medical/medical-forms/patient-rights-fl',
      title: 'Florida patient rights and responsibilities',
      metaDescription: 'The rights and responsibilities of patients at Ceiba Medical clinics in Florida under the Florida Patient\'s Bill of Rights and Responsibilities, and how to file a complaint.',
      lead: 'Florida law (section 381.026, Florida Statutes) gives every patient of a Florida health care provider these rights and responsibilities. Ceiba Medical clinics in Miami, Hialeah and Tampa follow them.',
      sections: [
        ['Your rights', 'To be treated with courtesy and respect, with your dignity and privacy protected. To a prompt and reasonable response to questions and requests. To know who is providing your care and who is responsible for it. To know what support services are available, including an interpreter if you do not speak English. To know what rules apply to your conduct. To be given information about your diagnosis, planned treatment, alternatives, risks and prognosis. To refuse any treatment, except as otherwise provided by law. To be given, on request, full information and counseling on financial resources for your care. To know whether the provider accepts the Medicare rate. To receive, on request, a reasonable estimate of charges before treatment and a copy of an itemized bill. To impartial access to medical treatment regardless of race, national origin, religion, disability or source of payment. To treatment for any emergency medical condition that will deteriorate from failure to provide treatment. To know if treatment is for experimental research and to consent or refuse. To express complaints about any violation of your rights.'],
        ['Your responsibilities', 'To give accurate and complete information about your present complaints, past illnesses, hospital stays, medicines and other health matters. To report unexpected changes in your condition. To tell us whether you understand your planned treatment and what is expected of you. To follow the treatment plan recommended by your provider. To keep appointments and, when you cannot, to tell us. To accept responsibility for your actions if you refuse treatment or do not follow instructions. To meet your financial obligations for your care. To follow the clinic\'s rules on patient care and conduct.'],
        ['To file a complaint', 'Tell the clinic manager or call Ceiba Health Member Services. You may also contact the Florida Agency for Health Care Administration at 1-888-419-3456 or the Florida Department of Health Consumer Services Unit. Filing a complaint will not affect your care.'],
      ],
    },
    es: {
      uid: 'derechos-paciente-fl',
      path: 'medico/formularios-medicos/derechos-paciente-fl',
      title: 'Derechos y responsabilidades del paciente en Florida',
      metaDescription: 'Los derechos y responsabilidades de los pacientes de las clínicas Ceiba Medical de Florida según la Carta de Derechos y Responsabilidades del Paciente de Florida.',
      lead: 'La ley de Florida (sección 381.026 de los Estatutos de Florida) otorga a todo paciente de un proveedor de salud de Florida estos derechos y responsabilidades. Las clínicas Ceiba Medical de Miami, Hialeah y Tampa los respetan.',
      sections: [
        ['Sus derechos', 'A recibir un trato cortés y respetuoso, que proteja su dignidad y su privacidad. A una respuesta rápida y razonable a sus preguntas y solicitudes. A saber quién le atiende y quién es responsable de su atención. A conocer los servicios de apoyo disponibles, incluido un intérprete si no habla inglés. A conocer las reglas de conducta que se le aplican. A recibir información sobre su diagnóstico, el tratamiento previsto, las alternativas, los riesgos y el pronóstico. A rechazar cualquier tratamiento, salvo que la ley disponga otra cosa. A recibir, si lo pide, información completa y orientación sobre los recursos económicos para pagar su atención. A saber si el proveedor acepta la tarifa de Medicare. A recibir, si lo pide, un cálculo razonable de los cargos antes del tratamiento y una copia de la factura detallada. A un acceso imparcial al tratamiento médico, sin importar su raza, origen nacional, religión, discapacidad o forma de pago. A recibir tratamiento ante cualquier emergencia médica que empeoraría sin él. A saber si un tratamiento forma parte de una investigación experimental y a aceptarlo o rechazarlo. A presentar quejas sobre cualquier violación de sus derechos.'],
        ['Sus responsabilidades', 'Dar información exacta y completa sobre sus molestias actuales, enfermedades y hospitalizaciones anteriores, medicamentos y otros asuntos de salud. Informar los cambios inesperados en su estado. Decirnos si entiende el tratamiento previsto y lo que se espera de usted. Seguir el plan de tratamiento que le recomiende su proveedor. Acudir a sus citas y avisarnos cuando no pueda. Asumir la responsabilidad de sus actos si rechaza un tratamiento o no sigue las indicaciones. Cumplir sus obligaciones económicas por la atención recibida. Respetar las reglas de la clínica sobre la atención y la conducta de los pacientes.'],
        ['Cómo presentar una queja', 'Hable con el gerente de la clínica o llame a Servicios para Miembros de Ceiba Health. También puede comunicarse con la Agencia para la Administración del Cuidado de la Salud de Florida al 1-888-419-3456 o con la Unidad de Servicios al Consumidor del Departamento de Salud de Florida. Presentar una queja no afectará su atención.'],
      ],
    },
  },
  {
    key: 'telehealth-notice',
    file: 'ceiba-medical-telehealth-notice',
    en: {
      uid: 'telehealth-notice',
      path: 'medical/medical-forms/telehealth-notice',
      title: 'Telehealth notice and consent',
      metaDescription: 'How Ceiba Medical video and phone visits work, what technology you need, how your privacy is protected, the limits of telehealth and your consent.',
      lead: 'Before your first video or phone visit with Ceiba Medical, please read this notice. It explains how telehealth works and asks for your consent, which you can withdraw at any time.',
      sections: [
        ['What telehealth is', 'Telehealth is care delivered by a licensed provider through a secure video connection or by telephone, instead of in person. It can be used for follow-up visits, medicine reviews, behavioral health visits and many new concerns. Your provider decides whether a problem can be handled by telehealth or needs an in-person visit.'],
        ['What you need', 'A smartphone, tablet or computer with a camera and internet access for video, or any telephone for audio visits. We send you a link by text message or email before the visit. A family member or caregiver may join with your permission. If the connection fails, your provider will call you back by phone.'],
        ['Your privacy', 'Our video platform is encrypted and meets federal privacy rules (HIPAA). We do not record visits. Please join from a private place. Telehealth visits become part of your medical record, just like in-person visits.'],
        ['Limits and risks', 'Your provider cannot examine you physically during a telehealth visit, and technical problems may interrupt it. If your provider decides you need to be seen in person, we will help you book a visit. Telehealth is not for emergencies: call 911.'],
        ['Costs', 'Telehealth visits are covered under your Ceiba Health plan. Your plan\'s copay for a virtual visit applies; in many plans it is $0.'],
        ['Your consent', 'By taking part in a telehealth visit you agree to receive care this way. You may refuse telehealth or withdraw your consent at any time without affecting your right to in-person care.'],
      ],
    },
    es: {
      uid: 'aviso-telesalud',
      path: 'medico/formularios-medicos/aviso-telesalud',
      title: 'Aviso y consentimiento de telesalud',
      metaDescription: 'Cómo funcionan las consultas por video y por teléfono de Ceiba Medical, qué tecnología necesita, cómo se protege su privacidad, los límites de la telesalud y su consentimiento.',
      lead: 'Antes de su primera consulta por video o por teléfono con Ceiba Medical, lea este aviso. Explica cómo funciona la telesalud y le pide su consentimiento, que puede retirar cuando quiera.',
      sections: [
        ['Qué es la telesalud', 'La telesalud es la atención que presta un proveedor con licencia mediante una conexión de video segura o por teléfono, en lugar de en persona. Sirve para consultas de seguimiento, revisiones de medicamentos, consultas de salud conductual y muchos problemas nuevos. Su proveedor decide si un problema se puede atender por telesalud o necesita una consulta en persona.'],
        ['Qué necesita', 'Un teléfono inteligente, una tableta o una computadora con cámara y acceso a internet para el video, o cualquier teléfono para las consultas por audio. Antes de la consulta le enviamos un enlace por mensaje de texto o por correo electrónico. Un familiar o cuidador puede participar con su permiso. Si se cae la conexión, su proveedor le llamará por teléfono.'],
        ['Su privacidad', 'Nuestra plataforma de video está cifrada y cumple las normas federales de privacidad (HIPAA). No grabamos las consultas. Conéctese desde un lugar privado. Las consultas de telesalud forman parte de su expediente médico, igual que las consultas en persona.'],
        ['Límites y riesgos', 'Durante una consulta de telesalud, su proveedor no puede examinarle físicamente, y los problemas técnicos pueden interrumpirla. Si su proveedor decide que necesita verle en persona, le ayudaremos a pedir la cita. La telesalud no es para emergencias: llame al 911.'],
        ['Costos', 'Su plan de Ceiba Health cubre las consultas de telesalud. Se aplica el copago de consulta virtual de su plan, que en muchos planes es de $0.'],
        ['Su consentimiento', 'Al participar en una consulta de telesalud, acepta recibir atención de esta forma. Puede rechazar la telesalud o retirar su consentimiento en cualquier momento sin que eso afecte su derecho a recibir atención en persona.'],
      ],
    },
  },
]

const DOWNLOAD = { en: 'Download the PDF', es: 'Descargue el PDF' }
const DOWNLOAD_INTRO = {
  en: 'Print this guide or share it with your family. Ask us for Large Print, Braille, Audio CD or Data CD at no cost.',
  es: 'Imprima esta guía o compártala con su familia. Pídanos la versión en letra grande, braille, CD de audio o CD de datos sin costo.',
}

export const MEDICAL_FORM_PAGES = GUIDES.map((g) => {
  const side = (short) => {
    const x = g[short]
    return {
      uid: x.uid,
      path: x.path,
      title: short === 'es' ? `${x.title} - SPA` : x.title,
      cardTitle: x.title,
      metaTitle: `${x.title} | Ceiba Medical`,
      metaDescription: x.metaDescription,
      slices: [
        { hero: { eyebrow: short === 'en' ? 'Medical forms' : 'Formularios médicos', title: x.title, lead: x.lead } },
        x.sections.map(([heading, body]) => `## ${heading}\n${body}`).join('\n'),
        { docs: { title: DOWNLOAD[short], intro: DOWNLOAD_INTRO[short], documents: [{ name: x.title, url: `/documents/${g.file}-${short}.pdf`, description: x.metaDescription }] } },
        contact(short),
        disclaimer(short, 'H1234_2026MED', ['varies']),
      ],
    }
  }
  return { key: g.key, parent: 'medical-forms', en: side('en'), es: side('es') }
})

export const FORM_PDFS = GUIDES.flatMap((g) =>
  ['en', 'es'].map((lang) => ({
    file: `${g.file}-${lang}.pdf`,
    lang,
    title: g[lang].title,
    subtitle: 'Ceiba Medical',
    materialId: `H1234_2026MED_${lang === 'en' ? 'M' : 'S'}`,
    sections: [{ text: g[lang].lead }, ...g[lang].sections.map(([heading, text]) => ({ heading, text }))],
  })),
)
