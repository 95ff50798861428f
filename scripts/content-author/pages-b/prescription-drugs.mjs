// Prescription drugs group of spec 2.6 (definitions in lib/defs/drugs.mjs and drug-lists.mjs).
import { pairs } from './lib/blocks.mjs'
import { ALL, GROUPS } from './lib/defs/index.mjs'

export default pairs(GROUPS.drugs, ALL)
