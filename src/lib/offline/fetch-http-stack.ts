/**
 * tus-js-client's requests made with fetch, for the service worker (which has
 * no XMLHttpRequest). Progress is reported when a request's body has gone,
 * so the worker sends photos in chunks.
 */
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

class FetchResponse implements HttpResponse {
  constructor(
    private readonly response: Response,
    private readonly body: string,
  ) {}
  getStatus() {
    return this.response.status;
  }
  getHeader(header: string) {
    return this.response.headers.get(header) ?? undefined;
  }
  getBody() {
    return this.body;
  }
  getUnderlyingObject() {
    return this.response;
  }
}

class FetchRequest implements HttpRequest {
  private readonly headers = new Headers();
  private readonly controller = new AbortController();
  private progress: (bytesSent: number) => void = () => undefined;

  constructor(
    private readonly method: string,
    private readonly url: string,
  ) {}
  getMethod() {
    return this.method;
  }
  getURL() {
    return this.url;
  }
  setHeader(header: string, value: string) {
    this.headers.set(header, value);
  }
  getHeader(header: string) {
    return this.headers.get(header) ?? undefined;
  }
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.progress = handler;
  }
  async send(body?: Blob | null): Promise<HttpResponse> {
    const response = await fetch(this.url, {
      method: this.method,
      headers: this.headers,
      body: body ?? null,
      signal: this.controller.signal,
    });
    if (body) this.progress(body.size);
    return new FetchResponse(response, await response.text());
  }
  async abort() {
    this.controller.abort();
  }
  getUnderlyingObject() {
    return this.controller;
  }
}

export const fetchHttpStack: HttpStack = {
  createRequest: (method, url) => new FetchRequest(method, url),
  getName: () => 'FetchHttpStack',
};
