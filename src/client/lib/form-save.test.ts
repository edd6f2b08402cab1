import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-request';
import { saveForm, serverFieldErrors } from './form-save';

const refusal = (body: Record<string, unknown>) => new ApiError(400, `400: ${JSON.stringify(body)}`, body);

function toaster() {
  return { success: vi.fn(), error: vi.fn() };
}

describe('serverFieldErrors: the one rule for the fields a server refused', () => {
  it('takes every field the server names that the form shows, in the form order', () => {
    const error = refusal({ message: 'slug: taken', error: 'Bad Request', field: 'slug', fields: { slug: 'taken', title: 'Title is required', other: 'x' } });
    expect(serverFieldErrors(error, ['title', 'slug', 'content'])).toEqual([
      { field: 'title', message: 'Title is required' },
      { field: 'slug', message: 'taken' },
    ]);
  });

  it('finds none in other failures', () => {
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['title'])).toEqual([]);
    expect(serverFieldErrors(refusal({ message: 'Not found', error: 'Not Found' }), ['title'])).toEqual([]);
  });
});

describe('saveForm', () => {
  it('on success shows the success toast and reports the answer', async () => {
    const toast = toaster();
    const onSaved = vi.fn();
    const saved = await saveForm({
      send: async () => ({ id: 3 }),
      toast,
      fields: ['name'],
      success: () => ({ title: 'Saved', description: 'All good' }),
      failure: { title: 'Failed', fallback: 'Error' },
      onSaved,
    });
    expect(saved).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Saved', { description: 'All good' });
    expect(onSaved).toHaveBeenCalledWith({ id: 3 });
  });

  it("on a refusal shows the failure title with the server's message and hands over the refused fields", async () => {
    const toast = toaster();
    const onFailed = vi.fn();
    const error = refusal({ message: 'email: Invalid email address', error: 'Bad Request', fields: { email: 'Invalid email address' } });
    const saved = await saveForm({
      send: () => Promise.reject(error),
      toast,
      fields: ['name', 'email'],
      success: () => 'Saved',
      failure: { title: 'Failed to create client', fallback: 'Error' },
      onFailed,
    });
    expect(saved).toBe(false);
    expect(toast.error).toHaveBeenCalledWith('Failed to create client', { description: 'email: Invalid email address' });
    expect(onFailed).toHaveBeenCalledWith([{ field: 'email', message: 'Invalid email address' }], error);
  });

  it('lets a form read the failure its own way (the contact form prefers the body error field)', async () => {
    const toast = toaster();
    await saveForm({
      send: () => Promise.reject(refusal({ message: 'm', error: 'server error text' })),
      toast,
      fields: [],
      success: () => 'Saved',
      failure: { title: 'Failed', fallback: 'Error', describe: (e) => (e instanceof ApiError ? e.body?.error : undefined) },
    });
    expect(toast.error).toHaveBeenCalledWith('Failed', { description: 'server error text' });
  });
});
