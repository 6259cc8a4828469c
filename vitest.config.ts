import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import LongestFirst from './tests/helpers/longest-first.ts';
import { englishCatalogParts } from './vite.config.ts';

// Three projects: unit (pure code, fake-indexeddb), integration (the server
// over real HTTP against PGlite and a throwaway PostgreSQL), e2e (the built
// app in Debian's Chromium). `npm test` builds the app first.
//
// The three run at once, one file per worker, on one worker more than there
// are cores: many files spend part of their time waiting (a server process
// starting, a browser, a throttled link), and the extra worker fills it. The
// longest files start first (tests/helpers/longest-first.ts).
export default defineConfig({
  // The app imports its English words in two parts (vite.config.ts); tests of app code do too.
  plugins: [englishCatalogParts()],
  test: {
    pool: 'forks',
    maxWorkers: availableParallelism() + 1,
    // A worker runs file after file with the modules it has loaded (the server, PGlite): each file still opens its own
    // server, database and browser, so nothing a test does reaches the next file.
    isolate: false,
    sequence: { sequencer: LongestFirst },
    // supabase-js needs a global WebSocket, which Node 20 has behind this flag.
    execArgv: ['--experimental-websocket'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/helpers/postgres-global-setup.ts', 'tests/helpers/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/browser-global-setup.ts', 'tests/helpers/pglite-global-setup.ts'],
          // A cap for a test that hangs, not a pace: a busy machine may take minutes where an idle one takes seconds.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
