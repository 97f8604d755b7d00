import type { BankAccountTables } from '../bank-account/tables';
import type { ChatTables } from '../chat/tables';
import type { EmailChangeTables } from '../email-change/tables';
import type { HttpTables } from '../http/tables';
import type { NoticesTables } from '../notices/tables';
import type { RateLimitTables } from '../rate-limit/tables';
import type { SalaryTables } from '../salary/tables';
import type { ShiftsTables } from '../shifts/tables';
import type { WorkersTables } from '../workers/tables';

/**
 * Every table of the workerapi database: each feature declares its tables next to its code
 * (workerapi/src/<feature>/tables.ts, `<Feature>Tables`) and is listed here once. New tables arrive with a new
 * migration file in the feature's folder and a new column of its `<Feature>Tables`.
 */
export interface Database
  extends WorkersTables,
    HttpTables,
    BankAccountTables,
    NoticesTables,
    ShiftsTables,
    EmailChangeTables,
    ChatTables,
    RateLimitTables,
    SalaryTables {}
