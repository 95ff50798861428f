// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import { plans } from '../../../tests/fixtures/plans'
import { PlanFeatureList } from './plan-summary'

afterEach(cleanup)

/** The plan page's feature list as a person reads it: each term with its value. */
function readFeatures(index: number) {
  render(
    <I18nextProvider i18n={i18nFor('es')}>
      <PlanFeatureList plan={plans[index]!} lang="es" />
    </I18nextProvider>,
  )
  return Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

describe('the plan page in Spanish', () => {
  it('composes values that agree with their feature and say their period', () => {
    // The medical-only HMO: a giveback, no drug coverage, no food card.
    expect(readFeatures(5)).toMatchObject({
      'Tarjeta para alimentos y vivienda': 'Ninguna',
      'Deducible de medicamentos': 'No incluido',
      'Cobertura de medicamentos recetados': 'No incluida',
      'Reembolso de la Parte B': '$125 de vuelta al mes',
      'Asignación para productos de venta libre': '$75 cada trimestre',
      'Máximo de gastos de bolsillo, en la red': '$4,500 al año',
    })
    cleanup()
    // The D-SNP: no giveback (masculine), a monthly food card.
    expect(readFeatures(2)).toMatchObject({
      'Reembolso de la Parte B': 'Ninguno',
      'Tarjeta para alimentos y vivienda': '$150 al mes',
      'Deducible de medicamentos': '$0 al año',
    })
  })
})
