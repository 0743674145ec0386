import { tokenClaimsSchema, type TokenClaims } from '@facturar/contracts';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * Reads the claims of an access token. The browser does not verify the signature (the server does on
 * every call); it only needs the claims to route the user, so anything malformed yields null.
 */
export function decodeTokenClaims(token: string): TokenClaims | null {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments[1]) {
    return null;
  }
  try {
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(segments[1])));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
