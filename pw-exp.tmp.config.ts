import base from './playwright.config'
export default { ...base, testDir: 'tests/e2e-exp-tmp', webServer: undefined, workers: 1, projects: [base.projects![0]!] }
