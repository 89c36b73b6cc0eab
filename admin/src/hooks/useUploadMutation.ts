import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import type { FormParts, ProgressHandler } from '../providers/http';

/**
 * A multipart upload as a Refine mutation (the data provider hands it to `uploadFile`): the screen reports
 * the outcome in its own words, and the lists of `invalidates` are read again after it succeeds.
 */
export function useUploadMutation<TResult extends BaseRecord>(url: string, invalidates: readonly string[]) {
  const { mutateAsync } = useCustomMutation<TResult, HttpError, FormParts>();
  const invalidate = useInvalidate();
  return async (parts: FormParts, onProgress: ProgressHandler): Promise<TResult> => {
    const { data } = await mutateAsync({
      url,
      method: 'post',
      values: parts,
      meta: { upload: true, onProgress, skipErrorToast: true },
      successNotification: false,
      errorNotification: false,
    });
    await Promise.all(invalidates.map((resource) => invalidate({ resource, invalidates: ['list'] })));
    return data;
  };
}
