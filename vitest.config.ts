import { defineConfig } from 'vitest/config';
import { englishCatalogParts } from './vite.config.ts';

// Three projects: unit (pure code, fake-indexeddb), integration (the server
// over real HTTP against PGlite and a throwaway PostgreSQL), e2e (the built
// app in Debian's Chromium). `npm test` builds the app first.
export default defineConfig({
  // The app imports its English words in two parts (vite.config.ts); tests of app code do too.
  plugins: [englishCatalogParts()],
  test: {
    pool: 'forks',
    // supabase-js needs a global WebSocket, which Node 20 has behind this flag.
    execArgv: ['--experimental-websocket'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node', sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/postgres-global-setup.ts', 'tests/helpers/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/browser-global-setup.ts', 'tests/helpers/demo-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          maxWorkers: 2,
        },
      },
    ],
  },
});
