import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * http://host:port of a listening server: the address and port it really has (PORT=0 picks one),
 * with a wildcard host (0.0.0.0, ::) named by the loopback address a browser on this machine uses.
 */
export function listeningUrl(server: Server): string {
  const address = server.address() as AddressInfo | null;
  if (!address) throw new Error('The server is not listening yet.');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
