import net from 'node:net';

/** One answer read off a raw connection: status line, headers (lower-case names) and body. */
export type TRawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * A keep-alive HTTP/1.1 connection on a plain socket, for tests that must see what a real
 * client sees on the wire: whether the connection still answers after a refused upload, or
 * is closed. (inject() has no connection; fetch() hides keep-alive.)
 */
export class RawConnection {
  private received = Buffer.alloc(0);
  private closed = false;
  private wake: (() => void) | null = null;
  private readonly socket: net.Socket;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.on('data', (chunk) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake?.();
    });
    // A server that closes while the client still writes resets the connection: a close too.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      this.closed = true;
      this.wake?.();
    });
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  /** Writes bytes as they are; false when the connection is already closed. */
  write(bytes: Buffer | string): boolean {
    if (this.closed || this.socket.destroyed) return false;
    this.socket.write(bytes);
    return true;
  }

  /**
   * The next answer on the connection, or 'closed' when the server closed it first. Fails
   * after `hangMs` with neither: the hang the tests exist to catch.
   */
  async answer(hangMs = 10_000): Promise<TRawAnswer | 'closed'> {
    const deadline = Date.now() + hangMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) return 'closed';
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('the connection hangs: no answer and not closed');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  close() {
    this.socket.destroy();
  }

  /** One complete answer from the front of the buffer (Content-Length or chunked), if there is one. */
  private parse(): TRawAnswer | null {
    const end = this.received.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.received.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine.split(' ')[1]);
    let rest = this.received.subarray(end + 4);
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return null;
        const size = Number.parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
        if (rest.length < lineEnd + 2 + size + 2) return null;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return null;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.received = rest;
    return { status, headers, body: body.toString('utf8') };
  }
}

/** A request's head as a client writes it, keep-alive, with the body's length when given. */
export function requestHead(
  method: string,
  url: string,
  headers: Record<string, string | number> = {},
): string {
  const lines = [`${method} ${url} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: keep-alive'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
