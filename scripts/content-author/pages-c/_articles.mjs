// Newsroom articles (issue 16): press releases and media coverage of the fictional Ceiba Health,
// newest first. {partner} is the fictional grocer FreshPath Markets; {publication} the fictional
// Senior Health Dispatch. Each item: uid, date (ISO), kind ('release' | 'coverage'), source for
// coverage, headline, summary (the hero lead and the listings' text) and body: lines of rich text
// (see ../slices.mjs `text`) or whole slices, such as a table. Figures come from the plan
// catalogue (db/seed/plans/catalogue-<year>.json) and the service area (db/seed/plans/metros.ts).
import { RELEASES_2024 } from './_news-2024.mjs'
import { RELEASES_2025 } from './_news-2025.mjs'
import { RELEASES_2026 } from './_news-2026.mjs'
import { COVERAGE } from './_news-coverage.mjs'

export const ARTICLES = [...RELEASES_2026, ...RELEASES_2025, ...RELEASES_2024, ...COVERAGE].sort((a, b) => b.date.localeCompare(a.date))
