/** The browser tests' global setup: the run's PGlite folders, and the demo copy made in the background. */
import { pgliteSetup } from './pglite-global-setup';

export default pgliteSetup({ demo: true });
