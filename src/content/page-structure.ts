/**
 * The structure every page, article and landing page keeps whatever editors do: its
 * first slice is a Hero, and it has exactly one h1 (the Hero's title; a rich text heading 1 is an
 * h1 too). Checked by tests/unit/content-structure.test.ts over published documents, and shown to
 * editors as a warning while they preview a draft (preview-banner.tsx).
 */
export type StructureProblem = 'firstNotHero' | 'noH1' | 'severalH1'

type SliceLike = { slice_type?: unknown; primary?: unknown }

function h1Count(slice: SliceLike): number {
  const primary = (slice.primary ?? {}) as Record<string, unknown>
  const hero =
    slice.slice_type === 'hero' && typeof primary.title === 'string' && primary.title.trim() !== ''
      ? 1
      : 0
  let headings = 0
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (value && typeof value === 'object') {
      if ((value as { type?: unknown }).type === 'heading1') headings += 1
      Object.values(value).forEach(visit)
    }
  }
  visit(slice.primary)
  visit((slice as { items?: unknown }).items)
  return hero + headings
}

export function pageStructureProblems(
  slices: readonly SliceLike[] | null | undefined,
): StructureProblem[] {
  const list = slices ?? []
  const problems: StructureProblem[] = []
  if (list[0]?.slice_type !== 'hero') problems.push('firstNotHero')
  const h1s = list.reduce((sum, slice) => sum + h1Count(slice), 0)
  if (h1s === 0) problems.push('noH1')
  if (h1s > 1) problems.push('severalH1')
  return problems
}
