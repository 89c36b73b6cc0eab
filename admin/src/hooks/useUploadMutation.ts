import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError, type OpenNotificationParams } from '@refinedev/core';
import type { FormParts, ProgressHandler } from '../providers/http';

export interface Upload {
  url: string;
  parts: FormParts;
  /** PUT for a route that replaces what it names (a feed rules lookup table); POST otherwise. */
  method?: 'post' | 'put';
  onProgress?: ProgressHandler;
}

export interface UploadMutationOptions {
  /** Toasts a failure (a `failureToast`); without it the screen reports the failure itself. */
  failure?: (error?: HttpError) => OpenNotificationParams;
  /** What Refine holds of these resources is read again after a success; 'all': every query (e.g. useCustom's). */
  invalidates?: readonly string[] | 'all';
}

/**
 * A multipart upload as a Refine mutation: the data provider hands it to the one `uploadFile` helper. The screen
 * shows the result in its own words.
 */
export function useUploadMutation<TResult extends BaseRecord>({ failure, invalidates = [] }: UploadMutationOptions = {}) {
  const { mutateAsync, mutation } = useCustomMutation<TResult, HttpError, FormParts>();
  const invalidate = useInvalidate();
  const upload = async ({ url, parts, method = 'post', onProgress }: Upload): Promise<TResult> => {
    const { data } = await mutateAsync({
      url,
      method,
      values: parts,
      meta: { upload: true, onProgress },
      successNotification: false,
      errorNotification: failure ?? false,
    });
    if (invalidates === 'all') void invalidate({ invalidates: ['all'] });
    else invalidates.forEach((resource) => void invalidate({ resource, invalidates: ['resourceAll'] }));
    return data;
  };
  return { upload, uploading: mutation.isPending };
}
