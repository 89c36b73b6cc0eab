import { isAxiosError } from 'axios';
import type { HttpError } from '@refinedev/core';

interface FieldProblem {
  field?: string;
  message?: string;
  msg?: string;
}

interface ErrorBody {
  detail?: string | FieldProblem[];
  message?: string;
}

const FALLBACK_MESSAGE = 'An error occurred';

/** A failed API call, shaped as Refine's HttpError so forms can show field errors. */
export class ApiError extends Error implements HttpError {
  [key: string]: unknown;
  readonly statusCode: number;
  /** The server's own explanation, when it sent one (validation problems joined). */
  readonly detail?: string;
  /** Field name → message, for validation failures (`detail` as an array). */
  readonly errors?: Record<string, string>;

  constructor(message: string, statusCode: number, detail?: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.detail = detail;
    this.errors = errors;
  }
}

function problemText(problem: FieldProblem): string {
  return problem.message ?? problem.msg ?? String(problem.field ?? '');
}

function fieldErrors(problems: FieldProblem[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const problem of problems) {
    if (problem.field && !errors[problem.field]) errors[problem.field] = problemText(problem);
  }
  return errors;
}

/**
 * An error's text is the response's detail, else its message,
 * else the client's message, else 'An error occurred'; a detail array is a
 * validation error.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!isAxiosError<ErrorBody>(error)) {
    return new ApiError(error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE, 0);
  }
  const status = error.response?.status ?? 0;
  const body = error.response?.data;
  const detail = body && typeof body === 'object' ? body.detail : undefined;
  if (Array.isArray(detail)) {
    const text = `Validation error: ${detail.map(problemText).join(', ')}`;
    return new ApiError(text, status, text, fieldErrors(detail));
  }
  if (typeof detail === 'string' && detail) return new ApiError(detail, status, detail);
  const serverMessage = body && typeof body === 'object' ? body.message : undefined;
  if (serverMessage) return new ApiError(serverMessage, status, serverMessage);
  return new ApiError(error.message || FALLBACK_MESSAGE, status);
}

/** The server's explanation if there is one, else the screen's own message. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return toApiError(error).detail ?? fallback;
}
