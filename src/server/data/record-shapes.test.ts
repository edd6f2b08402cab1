/**
 * Type-level test of src/server/data/record-shapes.ts, checked by `tsc` (npm run typecheck): every `@ts-expect-error`
 * below must meet a type error, or the typecheck fails with "Unused '@ts-expect-error' directive". So this file only
 * compiles while a table/schema mismatch really is a compile error. The runtime assertions are trivial.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AdminClient, AdminPortfolioItem, ApiRecord, JsonOf } from '@/shared/api-types';
import type { AdminMediaItem } from '@/shared/media';
import type { MediaRow } from '../db/schema';
import type { ClientInput } from '@/shared/schemas/client';
import type { ClientRecord as ClientRow } from './clients';
import type { PortfolioItem } from './portfolio-items';
import {
  EVERY_TABLE,
  INTERNAL_TABLES,
  RECORD_SHAPES_MATCH,
  type MappedShapeMismatches,
  type ShapeMismatches,
  type TableName,
} from './record-shapes';

describe('one shape per record', () => {
  it('each table matches its API type today', () => {
    expect(Object.keys(RECORD_SHAPES_MATCH)).toContain('invoices');
    expect(Object.keys(INTERNAL_TABLES)).toContain('sessions');
    expect(Object.keys(RECORD_SHAPES_MATCH).filter((table) => table in INTERNAL_TABLES)).toEqual([]);
    expectTypeOf<keyof ShapeMismatches<JsonOf<ClientRow>, AdminClient>>().toEqualTypeOf<never>();
  });

  it('every table of the schema is tied or listed as internal, and only tables are named', () => {
    expectTypeOf<keyof typeof EVERY_TABLE>().toEqualTypeOf<TableName>();
    // @ts-expect-error the internal tables are missing: a table in neither list fails the typecheck
    const tiedOnly = { ...RECORD_SHAPES_MATCH } satisfies Record<TableName, unknown>;
    expect(Object.keys(tiedOnly).length + Object.keys(INTERNAL_TABLES).length).toBe(Object.keys(EVERY_TABLE).length);
  });

  it('a record built from its row: a new column, or a stale name in the lists, fails the typecheck', () => {
    type Media = MappedShapeMismatches<MediaRow, AdminMediaItem, 'createdBy', 'uses' | 'translations'>;
    expectTypeOf<keyof Media>().toEqualTypeOf<never>();
    type MediaWithCaption = MappedShapeMismatches<MediaRow & { caption: string }, AdminMediaItem, 'createdBy', 'uses' | 'translations'>;
    // @ts-expect-error caption is a column the API type neither sends nor lists as left out
    const newColumn = {} satisfies MediaWithCaption;
    // @ts-expect-error 'uploader' is no column of media: a leave-out list names only columns
    type Stale = MappedShapeMismatches<MediaRow, AdminMediaItem, 'createdBy' | 'uploader', 'uses' | 'translations'>;
    expect(newColumn).toEqual({});
    expectTypeOf<Stale>().not.toBeNever();
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
