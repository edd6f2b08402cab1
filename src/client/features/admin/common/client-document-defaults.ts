/**
 * A new proposal or invoice takes the chosen client's document language and VAT mode — the server's own default
 * (`defaultVatMode`: the client's VAT treatment, Czech VAT while the agency's billing details are incomplete) — once
 * per client chosen. `apply` decides what to set (the editors leave a field staff already changed).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AdminClient } from '@/shared/api-types';
import type { Language } from '@/shared/constants';
import type { VatMode } from '@/shared/money/document-totals';
import { defaultVatMode } from '@/shared/vat-treatment';
import { billingSettingsApi } from '@/client/api/billing-settings-api';

export interface ClientDocumentDefaults {
  vatMode: VatMode;
  language: Language;
}

export function useClientDocumentDefaults(client: AdminClient | undefined, isNew: boolean, apply: (defaults: ClientDocumentDefaults) => void): void {
  const billing = useQuery({ queryKey: billingSettingsApi.key, queryFn: billingSettingsApi.get, enabled: isNew });
  const appliedFor = useRef<number | null>(null);
  const agency = billing.data;
  useEffect(() => {
    if (!isNew || !client || !agency || appliedFor.current === client.id) return;
    appliedFor.current = client.id;
    apply({ vatMode: defaultVatMode({ billingCountry: client.billingCountry ?? null, dic: client.dic ?? null, vatPayer: client.vatPayer }, agency), language: client.documentLanguage });
  }, [isNew, client, agency, apply]);
}
