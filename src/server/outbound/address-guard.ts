import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a request made on behalf of outside data (a crawl, a push delivery) must never
 * reach: this machine, private networks, link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast and reserved ranges. BlockList also matches IPv4-mapped IPv6
 * addresses (::ffff:127.0.0.1) against the IPv4 rules.
 */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the old IPv4-compatible form (::127.0.0.1).
  ['::', 96],
  // NAT64 (well-known and local-use) and 6to4 carry an IPv4 address inside; any of them may
  // lead back in.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; false for anything private, local or reserved. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class AddressRefusedError extends Error {}

/** The host of a URL without IPv6 brackets: what DNS or an address check reads. */
export function bareHost(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

/**
 * Refuses a URL whose host is itself a non-public address (a name is checked once resolved,
 * by `guardedLookup`). `allowed` holds hosts a test lets through.
 */
export function checkLiteralHost(url: URL, allowed: ReadonlySet<string>): void {
  const host = bareHost(url);
  if (allowed.has(host) || isIP(host) === 0) return;
  if (!isPublicAddress(host)) {
    throw new AddressRefusedError(`${host} is a private or local address`);
  }
}

/** How names are resolved; tests may answer from a table instead of DNS. */
export type Resolver = (
  hostname: string,
  callback: (err: Error | null, addresses: LookupAddress[]) => void,
) => void;

const systemResolver: Resolver = (hostname, callback) =>
  dnsLookup(hostname, { all: true }, (err, addresses) => callback(err, addresses ?? []));

/**
 * A `lookup` for http.request that resolves the name and refuses it when any address it
 * resolves to is not public. The socket connects to exactly the address checked here, so a
 * name that changes its answer between check and connection (DNS rebinding) gains nothing.
 */
export function guardedLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const wanted = addresses.filter((a) => !options.family || a.family === options.family);
      if (wanted.length === 0) {
        return callback(new Error(`${hostname} has no address`), '', 0);
      }
      const bad = wanted.find((a) => !isPublicAddress(a.address));
      if (bad) {
        return callback(
          new AddressRefusedError(
            `${hostname} resolves to ${bad.address}, a private or local address`,
          ),
          '',
          0,
        );
      }
      if (options.all) return callback(null, wanted);
      const first = wanted[0]!;
      callback(null, first.address, first.family);
    });
  };
}
