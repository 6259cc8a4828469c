/**
 * tus-js-client's requests with a time limit. On a phone's connection a
 * request can wait for ever: the link died without a word, or the answer
 * was lost. A request is abandoned like a lost answer, and tus-js-client
 * asks the server how far the upload got (HEAD) before it goes on, once it
 * has had `idleMs` plus the time its body takes at the slowest uplink we
 * serve, and `idleMs` since its body last moved. (A body "sent" may still sit
 * in the phone's and the network's buffers, so progress alone cannot say
 * the answer is late.)
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

/** The slowest uplink a request's body is given time for: 1 KB/s. */
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
    const floor = Date.now() + this.idleMs + (size * 1000) / slowestUplinkBytesPerSecond;
    return new Promise<HttpResponse>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waitUntil = (deadline: number) => {
        clearTimeout(timer);
        timer = setTimeout(
          () => {
            void this.inner.abort();
            reject(new Error('tus: no answer in time'));
          },
          Math.max(0, deadline - Date.now()),
        );
      };
      this.moved = () => waitUntil(Math.max(floor, Date.now() + this.idleMs));
      waitUntil(floor);
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
