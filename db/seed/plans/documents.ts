import type { AnyYearPlan, DocumentType, PlanDocument } from '../../../src/plans/plan-types.ts'

type Kind = {
  type: DocumentType
  file: string
  en: string
  es: string
  applies: (plan: Omit<AnyYearPlan, 'documents'>) => boolean
}

const always = () => true

// The plan-specific documents of spec 3.3, in the order a member needs them.
const KINDS: Kind[] = [
  {
    type: 'SB',
    file: 'summary-of-benefits',
    en: 'Summary of Benefits',
    es: 'Resumen de beneficios',
    applies: always,
  },
  {
    type: 'EOC',
    file: 'evidence-of-coverage',
    en: 'Evidence of Coverage',
    es: 'Evidencia de cobertura',
    applies: always,
  },
  {
    type: 'ANOC',
    file: 'annual-notice-of-change',
    en: 'Annual Notice of Change',
    es: 'Aviso anual de cambios',
    applies: always,
  },
  {
    type: 'formularyDrugList',
    file: 'formulary',
    en: 'Formulary (List of Covered Drugs)',
    es: 'Formulario (Lista de medicamentos cubiertos)',
    applies: (plan) => plan.drugCoverage,
  },
  {
    type: 'LIS_CHART',
    file: 'extra-help-premium-chart',
    en: 'Extra Help (LIS) Premium Chart',
    es: 'Tabla de primas con Ayuda Adicional (LIS)',
    applies: (plan) => plan.drugCoverage,
  },
  {
    type: 'food_and_home_card',
    file: 'food-and-home-card',
    en: 'Food and Home Card Guide',
    es: 'Guía de la Tarjeta de Alimentos y Hogar',
    applies: (plan) => (plan.benefits.food_and_home_card.inNetwork.limit ?? 0) > 0,
  },
  {
    type: 'STAR_RATINGS',
    file: 'star-ratings',
    en: 'Star Ratings',
    es: 'Calificaciones de estrellas',
    applies: (plan) => plan.starRating !== null,
  },
]

/** The plan's documents in both languages; each URL is served by src/routes/documents/plans/$.ts. */
export function planDocuments(plan: Omit<AnyYearPlan, 'documents'>): PlanDocument[] {
  return KINDS.filter((kind) => kind.applies(plan)).flatMap((kind) =>
    (['en-us', 'es-mx'] as const).map((lang) => ({
      type: kind.type,
      lang,
      title: `${lang === 'en-us' ? kind.en : kind.es} ${plan.year}`,
      url: `/documents/plans/${plan.year}/${plan.slug}/${kind.file}-${lang === 'en-us' ? 'en' : 'es'}.pdf`,
    })),
  )
}
