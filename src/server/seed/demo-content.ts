/**
 * Demo content for a first local start: a few clients, projects, messages and portfolio items. Decided once, at the
 * first start of a database: a database started without demo content never gets it later, and deleted demo rows
 * never come back. Every row is written by the data module that owns its table, in one transaction: the clients and
 * projects through the shared schemas and the modules' own create (recorded in the audit log as made by the demo
 * content), the rest through the modules' seed writes.
 */
import { majorToMinor } from '@/shared/money/minor-units';
import { clientSchema } from '@/shared/schemas/client';
import { BLANK_PORTFOLIO_TEXTS } from '@/shared/schemas/portfolio-item';
import { projectSchema } from '@/shared/schemas/project';
import type { Actor } from '../audit/audit-log';
import type { Database } from '../db/database';
import { clientData } from '../data/clients';
import { bumpContentVersion } from '../data/content-version';
import { insertDemoMessages } from '../data/messages';
import { insertPortfolioItemsAt } from '../data/portfolio-items';
import { projectData } from '../data/projects';
import { mailLinkOrigin } from '../config';
import { createMailer } from '../mail/mailer';
import { MAIL_NOT_CONFIGURED } from '../mail/mail-service';
import { claimMarker, markerOf } from '../data/settings';

const DEMO_MARKER = 'demo_content';
const day = 24 * 60 * 60 * 1000;
/** Who the audit log says created the demo clients and projects: no account, no address. */
const DEMO_CONTENT_ACTOR: Actor = { id: null, name: 'demo content', ip: null };

export async function loadDemoContentOnce(db: Database, wanted: boolean): Promise<boolean> {
  if ((await markerOf(db, DEMO_MARKER)) !== undefined) return false;
  if (!wanted) {
    await claimMarker(db, DEMO_MARKER, 'skipped');
    return false;
  }
  return db.transaction(async (tx) => {
    // The marker is claimed first: an instance starting at the same moment on the same database waits on its key
    // until this transaction ends, then finds it taken and loads nothing (no doubled demo rows).
    if (!(await claimMarker(tx, DEMO_MARKER, 'loaded'))) return false;
    const now = Date.now();
    const clients = clientData(tx);
    // Demo projects are only created (no budget is crossed): the mailer is the unconfigured one.
    const projects = projectData(tx, { queue: createMailer({ service: MAIL_NOT_CONFIGURED, origin: mailLinkOrigin(undefined) }).queue });
    const demoClients = [
      {
        name: 'Jana Nováková',
        email: 'jana@pekarnanovak.cz',
        phone: '+420 603 123 456',
        company: 'Pekárna Novák',
        companySize: '11-50',
        industry: 'Gastronomie',
        location: 'Olomouc',
        // Billing details a tax document needs (docs/product/invoices.md#the-customer-on-a-tax-document): the demo invoices.
        billingStreet: 'Horní náměstí 12',
        billingCity: 'Olomouc',
        billingPostalCode: '779 00',
        ico: '12345679',
        servicesRequired: 'web-development',
        currentStatus: 'active',
        preferredCommunication: 'email',
        salesman: 'Petr',
        oneTimePrice: majorToMinor(45_000),
        monthlyPrice: majorToMinor(1_500),
        paymentStatus: 'partial',
        startDate: new Date(now - 30 * day),
        expectedDelivery: new Date(now + 45 * day),
      },
      {
        name: 'Tomáš Dvořák',
        email: 'tomas@dvorakfoto.cz',
        phone: '+420 777 222 333',
        company: 'Dvořák Foto',
        companySize: '1-10',
        industry: 'Fotografie',
        location: 'Brno',
        billingStreet: 'Údolní 45',
        billingCity: 'Brno',
        billingPostalCode: '602 00',
        ico: '76543218',
        servicesRequired: 'design',
        currentStatus: 'lead',
        preferredCommunication: 'phone',
        oneTimePrice: majorToMinor(18_000),
        paymentStatus: 'not_paid',
      },
      {
        name: 'Lucie Svobodová',
        email: 'lucie@modasvoboda.cz',
        company: 'Móda Svoboda',
        companySize: '51-200',
        industry: 'Móda',
        location: 'Praha',
        billingStreet: 'Korunní 88',
        billingCity: 'Praha',
        billingPostalCode: '120 00',
        ico: '24680249',
        servicesRequired: 'social-media',
        currentStatus: 'onboarding',
        preferredCommunication: 'whatsapp',
        monthlyPrice: majorToMinor(8_000),
        paymentStatus: 'paid',
      },
    ];
    const created = [];
    for (const client of demoClients) created.push(await clients.create(clientSchema.parse(client), DEMO_CONTENT_ACTOR));
    const [bakery, photo, fashion] = created.map((c) => c.id) as [number, number, number];
    const demoProjects = [
      {
        clientId: bakery,
        name: 'Nový web pekárny',
        description: 'Responzivní web s online objednávkami dortů.',
        status: 'active',
        serviceType: 'web-development',
        // Money is integer minor units: client prices haléře, project amounts cents of US dollars (decision 022).
        budget: majorToMinor(1_900),
        amountPaid: majorToMinor(850),
        dueDate: new Date(now + 45 * day),
      },
      {
        clientId: photo,
        name: 'Logo a vizuální identita',
        description: 'Nové logo, barvy a typografie pro fotografické studio.',
        status: 'pending',
        serviceType: 'logo-design',
        budget: majorToMinor(760),
        amountPaid: 0,
        costOfService: majorToMinor(180),
        dueDate: new Date(now + 20 * day),
      },
      {
        clientId: fashion,
        name: 'Správa Instagramu',
        description: 'Obsahový plán a měsíční správa profilů.',
        status: 'completed',
        serviceType: 'social-media',
        budget: majorToMinor(1_020),
        amountPaid: majorToMinor(1_020),
        costOfService: majorToMinor(120),
      },
    ];
    for (const project of demoProjects) await projects.create(projectSchema.parse(project), DEMO_CONTENT_ACTOR);
    await insertDemoMessages(tx, [
      {
        name: 'Martin Procházka',
        email: 'martin.prochazka@example.cz',
        message: 'Dobrý den, chtěli bychom nový e-shop pro naši vinotéku. Můžeme si domluvit schůzku?',
      },
      {
        name: 'Emma Clarke',
        email: 'emma.clarke@example.com',
        message: 'Hello, we are opening a studio in Prague and need a bilingual website. What would it cost?',
        status: 'read',
      },
    ]);
    // After the items already on the home page (the initial content, decision 019).
    await insertPortfolioItemsAt(tx, 'last', [
      {
        translations: {
          cs: { ...BLANK_PORTFOLIO_TEXTS, title: 'Vinotéka U Sklípku', description: 'E-shop s vínem a rezervacemi degustací.' },
          en: BLANK_PORTFOLIO_TEXTS,
        },
        imageUrl: '/images/portfolio/wine-shop.svg',
        category: 'web',
        services: [],
        link: 'https://example.com/vinoteka',
        featured: true,
      },
    ]);
    // The home page shows the featured item: a new content version (src/server/data/content-version.ts).
    await bumpContentVersion(tx);
    return true;
  });
}
