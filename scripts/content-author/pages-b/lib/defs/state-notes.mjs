// Per state: how Medicare and Medicaid meet there, for people with both (dual eligibles) and for
// people who may qualify for help with Medicare costs. One note per state and language.
export const STATE_NOTES = {
  AL: [
    'Alabama has not expanded Medicaid, so most adults with Medicare who qualify for Alabama Medicaid do so through the Medicare Savings Programs (QMB, SLMB and QI) or through full benefits based on age, blindness or disability. The Medicare Savings Programs pay your Part B premium even if you get no other Medicaid benefit.',
    'Alabama no amplió Medicaid, así que la mayoría de los adultos con Medicare que califican para Alabama Medicaid lo hacen por los Programas de Ahorros de Medicare (QMB, SLMB y QI) o por beneficios completos por edad, ceguera o discapacidad. Los Programas de Ahorros de Medicare pagan su prima de la Parte B aunque no reciba ningún otro beneficio de Medicaid.',
  ],
  AZ: [
    'In Arizona, Medicaid is AHCCCS. People who need nursing-home level care may qualify for the Arizona Long Term Care System (ALTCS), which can pay for care at home. AHCCCS also runs the Medicare Savings Programs, called QMB, SLMB and QI in Arizona as elsewhere.',
    'En Arizona, Medicaid se llama AHCCCS. Quienes necesitan un nivel de atención de hogar de ancianos pueden calificar para el Sistema de Atención a Largo Plazo de Arizona (ALTCS), que puede pagar la atención en casa. AHCCCS también administra los Programas de Ahorros de Medicare, que en Arizona se llaman igual que en el resto del país: QMB, SLMB y QI.',
  ],
  AR: [
    'Arkansas covers adults with low incomes through ARHOME, its Medicaid expansion, but people with Medicare get help through the Medicare Savings Programs and, if they qualify, full Medicaid for the aged, blind and disabled. Apply through the Arkansas Department of Human Services.',
    'Arkansas cubre a los adultos de bajos ingresos con ARHOME, su ampliación de Medicaid, pero las personas con Medicare reciben ayuda por los Programas de Ahorros de Medicare y, si califican, por Medicaid completo para personas mayores, ciegas o con discapacidad. La solicitud se hace en el Departamento de Servicios Humanos de Arkansas.',
  ],
  CO: [
    'Colorado\'s Medicaid program is Health First Colorado. People with Medicare and Health First Colorado can join a D-SNP and keep their Medicaid benefits, such as long-term services and supports. Apply online through Colorado PEAK or at your county human services office.',
    'El programa de Medicaid de Colorado se llama Health First Colorado. Las personas con Medicare y Health First Colorado pueden inscribirse en un D-SNP y conservar sus beneficios de Medicaid, como los servicios y apoyos a largo plazo. La solicitud se hace en línea en Colorado PEAK o en la oficina de servicios humanos de su condado.',
  ],
  FL: [
    'In Florida, most Medicaid members are in Statewide Medicaid Managed Care, and people who need long-term care get it through its long-term care program. Florida dual plans provide materials in English, Spanish and Haitian Creole, and Medicaid applications go through the Department of Children and Families (ACCESS Florida).',
    'En Florida, la mayoría de los miembros de Medicaid están en el programa de Atención Administrada de Medicaid de todo el estado (SMMC), y quienes necesitan atención a largo plazo la reciben por su programa de atención a largo plazo. Los planes duales de Florida ofrecen materiales en inglés, español y criollo haitiano, y las solicitudes de Medicaid se tramitan en el Departamento de Niños y Familias (ACCESS Florida).',
  ],
  GA: [
    'Georgia has not fully expanded Medicaid; its Pathways program covers some working adults under 65. People with Medicare qualify for Georgia Medicaid or the Medicare Savings Programs through the Division of Family and Children Services, where GeorgiaCares counselors can help you apply.',
    'Georgia no amplió Medicaid por completo; su programa Pathways cubre a algunos adultos que trabajan y tienen menos de 65 años. Las personas con Medicare califican para Georgia Medicaid o para los Programas de Ahorros de Medicare a través de la División de Servicios para Familias y Niños, y los consejeros de GeorgiaCares pueden ayudarle con la solicitud.',
  ],
  HI: [
    'Hawaii Medicaid, run by Med-QUEST, covers people with Medicare through QUEST Integration health plans, which also provide long-term services at home. A D-SNP works alongside your QUEST Integration plan so that Medicare and Medicaid benefits are coordinated.',
    'Medicaid de Hawái, que administra Med-QUEST, cubre a las personas con Medicare por medio de los planes de salud QUEST Integration, que también ofrecen servicios a largo plazo en casa. Un D-SNP funciona junto con su plan QUEST Integration para que los beneficios de Medicare y Medicaid estén coordinados.',
  ],
  IL: [
    'In Illinois, Medicaid is run by the Department of Healthcare and Family Services, and applications go through ABE (Application for Benefits Eligibility). People who qualify for both programs can choose a D-SNP for their Medicare benefits; Illinois Medicaid continues to pay what Medicare does not.',
    'En Illinois, Medicaid lo administra el Departamento de Servicios de Salud y Familia, y las solicitudes se hacen en ABE (Solicitud de Elegibilidad para Beneficios). Quienes califican para ambos programas pueden elegir un D-SNP para sus beneficios de Medicare; Illinois Medicaid sigue pagando lo que Medicare no cubre.',
  ],
  IN: [
    'Since July 2024, most Hoosiers aged 60 and over with Medicaid receive their Medicaid benefits through Indiana PathWays for Aging, a managed long-term services program. A D-SNP coordinates your Medicare care with your PathWays plan.',
    'Desde julio de 2024, la mayoría de los habitantes de Indiana de 60 años o más con Medicaid reciben sus beneficios de Medicaid por medio de Indiana PathWays for Aging, un programa de servicios administrados a largo plazo. Un D-SNP coordina su atención de Medicare con su plan de PathWays.',
  ],
  KY: [
    'Kentucky expanded Medicaid in 2014. People with Medicare apply for Kentucky Medicaid or the Medicare Savings Programs through kynect or their local Department for Community Based Services office. Full-benefit members can join a D-SNP and keep their Medicaid coverage.',
    'Kentucky amplió Medicaid en 2014. Las personas con Medicare solicitan Kentucky Medicaid o los Programas de Ahorros de Medicare por medio de kynect o en su oficina local del Departamento de Servicios Comunitarios. Los miembros con beneficios completos pueden inscribirse en un D-SNP y conservar su cobertura de Medicaid.',
  ],
  MS: [
    'Mississippi has not expanded Medicaid, so help for people with Medicare comes mainly from the Medicare Savings Programs and from full Medicaid for the aged, blind and disabled, handled by the Mississippi Division of Medicaid regional offices.',
    'Misisipi no amplió Medicaid, así que la ayuda para las personas con Medicare viene sobre todo de los Programas de Ahorros de Medicare y de Medicaid completo para personas mayores, ciegas o con discapacidad, que tramitan las oficinas regionales de la División de Medicaid de Misisipi.',
  ],
  MO: [
    'Missouri expanded Medicaid, called MO HealthNet, in 2021. People with Medicare apply through the Family Support Division. Missouri adds a state program that can pay the Part B premium for people just above the Medicare Savings Program limits.',
    'Misuri amplió Medicaid, llamado MO HealthNet, en 2021. Las personas con Medicare presentan su solicitud en la División de Apoyo Familiar. Misuri tiene además un programa estatal que puede pagar la prima de la Parte B de quienes superan por poco los límites de los Programas de Ahorros de Medicare.',
  ],
  NC: [
    'North Carolina expanded Medicaid in December 2023. People with Medicare apply for NC Medicaid or the Medicare Savings Programs through their county Department of Social Services or ePASS. Most people with both Medicare and Medicaid stay in NC Medicaid Direct for their Medicaid benefits.',
    'Carolina del Norte amplió Medicaid en diciembre de 2023. Las personas con Medicare solicitan NC Medicaid o los Programas de Ahorros de Medicare en el Departamento de Servicios Sociales de su condado o en ePASS. La mayoría de las personas con Medicare y Medicaid reciben sus beneficios de Medicaid por NC Medicaid Direct.',
  ],
  OH: [
    'In Ohio, people with both Medicare and Medicaid have been moving to the Next Generation MyCare Ohio program, which pairs a Medicare D-SNP with a Medicaid plan from the same company. Ask us how MyCare Ohio applies in your county before you choose a plan.',
    'En Ohio, las personas con Medicare y Medicaid han ido pasando al programa Next Generation MyCare Ohio, que combina un D-SNP de Medicare con un plan de Medicaid de la misma compañía. Pregúntenos cómo se aplica MyCare Ohio en su condado antes de elegir un plan.',
  ],
  OR: [
    'Oregon\'s Medicaid program is the Oregon Health Plan, delivered through coordinated care organizations. People with Medicare and the Oregon Health Plan can join a D-SNP, and Oregon\'s Medicare Savings Programs have higher income limits than many states.',
    'El programa de Medicaid de Oregón es el Oregon Health Plan, que se presta por medio de organizaciones de atención coordinada. Las personas con Medicare y el Oregon Health Plan pueden inscribirse en un D-SNP, y los Programas de Ahorros de Medicare de Oregón tienen límites de ingresos más altos que los de muchos estados.',
  ],
  PA: [
    'In Pennsylvania, most people with both Medicare and Medical Assistance get their long-term services through Community HealthChoices. Apply through COMPASS or your county assistance office. PA MEDI counselors can compare D-SNPs with you at no cost.',
    'En Pensilvania, la mayoría de las personas con Medicare y Medical Assistance reciben sus servicios a largo plazo por Community HealthChoices. La solicitud se hace en COMPASS o en la oficina de asistencia de su condado. Los consejeros de PA MEDI pueden comparar los D-SNP con usted sin costo.',
  ],
  SC: [
    'South Carolina has not expanded Medicaid. People with Medicare can qualify for Healthy Connections Medicaid or the Medicare Savings Programs based on income, age or disability; applications go through the South Carolina Department of Health and Human Services.',
    'Carolina del Sur no amplió Medicaid. Las personas con Medicare pueden calificar para Healthy Connections Medicaid o para los Programas de Ahorros de Medicare según sus ingresos, su edad o una discapacidad; las solicitudes se hacen en el Departamento de Salud y Servicios Humanos de Carolina del Sur.',
  ],
  TN: [
    'Tennessee\'s Medicaid program is TennCare, and its CHOICES program pays for long-term services at home or in a nursing home. People with Medicare and TennCare can join a D-SNP; TennCare Connect handles applications and renewals.',
    'El programa de Medicaid de Tennessee se llama TennCare, y su programa CHOICES paga los servicios a largo plazo en casa o en un hogar de ancianos. Las personas con Medicare y TennCare pueden inscribirse en un D-SNP; las solicitudes y renovaciones se hacen en TennCare Connect.',
  ],
  TX: [
    'In Texas, adults with Medicare and full Medicaid receive their Medicaid services through STAR+PLUS health plans. Texas has not expanded Medicaid, so many people with Medicare qualify only for the Medicare Savings Programs. Apply through YourTexasBenefits.',
    'En Texas, los adultos con Medicare y Medicaid completo reciben sus servicios de Medicaid por medio de los planes de salud STAR+PLUS. Texas no amplió Medicaid, así que muchas personas con Medicare solo califican para los Programas de Ahorros de Medicare. La solicitud se hace en YourTexasBenefits.',
  ],
  WA: [
    'Washington\'s Medicaid program is Apple Health. People with Medicare apply through Washington Connection or the Department of Social and Health Services, which also runs the Medicare Savings Programs. SHIBA volunteers in every county help compare plans.',
    'El programa de Medicaid de Washington se llama Apple Health. Las personas con Medicare presentan su solicitud en Washington Connection o en el Departamento de Servicios Sociales y de Salud, que también administra los Programas de Ahorros de Medicare. Los voluntarios de SHIBA de cada condado ayudan a comparar planes.',
  ],
  DE: [
    'Delaware Medicaid covers long-term services through Diamond State Health Plan Plus. People with Medicare apply through ASSIST or a Division of Social Services office. The Delaware Medicare Assistance Bureau offers free counseling on choosing a plan.',
    'Delaware Medicaid cubre los servicios a largo plazo por medio del Diamond State Health Plan Plus. Las personas con Medicare presentan su solicitud en ASSIST o en una oficina de la División de Servicios Sociales. La Oficina de Asistencia de Medicare de Delaware ofrece orientación gratuita para elegir un plan.',
  ],
  IA: [
    'Iowa Medicaid members usually receive their benefits through IA Health Link managed care plans. People with Medicare apply through the Iowa Department of Health and Human Services, and the Medicare Savings Programs can pay Part B premiums even without full Medicaid.',
    'Los miembros de Iowa Medicaid suelen recibir sus beneficios por medio de los planes de atención administrada IA Health Link. Las personas con Medicare presentan su solicitud en el Departamento de Salud y Servicios Humanos de Iowa, y los Programas de Ahorros de Medicare pueden pagar la prima de la Parte B aunque no tenga Medicaid completo.',
  ],
  KS: [
    'Kansas Medicaid is KanCare, delivered by managed care companies. Kansas has not expanded Medicaid, so people with Medicare often qualify only for the Medicare Savings Programs; the KanCare Clearinghouse processes applications.',
    'Medicaid de Kansas se llama KanCare y lo prestan compañías de atención administrada. Kansas no amplió Medicaid, así que las personas con Medicare muchas veces solo califican para los Programas de Ahorros de Medicare; el KanCare Clearinghouse tramita las solicitudes.',
  ],
  LA: [
    'Louisiana expanded Medicaid in 2016. People with Medicare apply through the Louisiana Department of Health, and those with full Medicaid can join a D-SNP that coordinates with their Medicaid benefits, including home and community-based services.',
    'Luisiana amplió Medicaid en 2016. Las personas con Medicare presentan su solicitud en el Departamento de Salud de Luisiana, y quienes tienen Medicaid completo pueden inscribirse en un D-SNP que se coordina con sus beneficios de Medicaid, incluidos los servicios en el hogar y en la comunidad.',
  ],
  NE: [
    'Nebraska Medicaid, called Heritage Health, is delivered through managed care plans; Nebraska expanded Medicaid in 2020. People with Medicare apply through iServe Nebraska, and the Medicare Savings Programs help with premiums and cost sharing.',
    'Medicaid de Nebraska, llamado Heritage Health, se presta por medio de planes de atención administrada; Nebraska amplió Medicaid en 2020. Las personas con Medicare presentan su solicitud en iServe Nebraska, y los Programas de Ahorros de Medicare ayudan con las primas y los costos compartidos.',
  ],
  NM: [
    'New Mexico Medicaid moved to Turquoise Care in July 2024. People with Medicare and full Medicaid can join a D-SNP; Native American members may choose whether to enroll in Medicaid managed care. Apply through YES New Mexico.',
    'Medicaid de Nuevo México pasó a llamarse Turquoise Care en julio de 2024. Las personas con Medicare y Medicaid completo pueden inscribirse en un D-SNP; los miembros nativos americanos pueden elegir si se inscriben en la atención administrada de Medicaid. La solicitud se hace en YES New Mexico.',
  ],
  OK: [
    'Oklahoma Medicaid is SoonerCare; Oklahoma expanded it in 2021. People with Medicare apply online through the Oklahoma Health Care Authority, and those eligible can get SoonerCare to pay Medicare premiums and cost sharing.',
    'Medicaid de Oklahoma se llama SoonerCare; Oklahoma lo amplió en 2021. Las personas con Medicare presentan su solicitud en línea en la Autoridad de Atención Médica de Oklahoma, y quienes califican pueden recibir SoonerCare para pagar las primas y los costos compartidos de Medicare.',
  ],
  UT: [
    'Utah expanded Medicaid in 2020. People with Medicare apply through the Department of Workforce Services, which also decides eligibility for the Medicare Savings Programs. Utah SHIP counselors help compare plans at no cost.',
    'Utah amplió Medicaid en 2020. Las personas con Medicare presentan su solicitud en el Departamento de Servicios Laborales, que también decide la elegibilidad para los Programas de Ahorros de Medicare. Los consejeros de Utah SHIP ayudan a comparar planes sin costo.',
  ],
  VA: [
    'Virginia Medicaid is Cardinal Care, which since 2023 covers people with both Medicare and Medicaid through its managed care plans. Apply through CommonHelp or your local department of social services; VICAP counselors can help you compare D-SNPs.',
    'Medicaid de Virginia se llama Cardinal Care, que desde 2023 cubre a las personas con Medicare y Medicaid por medio de sus planes de atención administrada. La solicitud se hace en CommonHelp o en su departamento local de servicios sociales; los consejeros de VICAP pueden ayudarle a comparar los D-SNP.',
  ],
}
