import { useCustomMutation, useInvalidate, type BaseRecord, type HttpError } from '@refinedev/core';
import type { FormParts, ProgressHandler } from '../providers/http';

/**
 * A multipart upload as a Refine mutation (the data provider hands it to `uploadFile`): the screen reports
 * the outcome in its own words, and what Refine holds of the `invalidates` resources is read again after it succeeds.
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
    invalidates.forEach((resource) => void invalidate({ resource, invalidates: ['resourceAll'] }));
    return data;
  };
}
