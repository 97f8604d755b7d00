export { WorkerSchema, MeResponseSchema } from './worker';
export type { Worker, MeResponse } from './worker';
export { LoginRequestSchema, LoginResponseSchema, LoginFormSchema, LOGIN_FORM_LABELS } from './auth';
export type { LoginRequest, LoginResponse, LoginForm, LoginFormValues, LoginFormInput } from './auth';
export { ApiErrorBodySchema } from './api-error';
export type { ApiErrorBody } from './api-error';
export { StoredTokenSchema } from './storage';
export type { StoredToken } from './storage';
export { notOneOf, trimmed } from './checks';
export {
  ShiftAnswerKeySchema,
  IsoDateSchema,
  ShiftTimeSchema,
  SHIFT_FIELD_LABELS,
  ShiftAnswerInputSchema,
  MAX_ANSWERS_PER_SUBMISSION,
  SubmitShiftsRequestSchema,
  ShiftPeriodSchema,
  ShiftAnswerSchema,
  ConfirmedShiftSchema,
  ShiftSubmissionSchema,
  ShiftsResponseSchema,
  SubmitShiftsResponseSchema,
  DeleteShiftResponseSchema,
  ShiftDraftAnswerSchema,
  ShiftDraftSchema,
} from './shifts';
export type {
  ShiftAnswerInput,
  SubmitShiftsRequest,
  ShiftPeriod,
  ShiftAnswer,
  ConfirmedShift,
  ShiftSubmission,
  ShiftsResponse,
  SubmitShiftsResponse,
  DeleteShiftResponse,
  ShiftDraftAnswer,
  ShiftDraft,
} from './shifts';
export { ProfileUpdateSchema, KATAKANA_PATTERN, PHONE_PATTERN, normalizePhone } from './profile';
export type { ProfileUpdate, ProfileUpdateInput } from './profile';
export {
  AdminKeyCheckRequestSchema,
  AdminKeyCheckResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
  ProfileUpdateResponseSchema,
} from './signup';
export type {
  AdminKeyCheckRequest,
  AdminKeyCheckResponse,
  SignupRequest,
  SignupResponse,
  ProfileUpdateResponse,
} from './signup';
export {
  ACCOUNT_TYPE_TUPLE,
  AccountTypeSchema,
  BankCodeSchema,
  BranchCodeSchema,
  AccountNumberSchema,
  HolderNameSchema,
  BankAccountUpdateSchema,
  BankAccountSchema,
  AccountResponseSchema,
  SaveAccountResponseSchema,
} from './account';
export type { BankAccountUpdate, BankAccountUpdateInput, BankAccount, AccountResponse, SaveAccountResponse } from './account';
export { NoticeSchema, NoticesResponseSchema, NoticeResponseSchema, NoticeIdSchema } from './notices';
export type { Notice, NoticesResponse, NoticeResponse } from './notices';
export {
  BankSchema,
  BranchSchema,
  BANK_SEARCH_LIMIT,
  BankSearchQuerySchema,
  BANK_SEARCH_LABELS,
  BanksResponseSchema,
  BranchesResponseSchema,
} from './banks';
export type { Bank, Branch, BankSearchQuery, BanksResponse, BranchesResponse } from './banks';
export {
  SIGNUP_FORM_LABELS,
  SignupFormSchema,
  PASSWORD_RESET_FORM_LABELS,
  PasswordResetFormSchema,
  PASSWORD_CHANGE_FORM_LABELS,
  PasswordChangeFormSchema,
  EMAIL_CHANGE_FORM_LABELS,
  EmailChangeFormSchema,
  EmailChangeRequestSchema,
  EmailChangeResponseSchema,
  EMAIL_CHANGE_TOKEN_PATTERN,
  EmailChangeConfirmRequestSchema,
  EmailChangeConfirmResponseSchema,
  OutboxQuerySchema,
  OutboxMailSchema,
  OutboxResponseSchema,
} from './account-flows';
export type {
  SignupFormValues,
  PasswordResetFormValues,
  PasswordChangeFormValues,
  EmailChangeFormValues,
  EmailChangeRequest,
  EmailChangeRequestInput,
  EmailChangeResponse,
  EmailChangeConfirmRequest,
  EmailChangeConfirmResponse,
  OutboxMail,
  OutboxResponse,
} from './account-flows';
export { ProfileImageFormSchema } from './profile-image';
export type { ProfileImageForm } from './profile-image';
