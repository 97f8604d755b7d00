import { CSV_MIME_TYPE } from 'features/salary';

/** Saves bytes as a file through a temporary link (works on phones and desktop browsers). */
export function downloadFile(bytes: Uint8Array, fileName: string, type = CSV_MIME_TYPE): void {
  const blob = new Blob([bytes.slice().buffer], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
