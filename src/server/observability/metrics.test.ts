import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { routeGroup } from './metrics';

describe('routeGroup', () => {
  it('puts every path into one of a few groups by its prefix', () => {
    expect(routeGroup('GET', '/')).toBe('page');
    expect(routeGroup('GET', '/en/blog/some-post')).toBe('page');
    expect(routeGroup('GET', '/sitemap.xml')).toBe('page');
    expect(routeGroup('GET', '/robots.txt')).toBe('page');
    expect(routeGroup('GET', '/assets/index-abc123.js')).toBe('asset');
    expect(routeGroup('GET', '/favicon.svg')).toBe('asset');
    expect(routeGroup('GET', '/images/team/photo.webp')).toBe('asset');
    expect(routeGroup('POST', '/api/login')).toBe('api:auth');
    expect(routeGroup('GET', '/api/user')).toBe('api:auth');
    expect(routeGroup('POST', '/api/sessions/revoke-others')).toBe('api:auth');
    expect(routeGroup('GET', '/api/admin/messages')).toBe('api:admin');
    expect(routeGroup('POST', '/api/contact')).toBe('api:contact');
    expect(routeGroup('GET', '/api/blog')).toBe('api:public');
    expect(routeGroup('GET', '/api/health')).toBe('api:public');
    expect(routeGroup('GET', '/api/users-of-nothing')).toBe('api:public');
    expect(routeGroup('POST', '/')).toBe('other');
    expect(routeGroup('GET', '/metrics')).toBe('other');
  });
});

describe('METRICS_TOKEN', () => {
  const dirs: string[] = [];
  const env = (extra: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'agency-metrics-config-'));
    dirs.push(dir);
    return { DATA_DIR: dir, ...extra };
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('is off when unset or blank', () => {
    expect(loadConfig(env({})).metricsToken).toBeUndefined();
    expect(loadConfig(env({ METRICS_TOKEN: '  ' })).metricsToken).toBeUndefined();
  });

  it('must be at least 32 characters, and the message names the variable', () => {
    expect(() => loadConfig(env({ METRICS_TOKEN: 'short-token' }))).toThrow(/METRICS_TOKEN.*32/);
    expect(loadConfig(env({ METRICS_TOKEN: 't'.repeat(32) })).metricsToken).toBe('t'.repeat(32));
  });
});
