/**
 * Security headers. The Content-Security-Policy allows only our own origin:
 * the built app has no inline scripts or styles, so it needs no exceptions.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(extraConnectSources: readonly string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...extraConnectSources],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; extraConnectSources?: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(options.extraConnectSources),
    // Whenever people reach the app over HTTPS (PUBLIC_URL), whatever NODE_ENV says.
    strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
    // frame-ancestors 'none' already forbids framing; SAMEORIGIN here would say otherwise.
    xFrameOptions: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  });
}

/**
 * Headers that only mean something on a document (or a worker's script), left
 * off the files that never change (hashed code, photos): a phone's first visit
 * fetches dozens of them, and these would add about 700 bytes to each. What
 * guards a file itself stays: its type not sniffed, and not for other sites.
 */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
  'strict-transport-security',
  'x-request-id',
];

/**
 * What the app's hashed code has no use for: kept a year and never asked for
 * again (its name changes with it), nothing revalidates it or asks for part of it.
 */
const revalidationHeaders = ['etag', 'last-modified', 'accept-ranges'];

/**
 * Answers of this scope carry only what a file that never changes needs (see
 * documentOnlyHeaders); `named` files, whose name changes with their content, not even how to revalidate them.
 */
export function slimHeadersOfLastingFiles(scope: FastifyInstance, lasting: (url: string) => boolean, named = false): void {
  const dropped = named ? [...documentOnlyHeaders, ...revalidationHeaders] : documentOnlyHeaders;
  scope.addHook('onSend', async (request, reply) => {
    if (!lasting(request.url)) return;
    for (const name of dropped) reply.removeHeader(name);
  });
}
