/** The build's precache plan, put into the worker when it is built (vite.config.ts); read through ./plan.ts. */
declare module 'virtual:precache-plan' {
  const plan: unknown;
  export default plan;
}
