/**
 * The uploaded file's name as shown in messages. It comes from the client, so it is
 * never used as a path: only its last segment is kept, without control characters.
 */
export function displayFileName(originalname: string): string {
  const last = originalname.split(/[\\/]/).pop() ?? '';
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return clean || 'uploaded file';
}
