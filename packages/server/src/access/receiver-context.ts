/**
 * Who calls the receivers' portal (ADR 0135): a receiver signed in through a mailed link, known only by its
 * RUC. It is no user of any company and reaches only the portal's calls.
 */
export type ReceiverContext = { ruc: string; expiresAt: number };
