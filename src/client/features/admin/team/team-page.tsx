/**
 * /admin/team (admins): the staff, their roles and state; add a colleague, correct a colleague's name and e-mail,
 * change a role, deactivate or reactivate, set a one-time password; each person's cost per hour and its history; and
 * the rule that every staff member must use two-factor sign-in.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Coins, Pencil, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import type { PublicUser } from '@/shared/api-types';
import { USER_ROLES, type UserRole } from '@/shared/constants';
import type { AdminCostRate } from '@/shared/schemas/rates';
import { USER_QUERY_KEY } from '@/client/api/auth-api';
import { teamApi } from '@/client/api/team-api';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { useSignedInUser } from '@/client/lib/auth';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminPageHeader } from '../common/admin-page-header';
import { RecordForScreenReaders } from '../common/record-buttons';
import { RecordTable, RecordTableRow } from '../common/record-table';
import { useAdminMutation } from '../common/use-admin-mutation';
import { useAdminLanguage } from '../common/use-admin-language';
import { ColleagueProfileDialog } from './colleague-profile-dialog';
import { CostRateDialog, formatCostPerHour } from './cost-rate-dialog';
import { OneTimePasswordDialog } from './one-time-password-dialog';
import { StaffFormDialog } from './staff-form-dialog';

const CELL = 'text-slate-700 md:table-cell md:px-4 md:py-3';

export function TeamPage() {
  const t = useT();
  usePageMeta({ title: t('admin.team.title') });
  const [adding, setAdding] = useState(false);
  const [passwordFor, setPasswordFor] = useState<PublicUser | null>(null);
  const [profileOf, setProfileOf] = useState<PublicUser | null>(null);
  const [deactivating, setDeactivating] = useState<PublicUser | null>(null);
  const [twoFactorOff, setTwoFactorOff] = useState<PublicUser | null>(null);
  const [costOf, setCostOf] = useState<PublicUser | null>(null);
  const staff = useQuery({ queryKey: teamApi.key, queryFn: teamApi.list });
  const costRates = useQuery({ queryKey: teamApi.costRatesKey, queryFn: ({ signal }) => teamApi.costRates(signal) });
  const costByUser = new Map(costRates.data?.map((rate) => [rate.userId, rate]));
  const setActive = useAdminMutation({
    request: ({ id, active }: { id: number; active: boolean }) => teamApi.setActive(id, active),
    resources: [teamApi],
    success: (user) => t(user.active ? 'admin.team.reactivated' : 'admin.team.deactivated', { name: user.name }),
    errorTitle: t('admin.team.changeFailed'),
    onSuccess: () => setDeactivating(null),
  });
  const disableTwoFactor = useAdminMutation({
    request: (id: number) => teamApi.disableTwoFactor(id),
    resources: [teamApi],
    success: (user) => t('admin.team.twoFactorTurnedOff', { name: user.name }),
    errorTitle: t('admin.team.changeFailed'),
    onSuccess: () => setTwoFactorOff(null),
  });

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title={t('admin.team.title')}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="h-4 w-4" />
            {t('admin.team.add')}
          </Button>
        }
      />
      <TwoFactorRule />
      {staff.isPending ? (
        <Spinner />
      ) : staff.isError ? (
        <p className="text-sm font-medium text-red-700">{t('admin.common.loadError')}</p>
      ) : (
        <RecordTable
          caption={t('admin.team.list')}
          columns={[
            { label: t('admin.team.name') },
            { label: t('admin.team.username') },
            { label: t('admin.team.role') },
            { label: t('admin.team.state') },
            { label: t('admin.team.cost.column') },
            { label: t('admin.common.actions'), className: 'text-right' },
          ]}
        >
          {staff.data.map((user) => (
            <StaffRow
              key={user.id}
              user={user}
              // Undefined while the rates load (or could not): the cell is left blank rather than saying "not set".
              cost={costRates.data ? (costByUser.get(user.id) ?? null) : undefined}
              onEditCost={() => setCostOf(user)}
              onEditProfile={() => setProfileOf(user)}
              onSetPassword={() => setPasswordFor(user)}
              onDeactivate={() => setDeactivating(user)}
              onTurnOffTwoFactor={() => setTwoFactorOff(user)}
              onReactivate={() => setActive.mutate({ id: user.id, active: true })}
            />
          ))}
        </RecordTable>
      )}
      <StaffFormDialog open={adding} onOpenChange={setAdding} />
      <ColleagueProfileDialog user={profileOf} onClose={() => setProfileOf(null)} />
      <OneTimePasswordDialog user={passwordFor} onClose={() => setPasswordFor(null)} />
      <CostRateDialog user={costOf} onClose={() => setCostOf(null)} />
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title={t('admin.team.deactivateTitle', { name: deactivating?.name ?? '' })}
        description={t('admin.team.deactivateDescription')}
        confirmLabel={t('admin.team.deactivate')}
        pending={setActive.isPending}
        onConfirm={() => deactivating && setActive.mutate({ id: deactivating.id, active: false })}
      />
      <ConfirmDialog
        open={twoFactorOff !== null}
        onOpenChange={(open) => {
          if (!open) setTwoFactorOff(null);
        }}
        title={t('admin.team.twoFactorOffTitle', { name: twoFactorOff?.name ?? '' })}
        description={t('admin.team.twoFactorOffDescription')}
        confirmLabel={t('admin.team.twoFactorOff')}
        pending={disableTwoFactor.isPending}
        onConfirm={() => twoFactorOff && disableTwoFactor.mutate(twoFactorOff.id)}
      />
    </div>
  );
}

function StaffRow({
  user,
  cost,
  onEditCost,
  onEditProfile,
  onSetPassword,
  onDeactivate,
  onReactivate,
  onTurnOffTwoFactor,
}: {
  user: PublicUser;
  /** The person's cost rate today; null: none; undefined: not known (the rates are loading or failed to). */
  cost: AdminCostRate | null | undefined;
  onEditCost: () => void;
  onEditProfile: () => void;
  onSetPassword: () => void;
  onDeactivate: () => void;
  onTurnOffTwoFactor: () => void;
  onReactivate: () => void;
}) {
  const t = useT();
  const lang = useAdminLanguage();
  const me = useSignedInUser();
  const isMe = me?.id === user.id;
  // The role picked in the list is only asked about; it applies once confirmed (the select shows the stored role).
  const [newRole, setNewRole] = useState<UserRole | null>(null);
  const setRole = useAdminMutation({
    request: (role: UserRole) => teamApi.setRole(user.id, role),
    resources: [teamApi],
    success: (changed) => t('admin.team.roleChanged', { name: changed.name, role: t(`admin.team.roles.${changed.role}`) }),
    errorTitle: t('admin.team.changeFailed'),
    onSuccess: () => setNewRole(null),
  });
  return (
    <RecordTableRow title={user.name}>
      <td className={CELL}>
        <span className="md:hidden">{t('admin.team.username')}: </span>
        {user.username}
      </td>
      <td className={CELL}>
        <Select
          aria-label={t('admin.team.roleOf', { name: user.name })}
          value={user.role}
          disabled={setRole.isPending || isMe}
          onChange={(e) => setNewRole(e.target.value as UserRole)}
          className="w-36"
        >
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.team.roles.${role}`)}
            </option>
          ))}
        </Select>
        <ConfirmDialog
          open={newRole !== null}
          onOpenChange={(open) => {
            if (!open) setNewRole(null);
          }}
          title={t('admin.team.roleConfirm.title', { name: user.name })}
          description={newRole ? t(`admin.team.roleConfirm.${newRole}`, { name: user.name, from: t(`admin.team.roles.${user.role}`) }) : ''}
          confirmLabel={t('admin.team.roleConfirm.confirm', { role: newRole ? t(`admin.team.roles.${newRole}`) : '' })}
          tone="primary"
          pending={setRole.isPending}
          onConfirm={() => newRole && setRole.mutate(newRole)}
        />
      </td>
      <td className={`${CELL} space-x-1`}>
        {user.active ? <Badge tone="success">{t('admin.team.active')}</Badge> : <Badge tone="danger">{t('admin.team.inactive')}</Badge>}
        {user.twoFactorEnabled ? <Badge tone="info">{t('admin.team.twoFactorOn')}</Badge> : null}
        {user.mustChangePassword ? <Badge tone="warning">{t('admin.team.mustChange')}</Badge> : null}
      </td>
      <td className={`${CELL} col-span-2 tabular-nums`}>
        <span className="md:hidden">{t('admin.team.cost.column')}: </span>
        {cost === undefined ? null : cost === null ? (
          <span className="text-slate-600">{t('admin.team.cost.notSet')}</span>
        ) : (
          <span className="whitespace-nowrap">{formatCostPerHour(t, cost.hourlyCostCzk, lang)}</span>
        )}
      </td>
      <td className="col-span-2 flex flex-wrap justify-end gap-2 md:table-cell md:px-4 md:py-3 md:text-right">
        {/* Everyone's time costs, the admin's own too. */}
        <Button size="sm" variant="secondary" onClick={onEditCost}>
          <Coins aria-hidden="true" className="h-4 w-4" />
          {t('admin.team.cost.open')}
          <RecordForScreenReaders record={user.name} />
        </Button>
        {isMe ? (
          <span className="text-sm text-slate-600">{t('admin.team.you')}</span>
        ) : (
          <>
            <Button size="sm" variant="secondary" onClick={onEditProfile}>
              <Pencil aria-hidden="true" className="h-4 w-4" />
              {t('admin.team.editProfile')}
              <RecordForScreenReaders record={user.name} />
            </Button>
            <Button size="sm" variant="secondary" onClick={onSetPassword}>
              {t('admin.team.setPassword')}
              <RecordForScreenReaders record={user.name} />
            </Button>
            {user.twoFactorEnabled ? (
              <Button size="sm" variant="secondary" onClick={onTurnOffTwoFactor}>
                {t('admin.team.twoFactorOff')}
                <RecordForScreenReaders record={user.name} />
              </Button>
            ) : null}
            {user.active ? (
              <Button size="sm" variant="destructive" onClick={onDeactivate}>
                {t('admin.team.deactivate')}
                <RecordForScreenReaders record={user.name} />
              </Button>
            ) : (
              <Button size="sm" variant="secondary" onClick={onReactivate}>
                {t('admin.team.reactivate')}
                <RecordForScreenReaders record={user.name} />
              </Button>
            )}
          </>
        )}
      </td>
    </RecordTableRow>
  );
}

/** The installation's rule: two-factor sign-in required for all staff. */
function TwoFactorRule() {
  const t = useT();
  const headingId = useId();
  const checkboxId = useId();
  const hintId = useId();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: teamApi.settingsKey, queryFn: teamApi.settings });
  const save = useAdminMutation({
    request: teamApi.saveSettings,
    resources: [{ key: teamApi.settingsKey }],
    success: (s) => t(s.requireTwoFactor ? 'admin.team.requireOn' : 'admin.team.requireOff'),
    errorTitle: t('admin.team.changeFailed'),
    // The rule holds the admin too: without 2FA of their own, the set-up screen comes next.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('admin.team.securityTitle')}
      </h2>
      <div className="mt-2 flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          aria-describedby={hintId}
          className="mt-1 h-4 w-4 accent-brand-700"
          checked={settings.data?.requireTwoFactor ?? false}
          disabled={!settings.data || save.isPending}
          onChange={(e) => save.mutate({ requireTwoFactor: e.target.checked })}
        />
        <div>
          <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
            {t('admin.team.requireTwoFactor')}
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            {t('admin.team.requireTwoFactorHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
