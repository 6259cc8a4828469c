/**
 * The phone's link to the server, for tests and the benchmark: a TCP relay on
 * loopback in front of the server. It can throttle the uplink (phone →
 * server) to a few kilobytes a second, as a modem does, keeping only a small
 * buffer, and it can drop: every connection is cut at once and new ones are
 * refused for a moment. It counts the bytes that went up through it, so a
 * test can say how many bytes a photo cost, drops included.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface Link {
  url: string;
  /** Bytes carried up (phone → server) since the last reset. */
  upBytes(): number;
  reset(): void;
  /** Bytes per second up; null for no limit. */
  setUplink(bytesPerSecond: number | null): void;
  /** Cuts every connection now and refuses new ones for `ms`. */
  drop(ms: number): void;
  close(): Promise<void>;
}

const tickMs = 50;
/** The longest pause between two ticks the link makes up for: a modem does not save up what it did not send. */
const longestTickMs = 1000;
/** What the relay holds before it stops reading from the phone: a modem's small buffer. */
const bufferBytes = 8 * 1024;

export async function startLink(target: () => number): Promise<Link> {
  let up = 0;
  let uplink: number | null = null;
  let downUntil = 0;
  const pipes = new Set<{ phone: Socket; server: Socket; queue: Buffer[]; queued: number }>();

  const server = createServer((phone) => {
    if (Date.now() < downUntil) return void phone.destroy();
    const toServer = connect(target(), '127.0.0.1');
    const pipe = { phone, server: toServer, queue: [] as Buffer[], queued: 0 };
    pipes.add(pipe);
    phone.on('data', (chunk: Buffer) => {
      pipe.queue.push(chunk);
      pipe.queued += chunk.length;
      if (uplink === null) flush(pipe, Infinity);
      else if (pipe.queued >= bufferBytes) phone.pause();
    });
    toServer.pipe(phone);
    const end = () => {
      phone.destroy();
      toServer.destroy();
      pipes.delete(pipe);
    };
    phone.on('close', end).on('error', end);
    toServer.on('close', end).on('error', end);
  });

  function flush(pipe: { phone: Socket; server: Socket; queue: Buffer[]; queued: number }, budget: number): number {
    let sent = 0;
    while (pipe.queue.length > 0 && sent < budget) {
      const head = pipe.queue[0]!;
      const take = Math.min(head.length, budget - sent);
      pipe.server.write(head.subarray(0, take));
      if (take === head.length) pipe.queue.shift();
      else pipe.queue[0] = head.subarray(take);
      sent += take;
    }
    pipe.queued -= sent;
    up += sent;
    if (pipe.queued < bufferBytes) pipe.phone.resume();
    return sent;
  }

  // A busy machine runs the ticks late: each carries what the link carries in the time since the last, so the link
  // is as fast on a busy machine as on an idle one.
  let lastTick = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    const elapsed = Math.min(now - lastTick, longestTickMs);
    lastTick = now;
    if (uplink === null) return;
    // The link's capacity is shared by every connection on it.
    let budget = Math.round((uplink * elapsed) / 1000);
    for (const pipe of pipes) budget -= flush(pipe, budget);
  }, tickMs);

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    upBytes: () => up,
    reset: () => {
      up = 0;
    },
    setUplink: (bytesPerSecond) => {
      uplink = bytesPerSecond;
      if (uplink === null) for (const pipe of pipes) flush(pipe, Infinity);
    },
    drop: (ms) => {
      downUntil = Date.now() + ms;
      for (const pipe of pipes) {
        pipe.phone.destroy();
        pipe.server.destroy();
      }
      pipes.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer);
        for (const pipe of pipes) {
          pipe.phone.destroy();
          pipe.server.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
