import { boolean, date, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core'

/** Where a provider or store is: the address shown, and the point the distance search uses. */
function placeColumns() {
  return {
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    phone: text('phone').notNull(),
  }
}

/**
 * The provider and pharmacy directory (spec 3.7). One row per practitioner, place (hospital,
 * pharmacy, clinic) or other healthcare service. Geo search uses the btree (lat, lon) index as a
 * bounding-box prefilter and an exact haversine distance on the few rows left (ARCHITECTURE.md).
 */
export const providers = pgTable(
  'providers',
  {
    id: integer('id').primaryKey(),
    /** doctors | places | services: the three browse categories of spec 2.4. */
    category: text('category').notNull(),
    name: text('name').notNull(),
    specialty: text('specialty').notNull(),
    /** female | male | null (places and services have no gender). */
    gender: text('gender'),
    npi: text('npi').notNull(),
    /** Set for primary care providers a member can choose as PCP. */
    pcpId: text('pcp_id'),
    languages: text('languages').array().notNull(),
    medicalReferralGroups: text('medical_referral_groups').array().notNull(),
    /** HMO, PPO, D-SNP, C-SNP networks this provider belongs to (the `p` deep-link parameter). */
    planTypes: text('plan_types').array().notNull(),
    /** yes | no | existing */
    patientsAccepted: text('patients_accepted').notNull(),
    medicaidAccepted: boolean('medicaid_accepted').notNull(),
    medicaidCertified: boolean('medicaid_certified').notNull(),
    /** both | phone | video | none */
    virtualServices: text('virtual_services').notNull(),
    visionHearingServices: text('vision_hearing_services').array().notNull(),
    freeStandingFacility: boolean('free_standing_facility').notNull(),
    startDate: date('start_date').notNull(),
    ...placeColumns(),
  },
  (table) => [index('providers_lat_lon_idx').on(table.lat, table.lon)],
)

/** Stores that accept the food-and-home card (spec 3.8). */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    ...placeColumns(),
  },
  (table) => [index('stores_lat_lon_idx').on(table.lat, table.lon)],
)
