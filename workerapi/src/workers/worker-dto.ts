import type { WorkerRow } from '../db/schema';

/** The API's view of a worker (WorkerSchema in shared/schemas). Internal columns never leave the server. */
export function toWorkerDto(row: WorkerRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    charge: row.charge,
    margin: row.margin,
    imageUrl: null,
    nameKana: row.name_kana,
    displayName: row.display_name,
    phone: row.phone,
    bio: row.bio,
    profileCompleted: row.profile_completed,
  };
}
