/**
 * Importing a bank statement (docs/product/payments.md#payments): the file is read whole first (a refusal stores
 * nothing), then ONE transaction writes the import row, the transactions new for their account (the unique index on
 * (account, bank_ref) with ON CONFLICT DO NOTHING: a second import of the same file — also at the same moment on
 * another instance — adds each transaction once), matches the new credits against the issued invoices' outstanding
 * amounts (src/shared/payments/match-payments.ts) and records a payment for each match, with the audit entries.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { INVOICE_CURRENCIES, type InvoiceCurrency } from '@/shared/schemas/invoice';
import { PAYMENT_MESSAGES, type BankStatementImportResult } from '@/shared/schemas/payment';
import { matchPayments, type OpenInvoice, type UnmatchedReason } from '@/shared/payments/match-payments';
import { exactMinorUnits } from '@/shared/money/minor-units';
import { recordAudit, type Actor } from '@/server/audit/audit-log';
import { parseBankStatement, type ParsedStatement, type StatementAccount } from '@/server/bank-statements/parse-statement';
import type { Database } from '@/server/db/database';
import { bankStatementImports, bankTransactions, invoicePayments } from '@/server/db/schema';
import { Invalid, UnsupportedType } from '@/server/domain/errors';
import type { Transaction } from '../content-version';
import { balances, collectible } from './invoice-balances';
import { adminBankStatementImport, adminBankTransactions } from './payment-records';

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

export async function importBankStatement(db: Database, file: { bytes: Uint8Array; name: string }, actor: Actor): Promise<BankStatementImportResult> {
  const statement = readStatement(file.bytes);
  const account = statementAccount(statement.account);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const fileName = file.name.trim().slice(0, 255) || `statement.${statement.format === 'gpc' ? 'gpc' : 'xml'}`;

  const outcome = await db.transaction(async (tx) => {
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
      statement.transactions.length === 0
        ? []
        : await tx
            .insert(bankTransactions)
            .values(
              statement.transactions.map((t) => ({
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
      const [payment] = await tx
        .insert(invoicePayments)
        .values({
          invoiceId: Number(match.invoiceId),
          amountMinor: transaction.amountMinor,
          currency: transaction.currency,
          paidOn: transaction.bookedOn,
          method: 'bank',
          bankTransactionId: transaction.id,
          createdBy: actor.id,
        })
        .returning();
      await tx.update(bankTransactions).set({ state: 'matched', unmatchedReason: null }).where(eq(bankTransactions.id, transaction.id));
      await recordAudit(tx, {
        actor,
        action: 'payment',
        entity: 'invoice',
        entityId: match.invoiceId,
        changes: {
          payment: { from: null, to: { id: payment!.id, amountMinor: payment!.amountMinor, currency: payment!.currency, paidOn: payment!.paidOn, method: 'bank', bankRef: match.bankRef, matchedBy: match.by } },
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

  const [record, transactions] = await Promise.all([adminBankStatementImport(db, outcome.importId), adminBankTransactions(db, outcome.newIds)]);
  return { import: record!, alreadyImported: outcome.alreadyImported, matched: outcome.matched, unmatched: outcome.unmatched, transactions };
}
