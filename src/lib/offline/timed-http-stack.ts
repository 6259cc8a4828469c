/**
 * tus-js-client's requests with a time limit. On a phone's connection a
 * request can wait for ever: the link died without a word, or the answer
 * was lost. A request that goes `idleMs` with no byte of its body sent and
 * no answer is abandoned like a lost answer, and tus-js-client asks the
 * server how far the upload got (HEAD) before it goes on. A stack that tells
 * progress only once the whole body has gone (fetch) is given time for the
 * body at the slowest uplink we serve first.
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** The slowest uplink a request's body is given time for before its first progress: 1 KB/s. */
const slowestUplinkBytesPerSecond = 1024;

class TimedRequest implements HttpRequest {
  private moved = () => undefined as void;

  constructor(
    private readonly inner: HttpRequest,
    private readonly idleMs: number,
  ) {}
  getMethod() {
    return this.inner.getMethod();
  }
  getURL() {
    return this.inner.getURL();
  }
  setHeader(header: string, value: string) {
    this.inner.setHeader(header, value);
  }
  getHeader(header: string) {
    return this.inner.getHeader(header);
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.inner.setProgressHandler((bytesSent) => {
      this.moved();
      handler(bytesSent);
    });
  }
  send(body?: unknown): Promise<HttpResponse> {
    const size = body instanceof Blob ? body.size : 0;
    return new Promise<HttpResponse>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const wait = (ms: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          void this.inner.abort();
          reject(new Error(`tus: no answer within ${Math.round(ms / 1000)} s`));
        }, ms);
      };
      this.moved = () => wait(this.idleMs);
      wait(this.idleMs + (size * 1000) / slowestUplinkBytesPerSecond);
      this.inner.send(body).then(
        (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
  }
  abort() {
    return this.inner.abort();
  }
  getUnderlyingObject() {
    return this.inner.getUnderlyingObject();
  }
}

export function timedHttpStack(inner: HttpStack, idleMs: number): HttpStack {
  return {
    createRequest: (method, url) => new TimedRequest(inner.createRequest(method, url), idleMs),
    getName: () => `Timed${inner.getName()}`,
  };
}
