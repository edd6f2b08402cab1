/**
 * Drop images here or choose them (several at once): each file is uploaded on its own request, one after another,
 * with its own progress bar and, when refused, the server's reason.
 */
import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useT } from '@/client/i18n/use-t';
import { MEDIA_ACCEPTED_TYPES, type AdminMediaItem } from '@/shared/media';
import { mediaApi } from '@/client/api/media-api';
import { ApiError } from '@/client/lib/api-request';
import { cn } from '@/client/lib/cn';
import { invalidateAdmin } from '../common/use-admin-list';

interface UploadRow {
  key: string;
  name: string;
  /** 0–1 */
  progress: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  error?: string;
}

export function formatBytes(bytes: number, lang: string): string {
  const format = (n: number, unit: string) => `${new Intl.NumberFormat(lang, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes < 1024) return format(bytes, 'B');
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'kB');
  return format(bytes / (1024 * 1024), 'MB');
}

export function MediaUploader({ onUploaded }: { onUploaded?: (item: AdminMediaItem) => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);

  const update = (key: string, change: Partial<UploadRow>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const uploadAll = async (files: File[]) => {
    if (!files.length) return;
    const stamp = Date.now();
    const added = files.map((file, i) => ({ file, row: { key: `${stamp}-${i}`, name: file.name, progress: 0, state: 'waiting' as const } }));
    setRows((list) => [...added.map((a) => a.row), ...list].slice(0, 20));
    for (const { file, row } of added) {
      update(row.key, { state: 'uploading' });
      try {
        const item = await mediaApi.upload(file, (progress) => update(row.key, { progress }));
        update(row.key, { state: 'done', progress: 1 });
        onUploaded?.(item);
      } catch (err) {
        const message = err instanceof ApiError && err.body?.fields?.file ? err.body.fields.file : err instanceof Error ? err.message : String(err);
        update(row.key, { state: 'failed', error: message });
      }
    }
    await invalidateAdmin(queryClient, mediaApi);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void uploadAll([...event.dataTransfer.files]);
  };

  return (
    <div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed p-6 text-center',
          dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
        )}
      >
        <Upload aria-hidden="true" className="h-6 w-6 text-slate-600" />
        <p id={hintId} className="text-sm text-slate-700">
          {t('admin.media.upload.hint')}
        </p>
        <label
          htmlFor={inputId}
          className="cursor-pointer rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-brand-800"
        >
          {t('admin.media.upload.choose')}
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={MEDIA_ACCEPTED_TYPES.join(',')}
            aria-describedby={hintId}
            className="sr-only"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void uploadAll(files);
            }}
          />
        </label>
      </div>
      {rows.length ? (
        <ul className="mt-3 space-y-2" aria-label={t('admin.media.upload.progressList')}>
          {rows.map((row) => (
            <li key={row.key} className="text-sm">
              <div className="flex justify-between gap-2">
                <span className="truncate">{row.name}</span>
                <span className={row.state === 'failed' ? 'text-red-700' : 'text-slate-600'}>{t(`admin.media.upload.state.${row.state}`)}</span>
              </div>
              <progress
                className="h-2 w-full"
                max={100}
                value={Math.round(row.progress * 100)}
                aria-label={t('admin.media.upload.progressOf', { name: row.name })}
              />
              {row.error ? (
                <p role="alert" className="text-red-700">
                  {row.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
