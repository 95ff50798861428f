// The build's map of lazily loaded modules to their chunks (scripts/vite/chunk-map.ts).
declare module 'virtual:chunk-map' {
  const chunkMap: {
    chunks: Record<string, readonly string[]>
    namespaces: Record<string, readonly string[]>
  }
  export default chunkMap
}
