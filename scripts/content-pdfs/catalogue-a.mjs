// PDFs linked from catalogue-a's pages (general, benefits, plan documents), in English and Spanish.
const F = (lang, en, es) => (lang === 'en' ? en : es)

const member = (lang) => ({
  fields: F(
    lang,
    [
      'Member name',
      'Member ID number',
      'Date of birth (MM/DD/YYYY)',
      'Phone number',
      'Mailing address',
    ],
    [
      'Nombre del miembro',
      'Número de identificación de miembro',
      'Fecha de nacimiento (MM/DD/AAAA)',
      'Teléfono',
      'Dirección postal',
    ],
  ),
})
const signature = (lang) => ({ fields: F(lang, ['Signature', 'Date'], ['Firma', 'Fecha']) })

const forms = (lang) => [
  {
    file: `forms/reimbursement-request-${lang}.pdf`,
    title: F(lang, 'Member reimbursement request', 'Solicitud de reembolso para miembros'),
    blocks: [
      F(
        lang,
        'Use this form to ask Ceiba Health to pay you back for a covered medical, dental, vision or equipment service you paid for. Send it within one year of the date of service.',
        'Use este formulario para pedir a Ceiba Health que le reembolse un servicio médico, dental, de la vista o de equipo cubierto que usted pagó. Envíelo dentro del año siguiente a la fecha del servicio.',
      ),
      F(lang, '## About you', '## Sus datos'),
      member(lang),
      F(lang, '## About the service', '## Sobre el servicio'),
      {
        fields: F(
          lang,
          [
            'Provider or store name',
            'Date of service',
            'Description of the service or item',
            'Amount you paid ($)',
          ],
          [
            'Nombre del proveedor o la tienda',
            'Fecha del servicio',
            'Descripción del servicio o artículo',
            'Monto que pagó ($)',
          ],
        ),
      },
      {
        checks: F(
          lang,
          [
            'Emergency or urgent care out of network',
            'Billed more than my copay',
            'Dental or vision benefit',
            'Other (explain below)',
          ],
          [
            'Atención de emergencia o de urgencia fuera de la red',
            'Me cobraron más que mi copago',
            'Beneficio dental o de la vista',
            'Otro (explique abajo)',
          ],
        ),
      },
      F(lang, '## What to attach', '## Qué adjuntar'),
      F(
        lang,
        '- An itemized bill showing the service, date and price',
        '- Una factura detallada con el servicio, la fecha y el precio',
      ),
      F(
        lang,
        '- Proof of payment, such as a card or cash receipt',
        '- Un comprobante de pago, como el recibo de la tarjeta o de efectivo',
      ),
      F(
        lang,
        'Mail to Ceiba Health Claims, P.O. Box 24060, Miami, FL 33102, or fax to 1-800-555-0179. We answer within 30 days.',
        'Envíelo por correo a Ceiba Health Claims, P.O. Box 24060, Miami, FL 33102, o por fax al 1-800-555-0179. Respondemos en un plazo de 30 días.',
      ),
      signature(lang),
    ],
  },
  {
    file: `forms/part-d-reimbursement-request-${lang}.pdf`,
    title: F(
      lang,
      'Prescription drug reimbursement request',
      'Solicitud de reembolso de medicamentos recetados',
    ),
    blocks: [
      F(
        lang,
        'Use this form if you paid for a covered Part D prescription at the pharmacy, for example at an out-of-network pharmacy while traveling. Send it within three years of the date you filled the prescription.',
        'Use este formulario si pagó una receta cubierta de la Parte D en la farmacia, por ejemplo en una farmacia fuera de la red mientras viajaba. Envíelo dentro de los tres años siguientes a la fecha en que surtió la receta.',
      ),
      member(lang),
      {
        fields: F(
          lang,
          [
            'Pharmacy name and address',
            'Drug name and strength',
            'Date filled',
            'Quantity and days supply',
            'Amount paid ($)',
          ],
          [
            'Nombre y dirección de la farmacia',
            'Nombre y concentración del medicamento',
            'Fecha en que se surtió',
            'Cantidad y días de suministro',
            'Monto pagado ($)',
          ],
        ),
      },
      F(
        lang,
        'Attach the pharmacy receipt. Mail to Ceiba Health Pharmacy Claims, P.O. Box 24070, Miami, FL 33102. We answer within 14 days.',
        'Adjunte el recibo de la farmacia. Envíelo por correo a Ceiba Health Pharmacy Claims, P.O. Box 24070, Miami, FL 33102. Respondemos en un plazo de 14 días.',
      ),
      signature(lang),
    ],
  },
  {
    file: `forms/appointment-of-representative-${lang}.pdf`,
    title: F(lang, 'Appointment of Representative', 'Nombramiento de Representante'),
    blocks: [
      F(
        lang,
        'Use this form to name a person to act for you in a coverage decision, appeal or complaint. The appointment is valid for one year from the date both of you sign.',
        'Use este formulario para nombrar a una persona que actúe por usted en una decisión de cobertura, apelación o queja. El nombramiento es válido por un año desde la fecha en que ambos firmen.',
      ),
      F(lang, '## Section 1: the member', '## Sección 1: el miembro'),
      member(lang),
      F(lang, '## Section 2: the representative', '## Sección 2: el representante'),
      {
        fields: F(
          lang,
          ['Representative name', 'Relationship to the member', 'Phone number', 'Address'],
          ['Nombre del representante', 'Relación con el miembro', 'Teléfono', 'Dirección'],
        ),
      },
      F(
        lang,
        'I appoint this person to act for me and to receive my health information needed for this matter.',
        'Nombro a esta persona para que actúe por mí y reciba la información médica necesaria para este asunto.',
      ),
      signature(lang),
      F(
        lang,
        'I accept this appointment and will not charge a fee unless approved by Medicare.',
        'Acepto este nombramiento y no cobraré honorarios salvo que Medicare lo apruebe.',
      ),
      {
        fields: F(lang, ['Representative signature', 'Date'], ['Firma del representante', 'Fecha']),
      },
    ],
  },
  {
    file: `forms/disenrollment-request-${lang}.pdf`,
    title: F(
      lang,
      'Request to disenroll from a Ceiba Health plan',
      'Solicitud para cancelar la inscripción en un plan de Ceiba Health',
    ),
    blocks: [
      F(
        lang,
        'You can leave your plan only during a valid enrollment period: the Annual Enrollment Period (October 15 to December 7), the Medicare Advantage Open Enrollment Period (January 1 to March 31) or a Special Enrollment Period. Enrolling in another plan ends this one automatically, so you usually do not need this form.',
        'Solo puede dejar su plan durante un período de inscripción válido: el Período de Inscripción Anual (del 15 de octubre al 7 de diciembre), el Período de Inscripción Abierta de Medicare Advantage (del 1 de enero al 31 de marzo) o un Período de Inscripción Especial. Al inscribirse en otro plan, este se cancela automáticamente, así que normalmente no necesita este formulario.',
      ),
      member(lang),
      {
        fields: F(
          lang,
          ['Plan name', 'Reason you are leaving (optional)'],
          ['Nombre del plan', 'Motivo por el que se va (opcional)'],
        ),
      },
      {
        checks: F(
          lang,
          [
            'Annual Enrollment Period',
            'Medicare Advantage Open Enrollment Period',
            'Special Enrollment Period (explain)',
          ],
          [
            'Período de Inscripción Anual',
            'Período de Inscripción Abierta de Medicare Advantage',
            'Período de Inscripción Especial (explique)',
          ],
        ),
      },
      F(
        lang,
        'After you leave, you will have Original Medicare. If you want drug coverage, join a Part D plan, or you may pay a late enrollment penalty. Mail to Ceiba Health Enrollment, P.O. Box 24080, Miami, FL 33102.',
        'Después de irse tendrá Medicare Original. Si quiere cobertura de medicamentos, inscríbase en un plan de la Parte D; de lo contrario, quizá pague una multa por inscripción tardía. Envíelo por correo a Ceiba Health Enrollment, P.O. Box 24080, Miami, FL 33102.',
      ),
      signature(lang),
    ],
  },
  {
    file: `forms/advance-directive-guide-${lang}.pdf`,
    title: F(
      lang,
      'Planning ahead: advance directives',
      'Planificar con anticipación: directivas anticipadas',
    ),
    blocks: [
      F(
        lang,
        'An advance directive is a legal document that tells your doctors and family what care you want if you cannot speak for yourself.',
        'Una directiva anticipada es un documento legal que indica a sus médicos y a su familia qué atención desea si usted no puede expresarse.',
      ),
      F(lang, '## Types of advance directive', '## Tipos de directiva anticipada'),
      F(
        lang,
        '- Living will: the treatments you want or do not want at the end of life.',
        '- Testamento vital: los tratamientos que desea o no desea al final de la vida.',
      ),
      F(
        lang,
        '- Health care power of attorney (health care surrogate): the person who decides for you.',
        '- Poder notarial para atención médica (sustituto): la persona que decide por usted.',
      ),
      F(
        lang,
        '- POLST or MOLST: medical orders your doctor signs for serious illness.',
        '- POLST o MOLST: órdenes médicas que firma su médico en caso de enfermedad grave.',
      ),
      F(lang, '## Steps', '## Pasos'),
      F(
        lang,
        '- Talk with your family and your doctor about what matters to you.',
        '- Hable con su familia y su médico sobre lo que es importante para usted.',
      ),
      F(
        lang,
        '- Fill in your state’s form and sign it as your state requires, with witnesses or a notary.',
        '- Llene el formulario de su estado y fírmelo como lo exige su estado, ante testigos o notario.',
      ),
      F(
        lang,
        '- Give copies to your doctor, your health care agent and Ceiba Health.',
        '- Entregue copias a su médico, a su representante de atención médica y a Ceiba Health.',
      ),
      F(
        lang,
        'Your plan covers advance care planning visits with your doctor. If your advance directive is not followed, you can file a complaint with your state survey agency.',
        'Su plan cubre las consultas de planificación anticipada con su médico. Si no se respeta su directiva anticipada, puede presentar una queja ante la agencia estatal de inspección.',
      ),
    ],
  },
  {
    file: `forms/care-team-authorization-${lang}.pdf`,
    title: F(
      lang,
      'Authorization to share health information with my care team',
      'Autorización para compartir información médica con mi equipo de atención',
    ),
    blocks: [
      F(
        lang,
        'Use this form to let Ceiba Health talk about your health and coverage with family members, caregivers or others who help you. You can cancel it at any time in writing.',
        'Use este formulario para permitir que Ceiba Health hable de su salud y su cobertura con familiares, cuidadores u otras personas que le ayudan. Puede cancelarla en cualquier momento por escrito.',
      ),
      member(lang),
      F(lang, '## People I authorize', '## Personas que autorizo'),
      {
        fields: F(
          lang,
          ['Name and relationship (1)', 'Phone (1)', 'Name and relationship (2)', 'Phone (2)'],
          ['Nombre y parentesco (1)', 'Teléfono (1)', 'Nombre y parentesco (2)', 'Teléfono (2)'],
        ),
      },
      F(lang, '## What they may discuss', '## De qué pueden hablar'),
      {
        checks: F(
          lang,
          [
            'All my health and coverage information',
            'Only claims and billing',
            'Only appointments and care coordination',
            'Exclude mental health and substance use information',
          ],
          [
            'Toda mi información médica y de cobertura',
            'Solo reclamos y facturación',
            'Solo citas y coordinación de la atención',
            'Excluir información de salud mental y consumo de sustancias',
          ],
        ),
      },
      {
        fields: F(
          lang,
          ['This authorization ends on (date)'],
          ['Esta autorización termina el (fecha)'],
        ),
      },
      signature(lang),
    ],
  },
  {
    file: `forms/notice-of-privacy-practices-${lang}.pdf`,
    title: F(lang, 'Notice of Privacy Practices', 'Aviso de prácticas de privacidad'),
    blocks: [
      F(
        lang,
        'This notice describes how medical information about you may be used and disclosed and how you can get access to this information. Please review it carefully. Effective January 1, 2026.',
        'Este aviso describe cómo se puede usar y divulgar su información médica y cómo puede usted acceder a ella. Léalo con atención. Vigente desde el 1 de enero de 2026.',
      ),
      F(lang, '## Your rights', '## Sus derechos'),
      F(
        lang,
        '- Get a copy of your health and claims records.',
        '- Obtener una copia de sus expedientes médicos y de reclamos.',
      ),
      F(lang, '- Ask us to correct your records.', '- Pedirnos que corrijamos sus expedientes.'),
      F(
        lang,
        '- Request confidential communications and limits on what we share.',
        '- Pedir comunicaciones confidenciales y límites a lo que compartimos.',
      ),
      F(
        lang,
        '- Get a list of those with whom we have shared information.',
        '- Recibir una lista de las personas con quienes compartimos su información.',
      ),
      F(
        lang,
        '- File a complaint if you feel your rights are violated.',
        '- Presentar una queja si cree que no se respetaron sus derechos.',
      ),
      F(lang, '## Our uses and disclosures', '## Cómo usamos y divulgamos su información'),
      F(
        lang,
        'We use and share your information to help manage your treatment, run our organization, pay for your services, administer your plan, and as required by law. We never sell your information or use it for marketing without your written permission.',
        'Usamos y compartimos su información para ayudar a coordinar su tratamiento, administrar nuestra organización, pagar sus servicios, administrar su plan y cuando la ley lo exige. Nunca vendemos su información ni la usamos para mercadeo sin su permiso por escrito.',
      ),
      F(
        lang,
        'Privacy Office: 1-800-555-0123 (TTY 711), P.O. Box 24030, Miami, FL 33102.',
        'Oficina de Privacidad: 1-800-555-0123 (TTY 711), P.O. Box 24030, Miami, FL 33102.',
      ),
    ],
  },
  {
    file: `forms/2026-dental-prior-authorization-list-${lang}.pdf`,
    title: F(
      lang,
      '2026 dental prior authorization list',
      'Lista de autorización previa dental 2026',
    ),
    blocks: [
      F(
        lang,
        'These dental services need approval from Ceiba Health before treatment in plan year 2026. Your dentist sends the request.',
        'Estos servicios dentales necesitan la aprobación de Ceiba Health antes del tratamiento en el año del plan 2026. Su dentista envía la solicitud.',
      ),
      F(lang, '- Implants and implant crowns', '- Implantes y coronas sobre implantes'),
      F(lang, '- Periodontal scaling and root planing', '- Raspado y alisado radicular'),
      F(
        lang,
        '- Crowns on the same tooth within five years',
        '- Coronas en el mismo diente antes de cinco años',
      ),
      F(
        lang,
        '- Dentures more than once in five years',
        '- Dentaduras más de una vez en cinco años',
      ),
      F(lang, '- Oral surgery under general anesthesia', '- Cirugía bucal con anestesia general'),
      F(
        lang,
        'Decisions within 14 days, or 72 hours when waiting could seriously harm your health.',
        'Decisiones en 14 días, o en 72 horas si esperar podría dañar gravemente su salud.',
      ),
    ],
  },
]

const guides = (lang) =>
  [
    [
      'id-card',
      F(
        lang,
        'Your member ID card, explained',
        'Su tarjeta de identificación de miembro, explicada',
      ),
      F(
        lang,
        [
          'Your member ID and plan name are on the front. Show this card, not your Medicare card, at every visit and at the pharmacy.',
          'The back lists Member Services, the pharmacy help line and where providers send claims.',
          'Keep your Medicare card in a safe place: you will need it if you ever return to Original Medicare.',
        ],
        [
          'Su número de miembro y el nombre del plan están en el frente. Presente esta tarjeta, no la de Medicare, en cada consulta y en la farmacia.',
          'Al dorso figuran Servicios para Miembros, la línea de ayuda de farmacia y adónde envían los reclamos los proveedores.',
          'Guarde su tarjeta de Medicare en un lugar seguro: la necesitará si vuelve a Medicare Original.',
        ],
      ),
    ],
    [
      'primary-care',
      F(
        lang,
        'Choosing and changing your primary care provider',
        'Cómo elegir y cambiar su proveedor de atención primaria',
      ),
      F(
        lang,
        [
          'Your primary care provider (PCP) knows your health history and coordinates your care.',
          'To change your PCP, call Member Services. The change usually takes effect on the first day of the next month.',
          'On HMO plans, your PCP gives referrals to specialists.',
        ],
        [
          'Su proveedor de atención primaria (PCP) conoce su historial y coordina su atención.',
          'Para cambiar de PCP, llame a Servicios para Miembros. El cambio suele entrar en vigor el primer día del mes siguiente.',
          'En los planes HMO, su PCP le da los referidos a especialistas.',
        ],
      ),
    ],
    [
      'costs',
      F(
        lang,
        'What you pay: copays, coinsurance and your maximum',
        'Lo que usted paga: copagos, coseguro y su máximo',
      ),
      F(
        lang,
        [
          'A copay is a fixed amount, such as $10 for a visit. Coinsurance is a percentage of the cost, such as 20%.',
          'Your out-of-pocket maximum is the most you pay in a year for covered medical services. After you reach it, covered services cost $0 for the rest of the year.',
          'Drug costs are separate: covered insulin is at most $35 a month and adult Part D vaccines are $0.',
        ],
        [
          'Un copago es un monto fijo, como $10 por consulta. El coseguro es un porcentaje del costo, como el 20 %.',
          'Su máximo de gastos de bolsillo es lo máximo que paga en un año por servicios médicos cubiertos. Al alcanzarlo, los servicios cubiertos cuestan $0 el resto del año.',
          'Los medicamentos van aparte: la insulina cubierta cuesta como máximo $35 al mes y las vacunas para adultos de la Parte D, $0.',
        ],
      ),
    ],
    [
      'travel',
      F(lang, 'Getting care when you travel', 'Atención médica cuando viaja'),
      F(
        lang,
        [
          'Emergencies and urgently needed care are covered anywhere in the United States.',
          'Before a long trip, refill your prescriptions; ask us about a vacation supply.',
          'PPO members can also see out-of-network doctors for routine care, usually at a higher cost.',
        ],
        [
          'Las emergencias y la atención de urgencia están cubiertas en cualquier lugar de los Estados Unidos.',
          'Antes de un viaje largo, resurta sus recetas; pregúntenos por un suministro para vacaciones.',
          'Los miembros de planes PPO también pueden ver médicos fuera de la red para atención de rutina, normalmente a un costo mayor.',
        ],
      ),
    ],
  ].map(([key, title, blocks]) => ({ file: `forms/guide-${key}-${lang}.pdf`, title, blocks }))

const LISTS = {
  'prior-authorization-list': {
    en: [
      '2024 prior authorization list',
      'Services that needed approval before you received them in plan year 2024.',
      [
        'Inpatient hospital and skilled nursing facility admissions',
        'Advanced imaging: MRI, CT and PET scans',
        'Outpatient surgery and cardiac procedures',
        'Home health care and durable medical equipment over $500',
        'Part B drugs given in a doctor’s office, including chemotherapy',
        'Physical, occupational and speech therapy after the first visits',
      ],
    ],
    es: [
      'Lista de autorización previa 2024',
      'Servicios que necesitaban aprobación antes de recibirlos en el año del plan 2024.',
      [
        'Ingresos en hospitales y centros de enfermería especializada',
        'Estudios de imagen avanzados: resonancia magnética, tomografía y PET',
        'Cirugía ambulatoria y procedimientos cardíacos',
        'Atención médica a domicilio y equipo médico duradero de más de $500',
        'Medicamentos de la Parte B administrados en el consultorio, incluida la quimioterapia',
        'Terapia física, ocupacional y del habla después de las primeras consultas',
      ],
    ],
  },
  'referral-list': {
    en: [
      '2024 referral list',
      'On HMO plans in 2024, these visits needed a referral from your primary care provider.',
      [
        'Specialist office visits, such as cardiology and orthopedics',
        'Podiatry beyond routine foot care for diabetes',
        'Outpatient mental health with a psychiatrist (other behavioral health did not need a referral)',
        'Hearing exams with an audiologist',
      ],
    ],
    es: [
      'Lista de referidos 2024',
      'En los planes HMO de 2024, estas consultas necesitaban un referido de su proveedor de atención primaria.',
      [
        'Consultas con especialistas, como cardiología y ortopedia',
        'Podología fuera del cuidado de rutina de los pies por diabetes',
        'Salud mental ambulatoria con un psiquiatra (otros servicios de salud conductual no necesitaban referido)',
        'Exámenes de audición con un audiólogo',
      ],
    ],
  },
  'dme-list': {
    en: [
      '2024 durable medical equipment list',
      'The brands and suppliers of durable medical equipment (DME) the plan preferred in 2024.',
      [
        'Blood glucose meters and test strips: preferred brands at $0',
        'Continuous glucose monitors through network pharmacies',
        'Walkers, canes, wheelchairs and hospital beds through contracted suppliers',
        'CPAP machines and supplies',
        'Oxygen equipment, with prior authorization',
      ],
    ],
    es: [
      'Lista de equipo médico duradero 2024',
      'Las marcas y proveedores de equipo médico duradero (DME) preferidos por el plan en 2024.',
      [
        'Glucómetros y tiras reactivas: marcas preferidas a $0',
        'Monitores continuos de glucosa en farmacias de la red',
        'Andadores, bastones, sillas de ruedas y camas de hospital con proveedores contratados',
        'Equipos CPAP y sus suministros',
        'Equipo de oxígeno, con autorización previa',
      ],
    ],
  },
}
const lists = (lang) =>
  Object.entries(LISTS).map(([key, texts]) => {
    const [title, intro, items] = texts[lang]
    return {
      file: `plan-documents/2024-${key}-${lang}.pdf`,
      title,
      materialId: 'H1234_2024WEB_M',
      blocks: [
        intro,
        ...items.map((item) => `- ${item}`),
        F(
          lang,
          'This list is archived. For current lists, visit ceibahealth.example/plan-documents/.',
          'Esta lista está archivada. Para las listas vigentes, visite ceibahealth.example/es/documentos-plan/.',
        ),
      ],
    }
  })

const CRITERIA = {
  'medical-services': {
    en: [
      'Internal coverage criteria: medical services',
      'Ceiba Health uses these criteria when Medicare coverage rules (national and local coverage determinations) are not fully established for a service.',
      [
        'Cardiac rehabilitation beyond 36 sessions',
        'Home sleep testing before CPAP',
        'Outpatient physical therapy extensions',
        'Genetic testing for hereditary cancer risk',
        'Bariatric surgery',
      ],
    ],
    es: [
      'Criterios internos de cobertura: servicios médicos',
      'Ceiba Health usa estos criterios cuando las reglas de cobertura de Medicare (determinaciones nacionales y locales) no están plenamente establecidas para un servicio.',
      [
        'Rehabilitación cardíaca más allá de 36 sesiones',
        'Estudio del sueño en casa antes de un CPAP',
        'Extensiones de terapia física ambulatoria',
        'Pruebas genéticas de riesgo hereditario de cáncer',
        'Cirugía bariátrica',
      ],
    ],
  },
  'pharmacy-part-b': {
    en: [
      'Internal coverage criteria: Part B pharmacy',
      'Criteria for Part B drugs given in a doctor’s office or infusion center when Medicare rules are not fully established.',
      [
        'Biosimilar first for infliximab and trastuzumab',
        'Erythropoiesis-stimulating agents outside dialysis',
        'Intravitreal injections for macular degeneration',
        'Immune globulin',
      ],
    ],
    es: [
      'Criterios internos de cobertura: farmacia de la Parte B',
      'Criterios para los medicamentos de la Parte B administrados en el consultorio o en un centro de infusión cuando las reglas de Medicare no están plenamente establecidas.',
      [
        'Primero un biosimilar para infliximab y trastuzumab',
        'Agentes estimulantes de la eritropoyesis fuera de la diálisis',
        'Inyecciones intravítreas para la degeneración macular',
        'Inmunoglobulina',
      ],
    ],
  },
}
const criteria = (lang) =>
  Object.entries(CRITERIA).map(([key, texts]) => {
    const [title, intro, items] = texts[lang]
    return {
      file: `plan-documents/internal-coverage-criteria-${key}-${lang}.pdf`,
      title,
      blocks: [
        intro,
        F(lang, '## Services with internal criteria', '## Servicios con criterios internos'),
        ...items.map((item) => `- ${item}`),
        F(lang, '## How the criteria are made', '## Cómo se elaboran los criterios'),
        F(
          lang,
          'Our Utilization Management Committee reviews current clinical evidence and national guidelines every year and publishes the evidence it relied on. A physician reviews every request that does not meet the criteria before it can be denied.',
          'Nuestro Comité de Manejo de la Utilización revisa cada año la evidencia clínica actual y las guías nacionales, y publica la evidencia en la que se basa. Un médico revisa cada solicitud que no cumple los criterios antes de que pueda negarse.',
        ),
      ],
    }
  })

const PLANS_2024 = [
  'Ceiba Core HMO',
  'Ceiba Giveback HMO',
  'Ceiba Core PPO',
  'Ceiba Heart & Diabetes C-SNP',
  'Ceiba Dual Choice D-SNP',
]
const slug = (name) =>
  name
    .toLowerCase()
    .replace(/&/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const archive2024 = (lang) =>
  PLANS_2024.flatMap((plan) =>
    [
      [
        'evidence-of-coverage',
        F(lang, 'Evidence of Coverage 2024', 'Evidencia de cobertura 2024'),
        F(
          lang,
          'The complete description of what the plan covered in 2024, what members paid and the rules for getting care.',
          'La descripción completa de lo que cubría el plan en 2024, lo que pagaban los miembros y las reglas para recibir atención.',
        ),
      ],
      [
        'summary-of-benefits',
        F(lang, 'Summary of Benefits 2024', 'Resumen de beneficios 2024'),
        F(
          lang,
          'The key costs and benefits of the plan in 2024.',
          'Los costos y beneficios principales del plan en 2024.',
        ),
      ],
      [
        'formulary',
        F(
          lang,
          'Formulary (List of Covered Drugs) 2024',
          'Formulario (Lista de medicamentos cubiertos) 2024',
        ),
        F(
          lang,
          'The drugs the plan covered in 2024, by tier, with limits.',
          'Los medicamentos que cubría el plan en 2024, por nivel y con sus límites.',
        ),
      ],
    ].map(([kind, title, intro]) => ({
      file: `plans/2024/${slug(plan)}-${kind}-${lang}.pdf`,
      title: `${plan}: ${title}`,
      materialId: 'H1234_2024WEB_M',
      blocks: [
        intro,
        F(
          lang,
          'This document is archived and applies to plan year 2024 only. Current documents are on the plan documents page.',
          'Este documento está archivado y solo se aplica al año del plan 2024. Los documentos vigentes están en la página de documentos del plan.',
        ),
      ],
    })),
  )

export const ARCHIVE_2024_PLANS = PLANS_2024.map((name) => ({ name, slug: slug(name) }))

export default ['en', 'es'].flatMap((lang) =>
  [...forms(lang), ...guides(lang), ...lists(lang), ...criteria(lang), ...archive2024(lang)].map(
    (doc) => ({ ...doc, lang }),
  ),
)
