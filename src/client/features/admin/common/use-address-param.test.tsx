import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pickParam, useAddressParams } from './use-address-param';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/admin/messages?kind=quote']}>{children}</MemoryRouter>;

describe('useAddressParams', () => {
  it('keeps both of two changes made before the screen re-renders', () => {
    const { result } = renderHook(() => useAddressParams(), { wrapper });
    act(() => {
      result.current.setParam('kind', '');
      result.current.setParam('status', 'spam');
    });
    expect(result.current.searchParams.toString()).toBe('status=spam');
    act(() => result.current.setParam('status', 'unread'));
    expect(result.current.searchParams.toString()).toBe('status=unread');
  });

  it('reads only allowed values', () => {
    expect(pickParam(new URLSearchParams('status=read'), 'status', ['read', 'unread'])).toBe('read');
    expect(pickParam(new URLSearchParams('status=<x>'), 'status', ['read', 'unread'])).toBe('');
  });
});
