/** The media library in the back office (/api/admin/media): list, upload with progress, alt texts, delete. */
import type { ApiErrorBody } from '@/shared/api-types';
import { MEDIA_UPLOAD_FIELD, type AdminMediaItem, type MediaAltInput } from '@/shared/media';
import { ApiError, apiJson, apiRequest } from '../lib/api-request';
import { listEndpoint } from './admin-list';

const PATH = '/api/admin/media';

/**
 * Uploads one file as multipart/form-data with XMLHttpRequest (fetch reports no upload progress); `onProgress` gets
 * the share sent, 0–1. Rejects with an ApiError carrying the server's message, like every other request.
 */
function upload(file: File, onProgress: (share: number) => void, signal?: AbortSignal): Promise<AdminMediaItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', PATH);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as AdminMediaItem);
        return;
      }
      const error = body && typeof body === 'object' ? (body as Partial<ApiErrorBody>) : undefined;
      reject(new ApiError(xhr.status, `${xhr.status}: ${error?.message ?? (xhr.statusText || 'Upload failed')}`, error));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', undefined));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled', undefined));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(MEDIA_UPLOAD_FIELD, file, file.name);
    xhr.send(form);
  });
}

export const mediaApi = {
  ...listEndpoint<AdminMediaItem>(PATH),
  get: (id: number) => apiJson<AdminMediaItem>('GET', `${PATH}/${id}`),
  upload,
  setAlt: (id: number, input: MediaAltInput) => apiJson<AdminMediaItem>('PATCH', `${PATH}/${id}`, input),
  remove: async (id: number): Promise<void> => {
    await apiRequest('DELETE', `${PATH}/${id}`);
  },
};
