import axios, { type AxiosProgressEvent, type AxiosRequestConfig } from 'axios';
import { readToken } from './session';
import { toApiError } from './api-error';

export const API_BASE = '/api/v1';
// Ordinary calls time out after 30 s; imports get 5 minutes and exports 10, as big files need.
export const DEFAULT_TIMEOUT_MS = 30_000;
export const IMPORT_TIMEOUT_MS = 300_000;
export const EXPORT_TIMEOUT_MS = 600_000;

export const http = axios.create({ baseURL: API_BASE, timeout: DEFAULT_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = readToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

// Binary (blob) requests get their error body as a Blob; read it so its detail is not lost.
async function readBlobBody(error: unknown): Promise<void> {
  if (!axios.isAxiosError(error) || !(error.response?.data instanceof Blob)) return;
  try {
    error.response.data = JSON.parse(await error.response.data.text());
  } catch {
    error.response.data = undefined;
  }
}

// The client only shapes a failure (ApiError); it shows nothing: the Refine hook that made the request
// toasts it once, through the notification provider, or the screen shows it in place (see providers/notifications).
http.interceptors.response.use(undefined, async (error: unknown) => {
  await readBlobBody(error);
  return Promise.reject(toApiError(error));
});

export type ProgressHandler = (percent: number) => void;

function progressOf(onProgress?: ProgressHandler) {
  if (!onProgress) return undefined;
  return (event: AxiosProgressEvent) => {
    if (event.total) onProgress(Math.round((event.loaded * 100) / event.total));
  };
}

/** A multipart body's parts by name: files, lists of files under one name, or plain values (undefined ones are left out). */
export type FormParts = Record<string, File | readonly File[] | string | number | boolean | undefined>;

export interface UploadOptions {
  /** Reports the upload's progress 0–100, for a dialog that shows it. */
  onProgress?: ProgressHandler;
  /** PUT for a route that replaces what it names (a feed rules lookup table); POST otherwise. */
  method?: 'post' | 'put';
}

function formOf(parts: FormParts): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(name, value);
    else if (Array.isArray(value)) for (const file of value) form.append(name, file);
    else form.append(name, String(value));
  }
  return form;
}

/** The admin's one multipart upload, e.g. `uploadFile(url, { file, is_kit: true })`, with the import timeout. */
export async function uploadFile<T>(url: string, parts: FormParts, { onProgress, method = 'post' }: UploadOptions = {}): Promise<T> {
  const { data } = await http[method]<T>(url, formOf(parts), {
    timeout: IMPORT_TIMEOUT_MS,
    onUploadProgress: progressOf(onProgress),
  });
  return data;
}

const EXPORT_CONFIG: AxiosRequestConfig = { timeout: EXPORT_TIMEOUT_MS, responseType: 'blob' };

function filenameFrom(disposition: unknown): string | undefined {
  if (typeof disposition !== 'string') return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) return decodeURIComponent(encoded[1]);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

export interface DownloadedFile {
  blob: Blob;
  /** The server-supplied filename (Content-Disposition), if any. */
  filename?: string;
}

/** GET a binary response with the export timeout. */
export async function downloadFile(url: string, params?: Record<string, unknown>): Promise<DownloadedFile> {
  const response = await http.get<Blob>(url, { ...EXPORT_CONFIG, params });
  return { blob: response.data, filename: filenameFrom(response.headers['content-disposition']) };
}

/** Hand a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
