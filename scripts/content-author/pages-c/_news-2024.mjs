// Press releases issued in 2024. Figures: db/seed/plans/catalogue-2024.json and catalogue-2025.json.
import { table } from '../slices.mjs'
import { HOURS, about } from './_news-common.mjs'

export const RELEASES_2024 = [
  {
    uid: 'ceiba-health-announces-2025-plans',
    date: '2024-10-01',
    kind: 'release',
    headline: 'Ceiba Health announces its 2025 Medicare Advantage plans in 20 states',
    summary: 'Ceiba Health will offer 139 plans in 2025, with $0 Part D vaccines, insulin capped at $35 a month and a lower yearly limit on drug costs under the new Medicare rules.',
    body: [
      'MIAMI, October 1, 2024 — Ceiba Health today announced 139 Medicare Advantage plans for 2025 in 20 states: Alabama, Arizona, Arkansas, Colorado, Florida, Georgia, Hawaii, Illinois, Indiana, Kentucky, Mississippi, Missouri, North Carolina, Ohio, Oregon, Pennsylvania, South Carolina, Tennessee, Texas and Washington. That is 22 more plans than in 2024, in the same 22 metro areas and 154 counties.',
      table({
        title: 'The 2025 plans at a glance',
        caption: 'Number of plans, 2024 and 2025',
        head: ['Plan type', '2024', '2025'],
        rows: [
          ['HMO plans (Core, Premium, Giveback, Medical Only)', '45', '58'],
          ['PPO plans (Core, Premium, Medical Only)', '30', '41'],
          ['Dual Choice D-SNP, for Medicare and Medicaid', '22', '22'],
          ['Heart & Diabetes C-SNP, for chronic conditions', '20', '18'],
          ['Plans with a $0 monthly premium', '56', '73'],
        ],
      }),
      '## New for 2025: the Giveback HMO',
      'The new Ceiba Giveback HMO, offered as 16 plans in 15 states, pays back part of the member\u2019s Medicare Part B premium each month; the amount appears on the member\u2019s Social Security benefit. Members keep paying their Part B premium to Medicare as before. The giveback amount varies by county and is listed in each plan\u2019s Summary of Benefits.',
      '## Part D changes for everyone',
      'Under the Inflation Reduction Act, Medicare Part D changes in 2025: the coverage gap ends and yearly out-of-pocket costs for covered drugs are capped at $2,000. Members can also spread their drug costs over the year with the [Medicare Prescription Payment Plan](page:prescription-payment-plan). Covered insulins stay at no more than $35 for a one-month supply, and Part D vaccines cost $0. Members with Extra Help pay $0 coinsurance on covered Part D drugs on plans that charge coinsurance.',
      '"The 2025 changes are the biggest in Part D since it began," said James Okafor, chief executive officer. "We\u2019re training every representative and pharmacist to explain them in plain words, in English and in Spanish."',
      '## How to compare',
      'The Annual Enrollment Period runs from October 15 to December 7, 2024, for coverage starting January 1, 2025. Plan details, Summaries of Benefits and drug lists are on the Ceiba Health website from today. Current members will find their changes in the Annual Notice of Change mailed by September 30. Medicare publishes the 2025 Star Ratings of every plan later in October.',
      `People comparing plans can call a licensed agent at 1-800-555-0145 (TTY 711). Members can call Member Services at 1-800-555-0123 (TTY 711), ${HOURS}.`,
      ...about(2024),
    ],
  },
]
