/**
 * On the client detail's billing tab: whether the stored billing details match ARES (issue 37;
 * docs/product/czech-services.md#ares--the-company-registry) — one line, from the lookup's cache (ARES is asked only
 * when the cached answer is older than the cache's age). Nothing without an IČO.
 */
import { useQuery } from '@tanstack/react-query';
import { useT } from '@/client/i18n/use-t';
import { aresApi } from '@/client/api/ares-api';
import type { AdminClient } from '@/shared/api-types';
import { aresDifferences, aresIco } from '@/shared/ares';
import { formatDay } from '@/shared/dates';
import { useAdminLanguage } from '../common/use-admin-language';

type BillingOfClient = Pick<AdminClient, 'ico' | 'billingName' | 'billingStreet' | 'billingCity' | 'billingPostalCode' | 'billingCountry' | 'dic'>;

export function ClientAresMatch({ client }: { client: BillingOfClient }) {
  const t = useT();
  const lang = useAdminLanguage();
  const ico = client.ico ? aresIco(client.ico) : undefined;
  const lookup = useQuery({
    queryKey: aresApi.key(ico ?? ''),
    queryFn: ({ signal }) => aresApi.lookup(ico ?? '', signal),
    enabled: ico !== undefined,
    retry: false,
    staleTime: 60_000,
  });
  if (!ico || lookup.isPending) return null;
  const box = 'mt-4 max-w-3xl rounded-md border px-3 py-2 text-sm';
  if (lookup.isError) return <p className={`${box} border-slate-200 bg-slate-50 text-slate-700`}>{t('admin.ares.matchUnavailable')}</p>;
  const answer = lookup.data;
  if (!answer.found) return <p className={`${box} border-amber-200 bg-amber-50 text-amber-900`}>{t('admin.ares.notFound', { ico })}</p>;
  const date = formatDay(answer.readAt, lang);
  const differs = aresDifferences(answer.company, {
    name: client.billingName,
    street: client.billingStreet,
    city: client.billingCity,
    postalCode: client.billingPostalCode,
    country: client.billingCountry,
    dic: client.dic,
  });
  return (
    <div className={`${box} ${differs.length || answer.company.dissolvedOn ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`} data-testid="ares-match">
      <p>
        {differs.length
          ? t('admin.ares.mismatch', { date, fields: differs.map((field) => t(`admin.ares.fields.${field}`)).join(', ') })
          : t('admin.ares.matches', { date })}
      </p>
      {answer.company.dissolvedOn ? <p className="font-medium text-red-700">{t('admin.ares.dissolved', { date: formatDay(answer.company.dissolvedOn, lang) })}</p> : null}
      {answer.stale ? <p>{t('admin.ares.stale', { date })}</p> : null}
    </div>
  );
}
