/**
 * The client's hours in the portal (issue 36, docs/product/time-and-profit.md#client-portal-hours): a retainer's month
 * so far (on the overview and the project's page) and the page of the time logged on a project (per month, activity
 * and day; while staff show it). Server-rendered, no JavaScript, phone first (two-column tables); hours as h:mm, days
 * as the portal writes them; every text escaped. Nothing here can show a note, a person, a rate or a cost: the
 * records it renders have none.
 */
import type { Language } from '@/shared/constants';
import { formatDay } from '@/shared/dates';
import { portalPath } from '@/shared/portal';
import { formatMinutes } from '@/shared/time/minutes';
import type { PortalProjectTime, PortalRetainerMonth, PortalTimeMonth, PortalTimeRow } from '@/server/data/portal/portal-time';
import { escapeHtml as e, portalShell, type PortalPage } from './portal-html';
import { PORTAL_TIME_TEXTS } from './portal-time-texts';

/** Minutes as the page reads them: "11:45 h", never broken across lines. */
const hours = (minutes: number, language: Language) => `<span class="amt">${e(PORTAL_TIME_TEXTS[language].hours(formatMinutes(minutes)))}</span>`;
const badge = (text: string, warn: boolean) => `<span class="badge${warn ? ' warn' : ''}">${e(text)}</span>`;
const factsTable = (rows: [string, string][]) => `<table><tbody>${rows.map(([k, v]) => `<tr><th scope="row">${e(k)}</th><td class="n">${v}</td></tr>`).join('')}</tbody></table>`;

/** What is left of the month, or how much is over (a warning). */
function retainerBadge(language: Language, r: PortalRetainerMonth): string {
  const texts = PORTAL_TIME_TEXTS[language];
  const t = texts.retainer;
  const text = (minutes: number) => texts.hours(formatMinutes(minutes));
  return r.overageMinutes > 0 ? badge(t.overBadge(text(r.overageMinutes)), true) : badge(t.leftBadge(text(r.leftMinutes)), false);
}

/** A retainer's month so far: included, carried in (when any), used, and left or over (with what over means). */
function retainerFacts(language: Language, r: PortalRetainerMonth): string {
  const t = PORTAL_TIME_TEXTS[language].retainer;
  const rows: [string, string][] = [
    [t.included, hours(r.includedMinutes, language)],
    ...(r.carriedInMinutes > 0 ? ([[t.carriedIn, hours(r.carriedInMinutes, language)]] as [string, string][]) : []),
    [t.used, hours(r.usedMinutes, language)],
    r.overageMinutes > 0 ? [t.over, `<strong>${hours(r.overageMinutes, language)}</strong>`] : [t.left, `<strong>${hours(r.leftMinutes, language)}</strong>`],
  ];
  return factsTable(rows) + `<p><small>${e(t.usedNote)}${r.overageMinutes > 0 ? ` ${e(t.overNote)}` : ''}</small></p>`;
}

/** Which retainer month a section is about: its heading. */
const retainerHeading = (language: Language, month: string) => PORTAL_TIME_TEXTS[language].retainer.heading(month);

/** The overview's section of the client's retainers this month, each linking its project ('' without a retainer). */
export function renderRetainersSection(language: Language, retainers: readonly PortalRetainerMonth[]): string {
  const first = retainers[0];
  if (!first) return '';
  const cards = retainers
    .map(
      (r) =>
        `<li><div class="row"><a href="${e(portalPath(language, `/projects/${r.projectId}`))}">${e(r.projectName)}</a>${retainerBadge(language, r)}</div>` +
        retainerFacts(language, r) +
        `</li>`,
    )
    .join('');
  return `<section aria-labelledby="retainer-hours"><h2 id="retainer-hours">${e(retainerHeading(language, first.month))}</h2><ul class="cards">${cards}</ul></section>`;
}

/** The project page's hours: its retainer this month (if it is one) and the link to its time (while shown). */
export function renderProjectHours(language: Language, projectId: number, retainer: PortalRetainerMonth | undefined, showsTime: boolean): string {
  const t = PORTAL_TIME_TEXTS[language];
  const month = retainer
    ? `<section aria-labelledby="retainer-hours"><h2 id="retainer-hours">${e(retainerHeading(language, retainer.month))}</h2><p>${retainerBadge(language, retainer)}</p>${retainerFacts(language, retainer)}</section>`
    : '';
  const link = showsTime ? `<p><a class="more" href="${e(portalPath(language, `/projects/${projectId}/time`))}">${e(t.time.link)}</a></p>` : '';
  return month + link;
}

/** A two-column table of labelled minutes: a month's activities or its days. */
function timeTable(language: Language, kind: 'activity' | 'day', rows: readonly PortalTimeRow[], label: (row: PortalTimeRow) => string): string {
  const t = PORTAL_TIME_TEXTS[language].time;
  return (
    `<h3>${e(kind === 'activity' ? t.byActivity : t.byDay)}</h3>` +
    `<table><thead><tr><th scope="col">${e(kind === 'activity' ? t.activity : t.day)}</th><th scope="col" class="n">${e(t.hours)}</th></tr></thead><tbody>` +
    rows.map((row) => `<tr><td>${label(row)}</td><td class="n">${hours(row.minutes, language)}</td></tr>`).join('') +
    `</tbody></table>`
  );
}

/** One month of a project's time: its total, per activity, per day. */
function timeMonth(language: Language, m: PortalTimeMonth): string {
  const t = PORTAL_TIME_TEXTS[language];
  const id = `month-${m.month}`;
  return (
    `<section aria-labelledby="${id}"><h2 id="${id}">${e(t.month(m.month))}</h2>` +
    `<p class="row"><span>${e(t.time.total)}</span><strong>${hours(m.minutes, language)}</strong></p>` +
    timeTable(language, 'activity', m.activities, (row) => e(row.label)) +
    timeTable(language, 'day', m.days, (row) => `<span class="amt">${e(formatDay(row.label, language))}</span>`) +
    `</section>`
  );
}

/** The time logged on a project: a page of months, newest first, with links to newer and older months. */
export function renderPortalProjectTime(page: PortalPage, clientName: string, p: PortalProjectTime): string {
  const { language } = page;
  const t = PORTAL_TIME_TEXTS[language].time;
  const path = `/projects/${p.projectId}/time`;
  const pageLink = (n: number, text: string) => `<a class="more" href="${e(portalPath(language, n === 1 ? path : `${path}?page=${n}`))}">${e(text)}</a>`;
  const empty = p.months.length === 0 ? `<p class="empty">${e(p.page === 1 ? t.none : t.noMore)}</p>` : '';
  const links = [...(p.page > 1 ? [pageLink(p.page - 1, t.newer)] : []), ...(p.hasOlder ? [pageLink(p.page + 1, t.older)] : [])];
  const body =
    `<p><a class="back" href="${e(portalPath(language, `/projects/${p.projectId}`))}">${e(t.backToProject)}</a></p>` +
    `<h1>${e(t.heading)}: ${e(p.projectName)}</h1><p class="meta">${e(t.intro)}</p>` +
    empty +
    p.months.map((m) => timeMonth(language, m)).join('') +
    (links.length ? `<nav class="row" aria-label="${e(t.heading)}">${links.join('')}</nav>` : '');
  return portalShell({ ...page, title: `${t.heading}: ${p.projectName}`, path, clientName }, body);
}
