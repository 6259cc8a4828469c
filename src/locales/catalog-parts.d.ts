/** The two parts of the English catalog (vite.config.ts, englishCatalogParts): the app's words and the admin area's. */
declare module '*/en.json?app' {
  const words: Record<string, string>;
  export default words;
}
declare module '*/en.json?admin' {
  const words: Record<string, string>;
  export default words;
}
