// The site-wide code variant (TypeScript or JavaScript) for demo sources. The URL hash wins
// (`#basic-sorting.js`), then the `codeVariant` cookie, then TypeScript.

export type CodeVariant = 'TS' | 'JS';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_VARIANT_MAX_AGE = 31536000;
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';

export interface HashSelection {
  /** The demo the hash points at (`basic-sorting`). */
  readonly demoId: string;
  readonly variant: CodeVariant;
}

/** `#basic-sorting.js` -> JS for basic-sorting; `#basic-sorting.tsx` -> TS; anything else -> null. */
export function parseCodeVariantHash(hash: string): HashSelection | null {
  const match = /^#?([\w-]+)\.(js|tsx)$/.exec(hash);
  if (!match) return null;
  return { demoId: match[1]!, variant: match[2] === 'js' ? 'JS' : 'TS' };
}

export function parseCodeVariantCookie(cookieHeader: string): CodeVariant | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CODE_VARIANT_COOKIE) continue;
    const value = decodeURIComponent(rest.join('='));
    return value === 'TS' || value === 'JS' ? value : null;
  }
  return null;
}

export function serializeCodeVariantCookie(variant: CodeVariant): string {
  return `${CODE_VARIANT_COOKIE}=${variant}; path=/; max-age=${CODE_VARIANT_MAX_AGE}; SameSite=Lax`;
}

export function resolveCodeVariant(hash: string, cookieHeader: string): CodeVariant {
  return parseCodeVariantHash(hash)?.variant ?? parseCodeVariantCookie(cookieHeader) ?? DEFAULT_CODE_VARIANT;
}

/** `BasicSorting` -> `basic-sorting`. */
export function demoIdFromName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}
