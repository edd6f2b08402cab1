/** One record's own history (issue 14): a section on the client's page, a dialog from a project's or a post's row. */
import { History } from 'lucide-react';
import { useId } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { AuditEntity } from '@/shared/audit';
import { Dialog } from '@/client/components/ui/dialog';
import { activityApi, recordHistoryFilters } from '@/client/api/activity-api';
import { PagedList } from '../common/paged-list-parts';
import { RowActionButton } from '../common/record-buttons';
import { useAdminList } from '../common/use-admin-list';
import { ActivityEntryList } from './activity-entry-list';

interface RecordRef {
  entity: AuditEntity;
  entityId: number;
}

function HistoryList({ entity, entityId, label }: RecordRef & { label: string }) {
  const t = useT();
  const list = useAdminList(activityApi, { filters: recordHistoryFilters(entity, entityId), pageSize: 20 });
  return (
    <PagedList list={list} searching={false} emptyText={t('admin.activity.history.empty')}>
      <ActivityEntryList entries={list.items} label={label} showRecord={false} />
    </PagedList>
  );
}

/** A page section: heading "History" and the record's entries, newest first. */
export function RecordHistory({ entity, entityId }: RecordRef) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="mb-4 text-lg font-semibold text-slate-900">
        {t('admin.activity.history.title')}
      </h2>
      <HistoryList entity={entity} entityId={entityId} label={t('admin.activity.history.title')} />
    </section>
  );
}

/** A record's history in a dialog; `name` names the record in the title. Mounted content only while open. */
export function RecordHistoryDialog({ record, name, onClose }: { record: RecordRef | null; name: string; onClose: () => void }) {
  const t = useT();
  const title = t('admin.activity.history.dialogTitle', { name });
  return (
    <Dialog
      closeLabel={t('common.close')}
      open={record !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      className="max-w-2xl"
    >
      {record ? <HistoryList entity={record.entity} entityId={record.entityId} label={title} /> : null}
    </Dialog>
  );
}

/** A record's history button (clock and "History"); named "History – <record>". */
export function HistoryIconButton({ record, onClick }: { record: string; onClick: () => void }) {
  const t = useT();
  return <RowActionButton icon={History} text={t('admin.activity.history.button')} record={record} onClick={onClick} />;
}
