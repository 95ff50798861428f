/**
 * The canonical URLs and vocabularies of the two implementation guides this server follows:
 * Da Vinci PDex Plan-Net 1.1.0 (provider directory) and HL7 US Drug Formulary 2.0.1 (formulary).
 * See docs/decisions/0014-fhir-apis.md for why these versions.
 */
const PLAN_NET = 'http://hl7.org/fhir/us/davinci-pdex-plan-net'
const USDF = 'http://hl7.org/fhir/us/davinci-drug-formulary'

export const PROFILE = {
  Practitioner: `${PLAN_NET}/StructureDefinition/plannet-Practitioner`,
  PractitionerRole: `${PLAN_NET}/StructureDefinition/plannet-PractitionerRole`,
  Organization: `${PLAN_NET}/StructureDefinition/plannet-Organization`,
  Network: `${PLAN_NET}/StructureDefinition/plannet-Network`,
  OrganizationAffiliation: `${PLAN_NET}/StructureDefinition/plannet-OrganizationAffiliation`,
  Location: `${PLAN_NET}/StructureDefinition/plannet-Location`,
  HealthcareService: `${PLAN_NET}/StructureDefinition/plannet-HealthcareService`,
  InsurancePlan: `${PLAN_NET}/StructureDefinition/plannet-InsurancePlan`,
  Endpoint: `${PLAN_NET}/StructureDefinition/plannet-Endpoint`,
  Formulary: `${USDF}/StructureDefinition/usdf-Formulary`,
  FormularyDrug: `${USDF}/StructureDefinition/usdf-FormularyDrug`,
  FormularyItem: `${USDF}/StructureDefinition/usdf-FormularyItem`,
  PayerInsurancePlan: `${USDF}/StructureDefinition/usdf-PayerInsurancePlan`,
  InsurancePlanLocation: `${USDF}/StructureDefinition/usdf-InsurancePlanLocation`,
} as const

export const EXT = {
  networkReference: `${PLAN_NET}/StructureDefinition/network-reference`,
  newPatients: `${PLAN_NET}/StructureDefinition/newpatients`,
  deliveryMethod: `${PLAN_NET}/StructureDefinition/delivery-method`,
  communicationProficiency: `${PLAN_NET}/StructureDefinition/communication-proficiency`,
  boundaryGeojson: 'http://hl7.org/fhir/StructureDefinition/location-boundary-geojson',
  locationReference: `${PLAN_NET}/StructureDefinition/location-reference`,
  contactPointAvailableTime: `${PLAN_NET}/StructureDefinition/contactpoint-availabletime`,
  endpointUsecase: `${PLAN_NET}/StructureDefinition/endpoint-usecase`,
  accessibility: `${PLAN_NET}/StructureDefinition/accessibility`,
  qualification: `${PLAN_NET}/StructureDefinition/qualification`,
  practitionerQualification: `${PLAN_NET}/StructureDefinition/practitioner-qualification`,
  orgDescription: `${PLAN_NET}/StructureDefinition/org-description`,
  geolocation: 'http://hl7.org/fhir/StructureDefinition/geolocation',
  formularyReference: `${USDF}/StructureDefinition/usdf-FormularyReference-extension`,
  availabilityStatus: `${USDF}/StructureDefinition/usdf-AvailabilityStatus-extension`,
  availabilityPeriod: `${USDF}/StructureDefinition/usdf-AvailabilityPeriod-extension`,
  pharmacyBenefitType: `${USDF}/StructureDefinition/usdf-PharmacyBenefitType-extension`,
  drugTier: `${USDF}/StructureDefinition/usdf-DrugTierID-extension`,
  priorAuthorization: `${USDF}/StructureDefinition/usdf-PriorAuthorization-extension`,
  stepTherapy: `${USDF}/StructureDefinition/usdf-StepTherapyLimit-extension`,
  quantityLimit: `${USDF}/StructureDefinition/usdf-QuantityLimit-extension`,
  quantityLimitDetail: `${USDF}/StructureDefinition/usdf-QuantityLimitDetail-extension`,
  additionalCoverage: `${USDF}/StructureDefinition/usdf-AdditionalCoverageInformation-extension`,
} as const

export const SYSTEM = {
  npi: 'http://hl7.org/fhir/sid/us-npi',
  nucc: 'http://nucc.org/provider-taxonomy',
  orgType: `${PLAN_NET}/CodeSystem/OrgTypeCS`,
  providerRole: `${PLAN_NET}/CodeSystem/ProviderRoleCS`,
  acceptingPatients: `${PLAN_NET}/CodeSystem/AcceptingPatientsCS`,
  serviceCategory: `${PLAN_NET}/CodeSystem/HealthcareServiceCategoryCS`,
  productType: `${PLAN_NET}/CodeSystem/InsuranceProductTypeCS`,
  deliveryMethod: `${PLAN_NET}/CodeSystem/DeliveryMethodCS`,
  virtualModality: `${PLAN_NET}/CodeSystem/VirtualModalitiesCS`,
  languageProficiency: `${PLAN_NET}/CodeSystem/LanguageProficiencyCS`,
  affiliationRole: 'http://hl7.org/fhir/organization-role',
  connectionType: 'http://terminology.hl7.org/CodeSystem/endpoint-connection-type',
  payloadType: 'http://terminology.hl7.org/CodeSystem/endpoint-payload-type',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  language: 'urn:ietf:bcp:47',
  identifierType: 'http://terminology.hl7.org/CodeSystem/v2-0203',
  roleCode: 'http://terminology.hl7.org/CodeSystem/v3-RoleCode',
  serviceType: 'http://terminology.hl7.org/CodeSystem/service-type',
  affiliationRolePlanNet: `${PLAN_NET}/CodeSystem/OrganizationAffiliationRoleCS`,
  actReason: 'http://terminology.hl7.org/CodeSystem/v3-ActReason',
  // US Drug Formulary 2.0.1 publishes these code systems under -TEMPORARY-TRIAL-USE names.
  drugTier: `${USDF}/CodeSystem/usdf-DrugTierCS-TEMPORARY-TRIAL-USE`,
  pharmacyBenefitType: `${USDF}/CodeSystem/usdf-PharmacyBenefitTypeCS-TEMPORARY-TRIAL-USE`,
  benefitCostType: `${USDF}/CodeSystem/usdf-BenefitCostTypeCS-TEMPORARY-TRIAL-USE`,
  costShareOption: `${USDF}/CodeSystem/usdf-CostShareOptionCS-TEMPORARY-TRIAL-USE`,
  insurancePlanType: 'http://terminology.hl7.org/CodeSystem/insurance-plan-type',
  itemType: `${USDF}/CodeSystem/usdf-InsuranceItemTypeCS`,
  /** The plan's own identifiers and codes (no national code exists for them). */
  planContract: 'https://www.cms.gov/medicare/contract-plan-id',
  localDrug: 'https://www.ceibahealth.example/fhir/CodeSystem/drug-product',
  localTier: 'https://www.ceibahealth.example/fhir/CodeSystem/formulary-tier',
  localFormulary: 'https://www.ceibahealth.example/fhir/NamingSystem/formulary',
  localPlan: 'https://www.ceibahealth.example/fhir/NamingSystem/plan',
  accessibility: `${PLAN_NET}/CodeSystem/AccessibilityCS`,
  degree: 'http://terminology.hl7.org/CodeSystem/v2-0360',
  usps: 'https://www.usps.com/',
  /** State licence numbers as the directory holds them, one naming system per state (no national one exists). */
  localLicence: 'https://www.ceibahealth.example/fhir/NamingSystem/state-licence',
} as const

export const coding = (system: string, code: string, display?: string) => ({
  system,
  code,
  ...(display ? { display } : {}),
})
export const concept = (system: string, code: string, display: string) => ({
  coding: [coding(system, code, display)],
  text: display,
})

/** NUCC Health Care Provider Taxonomy codes of the directory's specialties (spec 3.7). */
export const NUCC: Record<string, { code: string; display: string }> = {
  'Family Medicine': { code: '207Q00000X', display: 'Family Medicine Physician' },
  'Internal Medicine': { code: '207R00000X', display: 'Internal Medicine Physician' },
  'General Practice': { code: '208D00000X', display: 'General Practice Physician' },
  'Geriatric Medicine': {
    code: '207RG0300X',
    display: 'Geriatric Medicine (Internal Medicine) Physician',
  },
  'Nurse Practitioner': { code: '363L00000X', display: 'Nurse Practitioner' },
  Cardiology: { code: '207RC0000X', display: 'Cardiovascular Disease Physician' },
  Endocrinology: { code: '207RE0101X', display: 'Endocrinology, Diabetes & Metabolism Physician' },
  Nephrology: { code: '207RN0300X', display: 'Nephrology Physician' },
  Pulmonology: { code: '207RP1001X', display: 'Pulmonary Disease Physician' },
  Gastroenterology: { code: '207RG0100X', display: 'Gastroenterology Physician' },
  Neurology: { code: '2084N0400X', display: 'Neurology Physician' },
  'Hematology and Oncology': { code: '207RH0003X', display: 'Hematology & Oncology Physician' },
  'Orthopedic Surgery': { code: '207X00000X', display: 'Orthopaedic Surgery Physician' },
  Dermatology: { code: '207N00000X', display: 'Dermatology Physician' },
  Ophthalmology: { code: '207W00000X', display: 'Ophthalmology Physician' },
  Optometry: { code: '152W00000X', display: 'Optometrist' },
  Otolaryngology: { code: '207Y00000X', display: 'Otolaryngology Physician' },
  Audiology: { code: '231H00000X', display: 'Audiologist' },
  Urology: { code: '208800000X', display: 'Urology Physician' },
  Rheumatology: { code: '207RR0500X', display: 'Rheumatology Physician' },
  Podiatry: { code: '213E00000X', display: 'Podiatrist' },
  Psychiatry: { code: '2084P0800X', display: 'Psychiatry Physician' },
  'Clinical Psychology': { code: '103TC0700X', display: 'Clinical Psychologist' },
  'Physical Medicine and Rehabilitation': {
    code: '208100000X',
    display: 'Physical Medicine & Rehabilitation Physician',
  },
  'General Surgery': { code: '208600000X', display: 'Surgery Physician' },
  'Infectious Disease': { code: '207RI0200X', display: 'Infectious Disease Physician' },
  'Allergy and Immunology': { code: '207K00000X', display: 'Allergy & Immunology Physician' },
  'Pain Medicine': { code: '208VP0000X', display: 'Pain Medicine Physician' },
  Chiropractic: { code: '111N00000X', display: 'Chiropractor' },
  'General Dentistry': { code: '1223G0001X', display: 'General Practice Dentist' },
  Pharmacy: { code: '333600000X', display: 'Pharmacy' },
  Hospital: { code: '282N00000X', display: 'General Acute Care Hospital' },
  'Urgent Care Center': { code: '261QU0200X', display: 'Urgent Care Clinic/Center' },
  'Primary Care Clinic': { code: '261QP2300X', display: 'Primary Care Clinic/Center' },
  'Federally Qualified Health Center': {
    code: '261QF0400X',
    display: 'Federally Qualified Health Center (FQHC)',
  },
  'Ambulatory Surgery Center': { code: '261QA1903X', display: 'Ambulatory Surgical Clinic/Center' },
  'Skilled Nursing Facility': { code: '314000000X', display: 'Skilled Nursing Facility' },
  'Imaging Center': { code: '261QR0200X', display: 'Radiology Clinic/Center' },
  'Clinical Laboratory': { code: '291U00000X', display: 'Clinical Medical Laboratory' },
  'Dialysis Center': {
    code: '261QE0700X',
    display: 'End-Stage Renal Disease (ESRD) Treatment Clinic/Center',
  },
  'Home Health Agency': { code: '251E00000X', display: 'Home Health Agency' },
  'Durable Medical Equipment Supplier': {
    code: '332B00000X',
    display: 'Durable Medical Equipment & Medical Supplies',
  },
  'Physical Therapy': { code: '225100000X', display: 'Physical Therapist' },
  'Occupational Therapy': { code: '225X00000X', display: 'Occupational Therapist' },
  'Speech-Language Pathology': { code: '235Z00000X', display: 'Speech-Language Pathologist' },
  'Hearing Aid Provider': { code: '237700000X', display: 'Hearing Instrument Specialist' },
  'Eyewear Provider': { code: '332H00000X', display: 'Eyewear Supplier' },
  'Behavioral Health Services': { code: '261QM0801X', display: 'Mental Health Clinic/Center' },
  Hospice: { code: '251G00000X', display: 'Community Based Hospice Care Agency' },
  'Non-Emergency Medical Transportation': {
    code: '343900000X',
    display: 'Non-emergency Medical Transport (VAN)',
  },
}

/** The specialty named by a NUCC code, or undefined. */
export const specialtyOfNucc = (code: string): string | undefined =>
  Object.entries(NUCC).find(([, entry]) => entry.code === code)?.[0]

/** Plan-Net HealthcareService categories of the directory's place and service specialties. */
export const SERVICE_CATEGORY: Record<string, { code: string; display: string }> = {
  Pharmacy: { code: 'pharm', display: 'Pharmacy' },
  Hospital: { code: 'hosp', display: 'Hospital' },
  'Urgent Care Center': { code: 'urg', display: 'Urgent Care' },
  'Primary Care Clinic': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Federally Qualified Health Center': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Ambulatory Surgery Center': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Skilled Nursing Facility': { code: 'other', display: 'Other' },
  'Imaging Center': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Clinical Laboratory': { code: 'lab', display: 'Laboratory' },
  'Dialysis Center': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Home Health Agency': { code: 'home', display: 'Home Health' },
  'Durable Medical Equipment Supplier': { code: 'dme', display: 'DME/Medical Supplies' },
  'Physical Therapy': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Occupational Therapy': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Speech-Language Pathology': { code: 'outpat', display: 'Clinic or Outpatient Facility' },
  'Hearing Aid Provider': { code: 'dme', display: 'DME/Medical Supplies' },
  'Eyewear Provider': { code: 'vis', display: 'Vision' },
  'Behavioral Health Services': { code: 'behav', display: 'Behavioral Health' },
  Hospice: { code: 'home', display: 'Home Health' },
  'Non-Emergency Medical Transportation': { code: 'trans', display: 'Transportation' },
}

/** BCP-47 codes of the directory's languages (the interpreter flag is not a language). */
export const LANGUAGE_CODE: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  'Haitian Creole': 'ht',
  Vietnamese: 'vi',
  Chinese: 'zh',
  Tagalog: 'tl',
  Korean: 'ko',
  Arabic: 'ar',
  French: 'fr',
  Portuguese: 'pt',
  Russian: 'ru',
  Hindi: 'hi',
}

/** The formulary's tiers (spec 9.3) with the US Drug Formulary tier code that fits each, if one does. */
export const TIERS: Record<number, { name: string; usdf?: { code: string; display: string } }> = {
  1: {
    name: 'Preferred generic',
    usdf: { code: 'preferred-generic', display: 'Preferred Generic' },
  },
  2: { name: 'Generic', usdf: { code: 'generic', display: 'Generic' } },
  3: { name: 'Preferred brand', usdf: { code: 'preferred-brand', display: 'Preferred Brand' } },
  4: {
    name: 'Non-preferred drug',
    usdf: { code: 'non-preferred-brand', display: 'Non-Preferred Brand' },
  },
  5: { name: 'Specialty tier', usdf: { code: 'specialty', display: 'Specialty' } },
  6: { name: 'Select care drugs' },
}
