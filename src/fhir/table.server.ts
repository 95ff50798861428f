import { DIRECTORY_TYPES, ENDPOINT_TYPE } from './directory-types.server'
import {
  FORMULARY_ITEM_TYPE,
  INSURANCE_PLAN_TYPE,
  MEDICATION_KNOWLEDGE_TYPE,
} from './formulary-types.server'
import type { TypeDef } from './table-types'

/**
 * The router's table: every resource type the server answers, with its profiles, search
 * parameters and includes. The CapabilityStatement is generated from this table, and the
 * request parser accepts exactly what it declares.
 */
export const RESOURCE_TYPES: readonly TypeDef[] = [
  ...DIRECTORY_TYPES,
  ENDPOINT_TYPE,
  INSURANCE_PLAN_TYPE,
  MEDICATION_KNOWLEDGE_TYPE,
  FORMULARY_ITEM_TYPE,
]

export const TYPE_BY_NAME: ReadonlyMap<string, TypeDef> = new Map(
  RESOURCE_TYPES.map((def) => [def.type, def]),
)
