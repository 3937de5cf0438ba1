import { createSocket, type Socket } from 'node:dgram';

// Segment documents go to the X-Ray daemon (in Lambda, a local UDP listener)
// as datagrams: a JSON header line, then one document. UDP: a lost datagram
// is a lost subsegment, never an error. see docs/operations.md#x-ray
const HEADER = '{"format": "json", "version": 1}\n';

export type DaemonAddress = { host: string; port: number };

/** `127.0.0.1:2000`, or the UDP half of `tcp:127.0.0.1:2000 udp:127.0.0.1:2001`. */
export function parseDaemonAddress(value: string | undefined): DaemonAddress | null {
  if (!value) return null;
  const parts = value.trim().split(/\s+/);
  const udp = parts.find((p) => p.startsWith('udp:')) ?? (parts.length === 1 ? parts[0] : undefined);
  if (!udp) return null;
  const address = udp.replace(/^udp:/, '');
  const colon = address.lastIndexOf(':');
  const port = Number(address.slice(colon + 1));
  const host = address.slice(0, colon);
  if (colon <= 0 || !Number.isInteger(port) || port <= 0 || port > 65535) return null;
  return { host, port };
}

let socket: Socket | null = null;
const inFlight = new Set<Promise<void>>();

function openSocket(): Socket {
  if (!socket) {
    socket = createSocket('udp4');
    // An open socket must not keep a script or test process alive.
    socket.unref();
    socket.on('error', () => {});
  }
  return socket;
}

/** Sends one document; failures are swallowed. */
export function sendDocument(address: DaemonAddress, document: object): void {
  try {
    const datagram = Buffer.from(HEADER + JSON.stringify(document));
    const sent = new Promise<void>((resolve) => {
      openSocket().send(datagram, address.port, address.host, () => resolve());
    });
    inFlight.add(sent);
    void sent.then(() => inFlight.delete(sent));
  } catch {
    // Tracing never fails a request.
  }
}

/**
 * Resolves once the datagrams sent so far have left the process: Lambda
 * freezes it as soon as the handler returns.
 */
export async function flushDocuments(): Promise<void> {
  await Promise.all([...inFlight]);
}
