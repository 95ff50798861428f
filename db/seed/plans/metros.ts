import type { DocumentYear } from '../../../src/plans/plan-years.ts'

// The service area (spec 9.6): one or two whole metro areas per state, counties by FIPS code,
// the central counties first. `since` is the first plan year: the five states of the older intro
// text (AZ, FL, IL, OH, TX) from 2019, growing to the 2023 list by 2023; the nine added states
// from 2026. Each metro's plans are filed under one CMS contract (H-number).
export type Metro = {
  key: string
  region: string
  state: string
  contract: string
  since: DocumentYear
  counties: string[]
}

export const METROS: Metro[] = [
  { key: 'birmingham', region: 'Birmingham', state: 'AL', contract: 'H0154', since: 2022, counties: ['01073', '01117', '01115', '01009', '01007', '01021', '01127'] },
  { key: 'phoenix', region: 'Phoenix', state: 'AZ', contract: 'H0321', since: 2019, counties: ['04013', '04021'] },
  { key: 'little-rock', region: 'Little Rock', state: 'AR', contract: 'H0462', since: 2022, counties: ['05119', '05125', '05045', '05085', '05053', '05105'] },
  { key: 'denver', region: 'Denver', state: 'CO', contract: 'H0637', since: 2021, counties: ['08031', '08005', '08059', '08001', '08035', '08014', '08039', '08093', '08019', '08047'] },
  { key: 'miami', region: 'Miami', state: 'FL', contract: 'H1234', since: 2019, counties: ['12086', '12011', '12099'] },
  { key: 'tampa', region: 'Tampa Bay', state: 'FL', contract: 'H1234', since: 2020, counties: ['12057', '12103', '12101', '12053'] },
  { key: 'atlanta', region: 'Atlanta', state: 'GA', contract: 'H1149', since: 2021, counties: ['13121', '13089', '13067', '13135', '13063', '13057', '13117', '13151', '13097', '13113', '13247'] },
  { key: 'honolulu', region: 'Honolulu', state: 'HI', contract: 'H1288', since: 2023, counties: ['15003'] },
  { key: 'chicago', region: 'Chicago', state: 'IL', contract: 'H1415', since: 2019, counties: ['17031', '17043', '17089', '17097', '17111', '17197', '17093', '17063', '17037'] },
  { key: 'indianapolis', region: 'Indianapolis', state: 'IN', contract: 'H1562', since: 2021, counties: ['18097', '18057', '18063', '18081', '18059', '18011', '18095', '18109', '18145', '18013', '18133'] },
  { key: 'louisville', region: 'Louisville', state: 'KY', contract: 'H1709', since: 2022, counties: ['21111', '21029', '21185', '21211', '21215', '21103', '21163', '21223'] },
  { key: 'jackson', region: 'Jackson', state: 'MS', contract: 'H2046', since: 2022, counties: ['28049', '28089', '28121', '28029', '28127', '28163', '28051'] },
  { key: 'st-louis', region: 'St. Louis', state: 'MO', contract: 'H2193', since: 2022, counties: ['29189', '29510', '29183', '29099', '29071', '29113', '29219'] },
  { key: 'charlotte', region: 'Charlotte', state: 'NC', contract: 'H2340', since: 2021, counties: ['37119', '37179', '37025', '37071', '37097', '37159', '37109', '37007'] },
  { key: 'columbus', region: 'Columbus', state: 'OH', contract: 'H2487', since: 2019, counties: ['39049', '39041', '39089', '39045', '39129', '39097', '39159', '39117', '39073', '39127'] },
  { key: 'portland', region: 'Portland', state: 'OR', contract: 'H2634', since: 2023, counties: ['41051', '41067', '41005', '41009', '41071'] },
  { key: 'philadelphia', region: 'Philadelphia', state: 'PA', contract: 'H2781', since: 2022, counties: ['42101', '42017', '42029', '42045', '42091'] },
  { key: 'columbia', region: 'Columbia', state: 'SC', contract: 'H2928', since: 2023, counties: ['45079', '45063', '45055', '45039', '45017', '45081'] },
  { key: 'nashville', region: 'Nashville', state: 'TN', contract: 'H3075', since: 2021, counties: ['47037', '47187', '47149', '47165', '47189', '47119', '47147', '47043', '47021', '47081', '47111', '47159', '47169', '47015'] },
  { key: 'houston', region: 'Houston', state: 'TX', contract: 'H3222', since: 2019, counties: ['48201', '48157', '48339', '48039', '48167', '48291', '48473', '48071', '48015'] },
  { key: 'san-antonio', region: 'San Antonio', state: 'TX', contract: 'H3222', since: 2020, counties: ['48029', '48091', '48187', '48325', '48493', '48013', '48019', '48259'] },
  { key: 'seattle', region: 'Seattle', state: 'WA', contract: 'H3369', since: 2023, counties: ['53033', '53053', '53061'] },
  { key: 'wilmington', region: 'Delaware', state: 'DE', contract: 'H4016', since: 2026, counties: ['10003', '10001', '10005'] },
  { key: 'des-moines', region: 'Des Moines', state: 'IA', contract: 'H4163', since: 2026, counties: ['19153', '19049', '19181', '19121', '19077', '19099'] },
  { key: 'wichita', region: 'Wichita', state: 'KS', contract: 'H4163', since: 2026, counties: ['20173', '20015', '20079', '20191'] },
  { key: 'new-orleans', region: 'New Orleans', state: 'LA', contract: 'H3222', since: 2026, counties: ['22071', '22051', '22103', '22087', '22089', '22095', '22075', '22093'] },
  { key: 'omaha', region: 'Omaha', state: 'NE', contract: 'H4310', since: 2026, counties: ['31055', '31153', '31025', '31155', '31177'] },
  { key: 'albuquerque', region: 'Albuquerque', state: 'NM', contract: 'H0321', since: 2026, counties: ['35001', '35043', '35061', '35057'] },
  { key: 'oklahoma-city', region: 'Oklahoma City', state: 'OK', contract: 'H4457', since: 2026, counties: ['40109', '40027', '40017', '40083', '40087', '40051', '40081'] },
  { key: 'salt-lake-city', region: 'Salt Lake City', state: 'UT', contract: 'H4604', since: 2026, counties: ['49035', '49045'] },
  { key: 'richmond', region: 'Richmond', state: 'VA', contract: 'H4751', since: 2026, counties: ['51760', '51087', '51041', '51085', '51730', '51670', '51570', '51075', '51145', '51127', '51149', '51053'] },
]
