/**
 * Importing a bank statement (docs/product/payments.md#payments): the file is read whole first (a refusal stores
 * nothing), then ONE transaction writes the import row, the transactions new for their account (the unique index on
 * (account, bank_ref) with ON CONFLICT DO NOTHING: a second import of the same file — also at the same moment on
 * another instance — adds each transaction once), matches the new credits against the issued invoices' outstanding
 * amounts (src/shared/payments/match-payments.ts) and records a payment for each match, with the audit entries.
 * storeStatement is that transaction, called by the upload and by the Fio bank feed's poll (data/bank-feeds.ts) alike.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { INVOICE_CURRENCIES, type BankStatementFormat, type InvoiceCurrency } from '@/shared/schemas/invoice';
import { PAYMENT_MESSAGES, type BankStatementImportResult } from '@/shared/schemas/payment';
import { matchPayments, type OpenInvoice, type UnmatchedReason } from '@/shared/payments/match-payments';
import { exactMinorUnits } from '@/shared/money/minor-units';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import { parseBankStatement, type ParsedStatement, type StatementAccount, type StatementTransaction } from '@/server/bank-statements/parse-statement';
import type { Database } from '@/server/db/database';
import { bankFeeds, bankStatementImports, bankTransactions } from '@/server/db/schema';
import { Invalid, UnsupportedType } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { balances, collectible } from './invoice-balances';
import { adminBankStatementImport, adminBankTransactions } from './payment-records';
import { recordPayment } from './record-payment';

/** The statement's own account as stored: its IBAN, else the Czech number (with the bank code when the file gives it). */
export function statementAccount(account: StatementAccount): string {
  if (account.iban) return account.iban;
  const number = account.number ?? '';
  return account.bankCode ? `${number}/${account.bankCode}` : number;
}

/** The stored reason a credit was left for staff: the matching rule's, told apart by whether a symbol was given. */
function storedReason(reason: UnmatchedReason, variableSymbol: string | null): string {
  if (reason === 'currency' || reason === 'ambiguous') return reason;
  return variableSymbol ? 'unknown_symbol' : 'no_symbol';
}

/** The file read as a statement; a foreign format is a 400 on `file` like any other refusal (routes.md). */
function readStatement(bytes: Uint8Array): ParsedStatement & { currency: InvoiceCurrency } {
  let statement: ParsedStatement;
  try {
    statement = parseBankStatement(bytes);
  } catch (err) {
    if (err instanceof UnsupportedType) throw new Invalid('file', err.fields?.file ?? err.message, err.reason);
    throw err;
  }
  if (!(INVOICE_CURRENCIES as readonly string[]).includes(statement.currency)) {
    throw new Invalid('file', PAYMENT_MESSAGES.statementCurrency(statement.currency), { code: 'unsupportedCurrency', params: { currency: statement.currency } });
  }
  return statement as ParsedStatement & { currency: InvoiceCurrency };
}

/**
 * Every issued invoice and advance invoice, with what it asks after credit notes (payable + credited) and what was
 * paid so far — the invoice_balances view's figures, which the matching rule compares the payments with.
 */
async function openInvoices(tx: Transaction): Promise<OpenInvoice[]> {
  const rows = await tx
    .select({
      id: balances.id,
      variableSymbol: balances.variableSymbol,
      currency: balances.currency,
      askedMinor: sql<string>`(${balances.payableMinor} + ${balances.creditedMinor})::text`,
      paidMinor: balances.paidMinor,
    })
    .from(balances)
    .where(collectible)
    .orderBy(balances.id);
  return rows.map((row) => ({
    id: String(row.id),
    variableSymbol: row.variableSymbol ?? '',
    currency: row.currency,
    totalMinor: exactMinorUnits(row.askedMinor),
    paidMinor: row.paidMinor,
  }));
}

/** A statement ready to be stored: read from an uploaded file, or polled from the bank's API (the Fio feed). */
export interface StatementToStore {
  format: BankStatementFormat;
  /** The uploaded file's name, or what names a feed's poll ("Fio API 2026-11-01 – 2026-11-30"). */
  fileName: string;
  /** SHA-256 of the file's (or the API answer's) bytes. */
  sha256: string;
  account: StatementAccount;
  currency: InvoiceCurrency;
  transactions: readonly StatementTransaction[];
}

export async function importBankStatement(db: Database, file: { bytes: Uint8Array; name: string }, actor: Actor): Promise<BankStatementImportResult> {
  const statement = readStatement(file.bytes);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const fileName = file.name.trim().slice(0, 255) || `statement.${statement.format === 'gpc' ? 'gpc' : 'xml'}`;
  return storeStatement(db, { format: statement.format, fileName, sha256, account: statement.account, currency: statement.currency, transactions: statement.transactions }, actor);
}

/** The Czech number of a Czech IBAN (CZkk bbbb pppppp nnnnnnnnnn): "[prefix-]number" and the bank code. */
export function czechAccountOfIban(iban: string): { number: string; bankCode: string } | null {
  const match = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban);
  if (!match) return null;
  const prefix = match[2]!.replace(/^0+/, '');
  const number = match[3]!.replace(/^0+/, '');
  if (number === '') return null;
  return { number: prefix ? `${prefix}-${number}` : number, bankCode: match[1]! };
}

/**
 * The account string the transactions are stored under, and the other strings the same account may have been
 * stored under before (docs/product/czech-services.md#fio--the-bank-feed). The unique index is (account, bank_ref),
 * so a movement that came by the Fio feed and by a file must be written under ONE string:
 *   - an IBAN (camt.053, the feed) is stored as the IBAN; its Czech number ("2001234502", "2001234502/2010", what a
 *     GPC file or an older upload wrote) is an alias;
 *   - a GPC file names the number without the bank code: when a bank feed's account (an IBAN) has that number (and
 *     bank code, when given), the file's transactions are stored under the feed's IBAN, the number an alias.
 * A transaction whose bank reference is stored under an alias already is an "already imported" one.
 */
async function storedAccount(tx: Transaction, account: StatementAccount): Promise<{ account: string; aliases: string[] }> {
  if (account.iban) {
    const czech = czechAccountOfIban(account.iban);
    return { account: account.iban, aliases: czech ? [czech.number, `${czech.number}/${czech.bankCode}`] : [] };
  }
  const written = statementAccount(account);
  if (!account.number) return { account: written, aliases: [] };
  const feedAccounts = await tx.selectDistinct({ account: bankFeeds.account }).from(bankFeeds).where(isNotNull(bankFeeds.account));
  const matching = feedAccounts.flatMap(({ account: iban }) => {
    const czech = iban ? czechAccountOfIban(iban) : null;
    return iban && czech && czech.number === account.number && (!account.bankCode || account.bankCode === czech.bankCode) ? [iban] : [];
  });
  if (matching.length !== 1) return { account: written, aliases: [] };
  const aliases = [...new Set([written, account.number, `${account.number}/${czechAccountOfIban(matching[0]!)!.bankCode}`])];
  return { account: matching[0]!, aliases };
}

/**
 * The one store of a statement, uploaded or polled: ONE transaction writes the import row, the transactions new for
 * their account (ON CONFLICT DO NOTHING on (account, bank_ref)), matches the new credits and records their payments,
 * with the audit entries.
 */
export async function storeStatement(db: Database, statement: StatementToStore, actor: Actor): Promise<BankStatementImportResult> {
  const result = await writeStatement(db, statement, actor, false);
  if (!result) throw new Error('A statement stored whatever it holds has a result');
  return result;
}

/**
 * The same store for a poll of the bank feed, which asks a few days it has already read each time (late bookings):
 * nothing is written — no import row — when none of its transactions is new; null then.
 */
export function storeStatementIfNew(db: Database, statement: StatementToStore, actor: Actor): Promise<BankStatementImportResult | null> {
  return writeStatement(db, statement, actor, true);
}

async function writeStatement(db: Database, statement: StatementToStore, actor: Actor, onlyWhenNew: boolean): Promise<BankStatementImportResult | null> {
  const { fileName, sha256 } = statement;
  const outcome = await db.transaction(async (tx) => {
    const { account, aliases } = await storedAccount(tx, statement.account);
    const refs = statement.transactions.map((t) => t.bankRef);
    const storedElsewhere =
      aliases.length === 0 || refs.length === 0
        ? new Set<string>()
        : new Set(
            (
              await tx
                .select({ bankRef: bankTransactions.bankRef })
                .from(bankTransactions)
                .where(and(inArray(bankTransactions.account, aliases), inArray(bankTransactions.bankRef, refs)))
            ).map((row) => row.bankRef),
          );
    const toInsert = statement.transactions.filter((t) => !storedElsewhere.has(t.bankRef));
    if (onlyWhenNew && toInsert.length > 0) {
      const known = await tx
        .select({ bankRef: bankTransactions.bankRef })
        .from(bankTransactions)
        .where(and(eq(bankTransactions.account, account), inArray(bankTransactions.bankRef, toInsert.map((t) => t.bankRef))));
      if (known.length === toInsert.length) return null;
    }
    if (onlyWhenNew && toInsert.length === 0) return null;
    const [created] = await tx
      .insert(bankStatementImports)
      .values({
        format: statement.format,
        fileName,
        fileSha256: sha256,
        account,
        currency: statement.currency,
        transactionsTotal: statement.transactions.length,
        transactionsNew: 0,
        importedBy: actor.id,
      })
      .returning({ id: bankStatementImports.id });
    const importId = created!.id;

    const inserted =
      toInsert.length === 0
        ? []
        : await tx
            .insert(bankTransactions)
            .values(
              toInsert.map((t) => ({
                importId,
                account,
                bankRef: t.bankRef,
                bookedOn: t.bookingDate,
                amountMinor: t.amountMinor,
                currency: statement.currency,
                variableSymbol: t.variableSymbol ?? null,
                constantSymbol: t.constantSymbol ?? null,
                specificSymbol: t.specificSymbol ?? null,
                counterpartyName: t.counterpartyName ?? null,
                counterpartyAccount: t.counterpartyAccount ?? null,
                message: t.message ?? null,
                // Debits pay no invoice: kept for the record, nothing for staff to do.
                state: t.amountMinor > 0 ? ('unmatched' as const) : ('ignored' as const),
                unmatchedReason: t.amountMinor > 0 ? null : 'debit',
              })),
            )
            .onConflictDoNothing({ target: [bankTransactions.account, bankTransactions.bankRef] })
            .returning();

    const credits = inserted.filter((t) => t.amountMinor > 0);
    const result = matchPayments(
      credits.length === 0 ? [] : await openInvoices(tx),
      credits.map((t) => ({ bankRef: t.bankRef, amountMinor: t.amountMinor, currency: t.currency, ...(t.variableSymbol ? { variableSymbol: t.variableSymbol } : {}) })),
    );
    const byRef = new Map(credits.map((t) => [t.bankRef, t]));
    for (const match of result.matches) {
      const transaction = byRef.get(match.bankRef)!;
      // The one payment insert (record-payment.ts): a payment on an advance invoice issues its tax document here too.
      const payment = await recordPayment(
        tx,
        { invoiceId: Number(match.invoiceId), amountMinor: transaction.amountMinor, currency: transaction.currency, paidOn: transaction.bookedOn, method: 'bank', bankTransactionId: transaction.id, createdBy: actor.id },
        actor,
      );
      await tx.update(bankTransactions).set({ state: 'matched', unmatchedReason: null }).where(eq(bankTransactions.id, transaction.id));
      await recordAudit(tx, {
        actor,
        action: 'payment',
        entity: 'invoice',
        entityId: match.invoiceId,
        changes: {
          payment: { from: null, to: { id: payment.id, amountMinor: payment.amountMinor, currency: payment.currency, paidOn: payment.paidOn, method: 'bank', bankRef: match.bankRef, matchedBy: match.by } },
        },
      });
    }
    for (const unmatched of result.unmatched) {
      const transaction = byRef.get(unmatched.bankRef)!;
      await tx
        .update(bankTransactions)
        .set({ unmatchedReason: storedReason(unmatched.reason, transaction.variableSymbol) })
        .where(eq(bankTransactions.id, transaction.id));
    }
    await tx.update(bankStatementImports).set({ transactionsNew: inserted.length }).where(eq(bankStatementImports.id, importId));
    await recordAudit(tx, {
      actor,
      action: 'import',
      entity: 'bank_statement',
      entityId: importId,
      changes: {
        fileName: { from: null, to: fileName },
        fileSha256: { from: null, to: sha256 },
        account: { from: null, to: account },
        transactions: { from: null, to: { total: statement.transactions.length, new: inserted.length, matched: result.matches.length, unmatched: result.unmatched.length } },
      },
    });
    return {
      importId,
      newIds: inserted.map((t) => t.id),
      alreadyImported: statement.transactions.length - inserted.length,
      matched: result.matches.length,
      unmatched: result.unmatched.length,
    };
  });

  if (!outcome) return null;
  const [record, transactions] = await Promise.all([adminBankStatementImport(db, outcome.importId), adminBankTransactions(db, outcome.newIds)]);
  return { import: record!, alreadyImported: outcome.alreadyImported, matched: outcome.matched, unmatched: outcome.unmatched, transactions };
}
