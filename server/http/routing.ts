/**
 * Requests no feature route claims: a wrong method on a known path answers
 * 405 with `Allow`; an unknown server path or file answers a JSON 404; any
 * other GET is an app route and gets the SPA shell. The shell is served from
 * a real catch-all route so it passes through compression like any answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isServerPath } from '../../contract/names/paths';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

type ShellHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

function toPattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** Call after the last route is registered: every request no route claims gets its answer here. */
export function answerUnclaimed(app: FastifyInstance, serveShell: ShellHandler): void {
  const known = new Map<string, KnownRoute>();
  for (const route of app.routeTable()) {
    if (route.url === '/*' || route.url === '*') continue;
    const entry = known.get(route.url) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
    entry.methods.add(route.method);
    known.set(route.url, entry);
  }

  const unmatched = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const allowed = new Set<string>();
    for (const route of known.values()) {
      if (route.pattern.test(pathname)) for (const method of route.methods) allowed.add(method);
    }
    if (allowed.size > 0 && !allowed.has(request.method)) {
      const list = [...allowed].sort().join(', ');
      request.errorSummary = 'method not allowed';
      return reply
        .status(405)
        .header('allow', list)
        .send({ message: `Method ${request.method} is not allowed here.`, detail: `Allowed: ${list}` });
    }
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !/\.[a-z0-9]+$/i.test(pathname);
    if (wantsPage && !isServerPath(pathname)) return serveShell(request, reply);
    request.errorSummary = 'not found';
    return reply.status(404).send({ message: 'Not found.', detail: `No such path: ${request.method} ${pathname}` });
  };
  app.get('/*', { config: { rawAnswer: 'the app’s pages (HTML), or a JSON 404 or 405' } }, unmatched);
  app.setNotFoundHandler(unmatched);
}
