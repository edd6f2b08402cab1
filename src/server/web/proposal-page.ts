/**
 * The client's proposal page, rendered on the server from the frozen snapshot (docs/product/proposals.md#the-clients-page):
 * no JavaScript, printable, every text escaped (intro and terms are HTML sanitised with the blog's allow-list when
 * stored). Accept and Decline are plain forms posting to the page's own address.
 */
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import type { PartTotals } from '@/shared/money/document-totals';
import { formatDocumentMoney, formatScaled } from '@/shared/money/document-money';
import type { ProposalSnapshot, SnapshotParty } from '@/shared/proposal-snapshot';
import { escapeHtml as e } from '@/shared/html-text';
import { dealTitle } from '@/shared/proposal-paths';
import { renderAcceptanceBilling, type AcceptanceBillingForm } from './acceptance-billing';
import { PAGE_TEXTS, type ProposalPageTexts } from './proposal-page-texts';

/** 1500 thousandths → "1,5" (cs) / "1.5" (en). */
const formatQuantity = (thousandths: number, language: Language) => formatScaled(thousandths, 3, language, { group: false, trim: true });

/**
 * Phone first (the client opens the link from an e-mail): one column, the lines as stacked rows under 40rem (each
 * value with its column's name), the amounts never wrapping, the answer's buttons full width; print without the forms.
 */
export const DOCUMENT_PAGE_STYLE = `*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;color:#1a1a1a;background:#f6f7f6;margin:0;line-height:1.5}
.top{background:#14532d;color:#fff;padding:.9rem 1rem}.top p{max-width:60rem;margin:0 auto;font-weight:700;font-size:1.1rem}
main{max-width:60rem;margin:0 auto;padding:1rem}.sheet{background:#fff;border:1px solid #e2e5e2;border-radius:.75rem;padding:1.25rem}
h1{font-size:1.5rem;line-height:1.25;margin:.25rem 0 .5rem;overflow-wrap:anywhere}h2{font-size:1.2rem;margin:1.5rem 0 .5rem;color:#14532d}h3{font-size:1rem;margin:1rem 0 .25rem}
.meta{color:#444;margin:0}.parties{display:flex;flex-wrap:wrap;gap:1rem 2rem}.parties section{flex:1 1 15rem}.parties h2{margin-top:1rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border-bottom:1px solid #e2e5e2;padding:.45rem .4rem;text-align:left;vertical-align:top}
th{font-size:.85rem;color:#444;font-weight:600}td.n,th.n{text-align:right;white-space:nowrap}small{color:#555}
.payable{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap;background:#14532d;color:#fff;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0 0;font-weight:700;font-size:1.1rem}
.payable span:last-child{white-space:nowrap}.note{background:#f0f7f2;border-left:4px solid #15803d;padding:.5rem .75rem}
form{margin:1rem 0 0;padding:1.25rem;border:1px solid #e2e5e2;border-radius:.75rem;background:#fff}form h2{margin-top:0}
label{display:block;margin:.5rem 0}input[type=text],textarea{width:100%;min-height:44px;font:inherit;padding:.5rem .75rem;border:1px solid #8a948c;border-radius:.5rem}
.consent{display:flex;gap:.6rem;align-items:flex-start}input[type=checkbox]{width:24px;height:24px;flex:none;margin:0}
button{min-height:48px;width:100%;padding:.6rem 1.25rem;font:inherit;font-weight:600;border-radius:.5rem;border:2px solid #14532d;cursor:pointer;margin-top:.5rem}
button.primary{background:#14532d;color:#fff}button.secondary{background:#fff;color:#14532d}
.status{padding:1rem;border:2px solid #15803d;border-radius:.75rem;background:#f0f7f2;margin:0 0 1rem;font-weight:600}.status:focus{outline:3px solid #14532d;outline-offset:2px}.error{padding:1rem;border:2px solid #b91c1c;border-radius:.75rem;background:#fef2f2;margin:1rem 0}
.pdf{margin:.25rem 0 0}.pdf a{display:inline-flex;align-items:center;min-height:44px;color:#14532d;font-weight:600}
.fingerprint{color:#555;font-size:.8rem;margin-top:1rem;overflow-wrap:anywhere}
fieldset.billing{border:0;padding:0;margin:0 0 1rem;min-width:0}fieldset.billing legend{font-weight:700;font-size:1.1rem;padding:0}.field-error{color:#b91c1c;margin:.25rem 0}
@media (min-width:40rem){button{width:auto}main{padding:1.5rem 1rem}.sheet{padding:2rem}h1{font-size:1.9rem}}
@media (max-width:39.99rem){.stack thead{display:none}.stack tr{display:block;border-bottom:1px solid #e2e5e2;padding:.5rem 0}
.stack td{display:flex;justify-content:space-between;gap:1rem;border:0;padding:.1rem 0}.stack td::before{content:attr(data-label);color:#555;font-size:.9rem}
.stack td:empty{display:none}.stack td.service{display:block;font-weight:600}.stack td.service::before{content:none}.stack td.service small{font-weight:400}}
@media (min-width:40rem){.recap td.service{font-weight:400}.stack .label{display:none}}
@media print{form,.no-print,.top{display:none}body{background:#fff}main{max-width:none;padding:0}.sheet{border:0;padding:0}.payable{color:#000;background:none;border:1px solid #000}a{color:inherit;text-decoration:none}}`;

function shell(language: Language, title: string, body: string, from?: string): string {
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="same-origin"><title>${e(title)}</title>` +
    `<link rel="icon" type="image/svg+xml" href="/favicon.svg"><style>${DOCUMENT_PAGE_STYLE}</style></head>` +
    `<body>${from ? `<header class="top"><p>${e(from)}</p></header>` : ''}<main><div class="sheet">${body}</div></main></body></html>`
  );
}

function party(heading: string, p: SnapshotParty): string {
  const lines = [...p.lines, ...(p.email ? [p.email] : [])].map((l) => `${e(l)}<br>`).join('');
  return `<section><h2>${e(heading)}</h2><p><strong>${e(p.name)}</strong><br>${lines}</p></section>`;
}

/** A foreign-currency proposal's indicative VAT recap in CZK of one part (issue 38); '' without one. */
function indicativeRecap(t: ProposalPageTexts, s: ProposalSnapshot, recurrence: 'one_time' | 'monthly'): string {
  const czk = s.indicativeCzk;
  if (!czk || !s.vatCharged) return '';
  const rows = recurrence === 'one_time' ? czk.oneTime : czk.monthly;
  if (rows.length === 0) return '';
  const money = (n: number) => e(formatDocumentMoney(n, 'CZK', s.language));
  const body = rows
    .map(
      (r) =>
        `<tr><td class="service"><span class="label">${e(t.vatRate)} </span>${r.vatPercent} %</td><td class="n" data-label="${e(t.base)}">${money(r.baseMinor)}</td>` +
        `<td class="n" data-label="${e(t.vat)}">${money(r.vatMinor)}</td><td class="n" data-label="${e(t.total)}">${money(r.totalMinor)}</td></tr>`,
    )
    .join('');
  const caption = t.recapCzk(formatScaled(czk.rateThousandths, 3, s.language), s.currency, formatDay(czk.fixedOn, s.language));
  return `<h3>${e(caption)}</h3><table class="recap stack" data-testid="recap-czk"><thead><tr><th>${e(t.vatRate)}</th><th class="n">${e(t.base)}</th><th class="n">${e(t.vat)}</th><th class="n">${e(t.total)}</th></tr></thead><tbody>${body}</tbody></table>`;
}

function partTable(t: ProposalPageTexts, s: ProposalSnapshot, heading: string, part: PartTotals, recurrence: 'one_time' | 'monthly'): string {
  const lines = s.lines.filter((l) => l.recurrence === recurrence);
  if (lines.length === 0) return '';
  const money = (n: number) => e(formatDocumentMoney(n, s.currency, s.language));
  const rows = lines
    .map(
      (l) =>
        `<tr><td class="service">${e(l.service)}${l.description ? `<br><small>${e(l.description)}</small>` : ''}</td><td class="n" data-label="${e(t.quantity)}">${e(formatQuantity(l.quantityThousandths, s.language))} ${e(l.unit)}</td>` +
        `<td class="n" data-label="${e(t.unitPrice)}">${money(l.unitPriceMinor)}</td><td class="n" data-label="${e(t.discount)}">${l.discountBasisPoints ? e(`${formatQuantity(l.discountBasisPoints * 10, s.language)} %`) : ''}</td>` +
        `<td class="n" data-label="${e(t.vatRate)}">${l.vatPercent} %</td><td class="n" data-label="${e(t.base)}">${money(l.baseMinor)}</td></tr>`,
    )
    .join('');
  const recap = part.recap
    .map(
      (r) =>
        `<tr><td class="service"><span class="label">${e(t.vatRate)} </span>${r.vatPercent} %</td><td class="n" data-label="${e(t.base)}">${money(r.baseMinor)}</td>` +
        `<td class="n" data-label="${e(t.vat)}">${money(r.vatMinor)}</td><td class="n" data-label="${e(t.total)}">${money(r.totalMinor)}</td></tr>`,
    )
    .join('');
  const rounding = part.roundingMinor ? `<p>${e(t.rounding)}: ${money(part.roundingMinor)}</p>` : '';
  return (
    `<h2>${e(heading)}</h2><table class="lines stack"><thead><tr><th>${e(t.service)}</th><th class="n">${e(t.quantity)}</th><th class="n">${e(t.unitPrice)}</th><th class="n">${e(t.discount)}</th><th class="n">${e(t.vatRate)}</th><th class="n">${e(t.base)}</th></tr></thead><tbody>${rows}</tbody></table>` +
    `<h3>${e(t.recap)}</h3><table class="recap stack"><thead><tr><th>${e(t.vatRate)}</th><th class="n">${e(t.base)}</th><th class="n">${e(t.vat)}</th><th class="n">${e(t.total)}</th></tr></thead><tbody>${recap}</tbody></table>` +
    `${indicativeRecap(t, s, recurrence)}${rounding}<p class="payable"><span>${e(t.payable)}</span><span>${money(part.payableMinor)}</span></p>`
  );
}

export interface ProposalPageState {
  status: 'sent' | 'viewed' | 'accepted' | 'declined';
  acceptedName: string | null;
  acceptedAt: Date | null;
  snapshotHash: string;
  /** A problem with the posted form, in the page's language. */
  formError?: string;
  /** Shown instead of the answer's forms when it can no longer be answered (the portal: expired, withdrawn). */
  closedNote?: string;
  /** An accepted version a newer one superseded: the newer version's number and where it opens. */
  newer?: { version: number; href: string };
  /** The answer was just given (the form's post): its confirmation takes the focus, so it is in view and announced. */
  justAnswered?: boolean;
  /** The billing details the accept form asks for (the client record lacks what an invoice will need). */
  billing?: AcceptanceBillingForm;
  /** A refused acceptance: what the client typed and ticked, shown again. */
  typedAnswer?: TypedAnswer;
}

/** What a refused acceptance form held: the typed name and the consent. */
export interface TypedAnswer {
  name: string;
  consent: boolean;
}

/** The typed name and consent of a posted accept form, to show again when it is refused. */
export function typedAnswerOf(body: Record<string, unknown>): TypedAnswer {
  return { name: typeof body.name === 'string' ? body.name.slice(0, 200) : '', consent: body.consent === 'on' };
}

export function renderProposalPage(s: ProposalSnapshot, state: ProposalPageState, action: string): string {
  return shell(s.language, `${PAGE_TEXTS[s.language].heading} ${s.number}`, renderProposalBody(s, state, action), s.supplier.name);
}

/** The proposal itself and its answer (forms while open), without the page around it (the portal frames it). */
export function renderProposalBody(s: ProposalSnapshot, state: ProposalPageState, action: string): string {
  const t = PAGE_TEXTS[s.language];
  // The answer's outcome leads the page (a phone shows it without scrolling past the document); the forms close it.
  const focus = state.justAnswered ? ' tabindex="-1" autofocus' : '';
  const status = (text: string) => `<p class="status" role="status" id="answer"${focus}>${e(text)}</p>`;
  const outcome =
    state.closedNote !== undefined && (state.status === 'sent' || state.status === 'viewed')
      ? status(state.closedNote)
      : state.status === 'accepted'
        ? status(t.acceptedBy(state.acceptedName ?? '', state.acceptedAt ? formatDay(state.acceptedAt, s.language) : ''))
        : state.status === 'declined'
          ? status(t.declined)
          : '';
  const newer = state.newer ? `<p class="note no-print">${e(t.newerVersion(state.newer.version))} <a href="${e(state.newer.href)}">${e(t.openNewer)}</a></p>` : '';
  const forms =
    outcome !== ''
      ? ''
      : `<form method="post" action="${e(action)}"><h2 id="accept">${e(t.acceptHeading)}</h2><input type="hidden" name="answer" value="accept"><input type="hidden" name="shown" value="${e(state.snapshotHash)}">` +
        (state.billing ? renderAcceptanceBilling(s.language, state.billing) : '') +
        `<label for="name">${e(t.typedName)}</label><input type="text" id="name" name="name" required maxlength="200" autocomplete="name" value="${e(state.typedAnswer?.name ?? '')}">` +
        `<label class="consent"><input type="checkbox" name="consent" value="on" required${state.typedAnswer?.consent ? ' checked' : ''}> <span>${e(t.consent)}</span></label><button type="submit" class="primary">${e(t.accept)}</button></form>` +
        `<form method="post" action="${e(action)}"><h2>${e(t.declineHeading)}</h2><input type="hidden" name="answer" value="decline">` +
        `<label for="reason">${e(t.reason)}</label><textarea id="reason" name="reason" maxlength="2000" rows="3"></textarea><button type="submit" class="secondary">${e(t.decline)}</button></form>`;
  const vatNote = s.vatCharged ? '' : `<p class="note">${e(t.vatModeNote[s.vatMode])}</p>`;
  const problem =
    outcome === '' && state.formError
      ? `<p class="error" role="alert" id="problem" tabindex="-1" autofocus>${e(state.formError)} <a href="#accept">${e(t.toForm)}</a></p>`
      : '';
  const body =
    problem +
    outcome +
    newer +
    `<h1>${e(t.heading)} ${e(s.number)}${s.version > 1 ? ` (${e(t.version)} ${s.version})` : ''}: ${e(dealTitle(s.title))}</h1>` +
    `<p class="meta">${e(t.issuedOn)}: ${e(formatDay(s.issuedOn, s.language))} · ${e(t.validUntil)}: ${e(formatDay(s.validUntil, s.language))}</p>` +
    // A plain link to the PDF stored when it was sent (the same token rules), not printed.
    `<p class="no-print pdf"><a href="${e(`${action}/pdf`)}" download>${e(t.downloadPdf)}</a></p>` +
    `<div class="parties">${party(t.supplier, s.supplier)}${party(t.customer, s.customer)}</div>` +
    (s.intro ? `<section>${s.intro}</section>` : '') +
    partTable(t, s, t.oneTime, s.oneTime, 'one_time') +
    partTable(t, s, t.monthly, s.monthly, 'monthly') +
    vatNote +
    (s.terms ? `<section><h2>${e(t.terms)}</h2>${s.terms}</section>` : '') +
    `<p class="no-print fingerprint">${e(t.fingerprint)}: ${e(state.snapshotHash.slice(0, 16))}</p>` +
    forms;
  return body;
}

/** What a proposal agreed: its one-time and monthly lines with their totals (the portal's project page). */
export function renderProposalParts(s: ProposalSnapshot): string {
  const t = PAGE_TEXTS[s.language];
  return partTable(t, s, t.oneTime, s.oneTime, 'one_time') + partTable(t, s, t.monthly, s.monthly, 'monthly');
}

/** The 404 / 410 / 429 / 409 pages: a clear sentence, nothing of any proposal. */
export function renderProposalProblem(language: Language, kind: keyof ProposalPageTexts['problems']): string {
  const t = PAGE_TEXTS[language].problems[kind];
  return shell(language, t.title, `<h1>${e(t.title)}</h1><p>${e(t.text)}</p>`);
}
