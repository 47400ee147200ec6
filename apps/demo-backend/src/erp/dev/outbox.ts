import type { Database } from '../../db/database.ts';
import { all, run } from '../db.ts';
import { naiveIso } from '../http/format.ts';

export interface Mail {
  to: string;
  subject: string;
  body: string;
  /** The link the mail asks the reader to follow, kept apart so tests need not parse the body. */
  link: string | null;
}

/** The demo backend sends no e-mail: mails land in the outbox, readable at GET _dev/outbox. */
export function sendMail(db: Database, mail: Mail): void {
  run(
    db,
    'INSERT INTO erp_outbox (recipient, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)',
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
    naiveIso(),
  );
}

export function listMail(db: Database, to: string | undefined) {
  return all<{
    id: number;
    recipient: string;
    subject: string;
    body: string;
    link: string | null;
    created_at: string;
  }>(
    db,
    'SELECT * FROM erp_outbox WHERE (? IS NULL OR recipient = ?) ORDER BY id DESC',
    to ?? null,
    to ?? null,
  ).map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    body: row.body,
    link: row.link,
    token: row.link ? new URL(row.link).searchParams.get('token') : null,
    created_at: row.created_at,
  }));
}
