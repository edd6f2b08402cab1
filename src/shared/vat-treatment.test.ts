import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES } from './identifiers/eu';
import { defaultVatMode, vatTreatmentFor } from './vat-treatment';

const payer = { vatPayer: true };
const client = (billingCountry: string | null, dic: string | null, vatPayer: boolean) => ({ billingCountry, dic, vatPayer });

describe('vatTreatmentFor', () => {
  it('a Czech client pays Czech VAT, payer or not', () => {
    expect(vatTreatmentFor(client('CZ', 'CZ27082440', true), payer)).toBe('czech_vat');
    expect(vatTreatmentFor(client('CZ', null, false), payer)).toBe('czech_vat');
    expect(vatTreatmentFor(client(null, null, false), payer)).toBe('czech_vat');
  });
  it('an EU business outside Czechia with a VAT ID: reverse charge', () => {
    expect(vatTreatmentFor(client('DE', 'DE123456789', true), payer)).toBe('reverse_charge');
    expect(vatTreatmentFor(client('SK', 'SK2020317068', true), payer)).toBe('reverse_charge');
  });
  it('an EU consumer, or an EU business without a VAT ID, pays Czech VAT', () => {
    expect(vatTreatmentFor(client('DE', null, false), payer)).toBe('czech_vat');
    expect(vatTreatmentFor(client('DE', null, true), payer)).toBe('czech_vat');
    expect(vatTreatmentFor(client('DE', 'DE123456789', false), payer)).toBe('czech_vat');
  });
  it('outside the EU: no Czech VAT, business or not', () => {
    expect(vatTreatmentFor(client('US', null, false), payer)).toBe('outside_eu');
    expect(vatTreatmentFor(client('CH', 'CHE123456789', true), payer)).toBe('outside_eu');
    expect(vatTreatmentFor(client('GB', 'GB123456789', true), payer)).toBe('outside_eu');
  });
  it('an agency that is no VAT payer charges no VAT to anyone', () => {
    for (const c of [client('CZ', null, false), client('DE', 'DE123456789', true), client('US', null, false)]) {
      expect(vatTreatmentFor(c, { vatPayer: false })).toBe('non_payer_agency');
    }
  });
  it('the EU has 27 member states, Czechia and Greece (GR) among them, the United Kingdom not', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(EU_MEMBER_STATES).toContain('CZ');
    expect(EU_MEMBER_STATES).toContain('GR');
    expect(EU_MEMBER_STATES).not.toContain('GB');
  });
});

describe('the VAT mode a new document starts with', () => {
  const czech = { billingCountry: 'CZ', dic: 'CZ25596641', vatPayer: true };
  const german = { billingCountry: 'DE', dic: 'DE123456789', vatPayer: true };
  const american = { billingCountry: 'US', dic: null, vatPayer: false };
  it('is the client’s VAT treatment once the agency’s billing details are complete', () => {
    const payer = { vatPayer: true, missing: [] };
    expect([czech, german, american].map((client) => defaultVatMode(client, payer))).toEqual(['czech_vat', 'reverse_charge', 'outside_eu']);
    expect([czech, german, american].map((client) => defaultVatMode(client, { vatPayer: false, missing: [] }))).toEqual(['non_payer', 'non_payer', 'non_payer']);
  });
  it('is Czech VAT while the agency’s details are incomplete (whether it pays VAT is not known yet)', () => {
    expect(defaultVatMode(german, { vatPayer: false, missing: ['ico'] })).toBe('czech_vat');
  });
});
