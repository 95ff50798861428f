import type { ContentDoc } from './content-validator'

/**
 * Problems across documents, each in an editor's words: the file, the field and what to do.
 * Used by content-documents.test.ts over published documents and drafts.
 */
type Doc = ContentDoc & { data: { path?: unknown } }

const LANGUAGE = { 'en-us': 'English', 'es-mx': 'Spanish' } as Record<string, string>
const languageOf = (lang: string) => LANGUAGE[lang] ?? lang
const pathOf = (doc: Doc) =>
  doc.type === 'page' && typeof doc.data.path === 'string' ? doc.data.path : null

/** Files sharing a value that must be unique: every file after the first is named with the first. */
function duplicates(
  docs: Doc[],
  key: (doc: Doc) => string | null,
  say: (doc: Doc, first: Doc) => string,
): string[] {
  const first = new Map<string, Doc>()
  return docs.flatMap((doc) => {
    const value = key(doc)
    if (value === null) return []
    const earlier = first.get(value)
    if (!earlier) {
      first.set(value, doc)
      return []
    }
    return [say(doc, earlier)]
  })
}

/** Ids unique; uids unique per type and language; page paths unique per language. */
export function uniquenessProblems(docs: Doc[]): string[] {
  return [
    ...duplicates(
      docs,
      (doc) => doc.id,
      (doc, first) =>
        `${doc.file}: its id ${doc.id} is also the id of ${first.file}; give it a new id (npm run content:new-page writes documents with new ids; a draft of a page lives under content/_drafts/)`,
    ),
    ...duplicates(
      docs,
      (doc) => (doc.uid ? `${doc.type}/${doc.lang}/${doc.uid}` : null),
      (doc, first) =>
        `${doc.file}: its uid "${doc.uid}" is also the uid of ${first.file}; a uid is unique in its type and language: change the uid and the file's name`,
    ),
    ...duplicates(
      docs,
      (doc) => (pathOf(doc) === null ? null : `${doc.lang}:${pathOf(doc)}`),
      (doc, first) =>
        `${doc.file}: its path "${pathOf(doc)}" is also the path of ${first.file}; change the path field of one of them`,
    ),
  ]
}

/** Twins named in alternate_languages exist, match, and name the document back. */
export function twinProblems(docs: Doc[]): string[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  return docs.flatMap((doc) =>
    doc.alternate_languages.flatMap((alt) => {
      const twin = byId.get(alt.id)
      const language = languageOf(alt.lang)
      if (!twin)
        return [
          `${doc.file}: alternate_languages names the ${language} twin ${alt.id}, which no published document has; correct the id or remove the entry`,
        ]
      const problems: string[] = []
      if (twin.uid !== alt.uid || twin.type !== alt.type || twin.lang !== alt.lang)
        problems.push(
          `${doc.file}: alternate_languages says its ${language} twin ${alt.id} is ${alt.type} "${alt.uid}" in ${alt.lang}, but ${twin.file} is ${twin.type} "${twin.uid}" in ${twin.lang}; copy the twin's uid, type and lang into the entry`,
        )
      if (!twin.alternate_languages.some((back) => back.id === doc.id))
        problems.push(
          `${doc.file}: its ${language} twin ${twin.file} does not link back in alternate_languages; add { "id": "${doc.id}", "uid": ${JSON.stringify(doc.uid)}, "type": "${doc.type}", "lang": "${doc.lang}" } to that file's alternate_languages`,
        )
      return problems
    }),
  )
}

/**
 * A draft of a published document keeps its id: drafts are laid over published documents by id,
 * so a draft with a new id at a published page's uid or path is never what the preview shows.
 */
export function draftProblems(drafts: Doc[], published: Doc[]): string[] {
  return drafts.flatMap((draft) => {
    const same = published.find(
      (doc) =>
        doc.type === draft.type &&
        doc.lang === draft.lang &&
        ((draft.uid !== null && doc.uid === draft.uid) ||
          (pathOf(draft) !== null && pathOf(doc) === pathOf(draft))),
    )
    if (!same || same.id === draft.id) return []
    return [
      `${draft.file}: it is a draft of ${same.file} (same ${same.uid === draft.uid ? 'uid' : 'path'}) but its id is ${draft.id}, not ${same.id}; a draft keeps the published document's id, or the preview shows the published page: copy it again with npm run content:draft -- ${same.file}`,
    ]
  })
}

/** The page structure rules (src/content/page-structure.ts) as the preview banner says them. */
export const STRUCTURE_IN_WORDS = {
  firstNotHero:
    "the first slice must be a Hero (it holds the page's main heading): move the hero slice to the top of data.slices",
  noH1: 'the page has no main heading: give the Hero slice a title',
  severalH1:
    "the page has more than one main heading (h1): keep the Hero's title and make the others heading2",
} as const
