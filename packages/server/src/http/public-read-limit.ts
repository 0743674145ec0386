import type { AppContext } from '../app-context.ts';

/**
 * The route options of a public page opened without a session (a CUFE check, a share link): limited per
 * address (VERIFY_RATE_LIMIT_PER_MINUTE), which also bounds the guessing of tokens.
 */
export function publicReadLimit(ctx: AppContext) {
  return { config: { rateLimit: { max: ctx.config.verifyRateLimitPerMinute, timeWindow: '1 minute' } } };
}
