/**
 * The client's proposal page, rendered on the server from the frozen snapshot (docs/product/proposals.md#the-clients-page):
 * no JavaScript, printable, every text escaped (intro and terms are HTML sanitised with the blog's allow-list when
 * stored). Accept and Decline are plain forms posting to the page's own address.
 */
import type { Language } from '@/shared/constants';
import type { PartTotals } from '@/shared/money/document-totals';
import { formatDocumentMoney } from '@/shared/money/document-money';
import type { ProposalSnapshot, SnapshotParty } from '@/shared/proposal-snapshot';
import { escapeHtml as e } from '../mail/enquiry-mail';
import { PAGE_TEXTS, type ProposalPageTexts } from './proposal-page-texts';

/** 1500 thousandths → "1,5" (cs) / "1.5" (en). */
function formatQuantity(thousandths: number, language: Language): string {
  const whole = Math.floor(thousandths / 1000);
  const rest = String(thousandths % 1000).padStart(3, '0').replace(/0+$/, '');
  return rest ? `${whole}${language === 'cs' ? ',' : '.'}${rest}` : String(whole);
}

const formatDate = (date: string, language: Language) => {
  const [y, m, d] = date.split('-').map(Number);
  return language === 'cs' ? `${d}. ${m}. ${y}` : `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

const STYLE = `body{font-family:system-ui,sans-serif;color:#1a1a1a;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5}
table{border-collapse:collapse;width:100%;margin:1rem 0}th,td{border-bottom:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}
td.n,th.n{text-align:right;white-space:nowrap}.parties{display:flex;flex-wrap:wrap;gap:2rem}.parties section{flex:1 1 16rem}
form{margin:1rem 0;padding:1rem;border:1px solid #ccc}label{display:block;margin:.5rem 0}input[type=text],textarea{width:100%;min-height:44px;font:inherit;box-sizing:border-box}
input[type=checkbox]{width:24px;height:24px;vertical-align:middle}button{min-height:44px;min-width:44px;padding:.5rem 1.25rem;font:inherit}
.status{padding:1rem;border:2px solid #2b6;margin:1rem 0}.error{padding:1rem;border:2px solid #c22;margin:1rem 0}
@media print{form,.no-print{display:none}body{max-width:none;padding:0}a{color:inherit;text-decoration:none}}`;

function shell(language: Language, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><title>${e(title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${body}</main></body></html>`
  );
}

function party(heading: string, p: SnapshotParty): string {
  const lines = [...p.lines, ...(p.email ? [p.email] : [])].map((l) => `${e(l)}<br>`).join('');
  return `<section><h2>${e(heading)}</h2><p><strong>${e(p.name)}</strong><br>${lines}</p></section>`;
}

function partTable(t: ProposalPageTexts, s: ProposalSnapshot, heading: string, part: PartTotals, recurrence: 'one_time' | 'monthly'): string {
  const lines = s.lines.filter((l) => l.recurrence === recurrence);
  if (lines.length === 0) return '';
  const money = (n: number) => e(formatDocumentMoney(n, s.currency, s.language));
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${e(l.service)}${l.description ? `<br><small>${e(l.description)}</small>` : ''}</td><td class="n">${e(formatQuantity(l.quantityThousandths, s.language))} ${e(l.unit)}</td>` +
        `<td class="n">${money(l.unitPriceMinor)}</td><td class="n">${l.discountBasisPoints ? e(`${formatQuantity(l.discountBasisPoints * 10, s.language)} %`) : ''}</td>` +
        `<td class="n">${l.vatPercent} %</td><td class="n">${money(l.baseMinor)}</td></tr>`,
    )
    .join('');
  const recap = part.recap
    .map((r) => `<tr><td>${r.vatPercent} %</td><td class="n">${money(r.baseMinor)}</td><td class="n">${money(r.vatMinor)}</td><td class="n">${money(r.totalMinor)}</td></tr>`)
    .join('');
  const rounding = part.roundingMinor ? `<p>${e(t.rounding)}: ${money(part.roundingMinor)}</p>` : '';
  return (
    `<h2>${e(heading)}</h2><table><thead><tr><th>${e(t.service)}</th><th class="n">${e(t.quantity)}</th><th class="n">${e(t.unitPrice)}</th><th class="n">${e(t.discount)}</th><th class="n">${e(t.vatRate)}</th><th class="n">${e(t.base)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<h3>${e(t.recap)}</h3><table><thead><tr><th>${e(t.vatRate)}</th><th class="n">${e(t.base)}</th><th class="n">${e(t.vat)}</th><th class="n">${e(t.total)}</th></tr></thead><tbody>${recap}</tbody></table>` +
    `${rounding}<p><strong>${e(t.payable)}: ${money(part.payableMinor)}</strong></p>`
  );
}

export interface ProposalPageState {
  status: 'sent' | 'viewed' | 'accepted' | 'declined';
  acceptedName: string | null;
  acceptedAt: Date | null;
  snapshotHash: string;
  /** A problem with the posted form, in the page's language. */
  formError?: string;
}

export function renderProposalPage(s: ProposalSnapshot, state: ProposalPageState, action: string): string {
  const t = PAGE_TEXTS[s.language];
  const answer =
    state.status === 'accepted'
      ? `<p class="status" role="status">${e(t.acceptedBy(state.acceptedName ?? '', state.acceptedAt ? formatDate(state.acceptedAt.toISOString().slice(0, 10), s.language) : ''))}</p>`
      : state.status === 'declined'
        ? `<p class="status" role="status">${e(t.declined)}</p>`
        : (state.formError ? `<p class="error" role="alert">${e(state.formError)}</p>` : '') +
          `<form method="post" action="${e(action)}"><h2>${e(t.acceptHeading)}</h2><input type="hidden" name="answer" value="accept"><input type="hidden" name="shown" value="${e(state.snapshotHash)}">` +
          `<label for="name">${e(t.typedName)}</label><input type="text" id="name" name="name" required maxlength="200" autocomplete="name">` +
          `<label><input type="checkbox" name="consent" value="on" required> ${e(t.consent)}</label><button type="submit">${e(t.accept)}</button></form>` +
          `<form method="post" action="${e(action)}"><h2>${e(t.declineHeading)}</h2><input type="hidden" name="answer" value="decline">` +
          `<label for="reason">${e(t.reason)}</label><textarea id="reason" name="reason" maxlength="2000" rows="3"></textarea><button type="submit">${e(t.decline)}</button></form>`;
  const vatNote = s.vatCharged ? '' : `<p>${e(t.vatModeNote[s.vatMode])}</p>`;
  const body =
    `<h1>${e(t.heading)} ${e(s.number)}${s.version > 1 ? ` (${e(t.version)} ${s.version})` : ''}: ${e(s.title)}</h1>` +
    `<p>${e(t.issuedOn)}: ${e(formatDate(s.issuedOn, s.language))} · ${e(t.validUntil)}: ${e(formatDate(s.validUntil, s.language))}</p>` +
    // A plain link to the PDF stored when it was sent (the same token rules), not printed.
    `<p class="no-print"><a href="${e(`${action}/pdf`)}" download>${e(t.downloadPdf)}</a></p>` +
    `<div class="parties">${party(t.supplier, s.supplier)}${party(t.customer, s.customer)}</div>` +
    (s.intro ? `<section>${s.intro}</section>` : '') +
    partTable(t, s, t.oneTime, s.oneTime, 'one_time') +
    partTable(t, s, t.monthly, s.monthly, 'monthly') +
    vatNote +
    (s.terms ? `<section><h2>${e(t.terms)}</h2>${s.terms}</section>` : '') +
    `<p class="no-print"><small>${e(t.fingerprint)}: ${e(state.snapshotHash.slice(0, 16))}</small></p>` +
    answer;
  return shell(s.language, `${t.heading} ${s.number}`, body);
}

/** The 404 / 410 / 429 / 409 pages: a clear sentence, nothing of any proposal. */
export function renderProposalProblem(language: Language, kind: keyof ProposalPageTexts['problems']): string {
  const t = PAGE_TEXTS[language].problems[kind];
  return shell(language, t.title, `<h1>${e(t.title)}</h1><p>${e(t.text)}</p>`);
}
