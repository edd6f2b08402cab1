/**
 * The quote form's company from ARES (issue 37; docs/product/czech-services.md#ares--the-company-registry): a valid
 * IČO typed is looked up (GET /api/ares/:ico, limited per address) after a pause; the company's name fills the
 * company field when it is empty (never over what the visitor typed), and a line says what ARES answered.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { aresApi } from '@/client/api/ares-api';
import { usePublicPage } from '@/client/public-site/public-page';
import { aresIco } from '@/shared/ares';

const TYPING_PAUSE_MS = 400;

type AresState = { kind: 'idle' } | { kind: 'looking' } | { kind: 'found'; name: string; dissolved: boolean } | { kind: 'notFound' } | { kind: 'unavailable' };

export function useCompanyFromAres(company: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<AresState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const asked = useRef<string | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onIcoInput = (text: string) => {
    clearTimeout(timer.current);
    const ico = aresIco(text);
    if (!ico) {
      asked.current = undefined;
      setState({ kind: 'idle' });
      return;
    }
    if (ico === asked.current) return;
    timer.current = setTimeout(() => {
      asked.current = ico;
      setState({ kind: 'looking' });
      aresApi.publicLookup(ico).then(
        (answer) => {
          if (asked.current !== ico) return;
          if (!answer.found) return setState({ kind: 'notFound' });
          const input = company.current;
          if (input && !input.value.trim()) input.value = answer.company.name;
          setState({ kind: 'found', name: answer.company.name, dissolved: answer.company.dissolvedOn !== null });
        },
        () => {
          if (asked.current === ico) setState({ kind: 'unavailable' });
        },
      );
    }, TYPING_PAUSE_MS);
  };
  return { state, onIcoInput };
}

export function AresNote({ state, id }: { state: AresState; id: string }) {
  const { t } = usePublicPage();
  const text =
    state.kind === 'looking'
      ? t('pricing.quote.aresLooking')
      : state.kind === 'found'
        ? `${t('pricing.quote.aresFound', { name: state.name })}${state.dissolved ? ` ${t('pricing.quote.aresDissolved')}` : ''}`
        : state.kind === 'notFound'
          ? t('pricing.quote.aresNotFound')
          : state.kind === 'unavailable'
            ? t('pricing.quote.aresUnavailable')
            : '';
  return (
    <p id={id} role="status" className={`min-h-5 text-sm ${state.kind === 'found' && !state.dissolved ? 'text-slate-700' : 'text-amber-800'}`}>
      {text}
    </p>
  );
}
