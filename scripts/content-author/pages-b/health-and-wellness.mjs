// Health and wellness group of spec 2.6 (definitions in lib/defs/wellness.mjs; the articles are
// built by lib/build-articles.mjs from lib/defs/articles.mjs).
import { pairs } from './lib/blocks.mjs'
import { ALL, GROUPS } from './lib/defs/index.mjs'

export default pairs(GROUPS.wellness, ALL)
