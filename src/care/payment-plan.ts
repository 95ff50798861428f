import type { MonthCost } from './cost-model'

/**
 * The Medicare Prescription Payment Plan (Inflation Reduction Act section 11202, 42 CFR 423.137;
 * since 2025 anyone with Part D may join it, in any month): instead of paying the pharmacy, the
 * member gets a monthly bill from the plan for the out-of-pocket costs of covered Part D drugs.
 * The formula every plan uses, as CMS publishes it (final Part One guidance on the Medicare
 * Prescription Payment Plan for 2025, and Medicare.gov's "Examples of this payment option"):
 *
 * - the first month: the "maximum possible payment" is the year's out-of-pocket cap minus what
 *   the member paid before joining, divided by the months left in the year (the first month
 *   included); the bill is the lesser of that and the month's out-of-pocket costs;
 * - every later month: what is still owed plus the month's new costs, divided by the months left
 *   in the year (that month included).
 *
 * December divides by one, so the bills add up to exactly what the pharmacy would have been paid:
 * the yearly total never changes. Amounts are rounded to the cent, half up, month by month, as
 * CMS's examples are. Months before joining are paid at the pharmacy as usual.
 */
export type PaymentPlanMonth = {
  month: number
  /** What the month's covered drugs would cost at the pharmacy. */
  atPharmacy: number
  /** What the member pays for that month: the plan's bill, or the pharmacy before joining. */
  bill: number
  /** True from the month the member joined. */
  inPlan: boolean
}

const toCents = (dollars: number) => Math.round(dollars * 100)
/** Half-up division of cents by whole months (CMS rounds $75.7573 to $75.76). */
const spread = (cents: number, months: number) => Math.floor((cents * 2 + months) / (months * 2))

/**
 * The month-by-month payments of a member who joins in `joinMonth` (1-12), for the covered
 * out-of-pocket costs of each month (`covered[0]` is January) under a year's cap.
 */
export function paymentPlanBills(
  covered: readonly number[],
  cap: number,
  joinMonth: number,
): PaymentPlanMonth[] {
  const capCents = toCents(cap)
  let paidBefore = 0
  let owed = 0
  return covered.slice(0, 12).map((amount, index) => {
    const month = index + 1
    const cost = toCents(amount)
    const monthsLeft = 13 - month
    let bill: number
    if (month < joinMonth) {
      bill = cost
      paidBefore += cost
    } else if (month === joinMonth) {
      const maximum = spread(Math.max(0, capCents - paidBefore), monthsLeft)
      bill = Math.min(cost, maximum)
      owed = cost - bill
    } else {
      bill = spread(owed + cost, monthsLeft)
      owed = owed + cost - bill
    }
    return { month, atPharmacy: cost / 100, bill: bill / 100, inPlan: month >= joinMonth }
  })
}

/** Each month's covered out-of-pocket cost of an estimate: what it added toward the cap. */
export function coveredByMonth(months: readonly Pick<MonthCost, 'towardCap'>[]): number[] {
  return months.map(
    (month, index) =>
      Math.round((month.towardCap - (index ? months[index - 1]!.towardCap : 0)) * 100) / 100,
  )
}
