import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type {
  DrugFlags,
  DrugForm,
  DrugNote,
  PriorAuth,
  QuantityLimit,
} from '../../src/plans/formulary-types.ts'

/** Drug products (spec 3.5): a generic name or a brand name, with its forms and strengths. */
export const drugs = pgTable('drugs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  genericName: text('generic_name').notNull(),
  isBrand: boolean('is_brand').notNull(),
  /** For a generic product, the brand it is the generic of. */
  brandOf: text('brand_of'),
  drugClass: text('drug_class').notNull(),
  kind: text('kind').$type<'standard' | 'insulin' | 'vaccine'>().notNull(),
  forms: jsonb('forms').$type<DrugForm[]>().notNull(),
})

/**
 * Normalized search terms (see src/plans/drug-names.ts): a product's whole name
 * (weight 0), each word of it (1), and its brand or generic counterpart (2). The pattern-ops
 * index serves prefix searches (`term LIKE 'lipi%'`) under any database collation.
 */
export const drugSearchTerms = pgTable(
  'drug_search_terms',
  {
    term: text('term').notNull(),
    drugId: text('drug_id')
      .notNull()
      .references(() => drugs.id, { onDelete: 'cascade' }),
    weight: integer('weight').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.drugId] }),
    index('drug_search_terms_prefix_idx').on(t.term.op('text_pattern_ops')),
  ],
)

/** A formulary: a plan formulary code and year (cor_2026), or a legacy criteria key (houston_2022). */
export const formularies = pgTable('formularies', {
  key: text('key').primaryKey(),
  code: text('code'),
  year: integer('year').notNull(),
  /** Earlier years: kept for their criteria documents, not searchable. */
  archived: boolean('archived').notNull(),
})

/** How one formulary covers one drug. */
export const formularyDrugs = pgTable(
  'formulary_drugs',
  {
    formularyKey: text('formulary_key')
      .notNull()
      .references(() => formularies.key, { onDelete: 'cascade' }),
    drugId: text('drug_id')
      .notNull()
      .references(() => drugs.id, { onDelete: 'cascade' }),
    covered: boolean('covered').notNull(),
    tier: integer('tier'),
    drugNotes: text('drug_notes').array().$type<DrugNote[]>().notNull(),
    flags: jsonb('flags').$type<DrugFlags>().notNull(),
    priorAuth: jsonb('prior_auth').$type<PriorAuth>(),
    stepTherapy: boolean('step_therapy').notNull(),
    quantityLimit: jsonb('quantity_limit').$type<QuantityLimit>(),
    alternatives: text('alternatives').array().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.formularyKey, t.drugId] })],
)
