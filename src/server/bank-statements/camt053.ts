/**
 * camt.053 (ISO 20022 BankToCustomerStatement, versions 001.02 to 001.08) → ParsedStatement.
 * Where the Czech symbols are read from: docs/decisions/027-payments-qr-and-bank-statements.md.
 */
import { decimalTextToMinor } from '@/shared/money/minor-units';
import { MAX_PAYMENT_MINOR } from '@/shared/schemas/payment';
import { Invalid, UnsupportedType } from '@/server/domain/errors';
import { normalizeSymbol, symbolInText, symbolValue, type SymbolKind } from './symbols';
import { BANK_STATEMENT_MESSAGES as M, MAX_PAYMENT_TEXT, type ParsedStatement, type StatementAccount, type StatementTransaction } from './types';
import { attribute, child, children, parseXml, textAt, textsOf, type XmlNode } from './xml-tree';

const CAMT_NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.(\d{3})\.001\.(\d{2})/;

const OTHER_CAMT: Readonly<Record<string, string>> = {
  '052': 'camt.052 account report (BankToCustomerAccountReport)',
  '054': 'camt.054 debit/credit notification (BankToCustomerDebitCreditNotification)',
};

/** Whether a text is XML that names itself an ISO 20022 camt message (for detection). */
export function looksLikeCamt(xml: string): boolean {
  return CAMT_NAMESPACE.test(xml.slice(0, 4096));
}

function fail(entry: number, detail: string): never {
  throw new Invalid('file', M.camtEntry(entry, detail), { code: 'entry', params: { entry } });
}

/**
 * "1234.5" / "1234.50" → 123450 exactly (digits as a BigInt, never a float); more than 2 decimals only when they are
 * zeros; at most the largest payment (MAX_PAYMENT_MINOR, as a payment entered by hand), else the file is refused.
 */
function amountToMinor(text: string | undefined, entry: number): number {
  const parsed = text === undefined || text.length > 40 ? ({ ok: false, error: 'invalid' } as const) : decimalTextToMinor(text, MAX_PAYMENT_MINOR);
  if (parsed.ok) return parsed.minor;
  if (parsed.error === 'tooLarge') {
    throw new Invalid('file', M.camtEntry(entry, M.amountTooLarge(text ?? '', MAX_PAYMENT_TEXT)), { code: 'amountTooLarge', params: { entry, max: MAX_PAYMENT_MINOR } });
  }
  return parsed.error === 'decimals' ? fail(entry, `the amount ${text ?? ''} has more than two decimals`) : fail(entry, `the amount "${text ?? ''}" is not a number`);
}

/** The calendar date of a Dt or DtTm element (the date as the bank wrote it, without moving time zones). */
function dateOf(node: XmlNode | undefined): string | undefined {
  const text = textAt(node, 'Dt') ?? textAt(node, 'DtTm');
  const day = text === undefined ? undefined : /^\d{4}-\d{2}-\d{2}/.exec(text)?.[0];
  return day;
}

/** A party's name: Nm (001.02–.07) or Pty/Nm (001.08). */
function partyName(party: XmlNode | undefined): string | undefined {
  return textAt(party, 'Nm') ?? textAt(party, 'Pty', 'Nm');
}

/** An account's id: IBAN, or the other id (a Czech number) with the bank code from the agent when there is one. */
function accountId(account: XmlNode | undefined, agent: XmlNode | undefined): string | undefined {
  const iban = textAt(account, 'Id', 'IBAN');
  if (iban) return iban.replace(/\s+/g, '').toUpperCase();
  const other = textAt(account, 'Id', 'Othr', 'Id');
  if (!other) return undefined;
  const institution = child(agent, 'FinInstnId');
  const bankCode = textAt(institution, 'ClrSysMmbId', 'MmbId') ?? textAt(institution, 'Othr', 'Id');
  return bankCode && /^\d{4}$/.test(bankCode) && !other.includes('/') ? `${other}/${bankCode}` : other;
}

interface Symbols {
  variableSymbol?: string;
  constantSymbol?: string;
  specificSymbol?: string;
}

/**
 * The symbols of a transaction, from the places Czech banks use, first found wins:
 * VS: structured creditor reference (RmtInf/Strd/CdtrRefInf/Ref: digits, or "VS…"), EndToEndId ("VS…", digits, or
 * "/VS/…/SS/…/KS/…"), unstructured remittance text (Ustrd: "VS:…", "VS …"), additional remittance text.
 * KS/SS: a creditor reference typed KS/SS, then EndToEndId, InstrId, Ustrd, additional remittance text, by their prefix.
 */
function symbolsOf(tx: XmlNode | undefined): Symbols {
  const remittance = child(tx, 'RmtInf');
  const structured = children(remittance, 'Strd');
  const references = structured.flatMap((strd) => children(strd, 'CdtrRefInf'));
  const typed = (kind: SymbolKind) =>
    references
      .filter((ref) => (textAt(ref, 'Tp', 'CdOrPrtry', 'Prtry') ?? textAt(ref, 'Tp', 'CdOrPrtry', 'Cd'))?.toUpperCase() === kind)
      .map((ref) => normalizeSymbol(kind, textAt(ref, 'Ref')))
      .find(Boolean);
  const untypedRefs = references
    .filter((ref) => !['KS', 'SS'].includes((textAt(ref, 'Tp', 'CdOrPrtry', 'Prtry') ?? '').toUpperCase()))
    .map((ref) => textAt(ref, 'Ref'));
  const endToEnd = textAt(tx, 'Refs', 'EndToEndId');
  const e2e = endToEnd?.toUpperCase() === 'NOTPROVIDED' ? undefined : endToEnd;
  const instruction = textAt(tx, 'Refs', 'InstrId');
  const unstructured = textsOf(remittance, 'Ustrd').join(' ');
  const additional = structured.flatMap((strd) => textsOf(strd, 'AddtlRmtInf')).join(' ');

  const variableSymbol =
    untypedRefs.map((ref) => symbolValue('VS', ref)).find(Boolean) ??
    symbolValue('VS', e2e) ??
    symbolInText('VS', unstructured) ??
    symbolInText('VS', additional);
  const byPrefix = (kind: SymbolKind) =>
    typed(kind) ?? symbolInText(kind, e2e) ?? symbolInText(kind, instruction) ?? symbolInText(kind, unstructured) ?? symbolInText(kind, additional);
  return { variableSymbol, constantSymbol: byPrefix('KS'), specificSymbol: byPrefix('SS') };
}

function signOf(indicator: string | undefined, entry: number): 1 | -1 {
  if (indicator === 'CRDT') return 1;
  if (indicator === 'DBIT') return -1;
  return fail(entry, `CdtDbtInd must be CRDT or DBIT, not "${indicator ?? ''}"`);
}

/** The status of an entry: Sts (001.02–.06) or Sts/Cd (001.07–.08). */
function statusOf(ntry: XmlNode): string | undefined {
  return textAt(ntry, 'Sts', 'Cd') ?? textAt(ntry, 'Sts');
}

function transactionsOfEntry(ntry: XmlNode, entry: number): StatementTransaction[] {
  const amountNode = child(ntry, 'Amt');
  const currency = attribute(amountNode, 'Ccy') ?? fail(entry, 'the amount names no currency (Amt@Ccy)');
  const sign = signOf(textAt(ntry, 'CdtDbtInd'), entry);
  const entryAmount = amountToMinor(textAt(amountNode), entry);
  const bookingDate = dateOf(child(ntry, 'BookgDt')) ?? fail(entry, 'no booking date (BookgDt)');
  const valueDate = dateOf(child(ntry, 'ValDt'));
  const entryRef = textAt(ntry, 'AcctSvcrRef') ?? textAt(ntry, 'NtryRef') ?? fail(entry, 'no bank reference (AcctSvcrRef)');
  const details = children(ntry, 'NtryDtls').flatMap((dtls) => children(dtls, 'TxDtls'));
  const entryText = textAt(ntry, 'AddtlNtryInf');

  const one = (tx: XmlNode | undefined, bankRef: string, amountMinor: number, txSign: 1 | -1): StatementTransaction => {
    const parties = child(tx, 'RltdPties');
    const agents = child(tx, 'RltdAgts');
    // The other side: the payer of a credit, the payee of a debit.
    const counterparty =
      txSign > 0
        ? { name: partyName(child(parties, 'Dbtr')), account: accountId(child(parties, 'DbtrAcct'), child(agents, 'DbtrAgt')) }
        : { name: partyName(child(parties, 'Cdtr')), account: accountId(child(parties, 'CdtrAcct'), child(agents, 'CdtrAgt')) };
    const message = textsOf(child(tx, 'RmtInf'), 'Ustrd').join(' ') || textAt(tx, 'AddtlTxInf') || entryText;
    // Last place: the entry's own text (AddtlNtryInf) — not for a batch, whose entry text is no one payment's.
    const found = symbolsOf(tx);
    const entrySymbolText = details.length <= 1 ? entryText : undefined;
    const symbols: Symbols = {
      variableSymbol: found.variableSymbol ?? symbolInText('VS', entrySymbolText),
      constantSymbol: found.constantSymbol ?? symbolInText('KS', entrySymbolText),
      specificSymbol: found.specificSymbol ?? symbolInText('SS', entrySymbolText),
    };
    return {
      bankRef,
      bookingDate,
      ...(valueDate ? { valueDate } : {}),
      amountMinor: txSign * amountMinor,
      currency,
      ...(symbols.variableSymbol ? { variableSymbol: symbols.variableSymbol } : {}),
      ...(symbols.constantSymbol ? { constantSymbol: symbols.constantSymbol } : {}),
      ...(symbols.specificSymbol ? { specificSymbol: symbols.specificSymbol } : {}),
      ...(counterparty.account ? { counterpartyAccount: counterparty.account } : {}),
      ...(counterparty.name ? { counterpartyName: counterparty.name } : {}),
      ...(message ? { message } : {}),
    };
  };

  if (details.length <= 1) return [one(details[0], entryRef, entryAmount, sign)];
  // A batch: one transaction per TxDtls, each with its own amount (Amt from 001.03, AmtDtls/TxAmt/Amt in 001.02).
  return details.map((tx, index) => {
    const amount = child(tx, 'Amt') ?? child(child(child(tx, 'AmtDtls'), 'TxAmt'), 'Amt');
    if (!amount) fail(entry, `transaction ${index + 1} of the batch has no amount`);
    const txCurrency = attribute(amount, 'Ccy');
    if (txCurrency && txCurrency !== currency) fail(entry, `transaction ${index + 1} of the batch is in ${txCurrency}, the entry in ${currency}`);
    const txIndicator = textAt(tx, 'CdtDbtInd');
    const txSign = txIndicator === undefined ? sign : signOf(txIndicator, entry);
    const ownRef = textAt(tx, 'Refs', 'AcctSvcrRef');
    const bankRef = ownRef && ownRef !== entryRef ? ownRef : `${entryRef}/${index + 1}`;
    return one(tx, bankRef, amountToMinor(textAt(amount), entry), txSign);
  });
}

function accountOf(stmt: XmlNode): StatementAccount {
  const acct = child(stmt, 'Acct');
  const iban = textAt(acct, 'Id', 'IBAN');
  const other = textAt(acct, 'Id', 'Othr', 'Id');
  return iban ? { iban: iban.replace(/\s+/g, '').toUpperCase() } : other ? { number: other } : {};
}

/** A camt.053 file's text → its statement(s) of one account; Invalid/UnsupportedType naming what is wrong. */
export function parseCamt053(xml: string): ParsedStatement {
  const namespace = CAMT_NAMESPACE.exec(xml);
  const kind = namespace?.[1];
  if (kind && OTHER_CAMT[kind]) throw new UnsupportedType('file', M.xmlOtherCamt(OTHER_CAMT[kind]), { code: 'otherCamt', params: { kind: `camt.${kind}` } });
  const version = Number(namespace?.[2] ?? 0);
  const tree = parseXml(xml);
  const root = child(tree, 'Document');
  const statementRoot = child(root, 'BkToCstmrStmt');
  if (kind !== '053' || version < 2 || version > 8 || !statementRoot) throw new UnsupportedType('file', M.xmlNotCamt053, { code: 'notCamt053' });

  const statements = children(statementRoot, 'Stmt');
  if (statements.length === 0) throw new Invalid('file', M.xmlNotCamt053, { code: 'notCamt053' });
  const accounts = statements.map(accountOf);
  const accountKey = (a: StatementAccount) => a.iban ?? a.number ?? '';
  if (new Set(accounts.map(accountKey)).size > 1) throw new Invalid('file', M.severalAccounts, { code: 'severalAccounts' });
  const accountCurrency = textAt(child(statements[0], 'Acct'), 'Ccy');

  let entryNumber = 0;
  const transactions = statements.flatMap((stmt) =>
    children(stmt, 'Ntry').flatMap((ntry) => {
      entryNumber += 1;
      const status = statusOf(ntry);
      // Only booked entries are a statement's movements; pending or informational ones are not (yet) money.
      if (status !== undefined && status !== 'BOOK') return [];
      const list = transactionsOfEntry(ntry, entryNumber);
      for (const tx of list) {
        if (accountCurrency && tx.currency !== accountCurrency) {
          throw new Invalid('file', M.otherCurrency(entryNumber, tx.currency, accountCurrency), { code: 'otherCurrency', params: { entry: entryNumber, currency: tx.currency, accountCurrency } });
        }
      }
      return list;
    }),
  );
  const currencies = [...new Set(transactions.map((tx) => tx.currency))];
  const currency = accountCurrency ?? (currencies.length === 1 ? currencies[0] : undefined);
  if (!currency) {
    throw currencies.length === 0
      ? new Invalid('file', M.noTransactionsCurrency, { code: 'noCurrency' })
      : new Invalid('file', M.mixedCurrencies(currencies.join(', ')), { code: 'mixedCurrencies', params: { currencies: currencies.join(', ') } });
  }
  const seen = new Set<string>();
  for (const tx of transactions) {
    if (seen.has(tx.bankRef)) throw new Invalid('file', M.duplicateRef(tx.bankRef), { code: 'duplicateRef', params: { ref: tx.bankRef } });
    seen.add(tx.bankRef);
  }
  const ids = statements.map((stmt) => textAt(stmt, 'Id')).filter((id): id is string => id !== undefined);
  return {
    format: 'camt053',
    account: accounts[0] ?? {},
    currency,
    ...(ids.length > 0 ? { statementId: ids.join(', ') } : {}),
    transactions,
  };
}
