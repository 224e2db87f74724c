import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const MB = 1024 * 1024;
/**
 * The most of a refused body still read to its end so the connection can serve the next
 * request: more than the largest overshoot of an upload limit (a 25 MB picture against 20 MB),
 * far less than a refused video (200 MB), whose connection is closed instead.
 */
export const DRAIN_MAX_BYTES = 32 * MB;

/** Reads and drops what is left of a body; past `budget` bytes the connection is closed. */
function drain(raw: IncomingMessage, res: ServerResponse, budget: number) {
  // Whoever was reading it (the multipart parser) has given up and would hold the stream paused.
  raw.unpipe();
  let read = 0;
  const closeConnection = () => raw.socket?.destroy();
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read <= budget) return;
    raw.removeAllListeners('data');
    // Never cut the answer itself short.
    if (res.writableFinished) closeConnection();
    else res.once('finish', closeConnection);
  });
  raw.resume();
}

/**
 * Issue 14 item 15 (O14, O15): an answer sent before its request's body was read to the end
 * (an upload refused at its size limit, by its first bytes, ...) must not leave the keep-alive
 * connection waiting on bytes nobody reads. A body of at most DRAIN_MAX_BYTES is read and
 * dropped, so the connection answers the next request; a larger declared one is answered with
 * Connection: close and the connection closes after the answer.
 */
export default fp(async function unreadBodyPlugin(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    // Only a real connection has one to keep (inject()'s requests have no `complete`).
    if (raw.complete !== false) return payload;
    const declared = Number(raw.headers['content-length']);
    if (Number.isFinite(declared) && declared > DRAIN_MAX_BYTES) reply.header('Connection', 'close');
    drain(raw, reply.raw, DRAIN_MAX_BYTES);
    return payload;
  });
});
