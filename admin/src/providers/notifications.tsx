import { useMemo } from 'react';
import { useNotification, type NotificationProvider, type OpenNotificationParams } from '@refinedev/core';
import { useNotificationProvider as useMuiNotificationProvider, useSnackbar } from '@refinedev/mui';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toApiError } from './api-error';

// The specification's timings: a toast stays 4 s and a success 2 s, at most 20 show at once.
const TOAST_MS = 4000;
export const MAX_TOASTS = 20;
const SUCCESS_MS = 2000;
// An outcome with problems stays longer: the operator reads what was not applied.
const WARNING_MS = 8000;

let sequence = 0;
/** How long a toast opened with a key of its own stays, when its screen chose (the current-items screens use 2 to 10 s). */
const chosenDurations = new Map<string, number>();

/**
 * Refine's notification provider: the MUI one of @refinedev/mui (notistack). A notification's `message` is its title
 * and its `description` the line under it (the server's reason), as Refine's own notifications have them; the MUI
 * provider sets `description` above `message`, so the two are handed over swapped. Its toasts have no duration of
 * their own, so each is closed here: a success after 2 s, others after 4 s, or after the time its screen chose.
 */
export function useNotificationProvider(): NotificationProvider {
  const mui = useMuiNotificationProvider();
  return {
    open: (params) => {
      const key = params.key ?? `toast-${++sequence}`;
      mui.open({ ...params, key, message: params.description ?? '', description: params.message });
      const duration = chosenDurations.get(key) ?? (params.type === 'success' ? SUCCESS_MS : TOAST_MS);
      chosenDurations.delete(key);
      if (params.type !== 'progress') setTimeout(() => mui.close(key), duration);
    },
    close: mui.close,
  };
}

export interface ToastOptions {
  /** A second line under the title, e.g. the server's reason. */
  description?: string;
  /** Milliseconds on screen, where the screen chooses (2 s for a success and 4 s otherwise by default). */
  duration?: number;
}

function toast(type: 'success' | 'error', title: string, options?: ToastOptions): OpenNotificationParams {
  if (options?.duration === undefined) return { type, message: title, description: options?.description };
  const key = `toast-${++sequence}`;
  chosenDurations.set(key, options.duration);
  return { key, type, message: title, description: options.description };
}

/** A Refine hook's `successNotification`: the screen's words. */
export function successToast(title: string): OpenNotificationParams {
  return toast('success', title);
}

/** An error toast in the screen's words alone (e.g. 'SFTP Test Failed: …'). */
export function errorToast(title: string): OpenNotificationParams {
  return toast('error', title);
}

/**
 * The one shape of a failed request's toast, for a Refine hook's `errorNotification`: the screen's title with the
 * server's reason under it, or without a title the reason alone.
 */
export function failureToast(title?: string) {
  return (error?: unknown): OpenNotificationParams => {
    const failure = toApiError(error);
    return title ? toast('error', title, { description: failure.message }) : toast('error', failure.message);
  };
}

// The MUI provider's layout, for the warning toast it has no type for.
function ToastText({ title, detail }: { title: string; detail?: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h6">
        {title}
      </Typography>
      {detail && (
        <Typography variant="caption" component="p">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

export interface Notify {
  success: (title: string, options?: ToastOptions) => void;
  error: (title: string, options?: ToastOptions) => void;
  /** Amber: done, with problems (rows not applied, an upload not made). */
  warning: (title: string, options?: ToastOptions) => void;
}

/**
 * A screen's own toasts, through Refine's notification provider (useNotification). Refine's notifications know
 * success and error only, so the amber warning goes to the same notistack stack directly.
 */
export function useNotify(): Notify {
  const { open } = useNotification();
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (title, options) => open?.(toast('success', title, options)),
      error: (title, options) => open?.(toast('error', title, options)),
      warning: (title, options) =>
        enqueueSnackbar(<ToastText title={title} detail={options?.description} />, {
          variant: 'warning',
          autoHideDuration: options?.duration ?? WARNING_MS,
        }),
    }),
    [open, enqueueSnackbar],
  );
}
