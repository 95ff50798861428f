// Medical clinics group of spec 2.6 (definitions in lib/defs/medical.mjs and medical-forms-pdfs.mjs).
import { pairs } from './lib/blocks.mjs'
import { ALL, GROUPS } from './lib/defs/index.mjs'

export default pairs(GROUPS.medical, ALL)
