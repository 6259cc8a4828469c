/** What the service worker must never answer from the app shell. */
export const serverPathPatterns: RegExp[] = [/^\/api(\/|$)/, /^\/auth\/v1(\/|$)/, /^\/rest\/v1(\/|$)/, /^\/uploads(\/|$)/, /^\/dev(\/|$)/, /^\/pay(\/|$)/];

export const shellUrl = '/index.html';
