// The phone the benchmarks emulate, taken from Lighthouse's mobile defaults so that the Playwright
// figures (hydration, scripts, interactions) and Lighthouse's own are of one device: its screen,
// its user agent, Slow 4G and a 4x slower CPU, applied through the DevTools protocol.
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js'

const SLOW_4G = throttling.mobileSlow4G
const screen = screenEmulationMetrics.mobile!

/** A fresh context (empty cache and storage) on the emulated phone. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  })
}

/** Slows `page`'s CPU 4x and, with `network`, its network to Slow 4G (as Lighthouse's devtools throttling does). */
export async function throttle(page: Page, { network }: { network: boolean }) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdownMultiplier })
  if (!network) return
  await cdp.send('Network.enable')
  // DevTools takes bytes per second, Lighthouse's settings are in Kbit/s (lighthouse/core/lib/emulation.js).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: Math.floor((SLOW_4G.downloadThroughputKbps * 1024) / 8),
    uploadThroughput: Math.floor((SLOW_4G.uploadThroughputKbps * 1024) / 8),
  })
}
