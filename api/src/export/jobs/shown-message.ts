import { SftpError } from '../sftp';

/**
 * What users see of a failed export: an SFTP failure is already told in the operator's terms; anything else
 * (a database driver's or the file system's text, with paths) stays in the log, found by the job id.
 */
export function shownMessage(error: unknown, jobId: string): string {
  if (error instanceof SftpError) return error.message;
  return `The export failed because of a server error; the details are in the server log under export ${jobId}`;
}
