import { DEFAULT_PRICE_LIST } from '@/shared/schemas/price-list';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { calculatePlanPrice } from '@/shared/pricing';
import { quoteDetails, servicesRequiredOf, usdShown } from '@/shared/schemas/quote';
import { afterFailure, FIRST_RETRY_DELAY_MS, MAX_MAIL_ATTEMPTS, MAX_RETRY_DELAY_MS, retryDelayMs } from './backoff';
import { escapeHtml } from '@/shared/html-text';
import { renderAutoReply, renderNotification, type EnquiryForMail } from './enquiry-mail';
import { FORM_TOKEN_MAX_AGE_MS, formTokenIssuedAt, formTokenToJudge, issueFormToken, judgeSpam, MIN_FILL_MS } from './form-token';

const SECRET = 's'.repeat(40);
const rules = { secret: SECRET, minFillMs: MIN_FILL_MS };

describe('retry backoff', () => {
  it('doubles from the first delay and stops at the cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a))).toEqual([1, 2, 4, 8].map((f) => f * FIRST_RETRY_DELAY_MS));
    expect(retryDelayMs(40)).toBe(MAX_RETRY_DELAY_MS);
  });
  it('fails a mail after the last attempt only', () => {
    expect(afterFailure(MAX_MAIL_ATTEMPTS - 1)).toBe('retry');
    expect(afterFailure(MAX_MAIL_ATTEMPTS)).toBe('failed');
  });
});

describe('spam judgement', () => {
  const now = 1_800_000_000_000;
  it('a genuine token counts once; used again or expired it is judged as none; a forged one is passed on (issue 19)', async () => {
    const used = new Set<string>();
    const useOnce = async ({ token }: { token: string }) => !used.has(token) && Boolean(used.add(token));
    const token = issueFormToken(SECRET, now - 10_000);
    expect(await formTokenToJudge(token, SECRET, useOnce, now)).toBe(token);
    expect(await formTokenToJudge(token, SECRET, useOnce, now)).toBeUndefined();
    expect(await formTokenToJudge(issueFormToken(SECRET, now - FORM_TOKEN_MAX_AGE_MS - 1), SECRET, useOnce, now)).toBeUndefined();
    const forged = issueFormToken('another-secret-another-secret-xx', now - 10_000);
    expect(await formTokenToJudge(forged, SECRET, useOnce, now)).toBe(forged);
    expect(await formTokenToJudge(forged, SECRET, useOnce, now)).toBe(forged);
    expect(await formTokenToJudge(undefined, SECRET, useOnce, now)).toBeUndefined();
    expect(used.size).toBe(1);
  });
  it('a filled honeypot is spam whatever else', () => {
    expect(judgeSpam({ honeypot: 'x', formToken: issueFormToken(SECRET, now - 60_000)}, rules, now)).toBe('honeypot');
  });
  it('a form sent sooner than the minimum fill time is too fast; later is fine', () => {
    expect(judgeSpam({ honeypot: '', formToken: issueFormToken(SECRET, now - MIN_FILL_MS + 1)}, rules, now)).toBe('too_fast');
    expect(judgeSpam({ honeypot: '', formToken: issueFormToken(SECRET, now - MIN_FILL_MS)}, rules, now)).toBeNull();
  });
  it('a forged, altered or future token is spam', () => {
    const good = issueFormToken(SECRET, now - 60_000);
    const altered = good.replace(/^\d+/, String(now - 120_000));
    expect(formTokenIssuedAt(SECRET, good)).toBe(now - 60_000);
    expect(formTokenIssuedAt(SECRET, altered)).toBeNull();
    expect(judgeSpam({ honeypot: undefined, formToken: altered}, rules, now)).toBe('form_token');
    expect(judgeSpam({ honeypot: undefined, formToken: issueFormToken('x'.repeat(40), now - 60_000)}, rules, now)).toBe('form_token');
    expect(judgeSpam({ honeypot: undefined, formToken: issueFormToken(SECRET, now + 3_600_000)}, rules, now)).toBe('form_token');
  });
  it('tokens issued in the same millisecond differ; a token of the earlier form (no random part) is still genuine', () => {
    const [a, b] = [issueFormToken(SECRET, now), issueFormToken(SECRET, now)];
    expect(a).not.toBe(b);
    expect([formTokenIssuedAt(SECRET, a), formTokenIssuedAt(SECRET, b)]).toEqual([now, now]);
    const [issued, random] = a.split('.');
    expect(formTokenIssuedAt(SECRET, b.replace(/\.[^.]+\./, `.${random}.`))).toBeNull();
    const key = createHmac('sha256', SECRET).update('enquiry-form-token').digest();
    const legacy = `${issued}.${createHmac('sha256', key).update(issued!).digest('base64url')}`;
    expect(formTokenIssuedAt(SECRET, legacy)).toBe(now);
  });
  it('no token (classic form without JavaScript, API clients): judged by the honeypot alone', () => {
    expect(judgeSpam({ honeypot: '', formToken: undefined }, rules, now)).toBeNull();
    expect(judgeSpam({ honeypot: 'filled', formToken: undefined }, rules, now)).toBe('honeypot');
  });
});

describe('quote recomputation', () => {
  it('uses the shared pricing functions, in the page order of services, with USD as the English page rounds it', () => {
    const q = quoteDetails(DEFAULT_PRICE_LIST, 'premium', 'standard', ['marketing', 'webDevelopment', 'marketing']);
    expect(q.services).toEqual(['webDevelopment', 'marketing']);
    expect(q.priceCzk).toEqual(calculatePlanPrice(DEFAULT_PRICE_LIST, 'premium', ['webDevelopment', 'marketing'], 'standard'));
    expect(q.priceUsd.setup).toBe(usdShown(q.priceCzk.setup));
    expect(usdShown(12_240)).toBe(526);
  });
  it('maps a quote to the client form\'s services required', () => {
    expect(servicesRequiredOf([])).toBeNull();
    expect(servicesRequiredOf(['socialMedia'])).toBe('social-media');
    expect(servicesRequiredOf(['design', 'marketing'])).toBe('multiple');
  });
});

describe('enquiry mail', () => {
  const enquiry: EnquiryForMail = {
    id: 42,
    kind: 'quote',
    name: 'Eve <script>',
    email: 'eve@example.com',
    phone: null,
    message: 'Note & "quotes"',
    pagePath: '/en/pricing',
    language: 'en',
    quote: quoteDetails(DEFAULT_PRICE_LIST, 'basic', 'monthlyFocused', ['design']),
    createdAt: new Date('2026-11-21T10:30:00Z'),
  };
  it('the notification lists every field in text and escaped HTML, with the back-office link', () => {
    const mail = renderNotification(enquiry, 'https://www.example.cz/admin/messages?open=42', 'en');
    expect(mail.subject).toBe('New quote request from the pricing page: Eve <script>');
    for (const part of ['Eve <script>', 'eve@example.com', '/en/pricing', 'English', 'Basic', 'Monthly focused', 'Design', 'Note & "quotes"', 'open=42']) {
      expect(mail.text).toContain(part);
    }
    expect(mail.html).toContain('Eve &lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Note &amp; &quot;quotes&quot;');
  });
  it('the time it was received is Prague time in both languages, whatever the server\'s zone (issue 33, item 5)', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'UTC'; // as the server runs in production
    try {
      const summer = { ...enquiry, createdAt: new Date('2026-07-15T18:17:00Z') };
      expect(renderNotification(summer, 'https://x/admin', 'cs').text).toContain('Přijato: 15. 7. 2026, 20:17');
      expect(renderNotification(summer, 'https://x/admin', 'en').text).toContain('Received: Jul 15, 2026, 8:17 PM');
      const winter = { ...enquiry, createdAt: new Date('2026-11-28T18:17:00Z') };
      expect(renderNotification(winter, 'https://x/admin', 'cs').text).toContain('Přijato: 28. 11. 2026, 19:17');
      expect(renderNotification(winter, 'https://x/admin', 'cs').html).toContain('19:17');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
  it('a quote from a company names the company and IČO the visitor gave, in both languages (issue 33, item 2)', () => {
    const quote = { ...quoteDetails(DEFAULT_PRICE_LIST, 'basic', 'standard', ['design']), company: 'Truhlářství Nová s.r.o.', ico: '25596641' };
    expect(renderNotification({ ...enquiry, quote }, 'https://x/admin', 'cs').text).toContain('Firma: Truhlářství Nová s.r.o.\nIČO: 25596641');
    expect(renderNotification({ ...enquiry, quote }, 'https://x/admin', 'en').text).toContain('Company: Truhlářství Nová s.r.o.\nCompany ID (IČO): 25596641');
    expect(renderNotification(enquiry, 'https://x/admin', 'cs').text).not.toContain('Firma:');
  });
  it('a Czech notification names the plan in Czech (issue 20, item 7)', () => {
    const mail = renderNotification({ ...enquiry, quote: quoteDetails(DEFAULT_PRICE_LIST, 'premium', 'standard', ['design']) }, 'https://x/admin', 'cs');
    expect(mail.text).toContain('Balíček: Prémiový');
    expect(mail.text).not.toContain('Premium');
  });
  it('staff get Czech by default; a subject never carries a line break', () => {
    const mail = renderNotification({ ...enquiry, kind: 'contact', name: 'A\r\nBcc: x@y.cz' }, 'https://x/admin');
    expect(mail.subject).toBe('Nová zpráva z webu: A Bcc: x@y.cz');
  });
  it('a possible spam (issue 20) is marked in the subject and says why first', () => {
    const cs = renderNotification({ ...enquiry, kind: 'contact', name: 'Jana' }, 'https://x/admin', 'cs', true);
    expect(cs.subject).toBe('[Možný spam] Nová zpráva z webu: Jana');
    expect(cs.text.split('\n')[0]).toContain('rychleji, než ho člověk obvykle vyplní');
    const en = renderNotification(enquiry, 'https://x/admin', 'en', true);
    expect(en.subject).toBe('[Possible spam] New quote request from the pricing page: Eve <script>');
    expect(en.html).toContain('<strong>Possible spam:</strong>');
  });
  it('the auto-reply is in the page language and a fixed text: nothing the visitor typed (issue 19)', () => {
    const cs = renderAutoReply('cs', 'Lipa Digital');
    const en = renderAutoReply(enquiry.language, 'Lipa Digital');
    expect(cs.text.startsWith('Dobrý den,\n')).toBe(true);
    expect(en.text.startsWith('Hello,\n')).toBe(true);
    expect(renderAutoReply(null, 'Lipa Digital')).toEqual(cs);
    for (const mail of [cs, en]) {
      for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/Eve|script|quotes/);
    }
  });
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
