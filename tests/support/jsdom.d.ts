// jsdom ships no types; the component tests only need the constructor and its window.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; pretendToBeVisual?: boolean })
    window: Window & typeof globalThis
  }
}
