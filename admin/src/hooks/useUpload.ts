import { useCustomMutation, type BaseRecord, type HttpError, type OpenNotificationParams } from '@refinedev/core';
import type { FormParts, ProgressHandler } from '../providers/http';

export interface Upload {
  url: string;
  parts: FormParts;
  /** PUT for a route that replaces what it names (a feed rules lookup table); POST otherwise. */
  method?: 'post' | 'put';
  onProgress?: ProgressHandler;
}

/**
 * A multipart upload as a Refine mutation; the data provider sends it with the one `uploadFile` helper. The caller
 * shows the result; a failure is toasted with `failure` (a `failureToast`), or only shown in place without it.
 */
export function useUpload<T extends BaseRecord>(failure?: (error?: HttpError) => OpenNotificationParams) {
  const { mutateAsync, mutation } = useCustomMutation<T>();
  const upload = async ({ url, parts, method = 'post', onProgress }: Upload): Promise<T> => {
    const response = await mutateAsync({
      url,
      method,
      values: parts,
      meta: { upload: true, onProgress },
      successNotification: false,
      errorNotification: failure ?? false,
    });
    return response.data;
  };
  return { upload, uploading: mutation.isPending };
}
