import { describe, expect, it } from 'vitest'
import { pharmacyCostShares } from './pharmacy-costs'

const text = (tiers: Record<string, { retailCostshare: string }>) =>
  Object.fromEntries(Object.entries(tiers).map(([key, value]) => [key, value.retailCostshare]))

describe("a plan's cost shares by pharmacy type and supply", () => {
  it('prices preferred retail $5 under standard retail, 90 days as three months, mail order 90 days as two', () => {
    const shares = pharmacyCostShares({
      tier1: { retailCostshare: '$0' },
      tier2: { retailCostshare: '$8' },
      tier3: { retailCostshare: '$47' },
      tier4: { retailCostshare: '40%' },
      tier5: { retailCostshare: '25%' },
      tier6: { retailCostshare: '$0' },
    })
    expect(text(shares.standardRetail.days30)).toMatchObject({ tier2: '$8', tier3: '$47' })
    expect(text(shares.standardRetail.days90)).toMatchObject({
      tier2: '$24',
      tier3: '$141',
      tier4: '40%',
    })
    expect(text(shares.preferredRetail.days30)).toMatchObject({
      tier1: '$0',
      tier2: '$3',
      tier3: '$42',
    })
    expect(text(shares.preferredRetail.days90)).toMatchObject({ tier2: '$9', tier3: '$126' })
    expect(text(shares.mailOrder.days30)).toEqual(text(shares.preferredRetail.days30))
    expect(text(shares.mailOrder.days90)).toEqual({
      tier1: '$0',
      tier2: '$0',
      tier3: '$84',
      tier4: '40%',
      tier5: '25%',
      tier6: '$0',
    })
  })

  it("keeps a D-SNP's Extra Help range at every pharmacy, three months of it for 90 days", () => {
    const lis = { retailCostshare: '$0-$12.65' }
    const shares = pharmacyCostShares({
      tier1: { retailCostshare: '$0' },
      tier2: { retailCostshare: '$0' },
      tier3: lis,
      tier4: lis,
      tier5: lis,
    })
    for (const type of ['preferredRetail', 'standardRetail', 'mailOrder'] as const) {
      expect(shares[type].days30.tier3.retailCostshare).toBe('$0-$12.65')
      expect(shares[type].days90.tier5.retailCostshare).toBe('$0-$37.95')
    }
  })
})
