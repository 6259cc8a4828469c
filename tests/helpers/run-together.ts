/**
 * Runs npm scripts side by side and fails when any fails: `npm test` checks,
 * typechecks and builds at once (each is one process on one core) before the
 * tests. Each script's output is printed whole when it ends, so two never
 * interleave, and a failure says which script it was.
 *
 *   tsx tests/helpers/run-together.ts lint typecheck build
 */
import { spawn } from 'node:child_process';

interface Ended {
  script: string;
  code: number | null;
  output: string;
  seconds: number;
}

function run(script: string): Promise<Ended> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('close', (code) => resolve({ script, code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

const scripts = process.argv.slice(2);
const ended = await Promise.all(
  scripts.map((script) =>
    run(script).then((result) => {
      const status = result.code === 0 ? 'done' : `FAILED (exit ${result.code})`;
      process.stdout.write(`${result.output}npm run ${script}: ${status} in ${result.seconds.toFixed(0)} s\n`);
      return result;
    }),
  ),
);
if (ended.some((result) => result.code !== 0)) process.exit(1);
