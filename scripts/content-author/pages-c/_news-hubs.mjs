// The newsroom hubs' own copy (issue 16): what a journalist or member finds on each hub, the fact
// sheet of the current plan year, the media contact and press kit. Figures: _news-common.mjs
// YEAR_FACTS and db/seed/plans/catalogue-<year>.json.
import { table } from '../slices.mjs'
import { PRESS_LINK, YEAR_FACTS } from './_news-common.mjs'

const now = YEAR_FACTS[2026]

/** The newsroom's fact sheet: the 2026 plan year in figures (a list, which a phone shows without scrolling sideways). */
export const FACT_SHEET = [
  '## Fact sheet: Ceiba Health in plan year 2026',
  '- **Founded:** 2014, as primary care clinics for older adults; based in Miami.',
  `- **States served:** ${now.states}, nine of them new in 2026.`,
  `- **Service area:** ${now.metros} metro areas, ${now.counties} counties.`,
  `- **Medicare Advantage plans:** ${now.plans}: 81 HMO, 44 PPO, 31 Dual Choice D-SNP and 28 Heart & Diabetes C-SNP.`,
  '- **Plans with a $0 monthly premium:** 108 of 184.',
  '- **Medicare Star Ratings for 2026:** 18 plans at 5 stars; 80 of the 143 rated plans at 4 stars or more; 41 plans too new to be rated.',
  '- **Languages:** English and Spanish on every page, letter and call; Haitian Creole for Florida dual plans; interpreters in any language at no cost.',
  'Star Ratings are assessed each year and may change from one year to the next. Figures describe plan year 2026 and change every January 1.',
]

export const NEWSROOM_GUIDE = [
  '## What you will find here',
  'The newsroom gathers what Ceiba Health has announced and what others have written about us. Press releases are our own announcements: new plans each October, Medicare Star Ratings, new states, and partnerships such as the food and home card with FreshPath Markets. Media coverage pages summarize articles by publications such as Senior Health Dispatch, including the criticism, and say what we changed afterwards. Everything from before this year is in the archives.',
  'Members looking for their own benefits will find them faster in their plan documents or by calling Member Services: a press release describes a plan year as it was announced, not the coverage of a particular member.',
]

export const JOURNALISTS = [
  '## For journalists',
  `Our media team, led by Lucía Ferrer, director of communications, answers reporters\u2019 questions on weekdays, usually the same day, at ${PRESS_LINK}. Please include your publication, your deadline and the subject of your story.`,
  'We can arrange interviews in English and Spanish with:',
  '- James Okafor, chief executive officer: our strategy, the states we serve and why we expand where we do.',
  '- Dr. Elena Vargas, chief medical officer: care programs, Star Ratings, special needs plans and the food and home card.',
  '- Priya Raman, chief technology officer: open data, the provider directory and our care platform.',
  '- Marisol Ortega, vice president of member experience: the enrollment season, seminars and Member Services.',
  '- Beatriz Salinas, director of language access: service in Spanish, Haitian Creole and other languages.',
  'We never share information about individual members with the media. Members who want to tell their story do so with their written consent, and we ask reporters not to identify members by their Medicare number, their health conditions or their address.',
]

export const PRESS_KIT = [
  '## Press kit',
  `The press kit holds the fact sheet above as a printable page, our logo in color and in one color, biographies and portraits of the leaders listed above, and photographs of our care centers and member events taken with the consent of everyone shown. Ask for it at ${PRESS_LINK}; we send it the same day.`,
  'When you use our materials, please do not suggest that Ceiba Health or its plans are endorsed by Medicare or the federal government, and name the plan year when you quote a benefit or a figure.',
]

export const RELEASES_HOW = [
  '## How we write press releases',
  'Our releases follow the Medicare marketing rules that apply to every plan: benefits are described with the plan year they apply to, Star Ratings with the year Medicare published them, and no release says that a plan is endorsed by Medicare or the government. When a release describes a benefit, the Summary of Benefits and the Evidence of Coverage of the plan are the documents that count.',
  'Releases stay online as they were issued. If a figure was wrong when we published it, we correct it and say so at the end of the release; figures that changed later, such as the number of plans in a new year, are left as they were.',
]

export const RELEASES_ANATOMY = [
  '## What each release contains',
  'Every release opens with a dateline, the city and date it was issued, followed by the news and the figures behind it: plans, states, counties, Star Ratings or benefits of a named plan year. Quotes come from named Ceiba Health leaders. A section for members says what, if anything, they need to do and how to reach Member Services, and the release ends with a short description of Ceiba Health and the media contact.',
]

export const RELEASES_CALENDAR = [
  '## When we announce what',
  '- **October 1**: the next year\u2019s plans, premiums and service area, on the day Medicare allows plans to market them.',
  '- **Early to mid October**: the Star Ratings Medicare publishes for the next plan year, with every Ceiba Health plan\u2019s rating.',
  '- **October 15**: the start of the Annual Enrollment Period, which runs to December 7, with our phone hours and seminar schedule.',
  '- **January**: our first members in new states, and what new members should do in their first 90 days.',
  '- **During the year**: partnerships, new benefits for the following January, and changes to how members reach us.',
  `Reporters who want a release the moment it is issued can ask to join our press list at ${PRESS_LINK}. We do not offer releases under embargo about Star Ratings: Medicare publishes them first.`,
]

export const COVERAGE_WHY = [
  '## Why we publish coverage that criticizes us',
  'Each summary includes what the article asked us to improve and what we did about it. Reporters often find what our own surveys miss: the Senior Health Dispatch found seminar handouts too small to read and directory listings without languages, and both were fixed within a few weeks.',
  'We summarize rather than reprint, because the articles belong to their publications. A summary says when the article appeared, what it reported and which of its findings concerned Ceiba Health; quotations are limited to what the publication attributed to our own staff.',
]

export const COVERAGE_CHANGES = [
  '## What changed after the coverage',
  '### Senior Health Dispatch, March 2026',
  '- **Finding:** some directory listings did not say which doctors speak Spanish.',
  '- **What we changed:** practices confirm their doctors\u2019 languages every 90 days, and the directory filters by language (April 2026).',
  '### Senior Health Dispatch, February 2025',
  '- **Finding:** seminar handouts were too dense for people with low vision, and seminars were announced only online.',
  '- **What we changed:** handouts in 14-point type, large print at every event, and seminars listed in the printed member newsletter (March 2025).',
  '### Senior Health Dispatch, May 2024',
  '- **Finding:** Hawaii callers needed Ilocano and Tagalog, and neighbor-island residents were unsure whether they were covered.',
  '- **What we changed:** Ilocano and Tagalog interpreters on the Member Services line, and Hawaii materials that say on the first page that only Honolulu County is served.',
]

export const COVERAGE_REPORTERS = [
  '## For reporters working on a story',
  `If you are writing about Medicare Advantage, bilingual health care or the states we serve, our media team can check figures about our plans, explain how a benefit works and arrange interviews with our physicians, pharmacists and care managers. Write to ${PRESS_LINK}.`,
  'This page lists every summary we have published, newest first. Summaries of articles from earlier years are also filed in the [news and media archives](page:news-and-media-archives) under the year the article appeared, next to our own releases of that year, so you can read what we announced and what was written about it side by side.',
  'If an article about us contains a factual error, we ask the publication for a correction and add a note to our summary. Requests for member stories go through our member experience team, and only with the member\u2019s written consent.',
]

/** The archives' comparison of plan years: the figures a reader needs to place an old release. */
export const YEARS_TABLE = table({
  title: 'Plan years at a glance',
  caption: 'Figures by plan year',
  head: ['Figure', '2024', '2025', '2026'],
  rows: [
    ['Plans', '117', '139', '184'],
    ['States', '20', '20', '29'],
    ['Counties', '154', '154', '205'],
    ['Plans at 5 stars', '6', '10', '18'],
    ['Plans at 4 stars or more', '39 of 96 rated', '66 of 139', '80 of 143 rated'],
    ['Plans with a $0 monthly premium', '56', '73', '108'],
  ],
})

export const ARCHIVE_YEARS = [
  '## The years in brief',
  '- **2025**: our provider directory and drug lists became open data in July; in September we announced that the food and home card would reach C-SNP members in nine more states; on October 1 we named the nine states joining in 2026, and ten days later Medicare rated 18 of our plans at 5 stars. The Senior Health Dispatch reviewed our Medicare seminars in February.',
  '- **2024**: the Senior Health Dispatch looked at our first full year in Honolulu County in May, and on October 1 we announced 139 plans for 2025, the first year of the $2,000 yearly cap on Part D drug costs.',
  'Each year lists releases and coverage together, newest first; the source beside each date tells an announcement of ours from an article about us.',
]

export const ARCHIVE_READING = [
  '## Reading older announcements',
  'Archived releases describe the plans, benefits and service area of their year. Premiums, copays and allowances change every January 1, so check the current plan documents before relying on a figure from an older release.',
  'What changed since then: the Part D coverage gap ended in 2025 and yearly drug costs are capped; the food and home card, offered on our C-SNP plans in 17 states in 2025, reached 26 states in 2026; our Star Ratings have been published by Medicare each October for the following year. Each archived item is kept exactly as it was issued, so that what we said and when stays on the record.',
  `Press releases from before 2024, coverage summaries that have been retired and copies of printed media kits are available from our media team at ${PRESS_LINK}. Tell us the year and the subject; we answer within two working days.`,
]
