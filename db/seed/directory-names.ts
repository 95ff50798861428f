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

/** A few real area codes per state, used with fictional 555-01xx line numbers. */
export const AREA_CODES: Record<string, string[]> = {
  AL: ['205', '251', '334'], AZ: ['480', '520', '602'], AR: ['479', '501'], CO: ['303', '719'], FL: ['305', '407', '813', '954'],
  GA: ['404', '770', '912'], HI: ['808'], IL: ['312', '630', '773'], IN: ['317', '219'], KY: ['502', '859'], MS: ['601', '228'],
  MO: ['314', '816'], NC: ['704', '919'], OH: ['216', '513', '614'], OR: ['503', '541'], PA: ['215', '412'], SC: ['803', '843'],
  TN: ['615', '901'], TX: ['210', '214', '713', '915'], WA: ['206', '509'], DE: ['302'], IA: ['515', '319'], KS: ['316', '913'],
  LA: ['504', '225'], NE: ['402'], NM: ['505', '575'], OK: ['405', '918'], UT: ['801'], VA: ['757', '804'],
}
