/** Issue 19, item 10: entries written by the admin command line name it in the screen's language. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/shared/audit';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ActivityEntryList } from './activity-entry-list';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-25T21:00:00.000Z',
  actorId: null,
  actorName: 'command line',
  commandLine: true,
  action: 'password',
  entity: 'user',
  entityId: '7',
  changes: {},
  ...over,
});

describe('ActivityEntryList', () => {
  it('names the command line in Czech and in English, and staff by their name', () => {
    const entries = [entry({}), entry({ id: 2, actorId: 3, actorName: 'Jana Nováková', commandLine: false })];
    const cs = renderAdminScreen(<ActivityEntryList entries={entries} label="Záznamy" />, { lang: 'cs' });
    expect(screen.getByText('Příkazová řádka (npm run admin)')).toBeInTheDocument();
    expect(screen.getByText('Jana Nováková')).toBeInTheDocument();
    expect(screen.queryByText('command line')).not.toBeInTheDocument();
    cs.unmount();
    renderAdminScreen(<ActivityEntryList entries={entries} label="Entries" />, { lang: 'en' });
    expect(screen.getByText('Command line (npm run admin)')).toBeInTheDocument();
  });
});
