import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';

/** An e-mail change waiting for its confirmation link (migration 0006_account_flows). */
export interface EmailChangesTable {
  id: Generated<string>;
  worker_id: string;
  new_email: string;
  /** SHA-256 (hex) of the link's token; the token itself is only in the mail. */
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** The e-mail change feature's table (migration 0006_account_flows). */
export interface EmailChangeTables {
  email_changes: EmailChangesTable;
}
