/**
 * The directory's vocabularies (spec 3.7), shared by the seed (db/seed/directory*), the API's
 * input schema and the search page. Stored values are the English names a real directory
 * publishes; `key` names the label in locales/<lang>/providers.json.
 * Plain data only: db/seed imports this file under plain Node.
 */
export const CATEGORIES = ['doctors', 'places', 'services'] as const
export type Category = (typeof CATEGORIES)[number]

export type Option = { name: string; key: string }

export const SPECIALTIES: Record<Category, readonly Option[]> = {
  doctors: [
    { name: 'Family Medicine', key: 'familyMedicine' },
    { name: 'Internal Medicine', key: 'internalMedicine' },
    { name: 'General Practice', key: 'generalPractice' },
    { name: 'Geriatric Medicine', key: 'geriatricMedicine' },
    { name: 'Nurse Practitioner', key: 'nursePractitioner' },
    { name: 'Cardiology', key: 'cardiology' },
    { name: 'Endocrinology', key: 'endocrinology' },
    { name: 'Nephrology', key: 'nephrology' },
    { name: 'Pulmonology', key: 'pulmonology' },
    { name: 'Gastroenterology', key: 'gastroenterology' },
    { name: 'Neurology', key: 'neurology' },
    { name: 'Hematology and Oncology', key: 'hematologyOncology' },
    { name: 'Orthopedic Surgery', key: 'orthopedicSurgery' },
    { name: 'Dermatology', key: 'dermatology' },
    { name: 'Ophthalmology', key: 'ophthalmology' },
    { name: 'Optometry', key: 'optometry' },
    { name: 'Otolaryngology', key: 'otolaryngology' },
    { name: 'Audiology', key: 'audiology' },
    { name: 'Urology', key: 'urology' },
    { name: 'Rheumatology', key: 'rheumatology' },
    { name: 'Podiatry', key: 'podiatry' },
    { name: 'Psychiatry', key: 'psychiatry' },
    { name: 'Clinical Psychology', key: 'clinicalPsychology' },
    { name: 'Physical Medicine and Rehabilitation', key: 'physicalMedicine' },
    { name: 'General Surgery', key: 'generalSurgery' },
    { name: 'Infectious Disease', key: 'infectiousDisease' },
    { name: 'Allergy and Immunology', key: 'allergyImmunology' },
    { name: 'Pain Medicine', key: 'painMedicine' },
    { name: 'Chiropractic', key: 'chiropractic' },
    { name: 'General Dentistry', key: 'generalDentistry' },
  ],
  places: [
    { name: 'Pharmacy', key: 'pharmacy' },
    { name: 'Hospital', key: 'hospital' },
    { name: 'Urgent Care Center', key: 'urgentCare' },
    { name: 'Primary Care Clinic', key: 'primaryCareClinic' },
    { name: 'Federally Qualified Health Center', key: 'fqhc' },
    { name: 'Ambulatory Surgery Center', key: 'surgeryCenter' },
    { name: 'Skilled Nursing Facility', key: 'skilledNursing' },
    { name: 'Imaging Center', key: 'imagingCenter' },
    { name: 'Clinical Laboratory', key: 'laboratory' },
    { name: 'Dialysis Center', key: 'dialysisCenter' },
  ],
  services: [
    { name: 'Home Health Agency', key: 'homeHealth' },
    { name: 'Durable Medical Equipment Supplier', key: 'dme' },
    { name: 'Physical Therapy', key: 'physicalTherapy' },
    { name: 'Occupational Therapy', key: 'occupationalTherapy' },
    { name: 'Speech-Language Pathology', key: 'speechTherapy' },
    { name: 'Hearing Aid Provider', key: 'hearingAids' },
    { name: 'Eyewear Provider', key: 'eyewear' },
    { name: 'Behavioral Health Services', key: 'behavioralHealth' },
    { name: 'Hospice', key: 'hospice' },
    { name: 'Non-Emergency Medical Transportation', key: 'transportation' },
  ],
}

/** Specialties whose providers can be chosen as primary care provider (they carry a pcpId). */
export const PCP_SPECIALTIES: readonly string[] = [
  'Family Medicine',
  'Internal Medicine',
  'General Practice',
  'Geriatric Medicine',
  'Nurse Practitioner',
]

export const INTERPRETER = 'Interpreter Services Available'

export const LANGUAGES: readonly Option[] = [
  { name: 'English', key: 'english' },
  { name: 'Spanish', key: 'spanish' },
  { name: 'Haitian Creole', key: 'haitianCreole' },
  { name: 'Vietnamese', key: 'vietnamese' },
  { name: 'Chinese', key: 'chinese' },
  { name: 'Tagalog', key: 'tagalog' },
  { name: 'Korean', key: 'korean' },
  { name: 'Arabic', key: 'arabic' },
  { name: 'French', key: 'french' },
  { name: 'Portuguese', key: 'portuguese' },
  { name: 'Russian', key: 'russian' },
  { name: 'Hindi', key: 'hindi' },
  { name: INTERPRETER, key: 'interpreter' },
]

/** Fictional medical referral groups (IPAs and medical groups the plan contracts with). */
export const MEDICAL_REFERRAL_GROUPS: readonly string[] = [
  'Ceiba Primary Partners',
  'Sunbelt Medical Group',
  'Gulf Coast Physicians Network',
  'Desert Valley IPA',
  'Heartland Independent Physicians',
  'Blue Ridge Care Alliance',
  'Pacific Northwest Medical Associates',
  'Lone Star Senior Care Group',
  'Great Lakes Physician Partners',
  'Magnolia Health Partners',
  'Rocky Mountain Family Physicians',
  'Bayou Community Medical Group',
]

export const GENDERS = ['female', 'male'] as const
export const PATIENTS_ACCEPTED = ['yes', 'no', 'existing'] as const
export const VIRTUAL_SERVICES = ['both', 'phone', 'video', 'none'] as const

export const VISION_HEARING_SERVICES = [
  'EyeExam',
  'MedicalExam',
  'BothEyeAndMedicalExam',
  'Frames',
  'ContactLenses',
  'BothFramesAndContacts',
  'HearingExam',
] as const

/** Spec 9.6: the 29 states of the 2026 service area. */
export const SERVICE_AREA_STATES: readonly string[] = [
  'AL',
  'AZ',
  'AR',
  'CO',
  'FL',
  'GA',
  'HI',
  'IL',
  'IN',
  'KY',
  'MS',
  'MO',
  'NC',
  'OH',
  'OR',
  'PA',
  'SC',
  'TN',
  'TX',
  'WA',
  'DE',
  'IA',
  'KS',
  'LA',
  'NE',
  'NM',
  'OK',
  'UT',
  'VA',
]
