/**
 * The requests of the API fuzz test (fuzz.api.test.ts), as fast-check arbitraries: per route, random and malformed
 * ids, query strings and bodies (random values, mutated valid payloads, broken JSON, odd content types, oversize
 * bodies).
 */
import fc from 'fast-check';
import type { HttpMethod } from '../http/route-table';
import { camtStatement } from './bank-statement-fixtures';
import { gpcStatement } from './bank-statement-upload';

/** Records of each resource the test writes before fuzzing: ids 1–3 exist; the arbitraries also try the rest of the id space. */
export const SEEDED = 3;

export interface FuzzRoute {
  method: HttpMethod;
  /** Express path under /api, with :params. */
  path: string;
}

/** encodeURIComponent that never throws (lone surrogates become U+FFFD, as a browser sends them). */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((b) => (/[A-Za-z0-9_.~-]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).toUpperCase().padStart(2, '0')}`)).join('');

const weirdText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '%',
  '%E0%A4%A',
  "'; drop table clients; --",
  '<script>window.__xss=1</script>',
  'javascript:alert(1)',
  '../../etc/passwd',
  '1e309',
  'NaN',
  '-0',
  'null',
  'true',
  '0x10',
  '2025-02-30',
  '9999-12-31',
  '0001-01-01',
  '275760-09-13',
  '2025-06-01T25:61:00Z',
  'x'.repeat(10_001),
  '🙂'.repeat(300),
  'Ř'.repeat(201),
);

const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }), weirdText);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1, 0.5, 2 ** 31, 2 ** 53, 1e12, 1e12 + 1, 1e308, -1e308)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const FIELDS = [
  'name', 'email', 'message', 'username', 'password', 'currentPassword', 'newPassword', 'phone', 'website', 'company',
  'companySize', 'industry', 'location', 'servicesRequired', 'startDate', 'expectedDelivery', 'currentStatus',
  'preferredCommunication', 'salesman', 'internalNotes', 'oneTimePrice', 'monthlyPrice', 'contractUrl', 'paymentStatus',
  'clientId', 'description', 'serviceType', 'status', 'dueDate', 'budget', 'costOfService', 'amountPaid', 'monthlyFee',
  'notes', 'title', 'content', 'slug', 'imageUrl', 'publishedAt', 'translations', 'published', 'category', 'link',
  'projectId', 'featured', 'id', 'createdAt', 'role', 'userId', 'authorId', '__proto__', 'constructor',
];

/** A valid payload per write route, which the fuzzer then mutates (so deeper code paths are reached). */
function validBase(route: FuzzRoute): Record<string, unknown> {
  const p = route.path;
  if (p === '/contact') return { name: 'Eva Malá', email: 'eva@example.cz', message: 'Dobrý den, máme zájem.' };
  if (p === '/login') return { username: 'fuzz-admin', password: 'not-the-password' };
  if (p === '/register') return { username: 'novy', password: 'secret-123', email: 'novy@example.cz', name: 'Nový' };
  if (p === '/change-password') return { currentPassword: 'not-the-password', newPassword: 'another-1' };
  if (p.startsWith('/admin/clients')) return { name: 'Klient', email: 'klient@example.cz', companySize: '11-50', oneTimePrice: 123_450 };
  if (p === '/admin/projects/:id/status') return { status: 'active' };
  if (p.startsWith('/admin/projects')) return { clientId: 1, name: 'Web', description: 'Nový web', dueDate: '2030-01-01', budget: 190_050, amountPaid: 1 };
  if (p.startsWith('/admin/messages')) return { status: 'read' };
  if (p === '/admin/blog/:id/publish') return { published: true };
  if (p.startsWith('/admin/blog')) return { title: 'Článek', content: '<p>Text</p>', translations: { en: { title: 'Post', content: '<p>Text</p>' } } };
  if (p === '/admin/portfolio/:id/featured') return { featured: false };
  if (p.startsWith('/admin/portfolio')) return { title: 'Práce', description: 'Popis', imageUrl: '/images/a.svg', category: 'web', projectId: 1 };
  return {};
}

export interface Body {
  text: string | undefined;
  contentType: string | undefined;
}

const json = (value: unknown): Body => ({ text: JSON.stringify(value), contentType: 'application/json' });

const MULTIPART_BOUNDARY = '----fuzzstatement';
const multipart = (bytes: Buffer, name: string): Body => ({
  text: `--${MULTIPART_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n${bytes.toString('utf8')}\r\n--${MULTIPART_BOUNDARY}--\r\n`,
  contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
});

/** Odd XML a camt.053 may carry inside a transaction: prototype names, deep nesting, NUL, entities, odd markup. */
const oddXml = fc.constantFrom(
  '<__proto__><isAdmin>true</isAdmin></__proto__>',
  '<constructor><prototype>1</prototype></constructor>',
  '<x:__proto__ xmlns:x="urn:x">1</x:__proto__>',
  '<AddtlTxInf constructor="1" __proto__="2">x</AddtlTxInf>',
  '<hasOwnProperty>1</hasOwnProperty><toString>2</toString>',
  `${'<X>'.repeat(500)}deep${'</X>'.repeat(500)}`,
  `${'<X>'.repeat(41)}deep${'</X>'.repeat(41)}`,
  '<AddtlTxInf>a\u0000b</AddtlTxInf>',
  '<AddtlTxInf>&#0;&#xD800;&#1114112;&unknown;</AddtlTxInf>',
  '<![CDATA[<__proto__>]]>',
  '',
);

/** Amounts as a statement may write them: extreme, negative, float-looking, too precise, or random text. */
const oddAmount = fc.oneof(
  fc.constantFrom('999999999999999.99', '1000000000.00', '1000000000.01', '99999999999999999999999', '9007199254740993', '0', '0.001', '-1.00', '1e309', 'NaN', ' 1.00', '1,00', '00000000000000000001.10'),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map((n) => `${n / 100n}.${String(n % 100n).padStart(2, '0')}`),
  anyText,
);

/** A statement upload (POST /admin/bank-statements): odd XML, NUL bytes, extreme amounts, in camt.053 and GPC. */
const statementBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .tuple(oddXml, oddAmount, fc.constantFrom('Plátce', 'Nov\u0000ák', 'a'.repeat(300)), fc.nat())
    .map(([extra, amount, name, ref]) => multipart(camtStatement([{ ref: `FUZZ-${ref}`, amount: amount.replace(/[<&]/g, ''), name, extra }]), 'fuzz.xml')),
  fc
    .tuple(fc.bigInt({ min: -(10n ** 12n) + 1n, max: 10n ** 12n - 1n }), fc.constantFrom('Plátce', 'Nov\u0000ák', '\u0001\u001f'))
    .filter(([amount]) => amount !== 0n)
    .map(([amount, name]) => multipart(gpcStatement('0000000123456789', [{ id: '990001', amountMinor: Number(amount), name }], '099'), 'fuzz.gpc')),
);

function bodyArb(route: FuzzRoute): fc.Arbitrary<Body> {
  if (route.method === 'post' && route.path === '/admin/bank-statements') return statementBody;
  const base = validBase(route);
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...FIELDS), anyValue, { maxKeys: 2 }),
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(Object.keys(base)) }),
    )
    .map(([changes, removed]) => {
      const out: Record<string, unknown> = { ...base };
      for (const key of removed) delete out[key];
      return json(Object.assign(out, changes));
    });
  // A valid payload with one text value made hostile but still plausible (NUL, lone surrogate, markup, max lengths).
  const textKeys = Object.keys(base).filter((k) => typeof base[k] === 'string');
  const injected = textKeys.length
    ? fc
        .tuple(fc.constantFrom(...textKeys), fc.constantFrom('\u0000', '\ud800', '\u202e', '<img src=x onerror=alert(1)>', '\r\n', '%00', 'é'.repeat(150)))
        .map(([key, extra]) => json({ ...base, [key]: `${String(base[key])}${extra}` }))
    : fc.constant(json(base));
  const randomObject = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), anyValue, { maxKeys: 8 }).map(json);
  const anyJson = fc.jsonValue({ maxDepth: 4 }).map(json);
  const broken = fc
    .tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat())
    .map(([v, cut]) => {
      const text = JSON.stringify({ name: v, email: 'a@b.cz' });
      return { text: text.slice(0, cut % text.length), contentType: 'application/json' };
    });
  const oddType = fc
    .tuple(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=utf-16', 'application/json; charset=latin1', 'application/xml', ''), anyText)
    .map(([contentType, text]) => ({ text: contentType.startsWith('application/json') ? JSON.stringify(base) : text, contentType }));
  const special = fc.constantFrom<Body>(
    { text: undefined, contentType: undefined },
    { text: '', contentType: 'application/json' },
    { text: 'null', contentType: 'application/json' },
    { text: '"text"', contentType: 'application/json' },
    { text: '[]', contentType: 'application/json' },
    { text: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]', contentType: 'application/json' },
    { text: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`, contentType: 'application/json' },
    { text: JSON.stringify({ ...base, name: 'x'.repeat(120_000) }), contentType: 'application/json' },
    { text: '{"__proto__": {"isAdmin": true}, "constructor": {"prototype": {"x": 1}}}', contentType: 'application/json' },
  );
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 3, arbitrary: injected },
    { weight: 2, arbitrary: randomObject },
    { weight: 1, arbitrary: anyJson },
    { weight: 1, arbitrary: broken },
    { weight: 1, arbitrary: oddType },
    { weight: 1, arbitrary: special },
  );
}

const idArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: SEEDED + 1 }).map(String) },
  { weight: 2, arbitrary: fc.oneof(fc.integer(), fc.maxSafeInteger()).map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(encode) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('0', '-1', '1e3', '0x10', '1.0', '%20', '%E0%A4%A', '%00', '%', '2147483648', '99999999999999999999', '%2e%2e', 'null', '__proto__'),
  },
);

const queryArb: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('q', 'sort', 'dir', 'limit', 'offset', 'lang', 'clientId', '__proto__', 'q[]', 'q[a]'), fc.string({ maxLength: 8 })),
      fc.oneof(
        anyText.map((t) => encode(t.slice(0, 3000))),
        fc.constantFrom('', 'asc', 'desc', 'name', 'createdAt', 'en', 'cs', '-1', '0', '500', '501', '1e2', '1.5', 'NaN', '%', '%E0', '%00', '1'),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${encode(k)}=${v}`).join('&') : ''));

export interface FuzzRequest {
  path: string;
  body: Body;
}

export function requestArb(route: FuzzRoute): fc.Arbitrary<FuzzRequest> {
  const hasBody = route.method !== 'get';
  return fc
    .tuple(idArb, queryArb, hasBody ? bodyArb(route) : fc.constant<Body>({ text: undefined, contentType: undefined }))
    .map(([id, query, body]) => ({ path: '/api' + route.path.replace(/:id/g, id) + query, body }));
}
