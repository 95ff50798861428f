import { describe, expect, it } from 'vitest'
import { coveredByMonth, paymentPlanBills } from './payment-plan'

const bills = (covered: number[], cap: number, join: number) =>
  paymentPlanBills(covered, cap, join).map((month) => month.bill)
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100

describe("the Medicare Prescription Payment Plan, by CMS's own worked examples", () => {
  it('Medicare.gov example 1: $500 a month of drugs, joined in January 2025', () => {
    // "$2,000 - $0 = $2,000 / 12 = $166.67 ... you'll pay $166.67 for the month of January. You
    // have a remaining balance of $333.33"; February "$333.33 + $500 = $833.33 / 11 = $75.76";
    // March "$757.57 + $500 = $1,257.57 / 10 = $125.76". April reaches the $2,000 cap.
    const covered = [500, 500, 500, 500, 0, 0, 0, 0, 0, 0, 0, 0]
    const paid = bills(covered, 2000, 1)
    expect(paid.slice(0, 3)).toEqual([166.67, 75.76, 125.76])
    // April: $1,131.81 still owed + $500 = $1,631.81 / 9; then the balance spread over what is left.
    expect(paid[3]).toBe(181.31)
    expect(sum(paid)).toBe(2000)
  })

  // Joe's and Shawna's examples are CMS's, as plans republish them with the payment plan's notices
  // (e.g. a plan's "how payments are calculated" page); Example 1 is Medicare.gov's.
  it("CMS's example of a member who joins in April: Shawna's $4 fills, a $617 90-day fill, later $124 fills", () => {
    // Prior to April $4 a month at the pharmacy; April's maximum possible payment is
    // ($2,000 - $12) / 9 = $220.89; the table's bills are then $50.01, $50.59, $71.25, $72.05,
    // $73.05, $114.39, $116.39, $120.38, for the same $901.00 in the year.
    const covered = [4, 4, 4, 617, 4, 4, 124, 4, 4, 124, 4, 4]
    expect(bills(covered, 2000, 4)).toEqual([
      4, 4, 4, 220.89, 50.01, 50.59, 71.25, 72.05, 73.05, 114.39, 116.39, 120.38,
    ])
    expect(sum(bills(covered, 2000, 4))).toBe(901)
  })

  it("CMS's example of Joe: $4 in January, then a $2,534 fill that reaches the $2,000 cap in February", () => {
    // "$2,000 - $4 (what Joe paid in January) = $1,996. $1,996/11 ... = $181.45". CMS's table
    // rounds every later month to $181.45 too; spreading what is still owed month by month, the
    // cents it drops come back by December, so the year is exactly $2,000.
    const covered = [4, 1996, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
    const paid = bills(covered, 2000, 1)
    expect(paid.slice(0, 2)).toEqual([4, 181.45])
    for (const bill of paid.slice(2))
      expect(Math.abs(Math.round(bill * 100) - 18145)).toBeLessThanOrEqual(1)
    expect(sum(paid)).toBe(2000)
  })

  it('$1,800 of January fills in 2026, then $42 a month to the $2,100 cap: $175 in January, then the balance spread', () => {
    const covered = [1800, 42, 42, 42, 42, 42, 42, 42, 6, 0, 0, 0]
    // January: the lesser of $1,800 and $2,100 / 12 = $175; February: ($1,625 + $42) / 11 = $151.55.
    expect(bills(covered, 2100, 1)).toEqual([
      175, 151.55, 155.75, 160.41, 165.66, 171.66, 178.66, 187.06, 188.56, 188.56, 188.57, 188.56,
    ])
    expect(sum(bills(covered, 2100, 1))).toBe(2100)
    // Joining in December, with nothing left to pay in it, changes nothing.
    expect(bills(covered, 2100, 12)).toEqual(covered)
  })

  it('never changes the yearly total, whatever the month of joining', () => {
    const covered = [1800, 0, 42, 42, 42, 42, 42, 42, 42, 42, 0, 0]
    for (let join = 1; join <= 12; join++) {
      const months = paymentPlanBills(covered, 2100, join)
      expect(sum(months.map((month) => month.bill))).toBe(sum(covered))
      expect(months.filter((month) => month.inPlan).length).toBe(13 - join)
    }
  })

  it("takes each month's covered costs from an estimate's running total toward the cap", () => {
    expect(coveredByMonth([{ towardCap: 350 }, { towardCap: 392 }, { towardCap: 392 }])).toEqual([
      350, 42, 0,
    ])
  })
})
