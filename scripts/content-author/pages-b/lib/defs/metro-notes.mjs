// What is particular about arranging care in each metro of the service area: geography, distances,
// languages and local habits our care coordinators see. One note per metro and language.
export const METRO_NOTES = {
  birmingham: [
    'Most vendors work out of Jefferson and Shelby counties. In Blount, Chilton, Bibb and Walker counties, home health nurses and equipment drivers cover routes on set weekdays, so call early in the week and ask which day they reach your town. Members on the edge of the area can also use mail-order supplies for diabetes testing.',
    'La mayoría de los proveedores trabajan desde los condados de Jefferson y Shelby. En los condados de Blount, Chilton, Bibb y Walker, las enfermeras de salud en el hogar y los repartidores de equipo recorren rutas en días fijos, así que llame a principios de semana y pregunte qué día llegan a su pueblo. Los miembros de las afueras también pueden recibir por correo sus suministros para medirse el azúcar.',
  ],
  phoenix: [
    'Maricopa and Pinal counties cover a huge area, and a vendor visit from central Phoenix to Casa Grande or Maricopa can take a full morning. Many winter residents join us from October to April: if you split the year between Arizona and another state, tell us both addresses so equipment and home health follow you correctly.',
    'Los condados de Maricopa y Pinal abarcan un área enorme, y una visita de un proveedor desde el centro de Phoenix hasta Casa Grande o Maricopa puede llevar toda una mañana. Muchos residentes de invierno se unen a nosotros de octubre a abril: si pasa parte del año en Arizona y parte en otro estado, díganos ambas direcciones para que el equipo y la salud en el hogar le sigan correctamente.',
  ],
  'little-rock': [
    'Pulaski County has most of the specialists; members in Grant, Perry and Lonoke counties often drive 45 minutes or more. Ask your care coordinator to group lab work, equipment fittings and specialist visits on the same day, and use the ride benefit where your plan offers it.',
    'En el condado de Pulaski están la mayoría de los especialistas; los miembros de los condados de Grant, Perry y Lonoke suelen manejar 45 minutos o más. Pida a su coordinador que agrupe los análisis, las pruebas de equipo y las citas con especialistas en un mismo día, y use el beneficio de transporte si su plan lo ofrece.',
  ],
  denver: [
    'Our Denver area reaches from the city into mountain counties such as Park, Clear Creek and Gilpin. At altitude, members on oxygen often need a different flow setting or a portable concentrator; tell the equipment vendor where you live and whether you travel into the mountains.',
    'Nuestra zona de Denver va desde la ciudad hasta condados de montaña como Park, Clear Creek y Gilpin. En la altura, los miembros que usan oxígeno muchas veces necesitan otro flujo o un concentrador portátil; dígale al proveedor de equipo dónde vive y si viaja a las montañas.',
  ],
  miami: [
    'In Miami-Dade, Broward and Palm Beach, our vendors serve members in Spanish, English and Haitian Creole. Many members move between family homes across the three counties; give the vendor the address where you will actually be, and tell us when it changes so deliveries are not missed.',
    'En Miami-Dade, Broward y Palm Beach, nuestros proveedores atienden en español, inglés y criollo haitiano. Muchos miembros se quedan en casas de distintos familiares en los tres condados; dele al proveedor la dirección donde realmente estará y avísenos cuando cambie para que no se pierdan las entregas.',
  ],
  tampa: [
    'Around Tampa Bay, the bridges between Hillsborough and Pinellas shape delivery times: vendors usually serve each side of the bay on different days. In Pasco and Hernando, more members live in 55-plus communities, where our vendors know the gate and visitor rules.',
    'En la zona de la bahía de Tampa, los puentes entre Hillsborough y Pinellas determinan los horarios de entrega: los proveedores suelen atender cada lado de la bahía en días distintos. En Pasco y Hernando, más miembros viven en comunidades para mayores de 55 años, cuyas reglas de acceso y visitas conocen nuestros proveedores.',
  ],
  atlanta: [
    'Traffic on the Perimeter can turn a short visit into a long one. Our Atlanta vendors schedule home visits by county, and the lab vendor has draw sites inside the Perimeter and in Gwinnett, Cobb, Henry and Fayette. Ask for a draw site near you rather than a central one.',
    'El tráfico en el Perimeter puede convertir una visita corta en una larga. Nuestros proveedores de Atlanta programan las visitas a domicilio por condado, y el laboratorio tiene centros de extracción dentro del Perimeter y en Gwinnett, Cobb, Henry y Fayette. Pida un centro cercano a usted y no uno céntrico.',
  ],
  honolulu: [
    'All of our Hawaii members live on Oahu. Travel to a neighbor island or the mainland is common: tell us before you go so we can arrange equipment or a supply of medicine. Interpreters for Ilocano, Tagalog, Japanese, Korean and Chinese are available at no cost.',
    'Todos nuestros miembros de Hawái viven en Oahu. Es común viajar a otras islas o al continente: avísenos antes de irse para organizar el equipo o un suministro de medicamentos. Hay intérpretes de ilocano, tagalo, japonés, coreano y chino sin costo.',
  ],
  chicago: [
    'Our Chicago area spans nine counties, from Cook to Grundy and DeKalb. Vendors serve members in English, Spanish and Polish, and interpreters for other languages are free. In winter, equipment deliveries to the collar counties may move by a day after heavy snow; keep a few days of supplies.',
    'Nuestra zona de Chicago abarca nueve condados, desde Cook hasta Grundy y DeKalb. Los proveedores atienden en inglés, español y polaco, y los intérpretes de otros idiomas son gratuitos. En invierno, las entregas de equipo a los condados periféricos pueden retrasarse un día después de una nevada fuerte; tenga suministros para varios días.',
  ],
  indianapolis: [
    'Marion County has the most network specialists, but Hamilton, Hendricks and Johnson counties have grown fast and now have their own clinics and draw sites. In Brown and Putnam counties, home health visits follow weekly routes; ask your coordinator which day covers your road.',
    'El condado de Marion tiene la mayoría de los especialistas de la red, pero los condados de Hamilton, Hendricks y Johnson han crecido mucho y ya tienen sus propias clínicas y centros de extracción. En los condados de Brown y Putnam, las visitas de salud en el hogar siguen rutas semanales; pregunte a su coordinador qué día pasan por su camino.',
  ],
  louisville: [
    'Our Louisville area is all on the Kentucky side of the Ohio River. If you use a doctor or pharmacy across the river in Indiana, check with us first: the provider may not be in the network of your Kentucky plan. Members in Trimble, Henry and Meade counties have the longest drives.',
    'Nuestra zona de Louisville está toda del lado de Kentucky del río Ohio. Si usa un médico o una farmacia al otro lado del río, en Indiana, consúltenos primero: es posible que no estén en la red de su plan de Kentucky. Los miembros de los condados de Trimble, Henry y Meade son los que más manejan.',
  ],
  jackson: [
    'Outside Hinds, Madison and Rankin counties, many members live far from a pharmacy. Mail-order delivery and the ride benefit matter most in Copiah, Simpson, Yazoo and Holmes counties; your coordinator can line up both before your first refill.',
    'Fuera de los condados de Hinds, Madison y Rankin, muchos miembros viven lejos de una farmacia. La entrega por correo y el beneficio de transporte son clave en los condados de Copiah, Simpson, Yazoo y Holmes; su coordinador puede organizar ambos antes de su primer resurtido.',
  ],
  'st-louis': [
    'Our St. Louis area includes both St. Louis County and the independent City of St. Louis, which are separate for Medicaid and for some county services. Members across the river in Illinois are served by a different contract; tell us if you move between the two states.',
    'Nuestra zona de St. Louis incluye el condado de St. Louis y la ciudad independiente de St. Louis, que son distintos para Medicaid y para algunos servicios del condado. Los miembros del otro lado del río, en Illinois, pertenecen a otro contrato; avísenos si se muda de un estado al otro.',
  ],
  charlotte: [
    'Our Charlotte area is in North Carolina only; members who cross into South Carolina for care should check that the provider is in the network of their North Carolina plan. Home health vendors serve Anson and Rowan counties on set days each week.',
    'Nuestra zona de Charlotte está solo en Carolina del Norte; los miembros que cruzan a Carolina del Sur para atenderse deben confirmar que el proveedor esté en la red de su plan de Carolina del Norte. Los proveedores de salud en el hogar atienden los condados de Anson y Rowan en días fijos cada semana.',
  ],
  columbus: [
    'Franklin County has most of our network; Hocking, Perry and Morrow counties are rural, and the nearest equipment showroom may be an hour away. Our equipment vendor delivers and fits walkers, wheelchairs and hospital beds at home, so you do not need to travel.',
    'La mayor parte de nuestra red está en el condado de Franklin; los condados de Hocking, Perry y Morrow son rurales, y la tienda de equipo más cercana puede estar a una hora. Nuestro proveedor de equipo entrega y ajusta en su casa andaderas, sillas de ruedas y camas de hospital, así que no tiene que viajar.',
  ],
  portland: [
    'Our Portland area is on the Oregon side of the Columbia; members in Vancouver, Washington belong to a different plan. Interpreters in Spanish, Vietnamese, Russian and Chinese are common requests here and are always free.',
    'Nuestra zona de Portland está del lado de Oregón del río Columbia; los miembros de Vancouver, Washington, pertenecen a otro plan. Aquí se piden con frecuencia intérpretes de español, vietnamita, ruso y chino, que siempre son gratuitos.',
  ],
  philadelphia: [
    'In Philadelphia and its four suburban counties, many members rely on public transit and paratransit. Tell your coordinator if you use paratransit so visits can be booked at times that fit its schedule. Vendors here serve members in English, Spanish, Chinese and Russian.',
    'En Filadelfia y sus cuatro condados suburbanos, muchos miembros dependen del transporte público y del paratránsito. Dígale a su coordinador si usa paratránsito para que las citas se programen en horarios que se ajusten a ese servicio. Los proveedores de aquí atienden en inglés, español, chino y ruso.',
  ],
  columbia: [
    'Richland and Lexington counties hold most specialists; Calhoun, Saluda and Fairfield are rural. During the growing season many members have family who work long days, so our home health vendor offers early-morning and Saturday visits in those counties.',
    'En los condados de Richland y Lexington están la mayoría de los especialistas; Calhoun, Saluda y Fairfield son rurales. En temporada de cultivo, muchos miembros tienen familiares que trabajan jornadas largas, así que nuestro proveedor de salud en el hogar ofrece visitas temprano en la mañana y los sábados en esos condados.',
  ],
  nashville: [
    'Our Nashville area is the largest by county count: fourteen counties from Davidson to Macon and Trousdale. Ask your coordinator about the nearest draw site and equipment pickup point; in the outer counties they are often at a partner pharmacy rather than a clinic.',
    'Nuestra zona de Nashville es la que tiene más condados: catorce, desde Davidson hasta Macon y Trousdale. Pregunte a su coordinador por el centro de extracción y el punto de recogida de equipo más cercanos; en los condados periféricos suelen estar en una farmacia asociada y no en una clínica.',
  ],
  houston: [
    'Greater Houston is spread out, and our vendors split it into zones: inside the Beltway, the western suburbs in Fort Bend and Waller, the north in Montgomery and Liberty, and the Gulf side in Brazoria, Galveston and Chambers. Vendors serve members in English, Spanish and Vietnamese.',
    'El área de Houston es muy extensa, y nuestros proveedores la dividen en zonas: dentro del Beltway, los suburbios del oeste en Fort Bend y Waller, el norte en Montgomery y Liberty, y la costa en Brazoria, Galveston y Chambers. Los proveedores atienden en inglés, español y vietnamita.',
  ],
  'san-antonio': [
    'Around San Antonio, many members live on ranches or in small towns in Bandera, Atascosa, Medina and Kendall counties. Our equipment and home health vendors cover the Hill Country on fixed days; most staff are bilingual in English and Spanish.',
    'Alrededor de San Antonio, muchos miembros viven en ranchos o pueblos pequeños de los condados de Bandera, Atascosa, Medina y Kendall. Nuestros proveedores de equipo y de salud en el hogar recorren el Hill Country en días fijos; la mayoría del personal es bilingüe en inglés y español.',
  ],
  seattle: [
    'King, Pierce and Snohomish counties are linked by ferries and bridges that slow deliveries. Members on Vashon Island or across the water should allow an extra day for equipment. Interpreters in Chinese, Vietnamese, Somali, Korean and Russian are free.',
    'Los condados de King, Pierce y Snohomish están conectados por transbordadores y puentes que retrasan las entregas. Los miembros de la isla Vashon o del otro lado del agua deben contar con un día más para recibir equipo. Los intérpretes de chino, vietnamita, somalí, coreano y ruso son gratuitos.',
  ],
  wilmington: [
    'We serve all three Delaware counties. Members in Kent and Sussex are often closer to providers in Maryland than in Wilmington; before booking across the state line, ask us whether the provider is in the network of your Delaware plan.',
    'Atendemos los tres condados de Delaware. Los miembros de Kent y Sussex muchas veces están más cerca de proveedores de Maryland que de Wilmington; antes de pedir una cita al otro lado de la frontera, pregúntenos si el proveedor está en la red de su plan de Delaware.',
  ],
  'des-moines': [
    'Polk County has most providers; Guthrie, Madison and Jasper are farm country with long distances to a specialist. Our care coordinators can set up video visits with specialists in Des Moines for follow-ups that do not need an exam.',
    'La mayoría de los proveedores están en el condado de Polk; Guthrie, Madison y Jasper son zonas agrícolas con grandes distancias hasta un especialista. Nuestros coordinadores pueden programar consultas por video con especialistas de Des Moines para los seguimientos que no requieren un examen.',
  ],
  wichita: [
    'Sedgwick County has most of our Kansas network; Butler, Harvey and Sumner counties are within an hour. Wichita is our first Kansas area, so many providers are new to our plans as well: if an office is unsure about your coverage, have them call our provider line.',
    'La mayor parte de nuestra red de Kansas está en el condado de Sedgwick; los condados de Butler, Harvey y Sumner están a menos de una hora. Wichita es nuestra primera zona de Kansas, así que muchos proveedores también son nuevos en nuestros planes: si un consultorio tiene dudas sobre su cobertura, pídales que llamen a nuestra línea para proveedores.',
  ],
  'new-orleans': [
    'Our New Orleans area covers eight parishes on both sides of the Mississippi and Lake Pontchartrain. If you have to evacuate, take your member ID card and medicine list: our plan covers you at pharmacies and providers wherever you evacuate to during a declared emergency.',
    'Nuestra zona de Nueva Orleans abarca ocho parroquias a ambos lados del Misisipi y del lago Pontchartrain. Si tiene que evacuar, lleve su tarjeta de miembro y su lista de medicamentos: durante una emergencia declarada, nuestro plan le cubre en farmacias y con proveedores dondequiera que evacue.',
  ],
  omaha: [
    'We serve Douglas, Sarpy, Cass, Saunders and Washington counties on the Nebraska side. Members who see doctors across the Missouri River in Council Bluffs, Iowa should check with us first, because that is a different state and may be outside your plan\'s network.',
    'Atendemos los condados de Douglas, Sarpy, Cass, Saunders y Washington del lado de Nebraska. Los miembros que van a médicos al otro lado del río Misuri, en Council Bluffs, Iowa, deben consultarnos primero, porque es otro estado y puede estar fuera de la red de su plan.',
  ],
  albuquerque: [
    'Bernalillo and Sandoval counties hold most providers; Valencia and Torrance are rural, with long drives between towns. Members who receive care through the Indian Health Service or a tribal clinic can keep doing so; tell us so we can coordinate with those providers.',
    'En los condados de Bernalillo y Sandoval están la mayoría de los proveedores; Valencia y Torrance son rurales, con grandes distancias entre pueblos. Los miembros que se atienden en el Servicio de Salud Indígena o en una clínica tribal pueden seguir haciéndolo; avísenos para coordinar con esos proveedores.',
  ],
  'oklahoma-city': [
    'Oklahoma City and its six neighboring counties are spread across a wide area, and members in Grady, Logan and Lincoln counties may be an hour from a specialist. Members who use tribal health services can keep them; we coordinate with those clinics on referrals and records.',
    'Oklahoma City y sus seis condados vecinos ocupan un área amplia, y los miembros de los condados de Grady, Logan y Lincoln pueden estar a una hora de un especialista. Los miembros que usan servicios de salud tribales pueden conservarlos; coordinamos con esas clínicas los referidos y los expedientes.',
  ],
  'salt-lake-city': [
    'Salt Lake County has nearly all of our Utah network; Tooele County members usually drive into the valley for specialists. Winter inversions can make breathing harder for members with COPD or asthma: ask your coordinator about an action plan for bad air days.',
    'El condado de Salt Lake tiene casi toda nuestra red de Utah; los miembros del condado de Tooele suelen manejar al valle para ver especialistas. Las inversiones térmicas del invierno pueden dificultar la respiración de los miembros con EPOC o asma: pregunte a su coordinador por un plan de acción para los días de mala calidad del aire.',
  ],
  richmond: [
    'Our Richmond area mixes counties and independent cities, such as Richmond, Petersburg, Hopewell and Colonial Heights, each with its own social services office for Medicaid. Tell us which one you belong to, and your coordinator will contact the right office.',
    'Nuestra zona de Richmond combina condados y ciudades independientes, como Richmond, Petersburg, Hopewell y Colonial Heights, y cada una tiene su propia oficina de servicios sociales para Medicaid. Díganos a cuál pertenece, y su coordinador se comunicará con la oficina correcta.',
  ],
}
