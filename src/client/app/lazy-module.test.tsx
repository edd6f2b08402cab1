import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

const screens = {
  ClientsPage: ({ title }: { title: string }) => <h1>{title}</h1>,
  ClientDetailPage: () => <p>detail</p>,
};

/** A module load the test resolves (or fails) when it chooses. */
function controlledLoad() {
  let resolve!: (m: typeof screens) => void;
  let reject!: (err: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof screens>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, resolve: (m = screens) => resolve(m), reject: (err: Error) => reject(err) };
}

describe('lazyModule', () => {
  it('suspends a component until its module is loaded, then renders it with its props', async () => {
    const { load, resolve } = controlledLoad();
    const ClientsPage = lazyModule(load).component('ClientsPage');
    // Rendering that suspends on `use` is awaited inside act (React's rule for tests).
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <ClientsPage title="Klienti" />
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => resolve());
    expect(screen.getByRole('heading', { name: 'Klienti' })).toBeInTheDocument();
  });

  it('once preloaded, renders in the first render: no fallback is ever shown', async () => {
    const { load, resolve } = controlledLoad();
    const module = lazyModule(load);
    const ClientsPage = module.component('ClientsPage');
    const preloaded = module.preload();
    resolve();
    await preloaded;
    render(
      <Suspense fallback={<p>loading</p>}>
        <ClientsPage title="Klienti" />
      </Suspense>,
    );
    // Synchronously after render: React.lazy would show the fallback here and the page only after a retry.
    expect(screen.getByRole('heading', { name: 'Klienti' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('components of one module share one load', async () => {
    const { load, resolve } = controlledLoad();
    const module = lazyModule(load);
    const ClientsPage = module.component('ClientsPage');
    const ClientDetailPage = module.component('ClientDetailPage');
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <ClientsPage title="Klienti" />
          <ClientDetailPage />
        </Suspense>,
      );
    });
    void module.preload();
    await act(async () => resolve());
    expect(screen.getByText('detail')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed load is tried again on the next use', async () => {
    const { load, reject, resolve } = controlledLoad();
    const module = lazyModule(load);
    const failed = module.preload();
    reject(new Error('chunk missing after a deployment'));
    await expect(failed).rejects.toThrow('chunk missing');
    const again = module.preload();
    resolve();
    await expect(again).resolves.toBe(screens);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives the module at once once it is loaded, and nothing before (nor after a failed load)', async () => {
    const { load, reject, resolve } = controlledLoad();
    const module = lazyModule(load);
    const failed = module.preload();
    reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    expect(module.loaded()).toBeUndefined();
    const loading = module.preload();
    expect(module.loaded()).toBeUndefined();
    resolve();
    await loading;
    expect(module.loaded()).toBe(screens);
  });
});
