import { z } from 'zod';

/**
 * Generic validation messages (wrong type, missing field) in Spanish, for fields whose schema gives no
 * message of its own. Called once at start-up by the server and by the web app.
 */
export function applySpanishMessages(): void {
  z.config(z.locales.es());
}
