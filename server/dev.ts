/**
 * `npm run dev`: the API server on API_PORT (default 8081) and Vite's dev
 * server with hot reload on PORT (default 8080), which proxies the server's
 * paths to the API, so the browser sees one origin, as in production.
 */
import { boot } from './boot';
import { loadConfig } from './config';

const port = Number(process.env.PORT ?? 8080);
const apiPort = Number(process.env.API_PORT ?? port + 1);
process.env.API_PORT = String(apiPort);

const config = loadConfig({
  ...process.env,
  PORT: String(apiPort),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  STATIC_DIR: 'none',
});
const app = await boot(config);
await app.listen({ port: apiPort, host: '127.0.0.1' });

const { createServer } = await import('vite');
const vite = await createServer({ server: { port, host: process.env.HOST ?? 'localhost', strictPort: true } });
await vite.listen();
vite.printUrls();

const stop = async () => {
  await Promise.allSettled([vite.close(), app.close()]);
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
