// enrollment-kits group of spec 2.6 (definitions in lib/defs/kits.mjs).
import { pairs } from './lib/blocks.mjs'
import { ALL, GROUPS } from './lib/defs/index.mjs'

export default pairs(GROUPS.kits, ALL)
