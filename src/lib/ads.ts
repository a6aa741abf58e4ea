// Ad selection rules. No React and no DOM: the components in src/components/Ad call these with
// Math.random, fetch and the poll count, so every decision is unit tested here.

import type { AdShape } from './adShape';
import type { AdStringKey } from './adStrings';

// The per-visit draw lives in its own small module: the root provider needs it on every page,
// and a module shared with the lazily loaded ad code would land whole in the first-load bundle.
export { AD_SLOT_PLACEMENT, INLINE_SHARE, pickAdShape, type AdShape } from './adShape';

/** Who filled the slot: the ad network, one of our own offers, or the "please allow ads" note. */
export type AdSource = 'carbon' | 'in-house' | 'allow-ads';

export interface AdsConfig {
  /** False in `npm start` unless ENABLE_AD_IN_DEV_MODE=true: the slot stays empty. */
  readonly enabled: boolean;
  /** The ad network zone (Carbon's `serve`); empty means in-house ads only, nothing remote. */
  readonly zone: string;
  /** The ad network placement name. */
  readonly placement: string;
  /** Share of shown ads reported to analytics (0 to 1). */
  readonly displayRatio: number;
}

export const DEFAULT_DISPLAY_RATIO = 0.1;
export const ALLOW_ADS_SHARE = 0.2;
export const POLL_INTERVAL_MS = 500;
export const MAX_POLLS = 30;
/** More polls than this without the network's element means it is blocked. */
export const BLOCKED_AFTER_POLLS = 6;
export const MAX_JSON_ATTEMPTS = 10;

/** Reads `customFields.ads` defensively: a missing or malformed field turns the network off. */
export function parseAdsConfig(value: unknown): AdsConfig {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const ratio = typeof raw.displayRatio === 'number' ? raw.displayRatio : Number.NaN;
  return {
    enabled: raw.enabled === true,
    zone: typeof raw.zone === 'string' ? raw.zone.trim() : '',
    placement: typeof raw.placement === 'string' ? raw.placement.trim() : '',
    displayRatio: ratio >= 0 && ratio <= 1 ? ratio : DEFAULT_DISPLAY_RATIO,
  };
}

/** Reads an environment value as a ratio between 0 and 1, or returns the fallback. */
export function parseRatio(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const ratio = Number(value);
  return Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : fallback;
}

/** When the network is blocked: our own offer, or one time in five the "please allow ads" note. */
export function pickFallbackSource(random: number): Exclude<AdSource, 'carbon'> {
  return random < ALLOW_ADS_SHARE ? 'allow-ads' : 'in-house';
}

export function pickInHouseAd<T>(ads: readonly T[], random: number): T {
  const index = Math.min(ads.length - 1, Math.max(0, Math.floor(random * ads.length)));
  return ads[index]!;
}

/** Whether this shown ad is reported (one in ten by default). */
export function isSampled(ratio: number, random: number): boolean {
  return random < ratio;
}

export function displayLabel(source: AdSource, placement: string, shape: AdShape): string {
  return `${source}-${placement}-${shape}`;
}

export type PollState = 'waiting' | 'network' | 'blocked';

/**
 * After poll number `attempt` (1-based): the network ad is there, or we keep waiting, or (past
 * BLOCKED_AFTER_POLLS) we show the fallback. Polling goes on up to MAX_POLLS so a slow network ad
 * still replaces the fallback in the same reserved box.
 */
export function pollStep(attempt: number, found: boolean): { state: PollState; pollAgain: boolean } {
  if (found) return { state: 'network', pollAgain: false };
  return { state: attempt > BLOCKED_AFTER_POLLS ? 'blocked' : 'waiting', pollAgain: attempt < MAX_POLLS };
}

export function carbonScriptUrl(zone: string, placement: string): string {
  const query = new URLSearchParams({ serve: zone, placement });
  return `https://cdn.carbonads.com/carbon.js?${query.toString()}`;
}

export function networkJsonUrl(zone: string): string {
  return `https://srv.buysellads.com/ads/${encodeURIComponent(zone)}.json`;
}

/** One ad record as the network sends it. Every field is shown as text or set as an attribute. */
export interface NetworkAd {
  readonly statlink: string;
  readonly statimp?: string;
  readonly image?: string;
  readonly company?: string;
  readonly description?: string;
  readonly pixel?: string;
  readonly timestamp?: string;
}

/** Absolute http(s) URLs only: a `javascript:` or relative link from the network is dropped. */
export function isWebUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  try {
    const url = new URL(value.startsWith('//') ? `https:${value}` : value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function optionalString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** The first usable ad of a network JSON reply (`{ ads: [...] }`), or null. */
export function firstValidAd(json: unknown): NetworkAd | null {
  const ads = (json as { ads?: unknown } | null)?.ads;
  if (!Array.isArray(ads)) return null;
  for (const entry of ads as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Object.keys(entry).length === 0) continue;
    const record = entry as Record<string, unknown>;
    if (!isWebUrl(record.statlink)) continue;
    return {
      statlink: record.statlink,
      statimp: optionalString(record.statimp),
      image: isWebUrl(record.image) ? record.image : undefined,
      company: optionalString(record.company),
      description: optionalString(record.description),
      pixel: optionalString(record.pixel),
      timestamp: optionalString(record.timestamp),
    };
  }
  return null;
}

export type JsonFetcher = (url: string) => Promise<unknown>;

/**
 * Asks the network for an ad up to MAX_JSON_ATTEMPTS times while it answers without a valid one.
 * Any failure (network error, bad JSON, blocked request) ends the search with null.
 */
export async function fetchNetworkAd(
  fetchJson: JsonFetcher,
  url: string,
  attempts: number = MAX_JSON_ATTEMPTS,
): Promise<NetworkAd | null> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const ad = firstValidAd(await fetchJson(url));
      if (ad) return ad;
    } catch {
      return null;
    }
  }
  return null;
}

/** The impression and pixel URLs to request once the ad is on screen (`[timestamp]` filled in). */
export function trackingUrls(ad: NetworkAd): string[] {
  const timestamp = ad.timestamp ?? String(Math.floor(Date.now() / 1000));
  const pixels = (ad.pixel ?? '').split('||').map((pixel) => pixel.trim().replaceAll('[timestamp]', timestamp));
  return [ad.statimp ?? '', ...pixels].filter(isWebUrl);
}

/** One of our own offers, shown when there is no network ad. */
export interface InHouseAd {
  readonly link: string;
  /** Artwork under static/, relative to the base URL. */
  readonly img: string;
  readonly name: string;
  /** The site string that describes the offer (translated like every other). */
  readonly description: AdStringKey;
  readonly poweredby: string;
  /** The analytics label of a click. */
  readonly label: string;
}

export const IN_HOUSE_ADS: readonly InHouseAd[] = [
  {
    link: 'https://mui.com/pricing/',
    img: 'img/ads/pro-plan.svg',
    name: 'MUI X Pro',
    description: 'ad.offer.pro-plan',
    poweredby: 'MUI',
    label: 'in-house-pro-plan',
  },
  {
    link: 'https://mui.com/pricing/',
    img: 'img/ads/premium-plan.svg',
    name: 'MUI X Premium',
    description: 'ad.offer.premium-plan',
    poweredby: 'MUI',
    label: 'in-house-premium-plan',
  },
  {
    link: 'https://mui.com/pricing/',
    img: 'img/ads/priority-support.svg',
    name: 'Priority support',
    description: 'ad.offer.priority-support',
    poweredby: 'MUI',
    label: 'in-house-priority-support',
  },
  {
    link: 'https://mui.com/design-kits/',
    img: 'img/ads/design-kits.svg',
    name: 'Design kits',
    description: 'ad.offer.design-kits',
    poweredby: 'MUI',
    label: 'in-house-design-kits',
  },
  {
    link: 'https://mui.com/store/',
    img: 'img/ads/templates.svg',
    name: 'Templates',
    description: 'ad.offer.templates',
    poweredby: 'MUI',
    label: 'in-house-templates',
  },
];
