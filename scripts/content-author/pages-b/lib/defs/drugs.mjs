// Prescription drugs (spec 2.6): the hub and its topical child pages. The yearly criteria lists are
// in drug-lists.mjs.
import { contact, disclaimer } from '../common.mjs'

const ID = 'H1234_2026RX'
const close = (short, notes = ['varies', 'partD']) => [contact(short), disclaimer(short, ID, notes)]

export const DRUG_PAGES = [
  {
    key: 'prescription-drugs',
    en: {
      uid: 'prescription-drugs',
      path: 'prescription-drugs',
      title: 'Prescription drugs',
      metaTitle: 'Prescription drug coverage | Ceiba Health',
      metaDescription: 'Part D drug coverage in Ceiba Health plans: the drug list, $35 insulin, $0 Part D vaccines, mail order, coverage rules and help paying for medicines.',
      slices: [
        { hero: { title: 'Prescription drug coverage', lead: 'Most Ceiba Health plans include Part D drug coverage. Check that your medicines are on our drug list (formulary) and see what they cost before you enroll.', primary: { to: 'page:search-formulary', text: 'Search the drug list' }, secondary: { to: 'page:search-drugs', text: 'Search drugs by plan' } } },
        { highlights: { title: 'Savings built into every plan with drug coverage', items: [
          { icon: 'pharmacy', name: '$35 insulin', description: 'You pay no more than $35 for a one-month supply of each covered insulin, even before you meet a deductible.' },
          { icon: 'doctor', name: '$0 Part D vaccines', description: 'Adult vaccines recommended by the CDC, such as shingles and Tdap, cost $0 at network pharmacies.' },
          { icon: 'otc', name: 'Mail-order pharmacy', description: 'Get up to a 100-day supply of maintenance drugs delivered to your door.', to: 'page:mail-order-pharmacy', text: 'About mail order' },
        ] } },
        `## How your drug coverage works
Each plan with drug coverage has a formulary, the list of Part D drugs it covers. Drugs sit on tiers: generics on the lowest tiers usually cost the least, and specialty drugs on tier 5 cost the most. Some plans also have a $0 tier for common generics that treat diabetes, high blood pressure and high cholesterol. Your plan's Evidence of Coverage and Summary of Benefits show the copay or coinsurance for each tier.
Some drugs have rules: prior authorization (we approve the drug before you fill it), step therapy (you try a lower-cost drug first) or quantity limits. The pages below explain each rule, list the drugs it applies to each year and tell you how to ask for an exception.
If you have limited income, Extra Help from Medicare can lower your premium and copays; on many plans it brings covered drug costs to $0. A drug that is not covered and has no approved exception costs 100% of its price.
## Use this section
The list below gathers every page about drugs: how to compare prices, fill by mail, what happens when the drug list changes, the transition fill for new members, opioid safety and the yearly criteria lists. Start with the drug search if you only want to know whether a medicine is covered.`,
        { children: { title: 'Everything about your drug coverage', intro: 'Pick a topic to read the rules, the yearly lists and the forms that go with them.' } },
        { faq: { title: 'Drug coverage questions', items: [
          ['What is a formulary?', 'It is the list of drugs a plan covers. Drugs are placed in tiers; lower tiers usually cost less. Each plan year has its own formulary, and you can [search it](page:search-formulary).'],
          ['What if my drug is not covered?', 'Ask your doctor about a covered alternative, or ask us for an exception. A drug that is not covered costs 100% of its price. [Get help finding covered drugs](page:get-help-finding-covered-drugs).'],
          ['Can I spread my drug costs over the year?', 'Yes. The Medicare Prescription Payment Plan lets you pay your out-of-pocket drug costs in monthly amounts instead of at the pharmacy. [Read how it works](page:prescription-payment-plan).'],
        ] } },
        ...close('en', ['varies', 'partD', 'stars']),
      ],
    },
    es: {
      uid: 'medicamentos-receta',
      path: 'medicamentos-receta',
      title: 'Medicamentos recetados - SPA',
      metaTitle: 'Cobertura de medicamentos recetados | Ceiba Health',
      metaDescription: 'La cobertura de la Parte D en los planes de Ceiba Health: la lista de medicamentos, insulina a $35, vacunas de la Parte D a $0, pedidos por correo, reglas y ayuda para pagar.',
      slices: [
        { hero: { title: 'Cobertura de medicamentos recetados', lead: 'La mayoría de los planes de Ceiba Health incluyen cobertura de medicamentos de la Parte D. Antes de inscribirse, confirme que sus medicamentos estén en nuestra lista (formulario) y vea cuánto cuestan.', primary: { to: 'page:buscar-formulario', text: 'Buscar en la lista de medicamentos' }, secondary: { to: 'page:buscar-medicamentos', text: 'Buscar medicamentos por plan' } } },
        { highlights: { title: 'Ahorros incluidos en todos los planes con cobertura de medicamentos', items: [
          { icon: 'pharmacy', name: 'Insulina a $35', description: 'No paga más de $35 por el suministro de un mes de cada insulina cubierta, aunque no haya alcanzado el deducible.' },
          { icon: 'doctor', name: 'Vacunas de la Parte D a $0', description: 'Las vacunas para adultos que recomiendan los CDC, como la del herpes zóster y la Tdap, cuestan $0 en farmacias de la red.' },
          { icon: 'otc', name: 'Farmacia de pedidos por correo', description: 'Reciba en casa hasta 100 días de sus medicamentos de uso continuo.', to: 'page:farmacia-pedidos-por-correo', text: 'Sobre los pedidos por correo' },
        ] } },
        `## Cómo funciona su cobertura de medicamentos
Cada plan con cobertura de medicamentos tiene un formulario: la lista de medicamentos de la Parte D que cubre. Los medicamentos se agrupan en niveles. Los genéricos de los niveles más bajos suelen costar menos, y los medicamentos especializados del nivel 5, más. Algunos planes tienen además un nivel de $0 para genéricos comunes contra la diabetes, la presión alta y el colesterol alto. La Evidencia de cobertura y el Resumen de beneficios de su plan indican el copago o coseguro de cada nivel.
Algunos medicamentos tienen reglas: autorización previa (aprobamos el medicamento antes de que lo surta), terapia escalonada (primero prueba un medicamento de menor costo) o límites de cantidad. Las páginas de esta sección explican cada regla, publican cada año los medicamentos a los que se aplica y le dicen cómo pedir una excepción.
Si tiene ingresos limitados, la Ayuda Adicional de Medicare puede bajar su prima y sus copagos; en muchos planes, los medicamentos cubiertos le cuestan $0. Un medicamento que no está cubierto y no tiene una excepción aprobada cuesta el 100 % de su precio.
## Cómo usar esta sección
La lista de abajo reúne todas las páginas sobre medicamentos: cómo comparar precios, surtir por correo, qué pasa cuando cambia la lista, el surtido de transición para miembros nuevos, la seguridad con los opioides y las listas anuales de criterios. Si solo quiere saber si un medicamento está cubierto, empiece por el buscador.`,
        { children: { title: 'Todo sobre su cobertura de medicamentos', intro: 'Elija un tema para leer las reglas, las listas de cada año y los formularios correspondientes.' } },
        { faq: { title: 'Preguntas sobre la cobertura de medicamentos', items: [
          ['¿Qué es un formulario?', 'Es la lista de medicamentos que cubre un plan. Los medicamentos se agrupan en niveles, y los niveles más bajos suelen costar menos. Cada año del plan tiene su propio formulario, y puede [consultarlo aquí](page:buscar-formulario).'],
          ['¿Qué pasa si mi medicamento no está cubierto?', 'Pregúntele a su médico por una alternativa cubierta o pídanos una excepción. Un medicamento que no está cubierto cuesta el 100 % de su precio. [Reciba ayuda para encontrar medicamentos cubiertos](page:ayuda-encontrar-medicamentos-cubiertos).'],
          ['¿Puedo repartir el costo de mis medicamentos durante el año?', 'Sí. El Plan de Pagos de Medicamentos Recetados de Medicare le permite pagar sus gastos de bolsillo en cuotas mensuales en lugar de pagarlos en la farmacia. [Vea cómo funciona](page:plan-pagos-medicamentos).'],
        ] } },
        ...close('es', ['varies', 'partD', 'stars']),
      ],
    },
  },
  {
    key: 'cost-compare',
    parent: 'prescription-drugs',
    en: {
      uid: 'cost-compare',
      path: 'prescription-drugs/cost-compare',
      title: 'Compare drug costs',
      metaTitle: 'Compare prescription drug costs | Ceiba Health',
      metaDescription: 'How to compare what a drug costs at retail, preferred and mail-order pharmacies, for 30- and 100-day supplies, and when a generic or biosimilar saves money.',
      slices: [
        { hero: { title: 'Compare what your drugs cost', lead: 'The same covered drug can cost you less depending on the tier, the pharmacy and the size of the supply. Here is how to find the lowest price your plan allows.', primary: { to: 'page:search-drugs', text: 'Compare drugs by plan' } } },
        `## Four things that change the price
1. **The tier.** Your copay or coinsurance depends on the tier your plan places the drug on. A generic on tier 1 or 2 usually costs much less than a brand on tier 3 or 4.
2. **The pharmacy.** Many plans have preferred network pharmacies with lower copays than standard network pharmacies. Out-of-network pharmacies are covered only in limited situations, such as an emergency while traveling.
3. **The supply.** A 100-day supply of a maintenance drug, at retail or by mail, often costs less per day than three 30-day fills. Some drugs are limited to a 30-day supply.
4. **The deductible and the coverage stage.** If your plan has a Part D deductible, you pay the full negotiated price for drugs on the tiers it applies to until you meet it. Covered insulins and most adult vaccines are never subject to the deductible.
## Compare before you fill
Use the drug search to see the tier and the cost of each drug in every plan in your county, side by side. Save your drugs to a list and print it for your doctor or pharmacist. When the search shows a lower-tier alternative, ask your doctor whether it is right for you: only your doctor can change a prescription.
## Ask about generics and biosimilars
Generic drugs have the same active ingredient, strength and dosage form as the brand and work the same way. Biosimilars are approved by the FDA as having no meaningful difference from the original biologic. Both usually sit on lower tiers.
## Costs that never go up with these steps
You pay no more than $35 for a one-month supply of each covered insulin, and $0 for Part D vaccines recommended for adults. Starting in 2025, what you pay out of pocket for covered Part D drugs is capped each year ($2,000 in 2025, $2,100 in 2026); after that you pay $0 for covered drugs for the rest of the year.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'comparar-costos',
      path: 'medicamentos-receta/comparar-costos',
      title: 'Comparar costos de medicamentos - SPA',
      metaTitle: 'Compare el costo de sus medicamentos | Ceiba Health',
      metaDescription: 'Cómo comparar lo que cuesta un medicamento en farmacias minoristas, preferidas y por correo, en suministros de 30 y 100 días, y cuándo ahorra un genérico o un biosimilar.',
      slices: [
        { hero: { title: 'Compare lo que cuestan sus medicamentos', lead: 'Un mismo medicamento cubierto puede costarle menos según el nivel, la farmacia y la cantidad que surta. Así encuentra el precio más bajo que permite su plan.', primary: { to: 'page:buscar-medicamentos', text: 'Comparar medicamentos por plan' } } },
        `## Cuatro cosas que cambian el precio
1. **El nivel.** Su copago o coseguro depende del nivel en el que su plan coloca el medicamento. Un genérico de nivel 1 o 2 suele costar mucho menos que un medicamento de marca de nivel 3 o 4.
2. **La farmacia.** Muchos planes tienen farmacias preferidas de la red con copagos más bajos que las farmacias estándar. Las farmacias fuera de la red solo se cubren en situaciones limitadas, como una emergencia durante un viaje.
3. **La cantidad.** Un suministro de 100 días de un medicamento de uso continuo, en la farmacia o por correo, suele salir más barato por día que tres surtidos de 30 días. Algunos medicamentos solo se surten para 30 días.
4. **El deducible y la etapa de cobertura.** Si su plan tiene deducible de la Parte D, usted paga el precio negociado completo de los medicamentos de los niveles a los que se aplica hasta alcanzarlo. Las insulinas cubiertas y la mayoría de las vacunas para adultos nunca están sujetas al deducible.
## Compare antes de surtir
Con el buscador de medicamentos puede ver el nivel y el costo de cada medicamento en todos los planes de su condado, uno al lado del otro. Guarde sus medicamentos en una lista e imprímala para su médico o farmacéutico. Si el buscador le muestra una alternativa de un nivel más bajo, pregúntele a su médico si le conviene: solo su médico puede cambiar una receta.
## Pregunte por genéricos y biosimilares
Los genéricos tienen el mismo principio activo, la misma concentración y la misma forma que el medicamento de marca, y funcionan igual. Los biosimilares son productos que la FDA aprueba porque no tienen diferencias importantes con el biológico original. Ambos suelen estar en niveles más bajos.
## Lo que no sube, haga lo que haga
No paga más de $35 por el suministro de un mes de cada insulina cubierta, y paga $0 por las vacunas de la Parte D recomendadas para adultos. Desde 2025, sus gastos de bolsillo en medicamentos cubiertos de la Parte D tienen un tope anual ($2,000 en 2025 y $2,100 en 2026); después, paga $0 por los medicamentos cubiertos el resto del año.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'mail-order-pharmacy',
    parent: 'prescription-drugs',
    en: {
      uid: 'mail-order-pharmacy',
      path: 'prescription-drugs/mail-order-pharmacy',
      title: 'Mail-order pharmacy',
      metaTitle: 'Mail-order pharmacy for members | Ceiba Health',
      metaDescription: 'Get up to a 100-day supply of maintenance drugs delivered free by our network mail-order pharmacy: how to start, refill and what cannot be mailed.',
      slices: [
        { hero: { title: 'Your medicines, delivered', lead: 'Our network mail-order pharmacy sends up to a 100-day supply of the drugs you take every day to your home, with standard shipping at no charge.' } },
        `## Who mail order is for
Mail order works best for maintenance drugs: medicines you take regularly for a long-term condition such as diabetes, high blood pressure, high cholesterol, asthma or thyroid disease. For a new prescription you need today, or an antibiotic for a short illness, use a retail network pharmacy.
## How to start
1. Ask your doctor to send a new prescription for up to a 100-day supply to our mail-order pharmacy electronically, or call Member Services and we will contact your doctor for you.
2. Create an account with the mail-order pharmacy by phone or online, with your member ID card at hand, and choose how to pay your copays.
3. Your first order usually arrives within 7 to 10 days of the pharmacy receiving the prescription. Keep enough medicine on hand until it does: ask for a short retail fill if you need one.
## Refills and deliveries
You can ask for automatic refills so the pharmacy sends each order before you run out. The pharmacy calls you before shipping a drug you have not received by mail before, and packages arrive in plain, weather-protected packaging. If a delivery is late, call the pharmacy: they can send a replacement or have your local network pharmacy fill a short supply.
## What cannot be mailed
Some drugs are not available at mail order, such as certain controlled substances, drugs that need special handling and some specialty drugs. Our drug search marks these drugs. Specialty drugs are filled by our network specialty pharmacy, which ships them with care instructions and a pharmacist you can call.
## What it costs
Mail-order copays follow the tiers of your plan's formulary. On many plans a 100-day supply of a tier 1 or tier 2 drug by mail costs the same as, or less than, two 30-day fills at retail. Check your plan's Summary of Benefits for your amounts.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'farmacia-pedidos-por-correo',
      path: 'medicamentos-receta/farmacia-pedidos-por-correo',
      title: 'Farmacia de pedidos por correo - SPA',
      metaTitle: 'Farmacia de pedidos por correo | Ceiba Health',
      metaDescription: 'Reciba en casa, con envío gratis, hasta 100 días de sus medicamentos de uso continuo: cómo empezar, cómo pedir resurtidos y qué no se puede enviar por correo.',
      slices: [
        { hero: { title: 'Sus medicamentos, hasta su puerta', lead: 'Nuestra farmacia de pedidos por correo de la red le envía a casa hasta 100 días de los medicamentos que toma todos los días, con envío estándar sin costo.' } },
        `## Para quién es el servicio por correo
Es ideal para los medicamentos de uso continuo, los que toma con regularidad para una afección de largo plazo como la diabetes, la presión alta, el colesterol alto, el asma o problemas de tiroides. Si necesita una receta nueva hoy mismo, o un antibiótico para una enfermedad pasajera, vaya a una farmacia minorista de la red.
## Cómo empezar
1. Pídale a su médico que envíe electrónicamente a nuestra farmacia por correo una receta nueva de hasta 100 días, o llame a Servicios para Miembros y nosotros nos comunicaremos con su médico.
2. Abra una cuenta con la farmacia por teléfono o en línea, con su tarjeta de miembro a la mano, y elija cómo pagar sus copagos.
3. El primer pedido suele llegar entre 7 y 10 días después de que la farmacia recibe la receta. Mientras tanto, no se quede sin medicamento: si lo necesita, pida un surtido corto en una farmacia minorista.
## Resurtidos y entregas
Puede pedir resurtidos automáticos para que la farmacia le envíe cada pedido antes de que se le acabe el medicamento. La farmacia le llama antes de enviarle por primera vez un medicamento por correo, y los paquetes llegan en un empaque discreto y protegido del clima. Si un envío se retrasa, llame a la farmacia: puede mandarle otro o pedir que su farmacia de la red le surta una cantidad pequeña.
## Lo que no se envía por correo
Algunos medicamentos no están disponibles por correo, como ciertas sustancias controladas, los que requieren un manejo especial y algunos medicamentos especializados. El buscador de medicamentos los señala. Los medicamentos especializados los surte nuestra farmacia especializada de la red, que los envía con instrucciones de cuidado y un farmacéutico al que puede llamar.
## Cuánto cuesta
Los copagos por correo siguen los niveles del formulario de su plan. En muchos planes, 100 días de un medicamento de nivel 1 o 2 por correo cuestan lo mismo o menos que dos surtidos de 30 días en la farmacia. Consulte su Resumen de beneficios para ver sus montos.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'drug-list-changes',
    parent: 'prescription-drugs',
    en: {
      uid: 'drug-list-changes',
      path: 'prescription-drugs/drug-list-changes',
      title: 'Drug list changes',
      metaTitle: 'Changes to the drug list (formulary) | Ceiba Health',
      metaDescription: 'When and how Ceiba Health may change its Part D drug list during the year, how we tell you, and what you can do if a change affects a drug you take.',
      slices: [
        { hero: { title: 'Changes to our drug list', lead: 'Our formulary is set for the plan year, but Medicare allows some changes during the year. This page explains which changes we can make, how we let you know and your options.' } },
        `## Changes we can make right away
If the FDA approves a new generic drug, or a new interchangeable biosimilar, that replaces a brand on our list, we may remove the brand or move it to a higher tier, or add new restrictions, and add the new drug at the same or a lower tier with the same or fewer restrictions. We may also remove a drug at once if the FDA finds it unsafe or its maker takes it off the market. We post these changes here and tell affected members afterwards.
## Changes with at least 30 days' notice
For other changes that affect a drug you take, such as moving a drug to a higher tier or adding prior authorization, step therapy or a quantity limit, we tell you at least 30 days before the change, or give you a 30-day refill of the drug when you ask for a refill and tell you about the change then.
## Changes that do not affect you until next year
Some changes, for example a drug moved to a higher tier for reasons other than a new generic, may not apply to members already taking the drug until January 1 of the next plan year, as long as you stay on the same plan.
## What you can do
- Ask your doctor whether a covered drug on a lower tier, or one without the new rule, would work for you.
- Ask us for a coverage determination or an exception if your doctor says you need the drug. We answer standard requests within 72 hours and expedited requests within 24 hours of receiving your doctor's supporting statement.
- Check the list of changes each month; your Annual Notice of Changes lists the changes for next year every fall.`,
        { table: { title: 'Recent changes', caption: 'Changes to the 2026 formulary made since January 1, 2026', head: ['Drug', 'Change', 'What to do'], rows: [
          ['Eylea (aflibercept)', 'Step therapy added for new starts under Part B; current patients continue', 'Your eye doctor can request an exception if you cannot use the preferred drug'],
          ['Brand-name ezetimibe (Zetia)', 'Moved to tier 4 after a generic became the preferred product', 'Ask your doctor about generic ezetimibe on tier 1 or 2'],
          ['Pitavastatin', 'Step therapy: try a tier 1 statin first', 'Most members already on the drug continue through December 31'],
        ], footnote: 'This list shows examples of changes made during the year. The full, current list is in the formulary search, which marks every drug with a change.' } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'cambios-lista-medicamentos',
      path: 'medicamentos-receta/cambios-lista-medicamentos',
      title: 'Cambios en la lista de medicamentos - SPA',
      metaTitle: 'Cambios en la lista de medicamentos (formulario) | Ceiba Health',
      metaDescription: 'Cuándo y cómo puede cambiar Ceiba Health su lista de medicamentos de la Parte D durante el año, cómo le avisamos y qué puede hacer si un cambio le afecta.',
      slices: [
        { hero: { title: 'Cambios en nuestra lista de medicamentos', lead: 'Nuestro formulario se fija para todo el año del plan, pero Medicare permite algunos cambios durante el año. Aquí le explicamos cuáles podemos hacer, cómo le avisamos y qué opciones tiene.' } },
        `## Cambios que podemos hacer de inmediato
Si la FDA aprueba un genérico nuevo, o un biosimilar intercambiable nuevo, que sustituye a un medicamento de marca de nuestra lista, podemos retirar el de marca, pasarlo a un nivel más alto o agregarle restricciones, y añadir el nuevo en el mismo nivel o en uno más bajo, con las mismas restricciones o menos. También podemos retirar un medicamento de inmediato si la FDA determina que no es seguro o si el fabricante lo saca del mercado. Publicamos estos cambios aquí y se los comunicamos después a los miembros afectados.
## Cambios con al menos 30 días de aviso
Para otros cambios que afectan un medicamento que usted toma, como pasarlo a un nivel más alto o agregarle autorización previa, terapia escalonada o un límite de cantidad, le avisamos al menos 30 días antes, o le damos un resurtido de 30 días cuando lo pida y le informamos del cambio en ese momento.
## Cambios que no le afectan hasta el próximo año
Algunos cambios, por ejemplo pasar un medicamento a un nivel más alto por motivos que no sean un genérico nuevo, pueden no aplicarse a los miembros que ya lo toman hasta el 1 de enero del siguiente año, siempre que sigan en el mismo plan.
## Lo que puede hacer
- Pregúntele a su médico si le serviría un medicamento cubierto de un nivel más bajo o sin la nueva regla.
- Pídanos una determinación de cobertura o una excepción si su médico dice que necesita ese medicamento. Respondemos las solicitudes estándar en un plazo de 72 horas y las aceleradas en 24 horas desde que recibimos la declaración de su médico.
- Revise cada mes la lista de cambios; cada otoño, su Aviso anual de cambios le informa los cambios del año siguiente.`,
        { table: { title: 'Cambios recientes', caption: 'Cambios al formulario de 2026 hechos desde el 1 de enero de 2026', head: ['Medicamento', 'Cambio', 'Qué hacer'], rows: [
          ['Eylea (aflibercept)', 'Se agregó terapia escalonada para tratamientos nuevos de la Parte B; los pacientes actuales continúan', 'Su oftalmólogo puede pedir una excepción si usted no puede usar el medicamento preferido'],
          ['Ezetimiba de marca (Zetia)', 'Pasó al nivel 4 porque ahora se prefiere el genérico', 'Pregúntele a su médico por la ezetimiba genérica de nivel 1 o 2'],
          ['Pitavastatina', 'Terapia escalonada: primero pruebe una estatina de nivel 1', 'La mayoría de los miembros que ya la toman continúan hasta el 31 de diciembre'],
        ], footnote: 'Esta lista muestra ejemplos de cambios hechos durante el año. La lista completa y actualizada está en el buscador del formulario, que señala cada medicamento con un cambio.' } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'get-help-finding-covered-drugs',
    parent: 'prescription-drugs',
    en: {
      uid: 'get-help-finding-covered-drugs',
      path: 'prescription-drugs/get-help-finding-covered-drugs',
      title: 'Get help finding covered drugs',
      metaTitle: 'Get help finding covered drugs | Ceiba Health',
      metaDescription: 'Search the formulary, find a covered alternative, ask for a coverage exception or get Extra Help: the ways Ceiba Health helps you get the medicines you need.',
      slices: [
        { hero: { title: 'Get help finding covered drugs', lead: 'If you are not sure a medicine is covered, or your pharmacy says it is not, you have several ways to get the drug you need at a price you can manage.', primary: { to: 'page:search-formulary', text: 'Search the formulary' } } },
        `## Step 1: check the drug list
Search the formulary by brand or generic name. The result shows whether the drug is covered in your plan, its tier, and any rule such as prior authorization, step therapy or a quantity limit. If the drug is not covered, the search suggests covered drugs of the same class that cost less.
## Step 2: talk with your doctor or pharmacist
Bring the search result to your doctor. Many conditions can be treated with several drugs, and a covered generic often works as well as a brand. Your pharmacist can also call your doctor to suggest a covered alternative.
## Step 3: ask for an exception
If your doctor says you need a drug that is not on the formulary, or that a rule should not apply to you, you or your doctor can ask us for a coverage determination. Your doctor sends a statement explaining why the covered alternatives would not work or would harm you. We decide within 72 hours, or 24 hours for an expedited request when waiting could seriously harm your health. If we say no, you can appeal.
## Step 4: get help paying
- **Extra Help** from Medicare lowers premiums, deductibles and copays for people with limited income and resources. Apply with Social Security, or call us and we will help.
- The **Medicare Prescription Payment Plan** spreads your out-of-pocket costs over the year in monthly payments.
- If you have Medicaid, a Ceiba Dual Choice D-SNP may cover your drugs at $0 copay.
## New members
If you are new to our plan and take a drug that is not on our list, you may get a temporary transition supply while you and your doctor change to a covered drug or ask for an exception.`,
        { faq: { title: 'Questions about finding covered drugs', items: [
          ['Can the pharmacist look up my coverage?', 'Yes. Network pharmacies see your coverage when they fill your prescription and will tell you if a rule applies.'],
          ['Is an over-the-counter drug covered?', 'Part D does not cover over-the-counter medicines, but many plans include an OTC allowance you can use for them.'],
        ] } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'ayuda-encontrar-medicamentos-cubiertos',
      path: 'medicamentos-receta/ayuda-encontrar-medicamentos-cubiertos',
      title: 'Ayuda para encontrar medicamentos cubiertos - SPA',
      metaTitle: 'Ayuda para encontrar medicamentos cubiertos | Ceiba Health',
      metaDescription: 'Busque en el formulario, encuentre una alternativa cubierta, pida una excepción o solicite la Ayuda Adicional: así le ayuda Ceiba Health a obtener sus medicamentos.',
      slices: [
        { hero: { title: 'Ayuda para encontrar medicamentos cubiertos', lead: 'Si no está seguro de que un medicamento esté cubierto, o su farmacia le dice que no lo está, tiene varias maneras de conseguir lo que necesita a un precio que pueda pagar.', primary: { to: 'page:buscar-formulario', text: 'Buscar en el formulario' } } },
        `## Paso 1: revise la lista de medicamentos
Busque en el formulario por el nombre de marca o el genérico. El resultado le dice si su plan cubre el medicamento, en qué nivel está y si tiene alguna regla, como autorización previa, terapia escalonada o límite de cantidad. Si no está cubierto, el buscador le sugiere medicamentos cubiertos de la misma clase que cuestan menos.
## Paso 2: hable con su médico o farmacéutico
Lleve el resultado a su consulta. Muchas afecciones se tratan con varios medicamentos, y un genérico cubierto suele funcionar igual de bien que uno de marca. Su farmacéutico también puede llamar a su médico para sugerirle una alternativa cubierta.
## Paso 3: pida una excepción
Si su médico dice que usted necesita un medicamento que no está en el formulario, o que una regla no debería aplicarse en su caso, usted o su médico pueden pedirnos una determinación de cobertura. Su médico nos envía una declaración que explica por qué las alternativas cubiertas no le funcionarían o le harían daño. Decidimos en 72 horas, o en 24 horas si la solicitud es acelerada porque esperar podría poner en grave riesgo su salud. Si la respuesta es no, puede apelar.
## Paso 4: reciba ayuda para pagar
- La **Ayuda Adicional** de Medicare baja las primas, los deducibles y los copagos de las personas con ingresos y recursos limitados. Solicítela en el Seguro Social, o llámenos y le ayudamos.
- El **Plan de Pagos de Medicamentos Recetados de Medicare** reparte sus gastos de bolsillo en pagos mensuales durante el año.
- Si tiene Medicaid, un plan Ceiba Dual Choice D-SNP puede cubrir sus medicamentos con un copago de $0.
## Miembros nuevos
Si acaba de inscribirse y toma un medicamento que no está en nuestra lista, puede recibir un suministro temporal de transición mientras usted y su médico cambian a un medicamento cubierto o piden una excepción.`,
        { faq: { title: 'Preguntas sobre cómo encontrar medicamentos cubiertos', items: [
          ['¿El farmacéutico puede consultar mi cobertura?', 'Sí. Las farmacias de la red ven su cobertura al surtir la receta y le avisan si se aplica alguna regla.'],
          ['¿Están cubiertos los medicamentos de venta libre?', 'La Parte D no cubre medicamentos de venta libre, pero muchos planes incluyen una asignación para artículos de venta libre que puede usar para comprarlos.'],
        ] } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'prescription-drug-transition-policy',
    parent: 'prescription-drugs',
    en: {
      uid: 'prescription-drug-transition-policy',
      path: 'prescription-drugs/prescription-drug-transition-policy',
      title: 'Prescription drug transition policy',
      metaTitle: 'Part D transition policy | Ceiba Health',
      metaDescription: 'New and continuing members may get a temporary supply of a drug that is not on the formulary or has a new rule. Who qualifies, how much you get and what to do next.',
      slices: [
        { hero: { title: 'Our transition policy', lead: 'When you join a Ceiba Health plan, or our drug list changes at the start of a year, you should not go without a medicine you already take. Our transition policy gives you time to switch or ask for an exception.' } },
        `## Who the policy covers
- New members in their first 90 days of membership in the plan.
- Current members whose drug was removed from the formulary, or given a new rule, at the start of a new plan year.
- Members who move to or from a hospital, skilled nursing facility or other care setting (a level-of-care change).
## What you get
During the first 90 days, when you fill a prescription for a Part D drug that is not on our formulary, or that needs prior authorization or step therapy, we cover a temporary supply of at least 30 days at a network retail pharmacy (less if the prescription is written for fewer days). If you live in a long-term care facility, the supply covers at least 31 days and may be refilled during the first 90 days. After the 90 days, a resident of a long-term care facility can still get a 31-day emergency supply while an exception request is reviewed.
## What happens next
After a transition fill we send you a letter within 3 business days. It names the drug, explains that the supply is temporary and lists your options: switch to a covered drug your doctor chooses, or ask us for an exception. Start right away: the transition supply is not renewed once the transition period ends.
## Drugs the policy does not cover
The transition policy applies to Part D drugs only. It does not cover drugs Medicare excludes from Part D by law, such as drugs for weight loss, or drugs covered under Part B. Quantity limits set for safety, such as opioid limits, still apply during a transition fill.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'politica-transicion-medicamentos',
      path: 'medicamentos-receta/politica-transicion-medicamentos',
      title: 'Política de transición de medicamentos recetados - SPA',
      metaTitle: 'Política de transición de la Parte D | Ceiba Health',
      metaDescription: 'Los miembros nuevos y actuales pueden recibir un suministro temporal de un medicamento que no está en el formulario o tiene una regla nueva. Quién califica y qué hacer.',
      slices: [
        { hero: { title: 'Nuestra política de transición', lead: 'Al inscribirse en un plan de Ceiba Health, o cuando nuestra lista cambia al empezar el año, no debería quedarse sin un medicamento que ya toma. La política de transición le da tiempo para cambiar de medicamento o pedir una excepción.' } },
        `## A quién protege la política
- A los miembros nuevos durante sus primeros 90 días en el plan.
- A los miembros actuales cuyo medicamento salió del formulario, o recibió una regla nueva, al comenzar un nuevo año del plan.
- A los miembros que ingresan o salen de un hospital, un centro de enfermería especializada u otro lugar de atención (un cambio de nivel de atención).
## Qué recibe
En los primeros 90 días, si surte una receta de un medicamento de la Parte D que no está en el formulario, o que requiere autorización previa o terapia escalonada, cubrimos un suministro temporal de al menos 30 días en una farmacia minorista de la red (menos, si la receta es por menos días). Si vive en un centro de atención a largo plazo, el suministro es de al menos 31 días y puede resurtirse durante esos 90 días. Pasado ese plazo, un residente de un centro de atención a largo plazo todavía puede recibir un suministro de emergencia de 31 días mientras revisamos su solicitud de excepción.
## Qué sigue
Después de un surtido de transición, le enviamos una carta en un plazo de 3 días hábiles. La carta indica el medicamento, le explica que el suministro es temporal y le presenta sus opciones: cambiar a un medicamento cubierto que elija su médico o pedirnos una excepción. Empiece de inmediato: el suministro de transición no se renueva cuando termina el período de transición.
## Lo que no cubre la política
La política de transición se aplica solo a medicamentos de la Parte D. No cubre los medicamentos que la ley excluye de la Parte D, como los medicamentos para bajar de peso, ni los que se cubren por la Parte B. Los límites de cantidad que existen por seguridad, como los de los opioides, se siguen aplicando durante un surtido de transición.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'opioid-resources',
    parent: 'prescription-drugs',
    en: {
      uid: 'opioid-resources',
      path: 'prescription-drugs/opioid-resources',
      title: 'Opioid resources',
      metaTitle: 'Opioid safety and treatment resources | Ceiba Health',
      metaDescription: 'Safe use, storage and disposal of opioid pain medicines, naloxone, pain treatment without opioids, and covered treatment for opioid use disorder.',
      slices: [
        { hero: { title: 'Opioid safety and support', lead: 'Opioid pain medicines can help after surgery or an injury, but they carry real risks, especially for older adults. Here is how to use them safely and where to get help.', primary: { to: 'page:opioid-prescription-rules', text: 'Our opioid prescription rules' } } },
        `## Use opioids safely
- Take the lowest dose for the shortest time, exactly as prescribed. Do not mix opioids with alcohol, sleep medicines or benzodiazepines such as alprazolam or lorazepam: together they can slow or stop your breathing.
- Use one doctor and one pharmacy for your pain medicines when you can, so they see everything you take.
- Ask your doctor or pharmacist about naloxone, a nasal spray that reverses an overdose. Keep it where family members can find it. Naloxone is covered by our plans, and it is also sold without a prescription.
## Store and dispose of them
Keep opioids locked and out of sight, and count your pills. Take unused medicine to a drug take-back site at many pharmacies and police stations, or use a mail-back envelope; ask Member Services for one.
## Treat pain other ways
Physical therapy, exercise programs, acupuncture for chronic low back pain, and non-opioid medicines can relieve many kinds of pain. Talk with your doctor about a pain plan that fits you.
## Help for opioid use disorder
Opioid use disorder is a treatable medical condition. Our plans cover medication-assisted treatment with buprenorphine, naltrexone or methadone through opioid treatment programs, counseling and behavioral health services. You can call our behavioral health line through Member Services, any time, for a confidential referral. If you or someone you know is in crisis, call or text 988, the Suicide and Crisis Lifeline. In an overdose emergency, call 911.`,
        `## For family and caregivers
Learn the signs of an overdose: very small pupils, slow or stopped breathing, blue lips and not waking up. Give naloxone, call 911 and stay with the person. If a family member is struggling with opioid use, our behavioral health team can talk with you about treatment options and support for you as well.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'recursos-opioides',
      path: 'medicamentos-receta/recursos-opioides',
      title: 'Recursos sobre opioides - SPA',
      metaTitle: 'Seguridad con los opioides y tratamiento | Ceiba Health',
      metaDescription: 'Uso, almacenamiento y desecho seguros de los analgésicos opioides, la naloxona, otras formas de tratar el dolor y el tratamiento cubierto del trastorno por consumo de opioides.',
      slices: [
        { hero: { title: 'Seguridad y apoyo con los opioides', lead: 'Los analgésicos opioides pueden ayudar después de una cirugía o una lesión, pero tienen riesgos reales, sobre todo para las personas mayores. Así puede usarlos con seguridad y conseguir ayuda.', primary: { to: 'page:reglas-recetas-opioides', text: 'Nuestras reglas para recetas de opioides' } } },
        `## Úselos con seguridad
- Tome la dosis más baja durante el menor tiempo posible, tal como se la recetaron. No los combine con alcohol, pastillas para dormir ni benzodiacepinas como el alprazolam o el lorazepam: juntos pueden hacer más lenta o detener la respiración.
- Siempre que pueda, use un solo médico y una sola farmacia para sus analgésicos, para que vean todo lo que toma.
- Pregúntele a su médico o farmacéutico por la naloxona, un aerosol nasal que revierte una sobredosis. Guárdela donde su familia la pueda encontrar. Nuestros planes cubren la naloxona, que también se vende sin receta.
## Guárdelos y deséchelos bien
Guarde los opioides bajo llave y fuera de la vista, y cuente sus pastillas. Lleve lo que no use a un punto de recolección de medicamentos, que hay en muchas farmacias y estaciones de policía, o use un sobre de devolución por correo; pídale uno a Servicios para Miembros.
## Otras formas de tratar el dolor
La fisioterapia, los programas de ejercicio, la acupuntura para el dolor crónico de espalda baja y los medicamentos que no son opioides alivian muchos tipos de dolor. Hable con su médico sobre un plan para el dolor que le funcione.
## Ayuda para el trastorno por consumo de opioides
El trastorno por consumo de opioides es una afección médica que tiene tratamiento. Nuestros planes cubren el tratamiento asistido con medicamentos (buprenorfina, naltrexona o metadona en programas de tratamiento de opioides), la consejería y los servicios de salud conductual. Llame a nuestra línea de salud conductual a través de Servicios para Miembros, a cualquier hora, para recibir una referencia confidencial. Si usted o alguien que conoce está en crisis, llame o envíe un mensaje de texto al 988, la Línea de Prevención del Suicidio y Crisis. Ante una sobredosis, llame al 911.`,
        `## Para familiares y cuidadores
Aprenda las señales de una sobredosis: pupilas muy pequeñas, respiración lenta o detenida, labios azulados y no despertar. Administre la naloxona, llame al 911 y quédese con la persona. Si un familiar tiene problemas con los opioides, nuestro equipo de salud conductual puede hablar con usted sobre las opciones de tratamiento y el apoyo para usted también.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'prescription-payment-plan',
    parent: 'prescription-drugs',
    en: {
      uid: 'prescription-payment-plan',
      path: 'prescription-drugs/prescription-payment-plan',
      title: 'Medicare Prescription Payment Plan',
      metaTitle: 'Medicare Prescription Payment Plan | Ceiba Health',
      metaDescription: 'Pay your Part D out-of-pocket costs in monthly amounts spread over the calendar year instead of all at once at the pharmacy. Who benefits and how to sign up.',
      slices: [
        { hero: { title: 'Spread your drug costs over the year', lead: 'The Medicare Prescription Payment Plan, available since 2025 in every plan with Part D coverage, lets you pay your drug costs in monthly bills instead of at the pharmacy counter.' } },
        `## How it works
When you join the payment plan, you pay $0 at the pharmacy for covered Part D drugs. We then send you a monthly bill for your share of the costs, spread over the months left in the calendar year. The payment plan does not lower what you owe for your drugs; it changes when you pay it. There is no fee and no interest.
## Who it helps most
It helps people with high drug costs early in the year, for example someone who reaches the yearly out-of-pocket cap ($2,000 in 2025, $2,100 in 2026) in the first months. If your costs are low, or you get Extra Help, the payment plan usually does not help you: Extra Help already keeps your costs low.
## How to sign up
You can join before the year starts, during the Annual Enrollment Period (October 15 to December 7), or any time during the year. Call Member Services, or send us the election form. We process your request within 10 days, or within 24 hours if you are at the pharmacy with a prescription you cannot afford to fill. If you are likely to benefit, your pharmacy may tell you about the program when you fill an expensive prescription.
## Paying your bills
Your bill shows each month's amount; it can change when you fill new prescriptions, but never above the monthly cap Medicare sets. If you miss a payment, we send a reminder and give you a grace period of at least two months. If you still do not pay, you may be removed from the payment plan, but you keep your drug coverage. You can leave the payment plan at any time by calling us.`,
        { faq: { title: 'Questions about the payment plan', items: [
          ['Do I have to join every year?', 'Yes. Participation lasts one calendar year. We will remind you in the fall.'],
          ['Does it cover Part B drugs?', 'No. The payment plan covers Part D drugs only.'],
        ] } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'plan-pagos-medicamentos',
      path: 'medicamentos-receta/plan-pagos-medicamentos',
      title: 'Plan de Pagos de Medicamentos Recetados de Medicare - SPA',
      metaTitle: 'Plan de Pagos de Medicamentos Recetados de Medicare | Ceiba Health',
      metaDescription: 'Pague sus gastos de bolsillo de la Parte D en cuotas mensuales durante el año, en lugar de pagarlos todos juntos en la farmacia. A quién le conviene y cómo inscribirse.',
      slices: [
        { hero: { title: 'Reparta el costo de sus medicamentos durante el año', lead: 'El Plan de Pagos de Medicamentos Recetados de Medicare, disponible desde 2025 en todos los planes con cobertura de la Parte D, le permite pagar sus medicamentos con facturas mensuales en lugar de pagar en el mostrador de la farmacia.' } },
        `## Cómo funciona
Cuando se une al plan de pagos, paga $0 en la farmacia por sus medicamentos cubiertos de la Parte D. Después le enviamos cada mes una factura por su parte de los costos, repartida entre los meses que quedan del año. El plan de pagos no reduce lo que debe por sus medicamentos: cambia el momento en que lo paga. No cobra cargos ni intereses.
## A quién le ayuda más
Le ayuda a quien tiene gastos altos en medicamentos al principio del año, por ejemplo, alguien que llega al tope anual de gastos de bolsillo ($2,000 en 2025 y $2,100 en 2026) en los primeros meses. Si sus gastos son bajos, o recibe la Ayuda Adicional, normalmente no le conviene: la Ayuda Adicional ya mantiene bajos sus costos.
## Cómo inscribirse
Puede unirse antes de que empiece el año, durante el Período de Inscripción Anual (del 15 de octubre al 7 de diciembre), o en cualquier momento del año. Llame a Servicios para Miembros o envíenos el formulario de elección. Procesamos su solicitud en 10 días, o en 24 horas si está en la farmacia con una receta que no puede pagar. Si es probable que le convenga, la farmacia puede hablarle del programa cuando surta una receta costosa.
## Cómo pagar sus facturas
La factura muestra el monto de cada mes; puede cambiar cuando surte recetas nuevas, pero nunca supera el límite mensual que fija Medicare. Si se atrasa en un pago, le enviamos un recordatorio y le damos un período de gracia de al menos dos meses. Si aun así no paga, pueden darlo de baja del plan de pagos, pero conserva su cobertura de medicamentos. Puede salir del plan de pagos cuando quiera llamándonos.`,
        { faq: { title: 'Preguntas sobre el plan de pagos', items: [
          ['¿Tengo que inscribirme cada año?', 'Sí. La participación dura un año calendario. Le enviaremos un recordatorio en otoño.'],
          ['¿Incluye los medicamentos de la Parte B?', 'No. El plan de pagos solo incluye medicamentos de la Parte D.'],
        ] } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'part-b-drugs-update-2023',
    parent: 'prescription-drugs',
    en: {
      uid: 'part-b-drugs-update-2023',
      path: 'prescription-drugs/part-b-drugs-update-2023',
      title: 'Part B drugs update 2023',
      metaTitle: 'Part B drug changes from the Inflation Reduction Act | Ceiba Health',
      metaDescription: 'What changed for Part B drugs in 2023: the $35 insulin cap for pump insulin, lower coinsurance for drugs whose prices rose faster than inflation, and how Part B and Part D differ.',
      slices: [
        { hero: { title: 'What changed for Part B drugs in 2023', lead: 'The Inflation Reduction Act of 2022 changed what people with Medicare pay for some drugs given in a doctor\'s office or used with medical equipment. These changes still apply today.' } },
        `## Part B drugs and Part D drugs
Part B covers drugs you usually do not give yourself: infusions and injections given in a doctor's office or hospital outpatient department, drugs used with durable medical equipment such as nebulizers and insulin pumps, some oral cancer drugs, anti-rejection drugs after a transplant and certain vaccines. Part D covers most drugs you pick up at a pharmacy. Some drugs can be covered under either part depending on why and where they are used; for those we make a Part B versus Part D determination.
## Insulin used with a pump: $35 a month
Since July 1, 2023, you pay no more than $35 for a month's supply of insulin used with a traditional insulin pump covered under Part B, and the Part B deductible does not apply to it. The same $35 cap applies to covered insulins under Part D.
## Lower coinsurance for some drugs
Since April 1, 2023, when the price of a Part B drug rises faster than inflation, your coinsurance for that drug may be lower than the usual 20%. Medicare publishes the list of affected drugs every quarter, and it changes each quarter. In our Medicare Advantage plans your cost for a Part B drug is never more than the coinsurance or copay in your Evidence of Coverage, and it follows these lower amounts when they apply.
## Prior authorization and step therapy for Part B drugs
Some Part B drugs need our approval or a trial of a preferred drug first. See the yearly Part B lists under drug coverage limits. Members already taking a drug continue their treatment.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'actualizacion-medicamentos-parte-b-2023',
      path: 'medicamentos-receta/actualizacion-medicamentos-parte-b-2023',
      title: 'Actualización de medicamentos de la Parte B 2023 - SPA',
      metaTitle: 'Cambios en los medicamentos de la Parte B por la Ley de Reducción de la Inflación | Ceiba Health',
      metaDescription: 'Qué cambió en 2023 para los medicamentos de la Parte B: el tope de $35 para la insulina de bomba, coseguro más bajo cuando el precio sube más que la inflación y la diferencia entre Parte B y Parte D.',
      slices: [
        { hero: { title: 'Qué cambió en 2023 para los medicamentos de la Parte B', lead: 'La Ley de Reducción de la Inflación de 2022 cambió lo que pagan las personas con Medicare por algunos medicamentos que se administran en el consultorio o se usan con equipo médico. Estos cambios siguen vigentes.' } },
        `## Medicamentos de la Parte B y de la Parte D
La Parte B cubre medicamentos que normalmente no se administra usted mismo: infusiones e inyecciones que recibe en el consultorio o en el departamento ambulatorio de un hospital, medicamentos que se usan con equipo médico duradero (como nebulizadores y bombas de insulina), algunos medicamentos orales contra el cáncer, medicamentos contra el rechazo después de un trasplante y ciertas vacunas. La Parte D cubre la mayoría de los medicamentos que recoge en la farmacia. Algunos se pueden cubrir por una u otra parte según para qué y dónde se usen; en esos casos hacemos una determinación de Parte B o Parte D.
## Insulina de bomba: $35 al mes
Desde el 1 de julio de 2023, no paga más de $35 por el suministro de un mes de insulina que se usa con una bomba de insulina tradicional cubierta por la Parte B, y el deducible de la Parte B no se aplica. El mismo tope de $35 rige para las insulinas cubiertas por la Parte D.
## Coseguro más bajo para algunos medicamentos
Desde el 1 de abril de 2023, cuando el precio de un medicamento de la Parte B sube más rápido que la inflación, su coseguro para ese medicamento puede ser menor que el 20 % habitual. Medicare publica cada trimestre la lista de medicamentos afectados, que cambia de un trimestre a otro. En nuestros planes Medicare Advantage, lo que paga por un medicamento de la Parte B nunca supera el coseguro o copago de su Evidencia de cobertura, y se ajusta a estos montos más bajos cuando corresponden.
## Autorización previa y terapia escalonada para la Parte B
Algunos medicamentos de la Parte B requieren nuestra aprobación o que primero pruebe un medicamento preferido. Consulte las listas anuales de la Parte B en la sección de límites de cobertura. Los miembros que ya usan un medicamento continúan su tratamiento.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'utilization-management',
    parent: 'prescription-drugs',
    en: {
      uid: 'utilization-management',
      path: 'prescription-drugs/utilization-management',
      title: 'Utilization management',
      metaTitle: 'Drug utilization management programs | Ceiba Health',
      metaDescription: 'Prior authorization, step therapy, quantity limits, drug safety reviews and medication therapy management: how Ceiba Health makes sure drugs are used safely.',
      slices: [
        { hero: { title: 'Utilization management', lead: 'Utilization management programs check that each drug is safe for you, works for your condition and is used in the right amount. They are required by Medicare and reviewed by pharmacists and doctors.' } },
        `## Our programs
- **Prior authorization:** for some drugs, your doctor sends us information before we cover the drug, to confirm it is used for a medically accepted reason.
- **Step therapy:** for some drugs, you first try a drug that is proven to work and costs less; if it does not work for you, we cover the second drug.
- **Quantity limits:** some drugs are covered up to a set amount, for example a number of tablets per day or a 30-day supply.
- **Drug utilization review:** before a prescription is filled, the pharmacy's system checks for duplicate drugs, harmful interactions, wrong doses and drugs that can be unsafe for older adults. Every quarter we also review claims for patterns that may put you at risk.
- **Drug management program:** members at risk from opioid or benzodiazepine use may be asked to use one prescriber and one pharmacy for those drugs.
## How decisions are made
Our pharmacy and therapeutics committee of independent doctors and pharmacists writes the criteria, based on FDA labeling, medical guidelines and published evidence. Decisions on individual requests are made by pharmacists and physicians.
## If a rule applies to your drug
Your doctor can ask for a coverage determination, and you can ask for an exception if you cannot meet the rule. If we deny the request you can appeal, and an independent review entity can review our decision.`,
        { children: { title: 'Related program', intro: 'Medication therapy management is part of utilization management and is free for members who qualify.' } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'manejo-utilizacion',
      path: 'medicamentos-receta/manejo-utilizacion',
      title: 'Manejo de la utilización - SPA',
      metaTitle: 'Programas de manejo de la utilización de medicamentos | Ceiba Health',
      metaDescription: 'Autorización previa, terapia escalonada, límites de cantidad, revisiones de seguridad y manejo de la terapia con medicamentos: cómo Ceiba Health vela por el uso seguro.',
      slices: [
        { hero: { title: 'Manejo de la utilización', lead: 'Los programas de manejo de la utilización comprueban que cada medicamento sea seguro para usted, sirva para su afección y se use en la cantidad correcta. Medicare los exige, y los revisan farmacéuticos y médicos.' } },
        `## Nuestros programas
- **Autorización previa:** para algunos medicamentos, su médico nos envía información antes de que los cubramos, para confirmar que se usan por un motivo médicamente aceptado.
- **Terapia escalonada:** para algunos medicamentos, primero prueba uno de eficacia comprobada y menor costo; si no le funciona, cubrimos el segundo.
- **Límites de cantidad:** algunos medicamentos se cubren hasta cierta cantidad, por ejemplo un número de tabletas al día o un suministro de 30 días.
- **Revisión del uso de medicamentos:** antes de surtir una receta, el sistema de la farmacia busca medicamentos duplicados, interacciones peligrosas, dosis incorrectas y medicamentos que pueden ser riesgosos para personas mayores. Cada trimestre también revisamos las reclamaciones para detectar patrones que puedan ponerle en riesgo.
- **Programa de manejo de medicamentos:** a los miembros con riesgo por el uso de opioides o benzodiacepinas se les puede pedir que usen un solo médico y una sola farmacia para esos medicamentos.
## Cómo se toman las decisiones
Nuestro comité de farmacia y terapéutica, formado por médicos y farmacéuticos independientes, redacta los criterios con base en la información aprobada por la FDA, las guías médicas y la evidencia publicada. Las solicitudes individuales las deciden farmacéuticos y médicos.
## Si su medicamento tiene una regla
Su médico puede pedir una determinación de cobertura, y usted puede pedir una excepción si no puede cumplir la regla. Si negamos la solicitud, puede apelar, y una entidad de revisión independiente puede revisar nuestra decisión.`,
        { children: { title: 'Programa relacionado', intro: 'El manejo de la terapia con medicamentos forma parte del manejo de la utilización y es gratuito para los miembros que califican.' } },
        ...close('es'),
      ],
    },
  },
  {
    key: 'medication-therapy-management',
    parent: 'utilization-management',
    en: {
      uid: 'medication-therapy-management',
      path: 'prescription-drugs/utilization-management/medication-therapy-management',
      title: 'Medication therapy management',
      metaTitle: 'Medication therapy management (MTM) | Ceiba Health',
      metaDescription: 'A free, private review of all your medicines with a pharmacist for members with several chronic conditions and high drug costs. Who qualifies and what you get.',
      slices: [
        { hero: { title: 'Medication therapy management', lead: 'If you take many medicines, a pharmacist can review all of them with you, free of charge, to make sure they work well together and cost no more than they should.' } },
        `## Who qualifies
Medicare sets the rules each year. In general you qualify if you have at least three chronic conditions, such as diabetes, heart failure, high blood pressure, COPD or high cholesterol, take at least eight Part D drugs, and are likely to have drug costs above the yearly amount Medicare sets. Members in our drug management program for at-risk opioid use also qualify. We enroll you automatically and send you a letter; taking part is voluntary.
## What you get
- **A comprehensive medication review** at least once a year: a private conversation of about 30 minutes by phone or video with a pharmacist about every medicine you take, including over-the-counter drugs, vitamins and supplements.
- **A written summary** after the review with a recommended to-do list and a personal medication list you can take to every appointment.
- **Targeted reviews** at least every three months, where the pharmacist checks for problems with your drugs and contacts your doctors if a change could help.
## Get the most from your review
Gather all your medicine bottles, including eye drops, inhalers and creams, and a list of questions. Tell the pharmacist about side effects and about medicines you have stopped taking or find hard to afford. If you cannot take the call, a caregiver or family member can take part with your permission.`,
        `## After your review
Within two weeks you receive your summary by mail, and the pharmacist sends any recommendations to your doctors, such as stopping a duplicate medicine, switching to a lower-cost generic or adjusting a dose. Your doctor decides whether to make the change. You can call the pharmacist back with questions at any time during the year.`,
        ...close('en'),
      ],
    },
    es: {
      uid: 'manejo-terapia-medicamentos',
      path: 'medicamentos-receta/manejo-utilizacion/manejo-terapia-medicamentos',
      title: 'Manejo de la terapia con medicamentos - SPA',
      metaTitle: 'Manejo de la terapia con medicamentos (MTM) | Ceiba Health',
      metaDescription: 'Una revisión gratuita y privada de todos sus medicamentos con un farmacéutico para miembros con varias afecciones crónicas y gastos altos en medicamentos.',
      slices: [
        { hero: { title: 'Manejo de la terapia con medicamentos', lead: 'Si toma muchos medicamentos, un farmacéutico puede revisarlos todos con usted, sin costo, para asegurarse de que funcionen bien juntos y no le cuesten más de lo necesario.' } },
        `## Quién califica
Medicare fija las reglas cada año. En general, califica si tiene al menos tres afecciones crónicas, como diabetes, insuficiencia cardíaca, presión alta, EPOC o colesterol alto, toma al menos ocho medicamentos de la Parte D y es probable que sus gastos en medicamentos superen el monto anual que fija Medicare. También califican los miembros de nuestro programa de manejo de medicamentos por riesgo con opioides. Lo inscribimos automáticamente y le enviamos una carta; participar es voluntario.
## Qué recibe
- **Una revisión completa de sus medicamentos** al menos una vez al año: una conversación privada de unos 30 minutos, por teléfono o video, con un farmacéutico sobre todo lo que toma, incluidos los medicamentos de venta libre, las vitaminas y los suplementos.
- **Un resumen por escrito** después de la revisión, con una lista de recomendaciones y una lista personal de medicamentos que puede llevar a todas sus citas.
- **Revisiones específicas** al menos cada tres meses, en las que el farmacéutico busca problemas con sus medicamentos y se comunica con sus médicos si un cambio puede ayudarle.
## Aproveche su revisión
Reúna todos sus frascos de medicamentos, incluidas gotas para los ojos, inhaladores y cremas, y anote sus preguntas. Cuéntele al farmacéutico sobre los efectos secundarios y sobre los medicamentos que dejó de tomar o que le cuesta pagar. Si usted no puede atender la llamada, un cuidador o familiar puede participar con su permiso.`,
        `## Después de su revisión
En un plazo de dos semanas recibe su resumen por correo, y el farmacéutico envía a sus médicos las recomendaciones, como dejar un medicamento duplicado, cambiar a un genérico de menor costo o ajustar una dosis. Su médico decide si hace el cambio. Puede volver a llamar al farmacéutico con preguntas en cualquier momento del año.`,
        ...close('es'),
      ],
    },
  },
  {
    key: 'polyach-rejection',
    parent: 'prescription-drugs',
    en: {
      uid: 'polyach-rejection',
      path: 'polyach-rejection',
      title: 'Why was my prescription rejected?',
      metaTitle: 'Prescription rejected at the pharmacy? | Ceiba Health',
      metaDescription: 'Answers for members whose prescription was rejected at the pharmacy: the common reasons, what the pharmacist can do at the counter and how to get your medicine.',
      slices: [
        { hero: { title: 'Your prescription was rejected: what now?', lead: 'A rejection at the pharmacy counter usually has a simple cause and a quick fix. These answers cover the most common reasons and what to do for each.' } },
        `## First, do not leave without a plan
Ask the pharmacist for the rejection message they see: it names the reason. If you need the medicine today, ask whether a transition fill or an emergency supply applies, or call Member Services from the pharmacy. We can often fix the problem while you wait.`,
        { faq: { title: 'Common reasons and what to do', items: [
          ['The pharmacy says the drug needs prior authorization.', 'Your doctor must send us a request before we cover the drug. Ask the pharmacy to notify your doctor, or call your doctor yourself. We decide within 72 hours, or 24 hours for an urgent request.'],
          ['The pharmacy says I must try another drug first (step therapy).', 'Ask your doctor whether the first-step drug is right for you. If you already tried it, or cannot take it, your doctor can ask for an exception.'],
          ['The drug is over the quantity limit.', 'You may be refilling too early or asking for more than the limit. The pharmacist can fill the allowed amount; your doctor can ask for an exception if you need more.'],
          ['It says the drug may be covered under Part B or Part D.', 'For some drugs we need to know how they are used, for example with a nebulizer or after a transplant. Your doctor or the pharmacy can send the information, and we decide which part covers it.'],
          ['The pharmacy is not in the network.', 'Use a network pharmacy or our mail-order pharmacy. Search the provider and pharmacy directory for one near you.'],
          ['It is flagged for safety (polypharmacy or drug interaction).', 'The pharmacy system found that the new drug may interact with another medicine you take, duplicate it, or that your combined opioid or anticholinergic medicines are high. The pharmacist can talk with your doctor and, if it is safe, override the alert. This is a protection, not a denial.'],
          ['My card or coverage was not found.', 'Show your current Ceiba Health member ID card, not your red, white and blue Medicare card. New members can call us to confirm their ID number.'],
          ['The drug is not on the formulary.', 'Ask your doctor about a covered alternative, or ask us for a formulary exception. New members may qualify for a temporary transition supply.'],
        ] } },
        ...close('en'),
      ],
    },
    es: {
      uid: 'rechazo-de-receta',
      path: 'rechazo-de-receta',
      title: '¿Por qué rechazaron mi receta? - SPA',
      metaTitle: '¿Le rechazaron una receta en la farmacia? | Ceiba Health',
      metaDescription: 'Respuestas para los miembros a quienes les rechazaron una receta en la farmacia: los motivos más comunes, lo que puede hacer el farmacéutico y cómo conseguir su medicamento.',
      slices: [
        { hero: { title: 'Le rechazaron la receta: ¿y ahora qué?', lead: 'Un rechazo en el mostrador de la farmacia suele tener una causa sencilla y una solución rápida. Estas respuestas explican los motivos más comunes y qué hacer en cada caso.' } },
        `## Primero, no se vaya sin un plan
Pídale al farmacéutico el mensaje de rechazo que aparece en su sistema: ahí se indica el motivo. Si necesita el medicamento hoy, pregunte si le corresponde un surtido de transición o un suministro de emergencia, o llame a Servicios para Miembros desde la farmacia. Muchas veces podemos resolverlo mientras espera.`,
        { faq: { title: 'Motivos comunes y qué hacer', items: [
          ['La farmacia dice que el medicamento necesita autorización previa.', 'Su médico debe enviarnos una solicitud antes de que cubramos el medicamento. Pídale a la farmacia que avise a su médico, o llámelo usted. Decidimos en 72 horas, o en 24 horas si la solicitud es urgente.'],
          ['La farmacia dice que primero debo probar otro medicamento (terapia escalonada).', 'Pregúntele a su médico si el medicamento del primer paso le conviene. Si ya lo probó o no puede tomarlo, su médico puede pedir una excepción.'],
          ['El medicamento supera el límite de cantidad.', 'Puede que esté resurtiendo antes de tiempo o pidiendo más de lo permitido. El farmacéutico puede surtir la cantidad permitida; si necesita más, su médico puede pedir una excepción.'],
          ['Dice que el medicamento puede cubrirse por la Parte B o la Parte D.', 'Para algunos medicamentos necesitamos saber cómo se usan, por ejemplo con un nebulizador o después de un trasplante. Su médico o la farmacia pueden enviarnos la información y decidimos qué parte lo cubre.'],
          ['La farmacia no es de la red.', 'Use una farmacia de la red o nuestra farmacia de pedidos por correo. Busque una cerca de usted en el directorio de proveedores y farmacias.'],
          ['Aparece una alerta de seguridad (polifarmacia o interacción).', 'El sistema de la farmacia detectó que el medicamento nuevo puede interactuar con otro que usted toma, duplicarlo, o que la suma de sus opioides o anticolinérgicos es alta. El farmacéutico puede hablar con su médico y, si es seguro, anular la alerta. Es una protección, no una negación.'],
          ['No encontraron mi tarjeta o mi cobertura.', 'Muestre su tarjeta de miembro actual de Ceiba Health, no la tarjeta roja, blanca y azul de Medicare. Si es miembro nuevo, llámenos para confirmar su número de identificación.'],
          ['El medicamento no está en el formulario.', 'Pregúntele a su médico por una alternativa cubierta o pídanos una excepción al formulario. Los miembros nuevos pueden recibir un suministro temporal de transición.'],
        ] } },
        ...close('es'),
      ],
    },
  },
]


