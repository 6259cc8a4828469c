/** The parts of the English catalog (vite.config.ts, englishCatalogParts): the app's words, and the words of some screens. */
declare module '*/en.json?app' {
  const words: Record<string, string>;
  export default words;
}
declare module '*/en.json?admin' {
  const words: Record<string, string>;
  export default words;
}
declare module '*/en.json?pages' {
  const words: Record<string, string>;
  export default words;
}
