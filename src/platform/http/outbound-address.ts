import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/**
 * No SSRF through webhooks (docs/contract.md §9): a webhook's URL is `https://` (`http://` only with
 * WEBHOOK_ALLOW_HTTP) and every address its host resolves to must be public: not loopback,
 * private, shared (CGNAT), link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254),
 * multicast, reserved or documentation space — unless WEBHOOK_ALLOW_PRIVATE_NETWORKS. Checked at
 * registration and again at every delivery, whose connection then goes to exactly the address
 * checked (no second lookup a DNS rebinding could answer differently); redirects are never followed.
 */

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(network, prefix, 'ipv6');

/** IPv4 written inside IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`, `::127.0.0.1`): the IPv4 address, else undefined. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^::(?:ffff:(?:0{1,4}:)?)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^::(?:ffff:(?:0{1,4}:)?)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/** Why an address may not receive webhooks, or undefined when it is public. */
export function blockedAddressReason(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return 'is not an IP address';
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 !== undefined) return blockedAddressReason(v4);
  }
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6') ? 'is a loopback, private, link-local, metadata or reserved address' : undefined;
}

export interface UrlPolicy {
  WEBHOOK_ALLOW_HTTP: boolean;
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: boolean;
  /** The variables an operator sets to allow more, named in the refusals (webhooks' own unless given). */
  variables?: { http: string; privateNetworks: string };
}

const WEBHOOK_VARIABLES = { http: 'WEBHOOK_ALLOW_HTTP', privateNetworks: 'WEBHOOK_ALLOW_PRIVATE_NETWORKS' };

/** A URL that passed the checks: where to connect (the address checked) and how. */
export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export class UnsafeUrlError extends Error {}

/** The URL's form alone: scheme, no credentials, a host. Answers the parsed URL or throws UnsafeUrlError. */
export function parseWebhookUrl(text: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeUrlError('The URL is not a valid absolute URL.');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.WEBHOOK_ALLOW_HTTP)) {
    throw new UnsafeUrlError(
      policy.WEBHOOK_ALLOW_HTTP
        ? 'The URL must be http:// or https://.'
        : `The URL must be https:// (http:// only where the operator set ${(policy.variables ?? WEBHOOK_VARIABLES).http}=true).`,
    );
  }
  if (url.username !== '' || url.password !== '') throw new UnsafeUrlError('The URL must not carry credentials; the signature authenticates deliveries.');
  if (url.hostname === '') throw new UnsafeUrlError('The URL has no host.');
  return url;
}

/** Host names (and IP literals) to the addresses a connection would use. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * The whole check: the URL's form, then every address of its host. Answers the first address,
 * which the delivery connects to. Throws UnsafeUrlError saying why not.
 */
export async function checkWebhookTarget(text: string, policy: UrlPolicy, resolve: Resolver = systemResolver, subject = 'webhooks'): Promise<CheckedTarget> {
  const url = parseWebhookUrl(text, policy);
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new UnsafeUrlError(`The host "${host}" cannot be resolved.`);
    }
  }
  if (addresses.length === 0) throw new UnsafeUrlError(`The host "${host}" cannot be resolved.`);
  if (!policy.WEBHOOK_ALLOW_PRIVATE_NETWORKS) {
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason !== undefined) {
        throw new UnsafeUrlError(
          `The host "${host}" resolves to ${address}, which ${reason}; ${subject} go to public addresses only (receivers inside your own network: where the operator set ${(policy.variables ?? WEBHOOK_VARIABLES).privateNetworks}=true).`,
        );
      }
    }
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
