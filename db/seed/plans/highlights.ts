import { formatMoney } from '../../../src/plans/money.ts'
import type { AnyYearPlan, Plan } from '../../../src/plans/plan-types.ts'

type Sentence = { en: string; es: string }

/** Three to five plain sentences, in English and Spanish, drawn from the plan's own values. */
export function highlights(
  plan: Omit<AnyYearPlan, 'highlights' | 'documents'>,
): Plan['highlights'] {
  const { costs, benefits, dental } = plan
  const lines: Sentence[] = []
  lines.push(
    costs.premium === 0
      ? { en: '$0 monthly plan premium.', es: 'Prima mensual del plan de $0.' }
      : {
          en: `${formatMoney(costs.premium)} monthly plan premium.`,
          es: `Prima mensual del plan de ${formatMoney(costs.premium)}.`,
        },
  )
  if (costs.buydown > 0) {
    lines.push({
      en: `Get up to ${formatMoney(costs.buydown)} back on your Part B premium each month.`,
      es: `Reciba hasta ${formatMoney(costs.buydown)} de reembolso en su prima de la Parte B cada mes.`,
    })
  }
  if (plan.planType === 'D-SNP') {
    lines.push({
      en: '$0 copays for doctor visits and hospital stays when you have full Medicaid benefits.',
      es: 'Copagos de $0 en visitas al médico y estadías en el hospital si tiene beneficios completos de Medicaid.',
    })
  }
  if (plan.planType === 'C-SNP') {
    lines.push(
      plan.csnpConditions.length === 1
        ? {
            en: 'Built for people living with diabetes.',
            es: 'Diseñado para personas que viven con diabetes.',
          }
        : {
            en: 'Built for people living with diabetes, chronic heart failure or cardiovascular disease.',
            es: 'Diseñado para personas que viven con diabetes, insuficiencia cardíaca crónica o enfermedades cardiovasculares.',
          },
    )
  }
  const food = benefits.food_and_home_card.inNetwork.limit ?? 0
  if (food > 0) {
    lines.push({
      en: `${formatMoney(food)} a month on the Food and Home Card for healthy food and utility bills.`,
      es: `${formatMoney(food)} al mes en la Tarjeta de Alimentos y Hogar para alimentos saludables y facturas de servicios.`,
    })
  }
  const otc = benefits.otc.inNetwork.limit ?? 0
  if (otc > 0) {
    lines.push({
      en: `${formatMoney(otc)} every quarter for over-the-counter health items.`,
      es: `${formatMoney(otc)} cada trimestre para artículos de salud de venta libre.`,
    })
  }
  lines.push({
    en: `Up to ${formatMoney(dental.comprehensiveDentalAnnualLimit)} a year for comprehensive dental care.`,
    es: `Hasta ${formatMoney(dental.comprehensiveDentalAnnualLimit)} al año para atención dental integral.`,
  })
  if (!plan.drugCoverage) {
    lines.push({
      en: 'Medical coverage only: keep your VA, TRICARE or employer drug coverage.',
      es: 'Solo cobertura médica: conserve su cobertura de medicamentos de la VA, TRICARE o de su empleador.',
    })
  } else if (plan.drugs?.initialCoverage.tier1.retailCostshare === '$0' && plan.year < 2021) {
    // The $35 insulin limit came with the Part D Senior Savings Model in 2021.
    lines.push({
      en: 'Part D drug coverage with $0 Tier 1 drugs.',
      es: 'Cobertura de medicamentos de la Parte D con medicamentos de Nivel 1 de $0.',
    })
  } else if (plan.drugs?.initialCoverage.tier1.retailCostshare === '$0') {
    lines.push({
      en: 'Part D drug coverage with $0 Tier 1 drugs and insulin for no more than $35 a month.',
      es: 'Cobertura de medicamentos de la Parte D con medicamentos de Nivel 1 de $0 e insulina por no más de $35 al mes.',
    })
  }
  if (plan.planType === 'PPO') {
    lines.push({
      en: 'See doctors outside the network, usually at a higher cost share.',
      es: 'Consulte a médicos fuera de la red, normalmente con un costo compartido mayor.',
    })
  }
  const chosen = lines.slice(0, 5)
  return { en: chosen.map((line) => line.en), es: chosen.map((line) => line.es) }
}
