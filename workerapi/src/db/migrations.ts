import type { Migration } from 'kysely';
import { migration as m0001Workers } from '../workers/migrations/0001_workers';
import { migration as m0002IdempotencyKeys } from '../http/migrations/0002_idempotency_keys';
import { migration as m0003WorkerProfile } from '../workers/migrations/0003_worker_profile';
import { migration as m0004Mypage } from '../bank-account/migrations/0004_mypage';
import { migration as m0005Shifts } from '../shifts/migrations/0005_shifts';
import { migration as m0006AccountFlows } from '../email-change/migrations/0006_account_flows';
import { migration as m0007Reservations } from '../chat/migrations/0007_reservations';
import { migration as m0008SalaryStatements } from '../salary/migrations/0008_salary_statements';
import { migration as m0009RateLimits } from '../rate-limit/migrations/0009_rate_limits';
import { migration as m0011ChatsInquiriesEvents } from '../chat/migrations/0011_chats_inquiries_events';
import { migration as m0012IdempotencyHolder } from '../http/migrations/0012_idempotency_holder';

/**
 * The one list of migrations, run in name order by Kysely's Migrator against PGlite and PostgreSQL alike.
 * Each migration is one file in its feature's folder (workerapi/src/<feature>/migrations/NNNN_name.ts,
 * `export const migration: Migration`), listed here once under its name. The names are recorded in every
 * database that ran them: never rename or edit a migration that has shipped — add the next number.
 * Each statement is its own query (PGlite's prepared statements take one command at a time).
 */
export const migrations: Record<string, Migration> = {
  '0001_workers': m0001Workers,
  '0002_idempotency_keys': m0002IdempotencyKeys,
  '0003_worker_profile': m0003WorkerProfile,
  '0004_mypage': m0004Mypage,
  '0005_shifts': m0005Shifts,
  '0006_account_flows': m0006AccountFlows,
  '0007_reservations': m0007Reservations,
  '0008_salary_statements': m0008SalaryStatements,
  '0009_rate_limits': m0009RateLimits,
  '0011_chats_inquiries_events': m0011ChatsInquiriesEvents,
  '0012_idempotency_holder': m0012IdempotencyHolder,
};
