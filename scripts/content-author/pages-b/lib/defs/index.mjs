// Every definition of part b, so hub lists can reach children defined in another group.
import { DRUG_PAGES } from './drugs.mjs'
import { DRUG_LIST_PAGES } from './drug-lists.mjs'
import { MEDICAL_PAGES } from './medical.mjs'
import { MEDICAL_FORM_PAGES } from './medical-forms-pdfs.mjs'
import { NEW_MEMBER_PAGES } from './new-member.mjs'
import { KIT_PAGES } from './kits.mjs'
import { WELLNESS_PAGES } from './wellness.mjs'

export const GROUPS = {
  drugs: [...DRUG_PAGES, ...DRUG_LIST_PAGES],
  medical: [...MEDICAL_PAGES, ...MEDICAL_FORM_PAGES],
  newMember: NEW_MEMBER_PAGES,
  kits: KIT_PAGES,
  wellness: WELLNESS_PAGES,
}
export const ALL = Object.values(GROUPS).flat()
