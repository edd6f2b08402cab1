import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../validation-messages';
import { blogPostSchema } from './blog-post';
import { clientFormSchema, clientSchema, CLIENT_MESSAGES } from './client';
import { FIELD_MESSAGES, parseIsoDate } from './fields';
import { portfolioItemSchema } from './portfolio-item';
import { MONEY_MESSAGES } from './messages';
import { PROJECT_MESSAGES, projectFormSchema, projectSchema } from './project';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('field rules', () => {
  it('parses ISO dates and refuses impossible calendar days', () => {
    expect(parseIsoDate('2025-06-01')?.toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(parseIsoDate('2025-06-01T10:30:00+02:00')?.toISOString()).toBe('2025-06-01T08:30:00.000Z');
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-13-01')).toBeNull();
    expect(parseIsoDate('1.6.2025')).toBeNull();
  });

  it('every message text is in the validation catalogue', () => {
    const catalogue = new Set(Object.values(VALIDATION_MESSAGES));
    for (const text of [...Object.values(FIELD_MESSAGES), ...Object.values(CLIENT_MESSAGES), ...Object.values(PROJECT_MESSAGES), ...Object.values(MONEY_MESSAGES)]) {
      expect(catalogue.has(text), text).toBe(true);
    }
  });
});

describe('clientSchema', () => {
  it('applies the spec defaults and blank rules', () => {
    const parsed = clientSchema.parse({ name: 'A', email: 'a@b.cz', monthlyPrice: null, startDate: '', phone: ' ' });
    expect(parsed).toMatchObject({ currentStatus: 'lead', paymentStatus: 'not_paid', oneTimePrice: 0, monthlyPrice: 0, startDate: null, phone: null });
    // The API takes haléře as whole numbers; text is refused (the form schema reads typed Kč).
    expect(clientSchema.parse({ name: 'A', email: 'a@b.cz', oneTimePrice: 150_050 }).oneTimePrice).toBe(150_050);
    expect(issues(clientSchema.safeParse({ name: 'A', email: 'a@b.cz', oneTimePrice: '1500.5' })).oneTimePrice).toBe(MONEY_MESSAGES.minorUnitsInvalid);
  });

  it('the form schema reads the prices typed in Kč into haléře, in the screen\'s language', () => {
    const form = { name: 'A', email: 'a@b.cz', oneTimePrice: '1 500,50', monthlyPrice: '' };
    expect(clientFormSchema('cs').parse(form)).toMatchObject({ oneTimePrice: 150_050, monthlyPrice: 0 });
    expect(clientFormSchema('en').parse({ ...form, oneTimePrice: '1,500.5' })).toMatchObject({ oneTimePrice: 150_050 });
    expect(issues(clientFormSchema('cs').safeParse({ ...form, monthlyPrice: '-1' })).monthlyPrice).toBe(MONEY_MESSAGES.amountMin0);
  });

  it('names the invalid fields with the spec texts', () => {
    expect(issues(clientSchema.safeParse({ email: 'x' }))).toMatchObject({ name: 'Name is required', email: 'Invalid email address' });
  });
});

describe('projectSchema', () => {
  it('uses the new-project defaults', () => {
    expect(projectSchema.parse({ clientId: 1, name: 'P', description: 'D' })).toMatchObject({
      serviceType: 'web-development',
      status: 'pending',
      // Cents: the spec's 200.
      costOfService: 20_000,
      budget: 0,
      amountPaid: 0,
      dueDate: null,
    });
  });
  it('the form schema reads dollars typed in the screen\'s language into cents; blank → the default', () => {
    const typed = { clientId: '1', name: 'P', description: 'D', budget: '1 900,5', amountPaid: '0,01', costOfService: '' };
    expect(projectFormSchema('cs').parse(typed)).toMatchObject({ budget: 190_050, amountPaid: 1, costOfService: 20_000, monthlyFee: 0 });
    expect(issues(projectFormSchema('en').safeParse({ ...typed, budget: '12.345' })).budget).toBe(MONEY_MESSAGES.amountDecimals);
  });

  it('requires a chosen client', () => {
    expect(issues(projectSchema.safeParse({ name: 'P', description: 'D' })).clientId).toBe(PROJECT_MESSAGES.clientRequired);
  });
});

describe('blogPostSchema', () => {
  it('normalises the slug (blank → null) and drops blank translations', () => {
    const parsed = blogPostSchema.parse({ title: 'T', content: 'C', slug: ' Nový Web ', translations: { cs: { title: '', content: '' } } });
    expect(parsed).toMatchObject({ slug: 'novy-web', translations: {}, published: false });
    expect(blogPostSchema.parse({ title: 'T', content: 'C', slug: '---' }).slug).toBeNull();
  });
});

describe('portfolioItemSchema', () => {
  it('accepts site paths and http(s) images, refuses others', () => {
    const base = { title: 'T', description: 'D', category: 'web' };
    expect(portfolioItemSchema.safeParse({ ...base, imageUrl: '/images/a.svg' }).success).toBe(true);
    expect(portfolioItemSchema.safeParse({ ...base, imageUrl: 'https://cdn.example.com/a.png' }).success).toBe(true);
    expect(issues(portfolioItemSchema.safeParse({ ...base, imageUrl: '//evil.example/a.png' })).imageUrl).toBe(FIELD_MESSAGES.imageUrlInvalid);
    expect(issues(portfolioItemSchema.safeParse({ ...base, imageUrl: 'data:image/png;base64,AA' })).imageUrl).toBe(FIELD_MESSAGES.imageUrlInvalid);
  });
});
