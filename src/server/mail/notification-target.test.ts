/** Issue 20: the start-up log says where enquiry notifications go, and names the fix while they reach nobody. */
import { describe, expect, it } from 'vitest';
import { notificationTargetLine } from './mail-service';

describe('notificationTargetLine', () => {
  it('names the recipients and where they come from', () => {
    expect(notificationTargetLine(true, ['office@lipa-digital.cz'], [])).toEqual({ level: 'info', text: 'enquiry notifications go to office@lipa-digital.cz (NOTIFY_TO)' });
    expect(notificationTargetLine(true, undefined, ['jana@lipa-digital.cz'])).toEqual({ level: 'info', text: "enquiry notifications go to jana@lipa-digital.cz (the admins' addresses)" });
  });

  it('warns with the fix when nobody can receive them', () => {
    const line = notificationTargetLine(true, undefined, []);
    expect(line.level).toBe('warn');
    for (const fix of ['NOTIFY_TO', 'ADMIN_EMAIL', '@admin.invalid']) expect(line.text).toContain(fix);
  });

  it('warns that SMTP_URL and MAIL_FROM are missing', () => {
    const line = notificationTargetLine(false, undefined, ['jana@lipa-digital.cz']);
    expect(line.level).toBe('warn');
    expect(line.text).toContain('SMTP_URL and MAIL_FROM');
  });
});
