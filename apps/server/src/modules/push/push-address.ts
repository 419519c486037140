import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may post a push message. A subscription names any https address, so without
 * this a browser (or anyone with an account) could make the server connect to its own network:
 * loopback, private, CGNAT, link-local (the clouds' metadata service at 169.254.169.254),
 * unique-local IPv6, IPv4-mapped IPv6 and every other special range are refused in every mode.
 * Tests reach their loopback push service only through `allowLoopback`, an injected dependency.
 */
export type PushReach = { allowLoopback: boolean };

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** An IP address (v4 or v6, brackets stripped) a push message may go to. */
export function isPushAddress(ip: string, reach: PushReach): boolean {
  if (!ipaddr.isValid(ip) || !isIP(ip)) return false;
  const address = ipaddr.parse(ip);
  const range = address.range();
  if (range === 'loopback') return reach.allowLoopback;
  if (range !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}

/** RFC 6761: `localhost` and its subdomains are loopback whatever a resolver says. */
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/**
 * The subscription-time check of an endpoint's host (as `new URL` normalised it, so `0x7f000001`
 * and `2130706433` are already `127.0.0.1`): an address must be one push may reach, a name must
 * not be localhost. Other names are checked after resolution, when a message is sent.
 */
export function isPushHost(hostname: string, reach: PushReach): boolean {
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(bare)) return isPushAddress(bare, reach);
  return reach.allowLoopback || !isLocalhostName(bare);
}

/** An error a refused resolution ends with; the push is not sent and nothing connects. */
export class PushAddressRefused extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(hostname: string) {
    super(`push endpoint ${hostname} resolves to an address push may not reach`);
  }
}

type Resolve = (hostname: string, callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A socket `lookup` that resolves a name, checks every address it resolves to, and hands the
 * socket only those checked addresses: the connection goes where the check looked, so a DNS
 * answer that changes between check and connect (rebinding) cannot swap it.
 */
export function checkedLookup(reach: PushReach, resolve: Resolve = systemResolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, (err, found) => {
      if (err) return void callback(err, '', 0);
      const wanted = options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found;
      if (found.length === 0 || wanted.length === 0 || !found.every((a) => isPushAddress(a.address, reach))) return void callback(new PushAddressRefused(hostname), '', 0);
      if (options.all) return void (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, wanted);
      callback(null, wanted[0]!.address, wanted[0]!.family);
    });
  };
}
