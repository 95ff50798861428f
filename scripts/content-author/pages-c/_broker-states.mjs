// Broker leader contacts per service-area state (spec 9.6): one leader per state, the metro and
// counties we sell in (from the plan seed, through catalogue part b's service-area facts), the 2026
// plans, and what a broker in that state should know. Names, emails and extensions are fictional.
import { readFileSync } from 'node:fs'
import { METROS, countyList, plansIn, STATE_PROGRAMS } from '../pages-b/lib/defs/service-area.mjs'
import { STATES } from '../pages-b/lib/common.mjs'

const COUNTIES = new Map(
  readFileSync(new URL('../../../db/seed/zips/counties.tsv', import.meta.url), 'utf8')
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .map(([fips, , name, label]) => [fips, { name, label }]),
)
const NUMBERS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen']
const joinAnd = (names) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)
/** "Jefferson, Shelby and Blount counties", "Orleans and Jefferson parishes", "Richmond City and Henrico County". */
function places(fipsList) {
  const list = fipsList.map((fips) => COUNTIES.get(fips))
  const labels = new Set(list.map(({ label }) => label))
  if (labels.size === 1 && !labels.has('City')) return `${joinAnd(list.map(({ name }) => name))} ${labels.has('Parish') ? 'parish' : 'count'}${list.length > 1 ? (labels.has('Parish') ? 'es' : 'ies') : labels.has('Parish') ? '' : 'y'}`
  return joinAnd(list.map(({ name, label }) => `${name} ${label}`))
}
const CONDITIONS = { diabetes: 'diabetes', chronicHeartFailure: 'chronic heart failure', cardiovascular: 'cardiovascular disorders' }

export const STATE_LEADERS = {
  AL: { name: 'Renee Whitfield', ext: '2101', office: '2100 Riverchase Center, Suite 310, Hoover, AL 35244', note: 'Walker and Chilton counties are rural, and many clients there are veterans who fill their prescriptions through the VA. VA drug coverage is creditable, so the Medical Only HMO can fit them; a client with no other drug coverage should not choose it, because Part D late enrollment penalties would follow.' },
  AZ: { name: 'Marco Villaseñor', ext: '2102', office: '4747 N 7th St, Suite 200, Phoenix, AZ 85014', note: 'Arizona has been in our service area since 2019. D-SNP applicants must show AHCCCS eligibility; long-term-care clients may be on ALTCS, which our D-SNP coordinates with. Winter visitors are common in Maricopa County: confirm the permanent address is in Arizona before you submit.' },
  AR: { name: 'Dana Pruitt', ext: '2103', office: '400 W Capitol Ave, Suite 1700, Little Rock, AR 72201', note: 'Faulkner County clients often drive to Little Rock specialists: before you recommend the Premium HMO over the Premium PPO, check that every specialist they see is in the HMO network. In Lonoke, Grant and Perry counties neither Premium plan is sold, so the choice there is between the Core HMO and, for clients who qualify, the special needs plans.' },
  CO: { name: 'Elena Hartmann', ext: '2104', office: '1600 Broadway, Suite 1050, Denver, CO 80202', note: 'In Colorado we offer no PPO with drug coverage for 2026. The Medical Only PPO gives out-of-network access but has no Part D, and enrolling in it ends a stand-alone Part D plan: offer it only to clients with creditable drug coverage such as the VA. Park, Clear Creek and Gilpin counties have few in-network pharmacies: point clients to mail order.' },
  FL: { name: 'Yolanda Céspedes', ext: '2105', office: '8300 NW 36th St, Suite 400, Doral, FL 33166 (Tampa Bay desk: 4830 W Kennedy Blvd, Tampa, FL 33609)', note: 'Florida is our largest market, with two metros and every plan type. Applications may be taken in English, Spanish and, for dual plans only, Haitian Creole. Many Miami-Dade D-SNP prospects are enrolled in Statewide Medicaid Managed Care: verify their Medicaid level (FBDE, QMB or SLMB) in the portal before the appointment.' },
  GA: { name: 'Terrence Oduya', ext: '2106', office: '3500 Lenox Rd NE, Suite 1500, Atlanta, GA 30326', note: 'Georgia has a smaller lineup for 2026: the Core HMO, the Dual Choice D-SNP and the Medical Only HMO. Georgia Medicaid eligibility for D-SNP is checked through the Georgia Gateway; ask the client for their Medicaid card at the scope-of-appointment stage.' },
  HI: { name: 'Leilani Kahananui', ext: '2107', office: '1001 Bishop St, Suite 2200, Honolulu, HI 96813', note: 'Honolulu County is our only Hawaii county. Med-QUEST members may qualify for the D-SNP. Because many clients receive care at military or VA facilities, ask whether they use TRICARE For Life: a Medicare Advantage plan rarely helps those clients, and we expect you to say so.' },
  IL: { name: 'Patrick Nowak', ext: '2108', office: '233 S Wacker Dr, Suite 4100, Chicago, IL 60606', note: 'Illinois clients who have both Medicare and Medicaid in Cook County are often passively enrolled in other integrated plans; confirm current enrollment before you propose the Dual Choice D-SNP. Polish, Spanish and Korean interpreters are available through Member Services for your appointments.' },
  IN: { name: 'Courtney Albers', ext: '2109', office: '111 Monument Circle, Suite 900, Indianapolis, IN 46204', note: 'Indiana clients who need long-term services may be in Indiana PathWays for Aging; our D-SNP coordinates with the PathWays plan the client chose. Hamilton and Boone county clients frequently compare the Core PPO with employer retiree coverage: check for retiree benefits before you recommend a switch.' },
  KY: { name: 'Jared Hollins', ext: '2110', office: '400 W Market St, Suite 2000, Louisville, KY 40202', note: 'Around Louisville we sell both a Core PPO and a Premium PPO in 2026, but only in Jefferson, Bullitt, Oldham and Shelby counties. Bullitt and Oldham county clients often keep Louisville doctors: look them up in the PPO directory with the client rather than assuming.' },
  MS: { name: 'Camille Barnett', ext: '2111', office: '188 E Capitol St, Suite 800, Jackson, MS 39201', note: 'Our Mississippi D-SNP accepts only full-benefit levels (FBDE, QMB+ and SLMB+), so a client with QMB or SLMB alone does not qualify for it. Holmes, Yazoo and Copiah counties are rural, and transportation is the most requested benefit there; show clients how to book rides before the first appointment.' },
  MO: { name: 'Stephen Kowalczyk', ext: '2112', office: '7700 Forsyth Blvd, Suite 1100, Clayton, MO 63105', note: 'Missouri Medicaid is MO HealthNet. St. Louis City and St. Louis County are separate jurisdictions: record the right one on the application, because the county code decides the plan options. Franklin, Lincoln and Warren county clients have fewer network hospitals; review the directory with them.' },
  NC: { name: 'Ashanti Greene', ext: '2113', office: '201 S Tryon St, Suite 1200, Charlotte, NC 28202', note: 'North Carolina Medicaid moved most beneficiaries to managed care; dual-eligible clients generally stay in NC Medicaid Direct, which our D-SNP coordinates with. Union and Cabarrus county clients may see doctors across the South Carolina line: routine care there is covered only on a PPO, and an HMO covers it only for emergencies and urgent care.' },
  OH: { name: 'Brian Mendenhall', ext: '2114', office: '250 S High St, Suite 700, Columbus, OH 43215', note: 'Ohio is one of our original 2019 states. Ohio Medicaid beneficiaries with Medicare may be in MyCare Ohio, which combines both programs in one plan. Joining our D-SNP ends the Medicare side of a MyCare membership, so explain how the client\u2019s Medicaid benefits continue afterwards, and call your broker leader if you are unsure.' },
  OR: { name: 'Sofia Lindqvist', ext: '2115', office: '1211 SW 5th Ave, Suite 1500, Portland, OR 97204', note: 'In Oregon, Medicaid is the Oregon Health Plan. Yamhill and Columbia county clients live farther from our network hospitals, and the Core PPO is not sold in those two counties: their PPO option is the Medical Only PPO, which has no drug coverage. Clients who want an unbiased second opinion can call SHIBA.' },
  PA: { name: 'Marcus DiNardo', ext: '2116', office: '1650 Market St, Suite 3600, Philadelphia, PA 19103', note: 'Pennsylvania dual-eligible clients in the five-county area are often in Community HealthChoices; our D-SNP is aligned with it when the client chooses our affiliated plan. Pennsylvania\u2019s PACE and PACENET prescription assistance programs for residents 65 and over work alongside the Part D coverage in our plans: ask clients whether they carry a PACE card.' },
  SC: { name: 'Latoya Simmons', ext: '2117', office: '1441 Main St, Suite 900, Columbia, SC 29201', note: 'South Carolina Healthy Connections is the state Medicaid program. We offer eight plans around Columbia, as many as in Florida and Kentucky; the Premium HMO and Premium PPO are often confused, so use the plan comparison with clients, and remember that both are sold only in Richland, Lexington and Kershaw counties.' },
  TN: { name: 'Russell Oakes', ext: '2118', office: '511 Union St, Suite 1400, Nashville, TN 37219', note: 'Our Nashville area covers fourteen counties, from Davidson to Cannon. TennCare beneficiaries may join the D-SNP. Clients in Macon, Smith and Trousdale counties are far from network specialists: make sure the client knows which specialists are within an hour of home.' },
  TX: { name: 'Gabriela Montemayor', ext: '2119', office: '1330 Post Oak Blvd, Suite 1600, Houston, TX 77056 (San Antonio desk: 300 Convent St, San Antonio, TX 78205)', note: 'Texas has two metros and two leader desks. Texas Medicaid clients with Medicare are usually in STAR+PLUS; our D-SNP works with the STAR+PLUS plan the client has. Hurricane season can trigger a disaster Special Enrollment Period along the Gulf Coast counties: check the broker portal alerts.' },
  WA: { name: 'Kevin Tanaka', ext: '2120', office: '1201 3rd Ave, Suite 2300, Seattle, WA 98101', note: 'Washington Apple Health is the state Medicaid program. King, Pierce and Snohomish counties are covered. Events in a health care setting (a clinic or pharmacy) may be held only in common areas, as CMS rules require, and never where patients wait for or receive care.' },
  DE: { name: 'Allison Brandt', ext: '2121', office: '1201 N Orange St, Suite 600, Wilmington, DE 19801', note: 'Delaware is new for 2026 and statewide: New Castle, Kent and Sussex counties. Delaware Medicaid (Diamond State Health Plan Plus for long-term care) determines D-SNP eligibility. Sussex County has many seasonal residents: enroll only clients whose permanent home is in Delaware.' },
  IA: { name: 'Nathan Schroeder', ext: '2122', office: '699 Walnut St, Suite 1600, Des Moines, IA 50309', note: 'Iowa is new for 2026. Guthrie and Jasper counties are rural, and the Premium PPO is not sold there. The Medical Only PPO lets clients see doctors without referrals, but it has no drug coverage and ends any stand-alone Part D plan: offer it only to clients with creditable drug coverage, such as VA benefits.' },
  KS: { name: 'Brooke Gallegos', ext: '2123', office: '125 N Market St, Suite 1100, Wichita, KS 67202', note: 'Kansas is new for 2026 around Wichita. KanCare is Kansas Medicaid; our D-SNP coordinates with the client\u2019s KanCare plan. Harvey and Sumner county clients often use hospitals in Newton and Wellington: both are in network.' },
  LA: { name: 'Andre Thibodeaux', ext: '2124', office: '701 Poydras St, Suite 2700, New Orleans, LA 70139', note: 'Louisiana is new for 2026 in eight parishes around New Orleans. Write the parish, not a county, on the application. Louisiana Medicaid eligibility is checked through the LaMEDS portal. Hurricane-season disaster Special Enrollment Periods apply here as on the Texas coast.' },
  NE: { name: 'Heather Lindgren', ext: '2125', office: '1299 Farnam St, Suite 800, Omaha, NE 68102', note: 'Nebraska is new for 2026. Heritage Health is Nebraska Medicaid. Many Sarpy County clients are military retirees from Offutt Air Force Base with TRICARE For Life: as in Hawaii, tell them honestly when a Medicare Advantage plan adds little.' },
  NM: { name: 'Ramón Archuleta', ext: '2126', office: '6100 Uptown Blvd NE, Suite 500, Albuquerque, NM 87110', note: 'New Mexico is new for 2026. Turquoise Care is New Mexico Medicaid. American Indian and Alaska Native clients may use Indian Health Service and tribal facilities at no cost whatever plan they choose; never suggest otherwise. Spanish-language appointments are common in Valencia County.' },
  OK: { name: 'Cody Whitehorse', ext: '2127', office: '100 N Broadway Ave, Suite 2900, Oklahoma City, OK 73102', note: 'Oklahoma is new for 2026 in seven counties. SoonerCare is Oklahoma Medicaid. Two PPOs with drug coverage are offered (Core and Premium) in Oklahoma, Cleveland, Canadian and Logan counties, and the Medical Only PPO serves clients with VA drug coverage. Grady, Lincoln and McClain counties are rural: check pharmacy access before you recommend an HMO.' },
  UT: { name: 'Megan Christensen', ext: '2128', office: '222 S Main St, Suite 1700, Salt Lake City, UT 84101', note: 'Utah is new for 2026 in Salt Lake and Tooele counties. Utah Medicaid determines D-SNP eligibility. Tooele County clients often commute to Salt Lake City for care; all major Salt Lake hospitals are in network.' },
  VA: { name: 'Jonathan Pierce', ext: '2129', office: '901 E Byrd St, Suite 1200, Richmond, VA 23219', note: 'Virginia is new for 2026. Cardinal Care is Virginia Medicaid. There is no C-SNP in Virginia for 2026, so clients with diabetes or heart failure should compare the Core HMO and the Premium PPO instead. Independent cities (Richmond, Petersburg, Hopewell, Colonial Heights) are written as cities, not counties, on the application.' },
}

const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, '-')

export const BROKER_STATES = Object.entries(STATE_LEADERS).map(([code, leader]) => {
  const metros = METROS.filter((metro) => metro.state === code)
  const plans = [...new Set(plansIn(2026, code).map((plan) => plan.name))]
  return {
    code,
    name: STATES[code][0],
    slug: slug(STATES[code][0]),
    leader,
    email: `${slug(leader.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '')).replace(/-/g, '.').replace(/^\.|\.$/g, '')}@ceibahealth.example`,
    metros,
    counties: metros.map((metro) => `${metro.region}: ${countyList(metro, 'en')}`),
    since: Math.min(...metros.map((metro) => metro.since)),
    plans,
    medicaid: STATE_PROGRAMS[code]?.medicaid ?? `${STATES[code][0]} Medicaid`,
    ship: STATE_PROGRAMS[code].ship,
    /** Each 2026 plan of the state with where it is sold (all of its metro or some counties), its rating and its rules. */
    offers: plansIn(2026, code).map((plan) => {
      const metro = metros.find((m) => m.region === plan.region)
      const whole = plan.counties.length === metro.counties.length
      const unit = metro.counties.every(({ label }) => label === 'Parish') ? 'parishes' : metro.counties.some(({ label }) => label === 'City') ? 'counties and cities' : 'counties'
      const everywhere = metro.counties.length === 1 ? `${metro.counties[0].name} ${metro.counties[0].label}` : `All ${NUMBERS[plan.counties.length] ?? plan.counties.length} ${unit}`
      return {
        name: plan.name,
        region: plan.region,
        type: plan.planType,
        drugs: plan.drugCoverage,
        contract: plan.contractId.slice(0, 5),
        stars: plan.starRating,
        where: whole ? everywhere : `Only ${places(plan.counties)}`,
        levels: plan.medicaidLevels,
        conditions: plan.csnpConditions.map((condition) => CONDITIONS[condition]),
      }
    }),
    dropped: [...new Set(plansIn(2025, code).map((plan) => plan.name))].filter((name) => !plans.includes(name)),
  }
})
