/**
 * Type-level test of src/server/data/record-shapes.ts, checked by `tsc` (npm run typecheck): every `@ts-expect-error`
 * below must meet a type error, or the typecheck fails with "Unused '@ts-expect-error' directive". So this file only
 * compiles while a table/schema mismatch really is a compile error. The runtime assertions are trivial.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminClient, AdminPortfolioItem, ApiRecord, JsonOf } from '@/shared/api-types';
import type { ClientInput } from '@/shared/schemas/client';
import type { ClientRecord as ClientRow } from './clients';
import type { PortfolioItem } from './portfolio-items';
import { RECORD_SHAPES_MATCH, type ShapeMismatches } from './record-shapes';

describe('one shape per record', () => {
  it('each table matches its API type today', () => {
    expect(Object.keys(RECORD_SHAPES_MATCH)).toEqual(['clients', 'projects', 'messages', 'mail', 'blogPosts', 'portfolioItems']);
    expectTypeOf<keyof ShapeMismatches<JsonOf<ClientRow>, AdminClient>>().toEqualTypeOf<never>();
  });

  it('a column added to the table only fails the typecheck', () => {
    type ClientRowWithVat = ClientRow & { vatNumber: string | null };
    expectTypeOf<keyof ShapeMismatches<JsonOf<ClientRowWithVat>, AdminClient>>().toEqualTypeOf<'vatNumber'>();
    // @ts-expect-error vatNumber is a column the shared client schema lacks
    const mismatch = {} satisfies ShapeMismatches<JsonOf<ClientRowWithVat>, AdminClient>;
    expect(mismatch).toEqual({});
  });

  it('a field added to the shared schema only fails the typecheck', () => {
    type AdminClientWithVat = ApiRecord<ClientInput & { vatNumber: string | null }, { id: number; createdAt: Date; paymentStatusFromInvoices: boolean }>;
    // @ts-expect-error vatNumber is a schema field the clients table lacks
    const mismatch = {} satisfies ShapeMismatches<JsonOf<ClientRow>, AdminClientWithVat>;
    expect(mismatch).toEqual({});
  });

  it('a column without the shared value list (plain text) fails the typecheck', () => {
    type LooseCategoryRow = Omit<PortfolioItem, 'category'> & { category: string };
    expectTypeOf<keyof ShapeMismatches<JsonOf<LooseCategoryRow>, AdminPortfolioItem>>().toEqualTypeOf<'category'>();
    // @ts-expect-error category: string in the table, one of PORTFOLIO_CATEGORIES in the schema
    const mismatch = {} satisfies ShapeMismatches<JsonOf<LooseCategoryRow>, AdminPortfolioItem>;
    expect(mismatch).toEqual({});
  });
});
