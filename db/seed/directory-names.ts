// Word lists the directory generator draws from. Names are common US given names and surnames
// (Hispanic names well represented, as in the plan's markets); streets are generic.

export const FEMALE_NAMES = [
  'Maria', 'Ana', 'Carmen', 'Rosa', 'Lucia', 'Isabel', 'Elena', 'Sofia', 'Gabriela', 'Patricia', 'Linda', 'Susan',
  'Karen', 'Nancy', 'Lisa', 'Michelle', 'Jennifer', 'Emily', 'Sarah', 'Rachel', 'Angela', 'Denise', 'Latoya',
  'Keisha', 'Mei', 'Linh', 'Priya', 'Aisha', 'Fatima', 'Nadia', 'Claire', 'Hannah', 'Grace', 'Olivia', 'Yesenia',
  'Marisol', 'Beatriz', 'Daniela', 'Veronica', 'Teresa',
]

export const MALE_NAMES = [
  'Jose', 'Juan', 'Carlos', 'Luis', 'Miguel', 'Jorge', 'Alejandro', 'Ricardo', 'Fernando', 'Javier', 'James', 'Robert',
  'Michael', 'William', 'David', 'Richard', 'Thomas', 'Charles', 'Daniel', 'Matthew', 'Anthony', 'Mark', 'Andre',
  'Marcus', 'Darnell', 'Wei', 'Minh', 'Raj', 'Omar', 'Samir', 'Pierre', 'Jean', 'Samuel', 'Benjamin', 'Ethan',
  'Rafael', 'Eduardo', 'Andres', 'Hector', 'Victor',
]

export const SURNAMES = [
  'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres',
  'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutierrez', 'Chavez', 'Smith',
  'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore',
  'Jackson', 'Martin', 'Lee', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Nguyen',
  'Tran', 'Chen', 'Wang', 'Kim', 'Park', 'Patel', 'Shah', 'Khan', 'Ali', 'Baptiste', 'Pierre', 'Joseph', 'Dubois',
  'Cohen', 'Murphy', 'Sullivan', 'Okafor', 'Mensah',
]

export const STREETS = [
  'Main', 'Oak', 'Pine', 'Maple', 'Cedar', 'Elm', 'Washington', 'Lake', 'Hill', 'Park', 'Sunset', 'Lincoln', 'Jackson',
  'Highland', 'Church', 'Market', 'River', 'Palm', 'Magnolia', 'Ridge', 'Meadow', 'Forest', 'Spring', 'Valley',
  'College', 'Mill', 'Center', 'Franklin', 'Jefferson', 'Madison', 'Bay', 'Harbor', 'Mission', 'Grand', 'Broad',
]

export const STREET_SUFFIXES = ['St', 'Ave', 'Blvd', 'Rd', 'Dr', 'Pkwy', 'Way', 'Ln', 'Ct', 'Hwy']

export const SUITES = ['Suite 100', 'Suite 110', 'Suite 200', 'Suite 210', 'Suite 300', 'Suite 305', 'Unit B', 'Floor 2']

/** Credentials by doctor specialty; anything unlisted is MD or DO. */
export const CREDENTIALS: Record<string, string> = {
  'Nurse Practitioner': 'APRN',
  'Clinical Psychology': 'PhD',
  Optometry: 'OD',
  Audiology: 'AuD',
  Podiatry: 'DPM',
  Chiropractic: 'DC',
  'General Dentistry': 'DDS',
}

export const PHARMACY_BRANDS = ['Walgreens', 'CVS Pharmacy', 'Walmart Pharmacy', 'Kroger Pharmacy', 'Rite Aid', 'Ceiba Mail-Order Pharmacy Pickup', 'Farmacia Comunitaria', 'Good Neighbor Pharmacy']

/** Place and service name patterns; {city} and {surname} are filled in. */
export const PLACE_PATTERNS: Record<string, string[]> = {
  Hospital: ['{city} General Hospital', '{city} Regional Medical Center', 'St. Anne Medical Center of {city}', '{city} Community Hospital'],
  'Urgent Care Center': ['{city} Urgent Care', 'CareNow Urgent Care {city}', 'FastMed Walk-In Clinic {city}'],
  'Primary Care Clinic': ['Ceiba Health Center {city}', '{city} Senior Primary Care', '{surname} Family Clinic'],
  'Federally Qualified Health Center': ['{city} Community Health Center', 'Salud para Todos Health Center {city}'],
  'Ambulatory Surgery Center': ['{city} Surgery Center', '{city} Outpatient Surgical Institute'],
  'Skilled Nursing Facility': ['{city} Rehabilitation and Nursing Center', 'Golden Palms Care Center {city}'],
  'Imaging Center': ['{city} Diagnostic Imaging', 'Advanced Radiology of {city}'],
  'Clinical Laboratory': ['{city} Clinical Laboratory', 'Ceiba Lab Services {city}'],
  'Dialysis Center': ['{city} Kidney Care Center', '{city} Dialysis Unit'],
  'Home Health Agency': ['{city} Home Health Services', 'Comfort at Home Health {city}'],
  'Durable Medical Equipment Supplier': ['{city} Medical Supply', 'Mobility Plus Medical Equipment {city}'],
  'Physical Therapy': ['{city} Physical Therapy', '{surname} Rehab and Physical Therapy'],
  'Occupational Therapy': ['{city} Occupational Therapy Associates'],
  'Speech-Language Pathology': ['{city} Speech and Swallowing Center'],
  'Hearing Aid Provider': ['{city} Hearing Center', 'ClearSound Hearing Aids {city}'],
  'Eyewear Provider': ['{city} Vision and Eyewear', 'Bright Eyes Optical {city}'],
  'Behavioral Health Services': ['{city} Behavioral Health', 'Mind and Wellness Center {city}'],
  Hospice: ['{city} Hospice and Palliative Care'],
  'Non-Emergency Medical Transportation': ['{city} Medical Rides', 'CareRide Transportation {city}'],
}

/** Chains accepting the food-and-home card; nationwide ones everywhere, regional ones in their states. */
export const NATIONAL_STORES = ['Walgreens', 'Dollar General', 'Walmart Supercenter', 'CVS Pharmacy', 'Family Dollar']
export const REGIONAL_STORES: Record<string, string[]> = {
  FL: ['Publix', 'Winn-Dixie', 'Sedano\'s Supermarket'], GA: ['Publix', 'Kroger'], AL: ['Publix', 'Winn-Dixie'],
  SC: ['Publix', 'Food Lion'], NC: ['Food Lion', 'Harris Teeter'], VA: ['Food Lion', 'Kroger'], TN: ['Kroger', 'Publix'],
  TX: ['H-E-B', 'Kroger', 'Fiesta Mart'], AZ: ['Fry\'s Food Stores', 'Safeway'], NM: ['Smith\'s', 'Albertsons'],
  CO: ['King Soopers', 'Safeway'], UT: ['Smith\'s'], WA: ['Safeway', 'Fred Meyer'], OR: ['Fred Meyer', 'Safeway'],
  IL: ['Jewel-Osco', 'Mariano\'s'], IN: ['Kroger', 'Meijer'], OH: ['Kroger', 'Meijer', 'Giant Eagle'], KY: ['Kroger', 'Meijer'],
  PA: ['Giant Eagle', 'ACME Markets'], DE: ['ACME Markets', 'Food Lion'], MO: ['Hy-Vee', 'Schnucks'], IA: ['Hy-Vee'],
  NE: ['Hy-Vee', 'Baker\'s'], KS: ['Dillons', 'Hy-Vee'], OK: ['Homeland', 'Crest Foods'], AR: ['Harps Food Stores'],
  LA: ['Rouses Markets', 'Winn-Dixie'], MS: ['Kroger', 'Save A Lot'], HI: ['Foodland', 'Safeway'],
}

/**
 * The partner grocer of the June 2026 press release (its page document, content/page/en-us/ceiba-health-and-freshpath-markets-expand-food-and-home-card.json):
 * the card works "at all 312 FreshPath stores" in these 11 states, and the store locator lists
 * exactly those stores (stores-generate.ts appends them after the other chains' rows).
 */
export const PARTNER_GROCER = {
  name: 'FreshPath Markets',
  stores: 312,
  states: ['AL', 'AR', 'FL', 'GA', 'KY', 'LA', 'MS', 'NC', 'SC', 'TN', 'TX'],
} as const

/**
 * Real area codes with the point they serve (the metro's centre), per state. A place takes the
 * code of the nearest centre in its own state, so a Miami practice has a 305 number, an Orlando
 * one 407; line numbers are the fictional 555-01xx.
 */
export const AREA_CODE_CENTERS: Record<string, ReadonlyArray<readonly [code: string, lat: number, lon: number]>> = {
  AL: [['205', 33.52, -86.8], ['251', 30.69, -88.04], ['334', 32.37, -86.3], ['256', 34.73, -86.59]],
  AZ: [['602', 33.45, -112.07], ['480', 33.42, -111.83], ['623', 33.58, -112.35], ['520', 32.22, -110.97], ['928', 35.2, -111.65], ['928', 32.69, -114.63]],
  AR: [['501', 34.75, -92.29], ['479', 36.06, -94.16], ['870', 35.84, -90.7], ['870', 33.59, -92.83]],
  CO: [['303', 39.74, -104.99], ['719', 38.83, -104.82], ['970', 40.59, -105.08], ['970', 39.06, -108.55]],
  FL: [
    // Miami-Dade (305) and Broward (954) meet along a line: several centres each keep it where it is.
    ['305', 25.76, -80.19], ['305', 25.93, -80.2], ['305', 25.95, -80.15], ['305', 25.6, -80.4], ['305', 25.47, -80.48], ['305', 25.82, -80.38], ['305', 25.9, -80.33],
    ['954', 26.12, -80.14], ['954', 26.01, -80.15], ['954', 26.01, -80.3], ['954', 26.27, -80.25], ['561', 26.72, -80.05], ['407', 28.54, -81.38], ['813', 27.95, -82.46],
    ['727', 27.77, -82.64], ['904', 30.33, -81.66], ['850', 30.44, -84.28], ['850', 30.42, -87.22], ['239', 26.64, -81.87],
    ['941', 27.34, -82.53], ['352', 29.65, -82.32], ['321', 28.08, -80.61], ['772', 27.27, -80.35], ['863', 28.04, -81.95],
    ['386', 29.21, -81.02], ['305', 24.56, -81.78],
  ],
  GA: [['404', 33.75, -84.39], ['770', 33.95, -84.55], ['678', 33.6, -84.2], ['912', 32.08, -81.09], ['706', 33.47, -81.97], ['706', 32.46, -84.99], ['706', 34.26, -85.16], ['478', 32.84, -83.63], ['229', 31.58, -84.16]],
  HI: [['808', 21.31, -157.86], ['808', 19.71, -155.09]],
  IL: [['312', 41.88, -87.63], ['773', 41.84, -87.68], ['630', 41.85, -88.2], ['847', 42.06, -87.9], ['708', 41.6, -87.7], ['815', 42.27, -89.09], ['309', 40.69, -89.59], ['217', 39.78, -89.65], ['618', 38.6, -89.9], ['618', 37.73, -89.22]],
  IN: [['317', 39.77, -86.16], ['219', 41.59, -87.35], ['260', 41.08, -85.14], ['574', 41.68, -86.25], ['812', 37.97, -87.57], ['812', 39.17, -86.53], ['765', 40.19, -85.39], ['765', 40.42, -86.88]],
  KY: [['502', 38.25, -85.76], ['859', 38.04, -84.5], ['606', 37.5, -83.3], ['270', 37.0, -87.0], ['270', 36.99, -86.44]],
  MS: [['601', 32.3, -90.18], ['601', 31.33, -89.29], ['228', 30.37, -89.09], ['662', 34.26, -88.7], ['662', 33.45, -90.65]],
  MO: [['314', 38.63, -90.2], ['636', 38.78, -90.48], ['816', 39.1, -94.58], ['417', 37.21, -93.29], ['573', 38.95, -92.33], ['573', 37.31, -89.52], ['660', 39.7, -93.0]],
  NC: [['704', 35.23, -80.84], ['919', 35.78, -78.64], ['336', 36.07, -79.79], ['910', 35.05, -78.88], ['910', 34.23, -77.94], ['828', 35.6, -82.55], ['252', 35.61, -77.37]],
  OH: [['216', 41.5, -81.69], ['440', 41.4, -82.0], ['614', 39.96, -83.0], ['513', 39.1, -84.51], ['419', 41.65, -83.54], ['330', 41.08, -81.52], ['937', 39.76, -84.19], ['740', 39.5, -82.0]],
  OR: [['503', 45.52, -122.68], ['503', 44.94, -123.04], ['541', 44.05, -123.09], ['541', 44.06, -121.31], ['541', 42.33, -122.87]],
  PA: [['215', 39.95, -75.17], ['610', 40.6, -75.47], ['412', 40.44, -80.0], ['724', 40.3, -79.5], ['717', 40.27, -76.88], ['570', 41.41, -75.66], ['814', 42.13, -80.09], ['814', 40.79, -77.86]],
  SC: [['803', 34.0, -81.03], ['843', 32.78, -79.93], ['843', 33.69, -78.89], ['864', 34.85, -82.4]],
  TN: [['615', 36.16, -86.78], ['901', 35.15, -90.05], ['865', 35.96, -83.92], ['423', 35.05, -85.31], ['423', 36.55, -82.56], ['731', 35.61, -88.81], ['931', 36.53, -87.36]],
  TX: [
    ['713', 29.76, -95.37], ['281', 29.95, -95.5], ['214', 32.78, -96.8], ['972', 32.95, -96.75], ['817', 32.76, -97.33],
    ['210', 29.42, -98.49], ['512', 30.27, -97.74], ['915', 31.76, -106.49], ['956', 26.2, -98.23], ['956', 27.51, -99.51],
    ['361', 27.8, -97.4], ['806', 33.58, -101.85], ['806', 35.22, -101.83], ['432', 31.99, -102.08], ['409', 30.08, -94.13],
    ['254', 31.55, -97.15], ['903', 32.35, -95.3], ['940', 33.91, -98.49], ['325', 32.45, -99.73], ['325', 31.46, -100.44],
    ['830', 29.7, -99.1], ['936', 31.3, -94.7], ['979', 30.6, -96.3],
  ],
  WA: [['206', 47.61, -122.33], ['253', 47.25, -122.44], ['425', 47.61, -122.2], ['360', 47.04, -122.9], ['360', 48.75, -122.48], ['509', 47.66, -117.43], ['509', 46.6, -120.51]],
  DE: [['302', 39.74, -75.55], ['302', 39.16, -75.52]],
  IA: [['515', 41.59, -93.62], ['319', 41.98, -91.67], ['563', 41.52, -90.58], ['712', 42.5, -96.4], ['641', 43.15, -93.2]],
  KS: [['316', 37.69, -97.34], ['913', 39.1, -94.7], ['785', 39.05, -95.68], ['620', 37.75, -100.02]],
  LA: [['504', 29.95, -90.07], ['985', 30.4, -90.1], ['225', 30.45, -91.19], ['337', 30.22, -92.02], ['318', 32.53, -93.75], ['318', 32.51, -92.12]],
  NE: [['402', 41.26, -95.93], ['402', 40.81, -96.7], ['308', 40.92, -98.34], ['308', 41.87, -103.66]],
  NM: [['505', 35.08, -106.65], ['505', 35.69, -105.94], ['575', 32.31, -106.78], ['575', 33.39, -104.52]],
  OK: [['405', 35.47, -97.52], ['918', 36.15, -95.99], ['580', 34.6, -98.4], ['580', 36.4, -97.88]],
  VA: [['757', 36.85, -76.29], ['804', 37.54, -77.44], ['703', 38.85, -77.3], ['540', 37.27, -79.94], ['434', 38.03, -78.48], ['276', 36.7, -82.0]],
  UT: [['801', 40.76, -111.89], ['385', 40.23, -111.66], ['435', 37.1, -113.58], ['435', 41.74, -111.83]],
}

/**
 * Where each medical referral group works (its states). Ceiba's own network is everywhere; the
 * regional groups appear only in their region, so no Miami practice belongs to a Rocky Mountain group.
 */
export const REFERRAL_GROUP_STATES: Record<string, readonly string[] | 'all'> = {
  'Ceiba Primary Partners': 'all',
  'Sunbelt Medical Group': ['FL', 'GA', 'AL', 'SC', 'AZ', 'TX', 'NM', 'MS', 'LA'],
  'Gulf Coast Physicians Network': ['FL', 'AL', 'MS', 'LA', 'TX'],
  'Desert Valley IPA': ['AZ', 'NM', 'UT'],
  'Heartland Independent Physicians': ['IA', 'KS', 'NE', 'MO', 'OK', 'AR', 'IL', 'IN'],
  'Blue Ridge Care Alliance': ['VA', 'NC', 'SC', 'TN', 'KY', 'GA', 'DE'],
  'Pacific Northwest Medical Associates': ['WA', 'OR', 'HI'],
  'Lone Star Senior Care Group': ['TX'],
  'Great Lakes Physician Partners': ['IL', 'IN', 'OH', 'PA', 'DE'],
  'Magnolia Health Partners': ['MS', 'LA', 'AL', 'AR'],
  'Rocky Mountain Family Physicians': ['CO', 'UT', 'NM'],
  'Bayou Community Medical Group': ['LA'],
}
