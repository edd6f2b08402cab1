/**
 * A supplier's invoice read from an ISDOC file (issue 36 point 5, docs/product/time-and-profit.md#isdoc-import): an
 * `.isdoc` (the XML) or an `.isdocx` (a ZIP holding it, with its attachments, which are not kept). Checked against the
 * official ISDOC 6.0.2 schema first (./isdoc-schema.ts); then only an invoice (DocumentType 1) in CZK, or in EUR with
 * CZK as its local currency, is read — its supplier, number, dates, variable symbol, currency and rate, and its VAT
 * recap per percent — and the values go through the same schema as an invoice typed by hand
 * (receivedInvoiceSchema). Any refusal is a 400 on `file` (the rule's message); nothing is stored here. Pure apart from
 * the schema check: no database.
 *
 * Safe reading: a DOCTYPE or an entity declaration is refused before anything parses the file (no XXE, no entity
 * expansion), the parser expands no entities (the five predefined ones and character references are decoded by
 * textAt), and a ZIP entry is inflated into a buffer of at most MAX_ISDOC_BYTES.
 */
import { unzipSync } from 'fflate';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { isValidIco } from '@/shared/identifiers/ico';
import { isDocumentCurrency } from '@/shared/money/document-currencies';
import type { InvoiceCurrency } from '@/shared/schemas/invoice';
import { divideRounded } from '@/shared/money/document-totals';
import { MAX_ISDOC_BYTES, RECEIVED_INVOICE_MESSAGES, receivedInvoiceSchema, type ReceivedAmount, type ReceivedInvoiceInput } from '@/shared/schemas/received-invoice';
import type { IsdocImportFields } from '@/shared/schemas/received-invoice-list';
import { Invalid, TooLarge } from '@/server/domain/errors';
import { child, children, textAt } from '@/server/bank-statements/xml-tree';
import { isdocSchemaErrors } from './isdoc-schema';

/** An ISDOC read: the values as the schema parsed them, and the file's text as it came (kept with the record). */
export interface ImportedIsdoc {
  input: ReceivedInvoiceInput;
  xml: string;
}

/** DocumentType 1: "Faktura – daňový doklad" (isdoc-core-6.0.2.xsd DocumentTypeType). */
const ISDOC_INVOICE_TYPE = '1';
const LOCAL_CURRENCY = 'CZK';
/** Nesting an ISDOC needs is a dozen levels; a signature may add some. */
const MAX_DEPTH = 64;
/** The fields an upload's form gives (the rest comes from the file): a rule about them names them, not the file. */
const FORM_FIELDS: ReadonlySet<PropertyKey> = new Set(['projectId', 'rebillable', 'markupBasisPoints']);

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
  maxNestedTags: MAX_DEPTH,
  strictReservedNames: true,
});

const invalid = (detail?: string): Invalid =>
  new Invalid('file', RECEIVED_INVOICE_MESSAGES.isdocInvalid, detail === undefined ? { code: 'isdocInvalid' } : { code: 'isdocInvalid', params: { detail: detail.slice(0, 300) } });
const unsupported = (detail: string): Invalid => new Invalid('file', RECEIVED_INVOICE_MESSAGES.isdocUnsupported, { code: 'isdocUnsupported', params: { detail } });

/** A ZIP file starts with a local file header (PK\x03\x04). */
const isZip = (bytes: Uint8Array): boolean => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The one `.isdoc` of an `.isdocx` (its manifest and attachments are left unread). Inflated into a buffer of the size
 * the ZIP states, refused above MAX_ISDOC_BYTES, so a small ZIP cannot unpack into gigabytes.
 */
function isdocOfZip(bytes: Uint8Array): Uint8Array {
  let files: Record<string, Uint8Array>;
  const oversized: string[] = [];
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        if (!/\.isdoc$/i.test(file.name)) return false;
        if (file.originalSize <= MAX_ISDOC_BYTES) return true;
        oversized.push(file.name);
        return false;
      },
    });
  } catch {
    throw invalid('not a readable ZIP (.isdocx)');
  }
  if (oversized.length > 0) throw new TooLarge('file', RECEIVED_INVOICE_MESSAGES.isdocTooLarge);
  const found = Object.values(files);
  if (found.length !== 1) throw invalid(`an .isdocx holds one .isdoc file, this one ${found.length}`);
  return found[0]!;
}

/** The file's text: UTF-8 (as ISDOC requires), a byte-order mark kept so the stored text gives back the same bytes. */
function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw invalid('not UTF-8 text');
  }
}

/** Refusals before any parser reads the text: no NUL, no DOCTYPE or entity declarations, well-formed XML. */
function checkMarkup(xml: string): void {
  if (xml.includes('\u0000')) throw invalid('a NUL character');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalid('a DOCTYPE or entity declaration');
  const valid = XMLValidator.validate(xml.replace(/^\uFEFF/, ''));
  if (valid !== true) throw invalid(`not XML: line ${valid.err.line}: ${valid.err.msg}`);
}

function parseTree(xml: string): unknown {
  try {
    return parser.parse(xml.replace(/^\uFEFF/, ''));
  } catch (err) {
    // Valid against the schema, so not expected: still a refused file, never a 500.
    throw invalid(err instanceof Error ? err.message : String(err));
  }
}

/** An xs:decimal as its digits and scale ("-12.50" → -1250n, 2), or null when it is none. */
function decimalOf(text: string | undefined): { digits: bigint; scale: number } | null {
  const match = text === undefined || text.length > 40 ? null : /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] ?? '') + (match[3] ?? '') === '') return null;
  const fraction = match[3] ?? '';
  const digits = BigInt(`${match[2] || '0'}${fraction}`);
  return { digits: match[1] === '-' ? -digits : digits, scale: fraction.length };
}

/** An amount in minor units, rounded half away from zero to the hundredth; NaN (refused by the schema) when none. */
function minorOf(text: string | undefined): number {
  const value = decimalOf(text);
  if (value === null) return Number.NaN;
  const minor = divideRounded(value.digits * 100n, 10n ** BigInt(value.scale));
  return minor > BigInt(Number.MAX_SAFE_INTEGER) || minor < -BigInt(Number.MAX_SAFE_INTEGER) ? Number.NaN : Number(minor);
}

/** A VAT percent: "21", "21.00" → 21; a fraction of a percent is kept (the schema refuses it). */
function percentOf(text: string | undefined): number {
  const value = decimalOf(text);
  if (value === null) return Number.NaN;
  const unit = 10n ** BigInt(value.scale);
  return value.digits % unit === 0n ? Number(value.digits / unit) : Number(text);
}

/** CurrRate / RefCurrRate in thousandths of CZK per unit, rounded half away from zero; NaN when either is missing. */
function rateThousandthsOf(currRate: string | undefined, refCurrRate: string | undefined): number {
  const rate = decimalOf(currRate);
  const reference = decimalOf(refCurrRate);
  if (rate === null || reference === null || reference.digits <= 0n) return Number.NaN;
  const thousandths = divideRounded(rate.digits * 10n ** BigInt(reference.scale) * 1000n, reference.digits * 10n ** BigInt(rate.scale));
  return thousandths > BigInt(Number.MAX_SAFE_INTEGER) ? Number.NaN : Number(thousandths);
}

/** The day of an xs:date ("2026-11-30", "2026-11-30+01:00" → "2026-11-30"); what is not one is left for the schema. */
const dayOf = (text: string | undefined): string | undefined => (text === undefined ? undefined : (/^\d{4}-\d{2}-\d{2}/.exec(text)?.[0] ?? text));

/** The supplier: its name, IČO (PartyIdentification/ID, else a UserID that is an IČO) and DIČ (its VAT scheme's CompanyID). */
function supplierOf(invoice: unknown) {
  const party = child(child(invoice, 'AccountingSupplierParty'), 'Party');
  const identification = child(party, 'PartyIdentification');
  const userId = textAt(identification, 'UserID');
  const schemes = children(party, 'PartyTaxScheme');
  const vatScheme = schemes.find((scheme) => textAt(scheme, 'TaxScheme')?.toUpperCase() === 'VAT') ?? schemes[0];
  return {
    supplierName: textAt(party, 'PartyName', 'Name'),
    supplierIco: textAt(identification, 'ID') ?? (userId !== undefined && isValidIco(userId) ? userId : null),
    supplierDic: textAt(vatScheme, 'CompanyID') ?? null,
  };
}

/** The first payment's due date and variable symbol that the file gives. */
function paymentOf(invoice: unknown): { dueOn: string | null; variableSymbol: string | null } {
  const details = children(child(invoice, 'PaymentMeans'), 'Payment').map((payment) => child(payment, 'Details'));
  const first = (name: string) => details.map((d) => textAt(d, name)).find((text) => text !== undefined) ?? null;
  const due = first('PaymentDueDate');
  return { dueOn: due === null ? null : (dayOf(due) ?? null), variableSymbol: first('VariableSymbol') };
}

/** The currency: CZK, or EUR or USD (issue 38) with its rate; any other local or foreign currency is not imported. */
function currencyOf(invoice: unknown): { currency: InvoiceCurrency; exchangeRateThousandths: number | null } {
  const local = textAt(invoice, 'LocalCurrencyCode')?.toUpperCase();
  if (local !== LOCAL_CURRENCY) throw unsupported(`local currency ${local ?? '(none)'}`);
  const foreign = textAt(invoice, 'ForeignCurrencyCode')?.toUpperCase();
  if (foreign === undefined || foreign === LOCAL_CURRENCY) return { currency: 'CZK', exchangeRateThousandths: null };
  if (!isDocumentCurrency(foreign)) throw unsupported(`foreign currency ${foreign}`);
  return { currency: foreign, exchangeRateThousandths: rateThousandthsOf(textAt(invoice, 'CurrRate'), textAt(invoice, 'RefCurrRate')) };
}

/**
 * The VAT recap: base and VAT per percent, in the invoice's currency (the `…Curr` amounts of a foreign one). Rows of
 * the same percent are added up.
 */
function amountsOf(invoice: unknown, foreign: boolean): ReceivedAmount[] {
  const byPercent = new Map<number, ReceivedAmount>();
  for (const row of children(child(invoice, 'TaxTotal'), 'TaxSubTotal')) {
    const base = textAt(row, foreign ? 'TaxableAmountCurr' : 'TaxableAmount');
    const vat = textAt(row, foreign ? 'TaxAmountCurr' : 'TaxAmount');
    if (foreign && (base === undefined || vat === undefined)) throw invalid('an amount in the foreign currency is missing (TaxableAmountCurr, TaxAmountCurr)');
    const vatPercent = percentOf(textAt(row, 'TaxCategory', 'Percent'));
    const before = byPercent.get(vatPercent);
    const amount = { vatPercent, baseMinor: minorOf(base), vatMinor: minorOf(vat) };
    byPercent.set(vatPercent, before ? { vatPercent, baseMinor: before.baseMinor + amount.baseMinor, vatMinor: before.vatMinor + amount.vatMinor } : amount);
  }
  return [...byPercent.values()];
}

/** What an ISDOC invoice says, as the fields of receivedInvoiceSchema (unchecked: the schema checks them). */
function valuesOf(invoice: unknown): Record<string, unknown> {
  const type = textAt(invoice, 'DocumentType');
  if (type !== ISDOC_INVOICE_TYPE) throw unsupported(`document type ${type ?? '(none)'}`);
  const money = currencyOf(invoice);
  const issuedOn = dayOf(textAt(invoice, 'IssueDate'));
  return {
    ...supplierOf(invoice),
    number: textAt(invoice, 'ID'),
    issuedOn,
    // DUZP; an invoice without one has it on its date of issue.
    taxableSupplyOn: dayOf(textAt(invoice, 'TaxPointDate')) ?? issuedOn,
    ...paymentOf(invoice),
    ...money,
    amounts: amountsOf(invoice, money.currency !== LOCAL_CURRENCY),
  };
}

/** The file's text, checked against the ISDOC schema: 400 on `file` when it is not valid. */
async function checkedXml(bytes: Uint8Array): Promise<string> {
  const xmlBytes = isZip(bytes) ? isdocOfZip(bytes) : bytes;
  const xml = textOf(xmlBytes);
  checkMarkup(xml);
  const errors = await isdocSchemaErrors(xmlBytes);
  if (errors.length > 0) throw invalid(errors[0]);
  return xml;
}

/**
 * An uploaded ISDOC file and the upload's form fields → the received invoice to store and the file's text. 400 on
 * `file` for a file that is not an ISDOC invoice or breaks a rule (the rule's message); on the form's field for a rule
 * about a form field (a rebillable cost without a project).
 */
export async function readIsdocUpload(bytes: Uint8Array, fields: IsdocImportFields): Promise<ImportedIsdoc> {
  if (bytes.length > MAX_ISDOC_BYTES) throw new TooLarge('file', RECEIVED_INVOICE_MESSAGES.isdocTooLarge);
  const xml = await checkedXml(bytes);
  const invoice = child(parseTree(xml), 'Invoice');
  if (invoice === undefined) throw invalid('no Invoice element');
  const parsed = receivedInvoiceSchema.safeParse({ ...valuesOf(invoice), ...fields });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.length === 1 && FORM_FIELDS.has(issue.path[0]!) ? String(issue.path[0]) : 'file';
    throw new Invalid(field, issue.message, field === 'file' ? { code: 'isdocRule', params: { path: issue.path.join('.') } } : undefined);
  }
  return { input: parsed.data, xml };
}
