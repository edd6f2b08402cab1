/**
 * The ZIP of the accountant's export (docs/product/accountant.md#the-zip; the data: accountant-export.ts):
 *
 *   README.txt                 what each file is, in the CSV's language
 *   vydane/<number>.pdf        each issued document's PDF as it was stored when issued
 *   vydane/<number>.isdoc      its ISDOC 6.0.2 (from the frozen snapshot; the same bytes every time)
 *   prijate/<supplier number>-<id>.isdoc  a received invoice's ISDOC file, when it was imported from one
 *   vydane.csv                 the issued documents: the invoices list's export rows (same columns, words, language)
 *   prijate.csv                the received invoices
 *   pohoda.xml                 one POHODA XML data pack of every document (none for a period without documents)
 *
 * Deterministic: entries sorted by name, each stamped with its document's date (the CSVs, the pack and the README with
 * the period's last day) at noon, and nothing that depends on the time of the export — the same period exported again
 * gives the same bytes, as long as no document of it was added (documents are never changed once issued).
 */
import { stringify } from 'csv-stringify/sync';
import { strToU8, zipSync, type ZipOptions } from 'fflate';
import type { Language } from '@/shared/constants';
import { minorToDecimalText } from '@/shared/money/minor-units';
import { csvCast } from '@/server/csv/csv-export';
import type { CsvFormat } from '@/server/csv/csv-format';
import { csvHeader, csvValue, isMoneyColumn } from '@/server/csv/csv-labels';
import { invoiceIsdoc } from '@/server/documents/isdoc/invoice-isdoc';
import { isdocUuid } from '@/server/documents/isdoc/isdoc-uuid';
import { divideRounded } from '@/shared/money/document-totals';
import { pohodaDataPack, type PohodaDocument } from '@/server/documents/pohoda/pohoda-xml';
import type { AccountantExportData, ExportedReceivedInvoice } from './accountant-export';
import { INVOICE_CSV_COLUMNS, type InvoiceCsvRow } from './invoices/invoice-export';

/** A name safe in every file system and archiver: anything but [A-Za-z0-9._-] as '-'. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '-');

/**
 * fflate writes an entry's DOS date from the Date's local fields: a Date made from local fields gives the same entry
 * on a server in any time zone.
 */
const stamp = (day: string) => new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)), 12, 0, 0);

export const RECEIVED_CSV_COLUMNS = [
  'supplierName', 'supplierIco', 'supplierDic', 'number', 'variableSymbol', 'issuedOn', 'taxableSupplyOn', 'dueOn', 'currency', 'exchangeRate',
  'baseMinor', 'vatMinor', 'totalMinor', 'baseCzkMinor', 'vatCzkMinor', 'isdoc',
] as const;
type ReceivedCsvColumn = (typeof RECEIVED_CSV_COLUMNS)[number];
const RECEIVED_MONEY: readonly ReceivedCsvColumn[] = ['baseMinor', 'vatMinor', 'totalMinor', 'baseCzkMinor', 'vatCzkMinor'];

const RECEIVED_HEADERS: Record<Language, Record<ReceivedCsvColumn, string>> = {
  cs: {
    supplierName: 'Dodavatel', supplierIco: 'IČO dodavatele', supplierDic: 'DIČ dodavatele', number: 'Číslo dokladu dodavatele', variableSymbol: 'Variabilní symbol',
    issuedOn: 'Datum vystavení', taxableSupplyOn: 'DUZP', dueOn: 'Splatnost', currency: 'Měna', exchangeRate: 'Kurz (Kč)', baseMinor: 'Základ daně',
    vatMinor: 'DPH', totalMinor: 'Celkem', baseCzkMinor: 'Základ v Kč', vatCzkMinor: 'DPH v Kč', isdoc: 'Soubor ISDOC',
  },
  en: {
    supplierName: 'Supplier', supplierIco: 'Supplier IČO', supplierDic: 'Supplier VAT ID', number: 'Supplier’s document number', variableSymbol: 'Variable symbol',
    issuedOn: 'Date of issue', taxableSupplyOn: 'Taxable supply date', dueOn: 'Due date', currency: 'Currency', exchangeRate: 'Rate (CZK)', baseMinor: 'Tax base',
    vatMinor: 'VAT', totalMinor: 'Total', baseCzkMinor: 'Base in CZK', vatCzkMinor: 'VAT in CZK', isdoc: 'ISDOC file',
  },
};

const thousandths = (value: number) => `${Math.trunc(value / 1000)}.${String(value % 1000).padStart(3, '0')}`;
const czk = (minor: number, rate: number | null) => (rate === null ? minor : Number(divideRounded(BigInt(minor) * BigInt(rate), 1000n)));
const receivedIsdocName = (r: ExportedReceivedInvoice) => `prijate/${safeName(r.number)}-${r.id}.isdoc`;

/** The issued documents' CSV: the invoices list's export (csv-labels.ts `invoices`), its words and money in `format`. */
function issuedCsv(rows: readonly InvoiceCsvRow[], { lang, delimiter }: CsvFormat): string {
  const cast = csvCast(lang);
  const records = rows.map((row) =>
    INVOICE_CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (typeof value === 'number' && isMoneyColumn('invoices', column)) return minorToDecimalText(value, lang);
      return typeof value === 'string' ? csvValue('invoices', column, value, lang) : value;
    }),
  );
  return stringify([INVOICE_CSV_COLUMNS.map((column) => csvHeader('invoices', column, lang)), ...records], { bom: true, delimiter, cast });
}

function receivedCsv(rows: readonly ExportedReceivedInvoice[], { lang, delimiter }: CsvFormat): string {
  const cast = csvCast(lang);
  const records = rows.map((r) => {
    const baseMinor = r.amounts.reduce((sum, a) => sum + a.baseMinor, 0);
    const vatMinor = r.amounts.reduce((sum, a) => sum + a.vatMinor, 0);
    const rate = r.currency === 'CZK' ? null : r.exchangeRateThousandths;
    const values: Record<ReceivedCsvColumn, string | number> = {
      supplierName: r.supplierName,
      supplierIco: r.supplierIco ?? '',
      supplierDic: r.supplierDic ?? '',
      number: r.number,
      variableSymbol: r.variableSymbol ?? '',
      issuedOn: r.issuedOn,
      taxableSupplyOn: r.taxableSupplyOn,
      dueOn: r.dueOn ?? '',
      currency: r.currency,
      exchangeRate: rate === null ? '' : thousandths(rate),
      baseMinor,
      vatMinor,
      totalMinor: baseMinor + vatMinor,
      baseCzkMinor: r.amounts.reduce((sum, a) => sum + czk(a.baseMinor, rate), 0),
      vatCzkMinor: r.amounts.reduce((sum, a) => sum + czk(a.vatMinor, rate), 0),
      isdoc: r.isdocXml === null ? '' : receivedIsdocName(r),
    };
    return RECEIVED_CSV_COLUMNS.map((column) => {
      const value = values[column];
      return typeof value === 'number' && RECEIVED_MONEY.includes(column) ? minorToDecimalText(value, lang) : value;
    });
  });
  return stringify([RECEIVED_CSV_COLUMNS.map((column) => RECEIVED_HEADERS[lang][column]), ...records], { bom: true, delimiter, cast });
}

const README: Record<Language, (data: AccountantExportData, hasPack: boolean) => string> = {
  cs: (data, hasPack) =>
    [
      `Podklady pro účetní za období ${data.from} až ${data.to}`,
      '',
      `Vydané doklady podle data vystavení: ${data.issued.length}. Přijaté faktury podle DUZP: ${data.received.length}.`,
      '',
      'vydane/       vydané faktury, zálohové faktury, daňové doklady k přijatým platbám a opravné daňové doklady: PDF a ISDOC',
      'prijate/      přijaté faktury, které byly načteny ze souboru ISDOC (faktury zapsané ručně soubor nemají; PDF přijatých faktur se neukládá)',
      'vydane.csv    přehled vydaných dokladů',
      'prijate.csv   přehled přijatých faktur',
      hasPack ? 'pohoda.xml    datový balíček XML pro import do programu POHODA (Soubor → Datová komunikace → XML import)' : 'pohoda.xml    chybí: v období není žádný doklad',
      '',
    ].join('\r\n'),
  en: (data, hasPack) =>
    [
      `Documents for the accountant, ${data.from} to ${data.to}`,
      '',
      `Issued documents by date of issue: ${data.issued.length}. Received invoices by taxable supply date: ${data.received.length}.`,
      '',
      'vydane/       issued invoices, advance invoices, tax documents for received payments and credit notes: PDF and ISDOC',
      'prijate/      received invoices imported from an ISDOC file (those typed by hand have no file; no PDF of a received invoice is stored)',
      'vydane.csv    the issued documents',
      'prijate.csv   the received invoices',
      hasPack ? 'pohoda.xml    the XML data pack for the POHODA import (Soubor → Datová komunikace → XML import)' : 'pohoda.xml    missing: the period has no documents',
      '',
    ].join('\r\n'),
};

/** The ZIP's bytes. */
export function accountantExportZip(data: AccountantExportData, format: CsvFormat): Uint8Array {
  const entries = new Map<string, [Uint8Array, ZipOptions]>();
  const add = (name: string, bytes: Uint8Array, day: string, compress = true) => {
    const level: ZipOptions['level'] = compress ? 6 : 0;
    entries.set(name, [bytes, { mtime: stamp(day), level }]);
  };
  for (const document of data.issued) {
    const base = `vydane/${safeName(document.number)}`;
    // A PDF is compressed already.
    if (document.pdf) add(`${base}.pdf`, new Uint8Array(document.pdf), document.issuedOn, false);
    const isdoc = invoiceIsdoc(document.snapshot, {
      uuid: isdocUuid(document.snapshotHash),
      correctsUuid: document.correctsSnapshotHash === null ? null : isdocUuid(document.correctsSnapshotHash),
    });
    add(`${base}.isdoc`, strToU8(isdoc), document.issuedOn);
  }
  for (const received of data.received) {
    if (received.isdocXml !== null) add(receivedIsdocName(received), strToU8(received.isdocXml), received.taxableSupplyOn);
  }
  add('vydane.csv', strToU8(issuedCsv(data.csvRows, format)), data.to);
  add('prijate.csv', strToU8(receivedCsv(data.received, format)), data.to);
  const documents: PohodaDocument[] = [
    ...data.issued.map((d): PohodaDocument => ({ source: 'issued', snapshot: d.snapshot })),
    ...data.received.map((invoice): PohodaDocument => ({ source: 'received', invoice })),
  ];
  const hasPack = documents.length > 0;
  if (hasPack) add('pohoda.xml', strToU8(pohodaDataPack({ ico: data.ico, from: data.from, to: data.to, documents })), data.to);
  add('README.txt', strToU8(README[format.lang](data, hasPack)), data.to);
  const sorted = Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return zipSync(sorted);
}
