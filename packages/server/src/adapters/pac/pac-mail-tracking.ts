import { readHkaDate, type HkaMailTracking } from './hka-client.ts';

/**
 * A recipient's e-mail as a PAC that tracks delivery (HKA/EBI's RastreoCorreo) last saw it, in a shape
 * that names no PAC: `sent` (accepted, on its way), `delivered`, `bounced`. Delivery records map them to
 * their own states ('Enviado', 'Entregado', 'Rebotado').
 */
export type PacMailDelivery = {
  readonly email: string;
  readonly state: 'sent' | 'delivered' | 'bounced';
  /** When the PAC queued the e-mail (its `creado_en`), when it says. */
  readonly queuedAt: Date | undefined;
  /** The PAC's own word for the state, kept for the operator. */
  readonly pacState: string;
};

// The states a mail relay reports (SendGrid-like words, which HKA's tracking passes through).
const DELIVERED = /^(delivered|open|opened|click|clicked|entregado)$/i;
const BOUNCED = /^(bounce|bounced|dropped|blocked|spamreport|invalid|rebotado|rechazado)$/i;

/** RastreoCorreo's entries in the neutral shape: an unknown word is still 'sent', never lost. */
export function toMailDeliveries(tracking: readonly HkaMailTracking[]): PacMailDelivery[] {
  return tracking.map((entry) => ({
    email: entry.email,
    state: DELIVERED.test(entry.state) ? 'delivered' : BOUNCED.test(entry.state) ? 'bounced' : 'sent',
    queuedAt: readHkaDate(entry.createdAt),
    pacState: entry.state,
  }));
}
