import type { Db } from '../../adapters/db/open-database.ts';

/** A company's certificate as stored: its key and password sealed at rest; `now` is when it was uploaded. */
export type SealedCertificate = {
  ruc: string;
  p12Encrypted: string;
  passwordEncrypted: string;
  subject: string;
  notBefore: Date;
  notAfter: Date;
  now: Date;
};

/** Stores the certificate of a company that has none, in the caller's transaction (the demo seed's). */
export async function insertCertificate(db: Db, certificate: SealedCertificate): Promise<void> {
  await db
    .insertInto('company_certificates')
    .values({
      company_ruc: certificate.ruc,
      p12_encrypted: certificate.p12Encrypted,
      password_encrypted: certificate.passwordEncrypted,
      subject: certificate.subject,
      not_before: certificate.notBefore,
      not_after: certificate.notAfter,
      uploaded_at: certificate.now,
    })
    .execute();
}

/** Replaces the company's certificate (one per company). */
export async function saveCertificate(db: Db, certificate: SealedCertificate): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('company_certificates').where('company_ruc', '=', certificate.ruc).execute();
    await insertCertificate(trx, certificate);
  });
}

/** The company's certificate as shown to its administrators: subject and validity, never the key. */
export async function findCertificateSummary(
  db: Db,
  ruc: string,
): Promise<{ subject: string; notBefore: Date; notAfter: Date } | undefined> {
  return db
    .selectFrom('company_certificates')
    .select(['subject', 'not_before as notBefore', 'not_after as notAfter'])
    .where('company_ruc', '=', ruc)
    .executeTakeFirst();
}

/** Sets the logos given (a data URL each); one left undefined stays as it was. */
export async function saveLogos(
  db: Db,
  ruc: string,
  logos: { logo: string | undefined; logoCafe: string | undefined },
): Promise<void> {
  await db
    .updateTable('companies')
    .set({
      ...(logos.logo ? { logo: logos.logo } : {}),
      ...(logos.logoCafe ? { logo_cafe: logos.logoCafe } : {}),
    })
    .where('ruc', '=', ruc)
    .execute();
}
