// State postal codes by FIPS state code (Census), for the states and territories the ZIP data covers.
const STATES: Record<string, string> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
}

// Independent cities outside Virginia (Virginia's are every county code from 510 up).
const INDEPENDENT_CITIES = new Set(['24510', '29510', '32510'])

export function stateForFips(fips: string): string | undefined {
  return STATES[fips.slice(0, 2)]
}

/** The word shown after a county's name: 'Parish' in Louisiana, 'City' for independent cities. */
export function countyLabel(fips: string): string {
  const state = stateForFips(fips)
  if (state === 'LA') return 'Parish'
  if (state === 'AK') return 'Borough'
  if (state === 'PR') return 'Municipio'
  if (INDEPENDENT_CITIES.has(fips) || (state === 'VA' && Number(fips.slice(2)) >= 510))
    return 'City'
  return 'County'
}
