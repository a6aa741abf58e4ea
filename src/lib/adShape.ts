// The ad shape drawn once per visit, and the slot's placement name: all the ad code the root
// provider needs (src/lib/ads.ts re-exports them with the rest of the ad rules).

/** How the ad is drawn for the whole visit: a picture beside text, or one line of text. */
export type AdShape = 'image' | 'inline';

/** Where the slot sits on the page; part of every analytics label. */
export const AD_SLOT_PLACEMENT = 'body-top';

export const INLINE_SHARE = 0.2;

export function pickAdShape(random: number): AdShape {
  return random < INLINE_SHARE ? 'inline' : 'image';
}
