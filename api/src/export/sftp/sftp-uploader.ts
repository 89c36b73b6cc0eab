import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { posix } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileNameProblem } from '../files/safe-file-name';
import { SftpError } from './sftp-error';
import { SFTP_FAILURE_WORDS, SftpFailureContext, writeFailure } from './sftp-failure';
import { SftpSession } from './sftp-session';
import { SftpSettings, SftpTestResult, SftpUploadOptions, SftpUploadResult } from './sftp-settings';

const RETRY_DELAY_MS = 1000;
const MB = 1024 * 1024;
const logger = new Logger('SftpUploader');

/**
 * Delivers `localPath` as `remote_dir/remoteFilename`. The data goes to a temporary name first;
 * only when the server reports the full size is it renamed to the final name, so whoever reads
 * the final name sees the previous file or the complete new one, never a part. A failed attempt
 * removes its temporary file; connection and transfer failures are retried `settings.retries` times.
 * A process killed mid-transfer cannot remove it: give a `transferId` and removeAbandonedUpload()
 * finds that file again after the restart.
 */
export async function uploadFile(
  localPath: string,
  remoteFilename: string,
  settings: SftpSettings,
  options: SftpUploadOptions = {},
): Promise<SftpUploadResult> {
  const problem = fileNameProblem(remoteFilename);
  if (problem) throw new SftpError('config', `remote_filename ${problem}`);
  const size = await localFileSize(localPath);
  const attempts = 1 + Math.max(0, Math.floor(settings.retries));
  for (let attempt = 1; ; attempt++) {
    try {
      return await uploadOnce(localPath, remoteFilename, size, settings, options);
    } catch (error) {
      const failure = asSftpError(error);
      if (!failure.retryable || attempt >= attempts) throw failure;
      logger.warn(`Upload of ${remoteFilename} failed (attempt ${attempt} of ${attempts}), trying again: ${failure.message}`);
      await delay(RETRY_DELAY_MS);
    }
  }
}

/** Connects, signs in and checks that the remote directory is there: what 'Test SFTP' reports. */
export async function testConnection(settings: SftpSettings): Promise<SftpTestResult> {
  let session: SftpSession | undefined;
  try {
    session = await SftpSession.open(settings);
    const dir = remoteDir(settings);
    const client = session.client;
    const stats = await session.run(() => client.stat(dir)).catch((error: SftpError) => {
      throw /no such file/i.test(error.message)
        ? new SftpError('folder_missing', SFTP_FAILURE_WORDS.folderMissing(dir, `${settings.host}:${settings.port}`))
        : new SftpError('remote', `SFTP remote directory '${dir}' is not accessible: ${error.message}. Check the folder in the SFTP settings`);
    });
    if (!stats.isDirectory) throw new SftpError('folder_missing', `SFTP remote path '${dir}' is not a directory. Check the folder in the SFTP settings`);
    return { success: true };
  } catch (error) {
    return { success: false, error: asSftpError(error).message };
  } finally {
    await session?.close();
  }
}

async function uploadOnce(
  localPath: string,
  remoteFilename: string,
  size: number,
  settings: SftpSettings,
  { onProgress, transferId = randomBytes(4).toString('hex') }: SftpUploadOptions,
): Promise<SftpUploadResult> {
  const session = await SftpSession.open(settings);
  const client = session.client;
  const dir = remoteDir(settings);
  const finalPath = posix.join(dir, remoteFilename);
  const tempPath = temporaryPath(settings, remoteFilename, transferId);
  const started = performance.now();
  try {
    await session
      .run(() =>
        client.fastPut(localPath, tempPath, {
          step: (sent: number) => {
            session.progress();
            onProgress?.(sent, size);
          },
        }),
      )
      .catch((error: SftpError) => {
        throw writeFailure(error, dir, failureContext(settings));
      });
    const remote = await session.run(() => client.stat(tempPath));
    if (remote.size !== size) {
      throw new SftpError('incomplete', `SFTP upload incomplete: the server holds ${remote.size} of ${size} bytes`);
    }
    await replaceRemoteFile(session, tempPath, finalPath);
    const seconds = (performance.now() - started) / 1000;
    return {
      remote_file: finalPath,
      file_size_mb: round2(size / MB),
      upload_speed_mbps: round2(size / MB / Math.max(seconds, 0.001)),
      upload_time_seconds: round2(seconds),
    };
  } catch (error) {
    await removeTemporaryFile(session, settings, tempPath);
    throw error;
  } finally {
    await session.close();
  }
}

/**
 * posix-rename (OpenSSH) replaces the target atomically. Plain SFTP rename refuses an existing
 * target on most servers; there the old file is removed first, which leaves a moment with no
 * file but never one with a partial file.
 */
async function replaceRemoteFile(session: SftpSession, tempPath: string, finalPath: string): Promise<void> {
  const client = session.client;
  try {
    await session.run(() => client.posixRename(tempPath, finalPath));
    return;
  } catch {
    // Not offered by this server (or refused): fall back to the plain SFTP rename below.
  }
  try {
    await session.run(() => client.rename(tempPath, finalPath));
  } catch (error) {
    if (!(await session.run(() => client.exists(finalPath)))) throw error;
    await session.run(() => client.delete(finalPath));
    await session.run(() => client.rename(tempPath, finalPath));
  }
}

/**
 * Removes the temporary file of the upload `transferId` of `remoteFilename`, left behind when the
 * process running it was killed; nothing happens when there is none. Throws SftpError when the
 * server cannot be reached.
 */
export async function removeAbandonedUpload(remoteFilename: string, transferId: string, settings: SftpSettings): Promise<void> {
  const session = await SftpSession.open(settings);
  try {
    const tempPath = temporaryPath(settings, remoteFilename, transferId);
    await session.run(() => session.client.delete(tempPath, true));
  } finally {
    await session.close();
  }
}

/** Where an upload writes before the rename: beside the final name, so the rename stays on one file system. */
function temporaryPath(settings: SftpSettings, remoteFilename: string, transferId: string): string {
  return posix.join(remoteDir(settings), `${remoteFilename}.${transferId}.part`);
}

/** Best effort, on the same connection if it is still up, else on a fresh one. */
async function removeTemporaryFile(session: SftpSession, settings: SftpSettings, tempPath: string): Promise<void> {
  try {
    await session.run(() => session.client.delete(tempPath, true));
    return;
  } catch {
    // The connection is probably gone; try a new one.
  }
  let cleanup: SftpSession | undefined;
  try {
    cleanup = await SftpSession.open(settings);
    const client = cleanup.client;
    await cleanup.run(() => client.delete(tempPath, true));
  } catch (error) {
    logger.warn(`Could not remove the temporary remote file ${tempPath}: ${asSftpError(error).message}`);
  } finally {
    await cleanup?.close();
  }
}

async function localFileSize(localPath: string): Promise<number> {
  try {
    return (await stat(localPath)).size;
  } catch {
    throw new SftpError('local_file', `The file to upload was not found: ${localPath}`);
  }
}

function failureContext({ host, port, username, timeout_ms }: SftpSettings): SftpFailureContext {
  return { host, port, username, timeoutMs: timeout_ms };
}

function remoteDir(settings: SftpSettings): string {
  return settings.remote_dir?.trim() || '.';
}

function asSftpError(error: unknown): SftpError {
  return error instanceof SftpError ? error : new SftpError('remote', error instanceof Error ? error.message : String(error));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
