// Newsroom group of spec 2.6 (issue 16): the hub, press releases (paged, 6 a page), recent media
// coverage, the archives by year, and the articles of _articles.mjs. English only (spec 2.5).
import { children, cta, hero, page, text } from '../slices.mjs'
import { cms } from '../common.mjs'
import { ARTICLES } from './_articles.mjs'
import { PRESS_LINK } from './_news-common.mjs'
import { ARCHIVE_READING, ARCHIVE_YEARS, COVERAGE_CHANGES, COVERAGE_REPORTERS, COVERAGE_WHY, FACT_SHEET, JOURNALISTS, NEWSROOM_GUIDE, PRESS_KIT, RELEASES_ANATOMY, RELEASES_CALENDAR, RELEASES_HOW, YEARS_TABLE } from './_news-hubs.mjs'

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
/** An article's body as slices: consecutive lines make one rich text slice; slices (a table) stay as they are. */
const bodySlices = (body) =>
  body
    .reduce((out, part) => {
      if (typeof part !== 'string') out.push(part)
      else if (Array.isArray(out.at(-1))) out.at(-1).push(part)
      else out.push([part])
      return out
    }, [])
    .map((part) => (Array.isArray(part) ? text(...part) : part))

const releases = ARTICLES.filter((item) => item.kind === 'release')
const coverage = ARTICLES.filter((item) => item.kind === 'coverage')
const releasePages = Array.from({ length: Math.ceil(releases.length / PER_PAGE) }, (_, i) => releases.slice(i * PER_PAGE, (i + 1) * PER_PAGE))
const releasesUid = (n) => (n === 1 ? 'press-releases' : `press-releases-page-${n}`)
const CURRENT_YEAR = ARTICLES[0].date.slice(0, 4)
const archiveYears = [...new Set(ARTICLES.map((item) => item.date.slice(0, 4)))].filter((year) => year < CURRENT_YEAR)

export default [
  en({
    uid: 'newsroom',
    path: 'newsroom',
    title: 'Newsroom',
    metaDescription: 'News from Ceiba Health: press releases, media coverage and the archive of announcements about our Medicare Advantage plans.',
    slices: [
      hero({
        title: 'Newsroom',
        lead: [`Announcements from Ceiba Health and what the press has written about our Medicare Advantage plans, newest first, with the date each item was published. Journalists can reach our media team at ${PRESS_LINK}.`],
      }),
      pressList('Latest news', ARTICLES.slice(0, 4)),
      text(...NEWSROOM_GUIDE),
      children({
        title: 'More news',
        items: [
          [page('press-releases'), 'Every press release, newest first: plans, benefits, Star Ratings and new states.'],
          [page('recent-media-coverage'), 'What newspapers and newsletters wrote about Ceiba Health, and what we changed after.'],
          [page('news-and-media-archives'), `Announcements and coverage from ${archiveYears.at(-1)} to ${archiveYears[0]}, by year.`],
        ],
      }),
      text(...FACT_SHEET),
      text(...JOURNALISTS),
      text(...PRESS_KIT),
      cms('en', { stars: true }),
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
              text(...RELEASES_ANATOMY),
              text(...RELEASES_CALENDAR),
              text(...RELEASES_HOW),
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
      text(...COVERAGE_CHANGES),
      text(...COVERAGE_WHY),
      text(...COVERAGE_REPORTERS),
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
      text(...ARCHIVE_YEARS),
      YEARS_TABLE,
      text(...ARCHIVE_READING),
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
        ...bodySlices(item.body),
        cta({ title: 'More news', primary: page(item.kind === 'release' ? 'press-releases' : 'recent-media-coverage', item.kind === 'release' ? 'All press releases' : 'All media coverage'), secondary: page('newsroom', 'Newsroom') }),
        cms('en'),
      ],
    }),
  ),
]
