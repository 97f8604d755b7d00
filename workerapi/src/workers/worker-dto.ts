import type { WorkerRow } from '../workers/tables';
import { profileImageUrl } from '../profile-photo/image-store';

/** The API's view of a worker (WorkerSchema in shared/schemas). Internal columns never leave the server. */
export function toWorkerDto(row: WorkerRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    charge: row.charge,
    margin: row.margin,
    imageUrl: row.image_path === null ? null : profileImageUrl(row.image_path),
    nameKana: row.name_kana,
    displayName: row.display_name,
    phone: row.phone,
    bio: row.bio,
    profileCompleted: row.profile_completed,
  };
}
