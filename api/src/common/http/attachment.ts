/**
 * A Content-Disposition that names the download: an ASCII fallback for old clients and the exact
 * name as RFC 5987 `filename*` (names are plain file names already; quotes and non-ASCII are what is left).
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7E]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
