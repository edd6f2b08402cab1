/**
 * Filling a company's details from ARES by its IČO (issue 37; docs/product/czech-services.md#ares--the-company-registry),
 * shared by the client form and the agency's billing details. A valid IČO typed (other than the one the form opened
 * with) is looked up by itself; "Fill from ARES" asks for any valid one. What ARES gives fills only the EMPTY fields —
 * nothing typed is overwritten without asking: fields that differ are listed with "Replace with ARES details". The
 * panel says where the values came from (with the date read), which of them were changed by hand since, and each
 * state: looking up, found, not found, dissolved (a warning), ARES not answering (type by hand), an old copy (its date).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/client/i18n/use-t';
import { Button } from '@/client/components/ui/button';
import { ApiError } from '@/client/lib/api-request';
import { aresApi } from '@/client/api/ares-api';
import { aresDifferences, aresIco, ARES_FORM_FIELDS, ARES_UNAVAILABLE_CODE, type AresCompany, type AresFormField } from '@/shared/ares';
import { formatDay } from '@/shared/dates';
import { useAdminLanguage } from './use-admin-language';

/** The pause after the last keystroke before a typed IČO is looked up. */
const TYPING_PAUSE_MS = 400;

export type AresValues = Partial<Record<AresFormField, string>>;

interface AresCompanyFillProps {
  /** The IČO as typed now. */
  ico: string;
  /** The IČO the form opened with: not looked up by itself (the stored record is not refilled on opening). */
  initialIco: string;
  /** The form's current values of the fields it takes from ARES (those it does not have are left out). */
  values: AresValues;
  /** Sets fields of the form (only those given). */
  write: (values: AresValues) => void;
}

/** The company's value of each field the form has. */
function companyValues(company: AresCompany, fields: readonly AresFormField[]): AresValues {
  const result: AresValues = {};
  for (const field of fields) result[field] = company[field] ?? '';
  return result;
}

export function AresCompanyFill({ ico, initialIco, values, write }: AresCompanyFillProps) {
  const t = useT();
  const lang = useAdminLanguage();
  const valid = aresIco(ico);
  const opened = aresIco(initialIco);
  const [asked, setAsked] = useState<string | null>(null);
  // Fields filled from ARES (with the value written), for "changed by hand".
  const [filled, setFilled] = useState<AresValues>({});
  const applied = useRef<string | null>(null);
  // The latest values and writer, read when an answer arrives (only a new answer fills).
  const latest = useRef({ values, write });
  useEffect(() => {
    latest.current = { values, write };
  });

  // A valid IČO typed (not the stored one) is looked up after a pause.
  useEffect(() => {
    if (!valid || valid === opened || valid === asked) return;
    const timer = setTimeout(() => setAsked(valid), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [valid, opened, asked]);

  const lookup = useQuery({
    queryKey: aresApi.key(asked ?? ''),
    queryFn: ({ signal }) => aresApi.lookup(asked ?? '', signal),
    enabled: asked !== null,
    retry: false,
    staleTime: 60_000,
  });
  const current = asked !== null && asked === valid ? lookup : undefined;
  const answer = current?.data;
  const fields = ARES_FORM_FIELDS.filter((field) => values[field] !== undefined);
  const valueOf = (field: AresFormField) => values[field] ?? '';

  // An answer fills the empty fields, once per answer; what is typed after it is the person's.
  useEffect(() => {
    if (!answer?.found) return;
    const mark = `${answer.ico}@${answer.readAt}`;
    if (applied.current === mark) return;
    applied.current = mark;
    const { values: now, write: writeNow } = latest.current;
    const blank = (field: AresFormField) => !(now[field] ?? '').trim();
    // The country select always holds one (CZ by default): it is taken from ARES while no address is typed.
    const fillable = (field: AresFormField) => blank(field) || (field === 'country' && blank('street') && blank('city') && blank('postalCode'));
    const empty: AresValues = {};
    for (const field of ARES_FORM_FIELDS) {
      const value = answer.company[field] ?? '';
      if (now[field] !== undefined && value && fillable(field)) empty[field] = value;
    }
    if (Object.keys(empty).length) writeNow(empty);
    setFilled(empty);
  }, [answer]);

  if (!valid) return null;
  const names = (list: readonly AresFormField[]) => list.map((field) => t(`admin.ares.fields.${field}`)).join(', ');
  const fillButton = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => {
        applied.current = null;
        if (asked === valid) void lookup.refetch();
        else setAsked(valid);
      }}
      disabled={current?.isFetching === true}
    >
      {t('admin.ares.fill')}
    </Button>
  );

  let body: ReactNode = null;
  if (!current) body = null;
  else if (current.isPending || (current.isFetching && !answer)) body = <p role="status">{t('admin.ares.looking', { ico: valid })}</p>;
  else if (current.isError) {
    const error = current.error;
    const text = error instanceof ApiError && error.status === 429 ? t('admin.ares.rateLimited') : t('admin.ares.unavailable');
    body = (
      <p role="alert" className="text-amber-800" data-ares-state={error instanceof ApiError && error.body?.code === ARES_UNAVAILABLE_CODE ? 'unavailable' : 'error'}>
        {text}
      </p>
    );
  } else if (answer && !answer.found) body = <p role="status" data-ares-state="not-found">{t('admin.ares.notFound', { ico: answer.ico })}</p>;
  else if (answer?.found) {
    const date = formatDay(answer.readAt, lang);
    const fromAres = companyValues(answer.company, fields);
    const filledFields = fields.filter((field) => filled[field] !== undefined);
    const changed = filledFields.filter((field) => valueOf(field) !== filled[field]);
    const differs = aresDifferences(answer.company, { name: '', street: '', city: '', postalCode: '', country: '', dic: '', ...values }).filter(
      (field) => fields.includes(field) && !changed.includes(field) && fromAres[field],
    );
    body = (
      <div className="space-y-1" data-ares-state={answer.stale ? 'stale' : 'found'}>
        <p role="status">
          <span className="font-medium text-slate-900">{t('admin.ares.found', { date })}</span>
          {': '}
          {answer.company.name}
          {answer.company.vatRegistered === null ? '' : ` · ${t(answer.company.vatRegistered ? 'admin.ares.vatRegistered' : 'admin.ares.notVatRegistered')}`}
        </p>
        {answer.stale ? <p className="text-amber-800">{t('admin.ares.stale', { date })}</p> : null}
        {answer.company.dissolvedOn ? (
          <p role="alert" className="font-medium text-red-700">
            {t('admin.ares.dissolved', { date: formatDay(answer.company.dissolvedOn, lang) })}
          </p>
        ) : null}
        {filledFields.length ? <p>{t('admin.ares.filled', { fields: names(filledFields) })}</p> : null}
        {changed.length ? <p>{t('admin.ares.changedByHand', { fields: names(changed) })}</p> : null}
        {differs.length ? (
          <div className="flex flex-wrap items-center gap-2">
            <p>{t('admin.ares.differs', { fields: names(differs) })}</p>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                const replace: AresValues = {};
                for (const field of differs) replace[field] = fromAres[field] ?? '';
                write(replace);
                setFilled((before) => ({ ...before, ...replace }));
              }}
            >
              {t('admin.ares.replace')}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 sm:col-span-2" data-testid="ares-fill">
      {body}
      {current?.isPending ? null : <div>{fillButton}</div>}
    </div>
  );
}
