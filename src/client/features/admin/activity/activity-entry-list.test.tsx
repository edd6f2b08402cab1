/** Issue 19, item 10: entries written by the admin command line name it in the screen's language. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/shared/audit';
import { renderAdminScreen } from '@/client/test/render-admin-screen';
import { ActivityEntryList } from './activity-entry-list';

const base: AuditEntry = {
  id: 1,
  at: '2026-11-25T21:00:00.000Z',
  actorId: null,
  actorName: 'command line',
  commandLine: true,
  action: 'password',
  entity: 'user',
  entityId: '7',
  changes: {},
  entityLabel: null,
  refs: {},
};
const entry = (over: Partial<AuditEntry>): AuditEntry => ({ ...base, ...over });

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

  it('in Czech: records and people by name, field values translated, ids as names, rich text as a short diff', () => {
    const entries = [
      entry({ id: 2, actorId: 3, actorName: 'Jana', commandLine: false, action: 'status', entity: 'message', entityId: '12', entityLabel: 'Petr Malý', changes: { status: { from: 'unread', to: 'read' } } }),
      entry({ id: 3, actorId: 3, actorName: 'Jana', commandLine: false, action: 'update', entity: 'mail', entityId: '5', entityLabel: 'Nová zpráva', changes: { status: { from: 'failed', to: 'not_configured' } } }),
      entry({ id: 4, actorId: 3, actorName: 'Jana', commandLine: false, action: 'create', entity: 'project', entityId: '9', entityLabel: 'E-shop', refs: { 'client:4': 'Vinařství Mráz' }, changes: { clientId: { from: null, to: 4 }, serviceType: { from: null, to: 'web-development' } } }),
      entry({ id: 5, actorId: 3, actorName: 'Jana', commandLine: false, action: 'update', entity: 'client', entityId: '2', entityLabel: null, changes: { paymentStatus: { from: 'not_paid', to: 'paid' }, servicesRequired: { from: ['seo'], to: ['seo', 'design'] } } }),
      entry({ id: 6, actorId: 3, actorName: 'Jana', commandLine: false, action: 'update', entity: 'blog_post', entityId: '7', entityLabel: 'Jak na web', changes: { translations: { from: { en: { content: '<p>We build <strong>fast</strong> websites for small firms.</p>' } }, to: { en: { content: '<p>We build <strong>safe</strong> websites for small firms.</p>' } } } } }),
      entry({ id: 8, actorId: 3, actorName: 'Jana', commandLine: false, action: 'export', entity: 'client', entityId: null, changes: { filters: { from: null, to: { q: 'pek', sort: 'createdAt', dir: 'desc' } } } }),
      entry({ id: 7, actorId: 3, actorName: 'Jana', commandLine: false, action: 'create', entity: 'project', entityId: '10', entityLabel: 'Web', changes: { clientId: { from: null, to: 6 } } }),
    ];
    renderAdminScreen(<ActivityEntryList entries={entries} label="Záznamy" />, { lang: 'cs' });
    const list = screen.getByRole('list', { name: 'Záznamy' });
    const text = list.textContent ?? '';
    expect(screen.getByText('Zpráva „Petr Malý“')).toBeInTheDocument();
    expect(screen.getByText('Klient č. 2 (smazáno)')).toBeInTheDocument();
    for (const words of ['Nepřečteno', 'Přečteno', 'Neodesláno: není nastaven SMTP', 'Vinařství Mráz', 'Vývoj webu', 'Nezaplaceno', 'SEO, Design', 'č. 6 (smazáno)', 'Filtry exportu › Řazení:', 'Datum vytvoření', 'sestupně']) {
      expect(text).toContain(words);
    }
    for (const raw of ['unread', 'not_configured', 'not_paid', 'web-development', '<p>', '<strong>', '{', 'desc', 'createdAt', 'Účet č.', 'Klient → 4']) expect(text).not.toContain(raw);
    const diff = within(list.children[4] as HTMLElement);
    expect(diff.getByText('Překlady › EN › Obsah:')).toBeInTheDocument();
    expect(diff.getByText('fast').tagName).toBe('DEL');
    expect(diff.getByText('safe').tagName).toBe('INS');
  });

  it('writes when it happened and the dates it changed as the other screens do, in Prague time', () => {
    const changes = { dueOn: { from: '2026-12-10', to: '2026-12-24' }, sentAt: { from: null, to: '2026-12-05T18:17:00.000Z' } };
    renderAdminScreen(<ActivityEntryList entries={[entry({ id: 2, action: 'update', entity: 'invoice', entityId: '7', changes })]} label="Entries" />, { lang: 'en' });
    const text = screen.getByRole('list', { name: 'Entries' }).textContent ?? '';
    // 21:00Z on 25 November is 22:00 in Prague.
    for (const shown of ['Nov 25, 2026, 10:00 PM', 'Dec 10, 2026', 'Dec 24, 2026', 'Dec 5, 2026, 7:17 PM']) expect(text).toContain(shown);
    expect(text).not.toContain('2026-12-');
  });

  it('a price list publication and a restored revision in words: the setting by name, each price by its place', () => {
    const published = entry({
      id: 2,
      actorId: 3,
      actorName: 'Jana',
      commandLine: false,
      action: 'update',
      entity: 'setting',
      entityId: 'pricing',
      changes: { 'plans.standard.setup': { from: 2000, to: 2500 }, 'plans.standard.translations.cs.name': { from: 'Standardní', to: 'Firemní' } },
    });
    const restored = entry({ id: 3, actorId: 3, actorName: 'Jana', commandLine: false, action: 'restore', entity: 'blog_post', entityId: '7', entityLabel: 'Jak na web', changes: { title: { from: 'Nový', to: 'Jak na web' } } });
    renderAdminScreen(<ActivityEntryList entries={[published, restored]} label="Záznamy" />, { lang: 'cs' });
    const [first, second] = within(screen.getByRole('list', { name: 'Záznamy' })).getAllByRole('listitem');
    expect(within(first!).getByText('Ceník')).toBeInTheDocument();
    expect(within(first!).getByText('Tarify › Standardní › Zřizovací poplatek:')).toBeInTheDocument();
    expect(within(first!).getByText('Tarify › Standardní › Překlady › CS › Jméno / název:')).toBeInTheDocument();
    expect(within(second!).getByText('Obnovení dřívější verze')).toBeInTheDocument();
    expect(within(second!).getByText('Článek „Jak na web“')).toBeInTheDocument();
  });
});
