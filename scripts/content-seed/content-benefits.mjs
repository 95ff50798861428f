import { IMG, page, R } from './outline.mjs'
import { s } from './slice-builders.mjs'

const SOB = 'Benefits, copays and allowance amounts vary by plan and county. Check your plan’s Summary of Benefits.'
const SOB_ES = 'Los beneficios, copagos y montos de asignación varían según el plan y el condado. Consulte el Resumen de Beneficios de su plan.'

export const BENEFIT_PAGES = [
  page(
    {
      path: 'dental',
      title: 'Dental',
      meta_title: 'Dental benefits | Ceiba Health',
      meta_description: 'Ceiba Health Medicare Advantage plans include preventive and comprehensive dental care with in-network dentists.',
      slices: [
        s.hero('Dental care that is part of your plan', ['Most Ceiba Health plans include preventive dental care at $0 and an annual allowance for fillings, crowns, dentures and other comprehensive services.'], { eyebrow: 'Dental benefits', primary: ['Find a dentist', R('providerSearch')] }),
        s.table('What dental coverage can include', 'Typical in-network dental coverage on Ceiba Core HMO, 2026', ['Service', 'You pay'], [['Cleanings and exams (2 per year)', '$0'], ['X-rays (1 set per year)', '$0'], ['Fillings, root canals, extractions', '$0 up to your annual allowance'], ['Dentures and crowns', '$0 up to your annual allowance']], SOB),
        s.faq('Dental questions', [
          ['Do I need a referral to see a dentist?', 'No. You can see any dentist in our dental network without a referral.'],
          ['What happens when I reach my annual allowance?', 'You pay the rest of the dentist’s charge for comprehensive services for the rest of the calendar year. Preventive care stays at $0.'],
          ['Are some services subject to prior authorization?', 'Yes. Crowns, bridges, implants and dentures may need approval before treatment. Your dentist asks us for it.'],
        ]),
        s.cta('Questions about dental coverage?', 'Member Services can tell you what your plan covers.', ['Contact us', R('contactUs')]),
      ],
    },
    {
      path: 'beneficios-dentales',
      title: 'Dental - SPA',
      meta_title: 'Beneficios dentales | Ceiba Health',
      meta_description: 'Los planes Medicare Advantage de Ceiba Health incluyen atención dental preventiva y completa con dentistas de la red.',
      slices: [
        s.hero('Atención dental incluida en su plan', ['La mayoría de los planes de Ceiba Health incluyen atención dental preventiva por $0 y una asignación anual para empastes, coronas, dentaduras y otros servicios integrales.'], { eyebrow: 'Beneficios dentales', primary: ['Buscar un dentista', R('providerSearch', 'es')] }),
        s.table('Qué puede incluir la cobertura dental', 'Cobertura dental típica dentro de la red en Ceiba Core HMO, 2026', ['Servicio', 'Usted paga'], [['Limpiezas y exámenes (2 al año)', '$0'], ['Radiografías (1 serie al año)', '$0'], ['Empastes, endodoncias, extracciones', '$0 hasta su asignación anual'], ['Dentaduras y coronas', '$0 hasta su asignación anual']], SOB_ES),
        s.faq('Preguntas sobre el beneficio dental', [
          ['¿Necesito un referido para ver a un dentista?', 'No. Puede ver a cualquier dentista de nuestra red dental sin referido.'],
          ['¿Qué pasa cuando alcanzo mi asignación anual?', 'Usted paga el resto del cargo del dentista por servicios integrales durante el resto del año calendario. La atención preventiva sigue en $0.'],
          ['¿Algunos servicios requieren autorización previa?', 'Sí. Las coronas, los puentes, los implantes y las dentaduras pueden necesitar aprobación antes del tratamiento. Su dentista nos la solicita.'],
        ]),
        s.cta('¿Preguntas sobre la cobertura dental?', 'Servicios para Miembros puede decirle qué cubre su plan.', ['Contáctenos', R('contactUs', 'es')]),
      ],
    },
  ),
  page(
    {
      path: 'otc',
      title: 'OTC',
      meta_title: 'Over-the-counter (OTC) allowance | Ceiba Health',
      meta_description: 'Use your Ceiba Health OTC allowance for vitamins, pain relievers, first-aid supplies and other health items, in stores or by mail.',
      slices: [
        s.hero('Everyday health items, covered', ['Your over-the-counter (OTC) allowance pays for vitamins, cold medicine, bandages, toothpaste and hundreds of other approved items. Unused money does not roll over to the next quarter.'], { eyebrow: 'OTC allowance' }),
        s.benefits('Three ways to use your allowance', null, [
          ['otc', 'In stores', 'Pay with your Ceiba Health card at participating pharmacies and grocery stores.', ['Where to shop', R('whereToShop')]],
          ['pharmacy', 'By mail', 'Order from the OTC catalog online or by phone; delivery is free.', null],
          ['telehealth', 'Online', 'Shop the catalog on the member portal any time.', null],
        ]),
        s.text('## What you can buy', '- Cold, allergy and pain relief medicine', '- Vitamins and supplements', '- First-aid supplies and thermometers', '- Dental care and denture supplies', SOB),
      ],
    },
    {
      path: 'articulos-de-venta-libre',
      title: 'OTC - SPA',
      meta_title: 'Asignación para artículos de venta libre (OTC) | Ceiba Health',
      meta_description: 'Use su asignación OTC de Ceiba Health para vitaminas, analgésicos, artículos de primeros auxilios y otros productos de salud, en tiendas o por correo.',
      slices: [
        s.hero('Artículos de salud de todos los días, cubiertos', ['Su asignación para artículos de venta libre (OTC) paga vitaminas, medicamentos para el resfriado, vendas, pasta de dientes y cientos de otros artículos aprobados. El dinero que no use no pasa al siguiente trimestre.'], { eyebrow: 'Asignación OTC' }),
        s.benefits('Tres maneras de usar su asignación', null, [
          ['otc', 'En tiendas', 'Pague con su tarjeta de Ceiba Health en farmacias y supermercados participantes.', ['Dónde comprar', R('whereToShop', 'es')]],
          ['pharmacy', 'Por correo', 'Pida del catálogo OTC en línea o por teléfono; el envío es gratis.', null],
          ['telehealth', 'En línea', 'Compre en el catálogo del portal para miembros cuando quiera.', null],
        ]),
        s.text('## Qué puede comprar', '- Medicamentos para el resfriado, las alergias y el dolor', '- Vitaminas y suplementos', '- Artículos de primeros auxilios y termómetros', '- Artículos para el cuidado dental y de dentaduras', SOB_ES),
      ],
    },
  ),
  page(
    {
      path: 'food-and-home',
      title: 'Food and home',
      meta_title: 'Food and home card | Ceiba Health',
      meta_description: 'Eligible Ceiba Health members get a monthly allowance on the food and home card for healthy groceries, utilities and rent.',
      slices: [
        s.hero('The food and home card', ['Eligible members get a monthly allowance for healthy groceries, produce, utilities and rent. Your allowance is loaded on the first day of each month.'], { eyebrow: 'Extra benefits', primary: ['Find stores near you', R('whereToShop')], img: [`${IMG}/grocery.svg`, 'A shopping basket with fresh vegetables, bread and milk'] }),
        s.text('## Who can get it', 'The card is part of our D-SNP plans and of C-SNP plans for members with a qualifying chronic condition such as diabetes or heart failure. It is a special supplemental benefit for the chronically ill, so you must meet the eligibility criteria.', '## What it pays for', '- Fruit, vegetables, meat, dairy and other healthy food', '- Electricity, gas, water and internet bills', '- Rent and mortgage payments on some plans', 'Unused money does not roll over to the next month. ' + SOB),
        s.faq('Card questions', [
          ['How do I check my balance?', 'Log in to the member portal or call the number on the back of your card.'],
          ['What if my card is lost or stolen?', 'Call Member Services right away and we will cancel it and send a new one.'],
        ]),
      ],
    },
    {
      path: 'alimentos-y-vivienda',
      title: 'Alimentos y vivienda - SPA',
      meta_title: 'Tarjeta de alimentos y vivienda | Ceiba Health',
      meta_description: 'Los miembros elegibles de Ceiba Health reciben una asignación mensual en la tarjeta de alimentos y vivienda para comestibles saludables, servicios públicos y alquiler.',
      slices: [
        s.hero('La tarjeta de alimentos y vivienda', ['Los miembros elegibles reciben una asignación mensual para comestibles saludables, frutas y verduras, servicios públicos y alquiler. Su asignación se carga el primer día de cada mes.'], { eyebrow: 'Beneficios adicionales', primary: ['Buscar tiendas cercanas', R('whereToShop', 'es')], img: [`${IMG}/grocery.svg`, 'Una canasta de compras con verduras frescas, pan y leche'] }),
        s.text('## Quién puede recibirla', 'La tarjeta forma parte de nuestros planes D-SNP y de los planes C-SNP para miembros con una afección crónica que califique, como diabetes o insuficiencia cardíaca. Es un beneficio suplementario especial para personas con enfermedades crónicas, por lo que debe cumplir los criterios de elegibilidad.', '## Qué paga', '- Frutas, verduras, carne, lácteos y otros alimentos saludables', '- Facturas de electricidad, gas, agua e internet', '- Pagos de alquiler e hipoteca en algunos planes', 'El dinero que no use no pasa al mes siguiente. ' + SOB_ES),
        s.faq('Preguntas sobre la tarjeta', [
          ['¿Cómo consulto mi saldo?', 'Inicie sesión en el portal para miembros o llame al número que aparece al reverso de su tarjeta.'],
          ['¿Qué hago si pierdo mi tarjeta o me la roban?', 'Llame de inmediato a Servicios para Miembros; la cancelaremos y le enviaremos una nueva.'],
        ]),
      ],
    },
  ),
  page(
    {
      path: 'medicare-part-b-giveback',
      title: 'Medicare Part B giveback',
      meta_title: 'Medicare Part B giveback | Ceiba Health',
      meta_description: 'A Part B giveback plan pays part of your Medicare Part B premium, so more of your Social Security check stays with you.',
      slices: [
        s.hero('Keep more of your Social Security check', ['With a Part B giveback plan, Ceiba Health pays part of your monthly Medicare Part B premium. The amount is added back to your Social Security check, or credited to your Part B bill if you pay Medicare directly.'], { eyebrow: 'Part B giveback', primary: ['See giveback plans', R('planFinder')] }),
        s.text('## How it works', '1. You enroll in a Ceiba Giveback plan and keep paying your Part B premium as usual.', '2. Medicare lowers the premium it takes from your Social Security benefit by your plan’s giveback amount.', '3. The reduction can take 2 to 3 months to appear. When it does, it includes any months you missed.', '## Who can get it', 'You need Medicare Part A and Part B, you must pay your own Part B premium, and you must live in the plan’s service area. If Medicaid or another program already pays your Part B premium, a giveback plan will not lower your costs.'),
        s.cta('Is a giveback plan right for you?', 'A licensed agent can compare the giveback with other benefits you may need.', ['Request a call', R('callRequest')], null, 'gold'),
      ],
    },
    {
      path: 'reembolso-de-la-parte-b-de-medicare',
      title: 'Reembolso de la Parte B de Medicare - SPA',
      meta_title: 'Reembolso de la Parte B de Medicare | Ceiba Health',
      meta_description: 'Un plan con reembolso de la Parte B paga parte de su prima de la Parte B de Medicare, para que una mayor parte de su cheque del Seguro Social se quede con usted.',
      slices: [
        s.hero('Conserve más de su cheque del Seguro Social', ['Con un plan con reembolso de la Parte B, Ceiba Health paga parte de su prima mensual de la Parte B de Medicare. El monto se suma a su cheque del Seguro Social, o se acredita a su factura de la Parte B si le paga directamente a Medicare.'], { eyebrow: 'Reembolso de la Parte B', primary: ['Ver planes con reembolso', R('planFinder', 'es')] }),
        s.text('## Cómo funciona', '1. Se inscribe en un plan Ceiba Giveback y sigue pagando su prima de la Parte B como siempre.', '2. Medicare reduce la prima que descuenta de su beneficio del Seguro Social en el monto de reembolso de su plan.', '3. La reducción puede tardar de 2 a 3 meses en aparecer. Cuando aparece, incluye los meses anteriores.', '## Quién puede recibirlo', 'Necesita tener la Parte A y la Parte B de Medicare, pagar su propia prima de la Parte B y vivir en el área de servicio del plan. Si Medicaid u otro programa ya paga su prima de la Parte B, un plan con reembolso no reducirá sus costos.'),
        s.cta('¿Le conviene un plan con reembolso?', 'Un agente autorizado puede comparar el reembolso con otros beneficios que usted pueda necesitar.', ['Solicite una llamada', R('callRequest', 'es')], null, 'gold'),
      ],
    },
  ),
  page(
    {
      path: 'transportation-resources',
      title: 'Transportation resources',
      meta_title: 'Rides to care | Ceiba Health',
      meta_description: 'Many Ceiba Health plans include rides to medical appointments and the pharmacy. Learn how to schedule a ride.',
      slices: [
        s.hero('Rides to your appointments', ['Many plans include one-way trips to doctor visits, the pharmacy, dialysis and other plan-approved locations at no cost.'], { eyebrow: 'Transportation' }),
        s.textImage('How to schedule a ride', ['Call Member Services at least 2 business days before your appointment. Have the address and time of your appointment ready. For dialysis and regular treatments, we can book recurring rides.'], [`${IMG}/ride.svg`, 'A van waiting at the curb outside a medical office'], null),
        s.text('## Good to know', '- Rides are door to door, by car, van or wheelchair-accessible vehicle', '- A caregiver can ride with you at no extra cost', '- The number of trips per year depends on your plan', '- In an emergency, call 911'),
        s.contact('Book a ride', 'Call Member Services and choose the transportation option.', { hours: 'every_day' }),
      ],
    },
    {
      path: 'recursos-de-transporte',
      title: 'Recursos de transporte - SPA',
      meta_title: 'Transporte a sus citas | Ceiba Health',
      meta_description: 'Muchos planes de Ceiba Health incluyen transporte a citas médicas y a la farmacia. Sepa cómo programar un viaje.',
      slices: [
        s.hero('Transporte a sus citas', ['Muchos planes incluyen viajes de ida a consultas médicas, a la farmacia, a diálisis y a otros lugares aprobados por el plan, sin costo.'], { eyebrow: 'Transporte' }),
        s.textImage('Cómo programar un viaje', ['Llame a Servicios para Miembros al menos 2 días hábiles antes de su cita. Tenga a mano la dirección y la hora de la cita. Para diálisis y tratamientos regulares, podemos reservar viajes recurrentes.'], [`${IMG}/ride.svg`, 'Una camioneta esperando en la acera frente a un consultorio médico'], null),
        s.text('## Para tener en cuenta', '- Los viajes son de puerta a puerta, en auto, camioneta o vehículo accesible para sillas de ruedas', '- Un cuidador puede acompañarle sin costo adicional', '- La cantidad de viajes por año depende de su plan', '- En una emergencia, llame al 911'),
        s.contact('Reserve un viaje', 'Llame a Servicios para Miembros y elija la opción de transporte.', { hours: 'every_day' }),
      ],
    },
  ),
]
