/**
 * The development stand-ins' pages (the dev SMS outbox, the USSD simulator):
 * plain HTML with one shared stylesheet, no script, under the strict CSP.
 * What they show (texts with links, people's numbers) is served only to the
 * machine the server runs on, unless DEV_MAILBOX=true opens the dev pages on
 * purpose.
 */
import type { FastifyInstance } from 'fastify';
import { forbidden } from '../domain/errors';

export const devStylesheetPath = '/dev/pages.css';

export const isLoopback = (address: string) => /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/.test(address);

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The dev pages' look (the dev mailbox's too). */
export const devStylesheet = `body{font-family:system-ui,sans-serif;margin:0;background:#fffcf2;color:#1b1a17}
header{background:#1b1a17;color:#fff;padding:16px 20px}header h1{margin:0;font-size:20px}header p{margin:4px 0 0;color:#e9cf7a}
main{max-width:860px;margin:0 auto;padding:16px}
article{background:#fff;border:1px solid #e7e0cc;border-radius:12px;padding:16px;margin:0 0 16px}
h2{font-size:17px;margin:0 0 6px}.meta{color:#5f5b52;font-size:14px;margin:0 0 10px}
a.button,button,.links a{display:inline-block;background:#e9b824;color:#1b1a17;font:inherit;font-weight:700;padding:10px 14px;border:0;border-radius:999px;text-decoration:none;margin:4px 0;cursor:pointer}
.links a{word-break:break-all}
pre,.screen{white-space:pre-wrap;background:#fdf3d3;padding:12px;border-radius:8px;font-size:15px;font-family:ui-monospace,monospace}
.phone{max-width:360px;margin:0 auto}.screen{min-height:150px;background:#d8e8c8;border:6px solid #1b1a17;border-radius:14px}
label{display:block;font-weight:600;margin:10px 0 4px}input,select{font:inherit;padding:8px;width:100%;box-sizing:border-box}
.empty{color:#5f5b52}`;

/** Serves the dev pages' stylesheet once per app. */
export function registerDevStylesheet(app: FastifyInstance): void {
  if (app.hasRoute({ method: 'GET', url: devStylesheetPath })) return;
  app.get(devStylesheetPath, { config: { rawAnswer: 'the dev pages’ stylesheet' } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(devStylesheet),
  );
}

/** In this plugin's scope: refuses every request that does not come from this machine, unless `open`. */
export function onlyThisMachine(app: FastifyInstance, open: boolean, what: string): void {
  if (open) {
    app.log.warn(`${what} is served to every client (DEV_MAILBOX=true)`);
    return;
  }
  app.addHook('onRequest', async (request) => {
    if (!isLoopback(request.ip)) {
      throw forbidden(`${what} is served only to the machine the server runs on. Set DEV_MAILBOX=true to serve it to everyone.`);
    }
  });
}

/** A dev page: a dark header saying what it is, then `main` (HTML, already escaped). */
export function devPage(title: string, intro: string, main: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Nnoboa</title><link rel="icon" href="/favicon.png"><link rel="stylesheet" href="${devStylesheetPath}"></head>
<body><header><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p></header>
<main>${main}</main></body></html>`;
}
