// Newsroom group of spec 2.6 (issue 16): the hub, press releases (paged, 6 a page), recent media
// coverage, the archives by year, and the articles of _articles.mjs. English only (spec 2.5).
import { children, cta, hero, page, text } from '../slices.mjs'
import { cms } from '../common.mjs'
import { ARTICLES } from './_articles.mjs'

const PER_PAGE = 6
const pressList = (title, items) => ({
  slice_type: 'press_list',
  variation: 'default',
  version: 'initial',
  primary: {
    title,
    releases: items.map((item) => ({ headline: item.headline, date: item.date, source: item.source ?? 'Ceiba Health', summary: item.summary, link: page(item.uid) })),
  },
  items: [],
})
const en = (side) => ({ en: side, es: null })
const long = (date) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))

const releases = ARTICLES.filter((item) => item.kind === 'release')
const coverage = ARTICLES.filter((item) => item.kind === 'coverage')
const releasePages = Array.from({ length: Math.ceil(releases.length / PER_PAGE) }, (_, i) => releases.slice(i * PER_PAGE, (i + 1) * PER_PAGE))
const releasesUid = (n) => (n === 1 ? 'press-releases' : `press-releases-page-${n}`)
const CURRENT_YEAR = ARTICLES[0].date.slice(0, 4)
const archiveYears = [...new Set(ARTICLES.map((item) => item.date.slice(0, 4)))].filter((year) => year < CURRENT_YEAR)

const MEDIA = [
  '## For journalists',
  'Our media team answers reporters\u2019 questions on weekdays, usually the same day, at press@ceibahealth.example. We can arrange interviews with our physicians, care managers and pharmacists in English and Spanish, and provide figures about our plans, such as the number of plans and states and our Medicare Star Ratings.',
  'We never share information about individual members with the media. Members who want to tell their story do so with their written consent, and we ask reporters not to identify members by their Medicare number, their health conditions or their address.',
]

export default [
  en({
    uid: 'newsroom',
    path: 'newsroom',
    title: 'Newsroom',
    metaDescription: 'News from Ceiba Health: press releases, media coverage and the archive of announcements about our Medicare Advantage plans.',
    slices: [
      hero({ title: 'Newsroom', lead: ['News about Ceiba Health, our members and our plans, newest first. Journalists can reach our media team at press@ceibahealth.example.'] }),
      pressList('Latest news', ARTICLES.slice(0, 4)),
      children({
        title: 'More news',
        items: [
          [page('press-releases'), 'Every press release, newest first: plans, benefits, Star Ratings and new states.'],
          [page('recent-media-coverage'), 'What newspapers and newsletters wrote about Ceiba Health, and what we changed after.'],
          [page('news-and-media-archives'), `Announcements and coverage from ${archiveYears.at(-1)} to ${archiveYears[0]}, by year.`],
        ],
      }),
      text(...MEDIA),
      cms('en'),
    ],
  }),
  ...releasePages.map((items, i) => {
    const n = i + 1
    const last = releasePages.length
    const nav = [
      `Page ${n} of ${last}.`,
      ...(n > 1 ? [`[Newer press releases (page ${n - 1})](page:${releasesUid(n - 1)})`] : []),
      ...(n < last ? [`[Older press releases (page ${n + 1})](page:${releasesUid(n + 1)})`] : []),
    ]
    return en({
      uid: releasesUid(n),
      path: n === 1 ? 'press-releases' : `press-releases/page-${n}`,
      title: n === 1 ? 'Press releases' : `Press releases, page ${n}`,
      metaDescription: n === 1 ? 'Ceiba Health press releases, newest first: Medicare Advantage plans, benefits, Star Ratings and the states we serve.' : `Older Ceiba Health press releases, page ${n} of ${last}.`,
      tags: n === 1 ? [] : ['noindex'],
      slices: [
        hero({
          eyebrow: 'Newsroom',
          title: n === 1 ? 'Press releases' : `Press releases, page ${n} of ${last}`,
          lead: [
            n === 1
              ? 'Announcements from Ceiba Health, newest first. Each release gives the date it was issued; figures and benefits describe the plan year named in it and may have changed since.'
              : `Releases from ${long(items.at(-1).date)} to ${long(items[0].date)}. Figures and benefits describe the plan year named in each release and may have changed since.`,
          ],
        }),
        pressList(n === 1 ? 'Latest releases' : `Releases, page ${n}`, items),
        text('## More press releases', ...nav),
        ...(n === 1
          ? [
              text(
                '## How we write press releases',
                'Our releases follow the Medicare marketing rules that apply to every plan: benefits are described with the plan year they apply to, Star Ratings with the year Medicare published them, and no release says that a plan is endorsed by Medicare or the government. When a release describes a benefit, the Summary of Benefits and the Evidence of Coverage of the plan are the documents that count.',
                'Releases stay online as they were issued. If a figure was wrong when we published it, we correct it and say so at the end of the release; figures that changed later, such as the number of plans in a new year, are left as they were.',
              ),
              text(...MEDIA),
            ]
          : []),
        cms('en'),
      ],
    })
  }),
  en({
    uid: 'recent-media-coverage',
    path: 'recent-media-coverage',
    title: 'Recent media coverage',
    metaDescription: 'What the media wrote about Ceiba Health, summarized, with what we changed after each article.',
    slices: [
      hero({ eyebrow: 'Newsroom', title: 'Recent media coverage', lead: ['Summaries of articles about Ceiba Health, newest first. We summarize rather than reprint; the opinions quoted are the publications\u2019, not ours.'] }),
      pressList('Coverage', coverage),
      text(
        '## Why we publish coverage that criticizes us',
        'Each summary includes what the article asked us to improve and what we did about it. Reporters often find what our own surveys miss: the Senior Health Dispatch found seminar handouts too small to read and directory listings without languages, and both were fixed within a few weeks.',
        'If you are a reporter working on a story about Medicare Advantage, bilingual health care or the states we serve, our media team can provide data and interviews. Requests for member stories go through our member experience team, and only with the member\u2019s written consent.',
      ),
      cta({ title: 'All our announcements', primary: page('press-releases', 'Press releases'), secondary: page('news-and-media-archives', 'Archives') }),
      cms('en'),
    ],
  }),
  en({
    uid: 'news-and-media-archives',
    path: 'news-and-media-archives',
    title: 'News and media archives',
    metaDescription: `The Ceiba Health news archive: press releases and media coverage from ${archiveYears.at(-1)} to ${archiveYears[0]}, by year.`,
    slices: [
      hero({ eyebrow: 'Newsroom', title: 'News and media archives', lead: [`Press releases and media coverage from before ${CURRENT_YEAR}, by year, newest first. For this year\u2019s news, see the newsroom.`] }),
      ...archiveYears.map((year) => pressList(year, ARTICLES.filter((item) => item.date.startsWith(year)))),
      text(
        '## Reading older announcements',
        'Archived releases describe the plans, benefits and service area of their year. In 2024 we served 20 states; in 2026 we serve 29. Premiums, copays and allowances change every January 1, so check the current plan documents before relying on a figure from an older release.',
        'What changed since then: the Part D coverage gap ended in 2025 and yearly drug costs are capped; the food and home card reached C-SNP members in 2026; our Star Ratings have been published by Medicare each October for the following year. Each archived item is kept exactly as it was issued, so that what we said and when stays on the record.',
        'Press releases from before 2024 and copies of printed media kits are available from our media team at press@ceibahealth.example.',
      ),
      cta({ title: 'This year\u2019s news', primary: page('newsroom', 'Newsroom') }),
      cms('en'),
    ],
  }),
  ...ARTICLES.map((item) =>
    en({
      uid: item.uid,
      path: item.uid,
      title: item.headline,
      metaDescription: item.summary,
      slices: [
        hero({ eyebrow: item.kind === 'release' ? `Press release · ${long(item.date)}` : `Media coverage · ${item.source} · ${long(item.date)}`, title: item.headline, lead: [item.summary] }),
        text(...item.body),
        cta({ title: 'More news', primary: page(item.kind === 'release' ? 'press-releases' : 'recent-media-coverage', item.kind === 'release' ? 'All press releases' : 'All media coverage'), secondary: page('newsroom', 'Newsroom') }),
        cms('en'),
      ],
    }),
  ),
]
