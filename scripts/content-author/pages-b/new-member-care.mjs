// new-member-care group of spec 2.6 (definitions in lib/defs/new-member.mjs).
import { pairs } from './lib/blocks.mjs'
import { ALL, GROUPS } from './lib/defs/index.mjs'

export default pairs(GROUPS.newMember, ALL)
