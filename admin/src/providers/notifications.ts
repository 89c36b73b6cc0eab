import { useSyncExternalStore } from 'react';
import type { NotificationProvider } from '@refinedev/core';

export type ToastKind = 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface Toast {
  key: string;
  kind: ToastKind;
  message: string;
  description?: string;
}

export interface ToastOptions {
  key?: string;
  description?: string;
  /** Milliseconds on screen; null keeps the toast until it is closed. */
  duration?: number | null;
}

// How long a toast shows: 4 s by default, 2 s for success, loading toasts stay.
const DURATIONS: Record<ToastKind, number | null> = {
  success: 2000,
  error: 4000,
  info: 4000,
  warning: 4000,
  loading: null,
};
const MAX_TOASTS = 20;

let toasts: Toast[] = [];
let sequence = 0;
const timers = new Map<string, ReturnType<typeof setTimeout>>();
const listeners = new Set<() => void>();

function publish(next: Toast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function closeToast(key: string): void {
  clearTimeout(timers.get(key));
  timers.delete(key);
  if (toasts.some((toast) => toast.key === key)) {
    publish(toasts.filter((toast) => toast.key !== key));
  }
}

export function showToast(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  // One failure may be reported by both the HTTP client and the screen; show the same text once.
  const twin = toasts.find(
    (toast) =>
      toast.kind === kind &&
      toast.message === message &&
      toast.description === options.description &&
      toast.key !== options.key,
  );
  if (twin) return twin.key;

  const key = options.key ?? `toast-${++sequence}`;
  clearTimeout(timers.get(key));
  const kept = toasts.filter((toast) => toast.key !== key);
  const overflow = kept.slice(0, Math.max(0, kept.length + 1 - MAX_TOASTS));
  overflow.forEach((toast) => {
    clearTimeout(timers.get(toast.key));
    timers.delete(toast.key);
  });
  publish([...kept.slice(overflow.length), { key, kind, message, description: options.description }]);

  const duration = options.duration === undefined ? DURATIONS[kind] : options.duration;
  if (duration !== null) timers.set(key, setTimeout(() => closeToast(key), duration));
  return key;
}

export const notify = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  loading: (message: string, options?: ToastOptions) => showToast('loading', message, options),
  close: closeToast,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(subscribe, () => toasts);
}

/** Refine's fallback error text ('Error (status code: 400)') when a hook names none of its own. */
const REFINE_FALLBACK = '(status code: ';

/**
 * Refine's notification provider. Failed requests are already reported once by the HTTP client (one toast per
 * failed request, with the server's detail), so Refine's fallback error notifications are dropped; an error a
 * screen words itself (a hook's `errorNotification`, `useNotification().open`) is shown.
 */
export const notificationProvider: NotificationProvider = {
  open: ({ key, message, description, type, undoableTimeout }) => {
    if (type === 'error') {
      if (!message.includes(REFINE_FALLBACK)) showToast('error', message, { key, description });
      return;
    }
    if (type === 'progress') {
      showToast('loading', message, { key, description, duration: (undoableTimeout ?? 0) * 1000 });
      return;
    }
    showToast('success', message, { key, description });
  },
  close: closeToast,
};
