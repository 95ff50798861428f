// The code defaults of src/ui/nav-links.ts, which the navigation and footer documents now hold.
import { FOOTER_GROUPS, NAV_LINKS } from '../../src/ui/nav-links.ts'

export const NAV_FOR_SEED = NAV_LINKS
export const FOOTER_GROUPS_FOR_SEED = FOOTER_GROUPS
