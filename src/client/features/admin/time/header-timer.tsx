/**
 * The timer in the back office's header (docs/product/time-and-profit.md#timer): one tap starts it on the project and
 * activity last used, one tap stops it; the other button starts it on another project. The timer is the server's (a
 * running entry), so it survives a reload and shows the same in a second tab: a change is told to the other tabs at
 * once (BroadcastChannel), and every tab asks again each minute and when it comes back into view.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Play, Square } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '@/client/i18n/use-t';
import { timeApi } from '@/client/api/time-api';
import { Button } from '@/client/components/ui/button';
import { Dialog } from '@/client/components/ui/dialog';
import { Field } from '@/client/components/ui/field';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { Textarea } from '@/client/components/ui/textarea';
import { FRAME_QUERY } from '@/client/lib/query-client';
import { cn } from '@/client/lib/cn';
import { TIME_MESSAGES } from '@/shared/schemas/messages';
import type { TimeOptions, TimerAnswer, TimerStartInput } from '@/shared/schemas/time-entry';
import { formatMinutes, timerMinutes } from '@/shared/time/minutes';
import type { PickedRecord } from '../common/search-picker';
import { useAdminLanguage } from '../common/use-admin-language';
import { useAdminMutation } from '../common/use-admin-mutation';
import { ProjectPicker } from './project-picker';

/** Where the last timer's project and activity are kept on this device (one tap starts there again). */
const LAST_TIMER_KEY = 'time.lastTimer';
const CHANNEL = 'time-timer';
const REFRESH_MS = 60_000;

interface LastTimer {
  projectId: number;
  projectName: string;
  activityId: number;
}

function readLast(): LastTimer | null {
  try {
    const value = JSON.parse(localStorage.getItem(LAST_TIMER_KEY) ?? 'null') as LastTimer | null;
    return value && typeof value.projectId === 'number' && typeof value.activityId === 'number' ? value : null;
  } catch {
    return null;
  }
}

function rememberLast(last: LastTimer): void {
  try {
    localStorage.setItem(LAST_TIMER_KEY, JSON.stringify(last));
  } catch {
    // Storage off: the next start asks again.
  }
}

/** What one tap starts: the last timer's project and activity if both still offered, else the latest project used. */
function oneTapTarget(options: TimeOptions | undefined): LastTimer | null {
  if (!options) return null;
  const activityOffered = (id: number) => options.activities.some((a) => a.id === id && !a.archived);
  const last = readLast();
  if (last && activityOffered(last.activityId)) return last;
  const project = options.recentProjects[0];
  const activity = options.activities.find((a) => !a.archived);
  return project && activity ? { projectId: project.id, projectName: project.name, activityId: activity.id } : null;
}

/** "1:05:09": the running time, with seconds (it ticks). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Milliseconds the running entry has run in all (its earlier minutes too), on the server's clock. */
function elapsedMs(answer: TimerAnswer, fetchedAt: number, now: number): number {
  const running = answer.running;
  if (!running?.runningSince) return 0;
  const serverNow = Date.parse(answer.now) + (now - fetchedAt);
  return running.minutes * 60_000 + serverNow - Date.parse(running.runningSince);
}

export function HeaderTimer({ className }: { className?: string }) {
  const t = useT();
  const language = useAdminLanguage();
  const queryClient = useQueryClient();
  const timer = useQuery({
    queryKey: timeApi.timerKey,
    queryFn: ({ signal }) => timeApi.timer(signal),
    refetchInterval: REFRESH_MS,
    meta: FRAME_QUERY,
  });
  const options = useQuery({ queryKey: timeApi.optionsKey, queryFn: ({ signal }) => timeApi.options(signal), meta: FRAME_QUERY });
  const [now, setNow] = useState(() => Date.now());
  const [choosing, setChoosing] = useState(false);
  const running = timer.data?.running ?? null;

  useEffect(() => {
    if (!running) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [running]);

  // Another tab started or stopped the timer: ask again now.
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: timeApi.key });
    return () => channel.close();
  }, [queryClient]);

  const tellOtherTabs = () => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage('changed');
    channel.close();
  };
  const afterMove = (answer: TimerAnswer) => {
    queryClient.setQueryData(timeApi.timerKey, answer);
    tellOtherTabs();
  };
  const stoppedText = (answer: TimerAnswer) =>
    answer.stopped ? t('admin.time.timer.stopped', { duration: formatMinutes(answer.stopped.minutes), project: answer.stopped.projectName }) : t('admin.time.timer.started');

  const start = useAdminMutation({
    request: (input: TimerStartInput & { projectName: string }) => {
      const { projectName: _name, ...body } = input;
      return timeApi.start(body);
    },
    resources: [timeApi],
    success: stoppedText,
    errorTitle: t('admin.time.timer.error'),
    onSuccess: (answer, input) => {
      rememberLast({ projectId: input.projectId, projectName: input.projectName, activityId: input.activityId });
      afterMove(answer);
      setChoosing(false);
    },
  });
  const stop = useAdminMutation({
    request: () => timeApi.stop(),
    resources: [timeApi],
    success: stoppedText,
    errorTitle: t('admin.time.timer.error'),
    onSuccess: afterMove,
    // Stopped in another tab meanwhile (409): show what the server has.
    onError: () => void queryClient.invalidateQueries({ queryKey: timeApi.timerKey }),
  });

  if (!timer.data) return null;
  const target = oneTapTarget(options.data);
  const activityName = (id: number) => options.data?.activities.find((a) => a.id === id)?.names[language] ?? '';
  const busy = start.isPending || stop.isPending;

  return (
    <div role="group" aria-label={t('admin.time.timer.label')} className={cn('flex items-center gap-1', className)}>
      {running ? (
        <>
          <span className="sr-only">
            {t('admin.time.timer.running', { project: running.projectName, elapsed: formatMinutes(timerMinutes(elapsedMs(timer.data, timer.dataUpdatedAt, now))) })}
          </span>
          <span aria-hidden="true" className="flex items-center gap-1 text-sm font-medium">
            <span className="hidden max-w-48 truncate lg:inline">{running.projectName} ·</span>
            <span className="tabular-nums">{clock(elapsedMs(timer.data, timer.dataUpdatedAt, now))}</span>
          </span>
          <Button
            size="icon"
            variant="destructive"
            className="h-11 w-11"
            disabled={busy}
            aria-label={t('admin.time.timer.stopOn', { project: running.projectName })}
            onClick={() => stop.mutate()}
          >
            <Square aria-hidden="true" className="h-4 w-4 fill-current" />
          </Button>
        </>
      ) : (
        <Button
          size="icon"
          className="h-11 w-11"
          disabled={busy || !options.data}
          aria-label={target ? t('admin.time.timer.startOn', { project: target.projectName, activity: activityName(target.activityId) }) : t('admin.time.timer.start')}
          onClick={() =>
            target
              ? start.mutate({
                  projectId: target.projectId,
                  projectName: target.projectName,
                  activityId: target.activityId,
                  note: '',
                  billable: options.data?.activities.find((a) => a.id === target.activityId)?.billable ?? true,
                })
              : setChoosing(true)
          }
        >
          <Play aria-hidden="true" className="h-4 w-4 fill-current" />
        </Button>
      )}
      <Button
        size="icon"
        variant="ghost"
        className="h-11 w-11 text-current hover:bg-black/10"
        disabled={busy || !options.data}
        aria-label={t('admin.time.timer.choose')}
        onClick={() => setChoosing(true)}
      >
        <ChevronDown aria-hidden="true" className="h-4 w-4" />
      </Button>
      {options.data ? (
        <StartDialog
          open={choosing}
          onOpenChange={setChoosing}
          options={options.data}
          pending={start.isPending}
          onStart={(input) => start.mutate(input)}
        />
      ) : null}
    </div>
  );
}

function StartDialog({
  open,
  onOpenChange,
  options,
  pending,
  onStart,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  options: TimeOptions;
  pending: boolean;
  onStart: (input: TimerStartInput & { projectName: string }) => void;
}) {
  const t = useT();
  const language = useAdminLanguage();
  const offered = options.activities.filter((a) => !a.archived);
  const [project, setProject] = useState<PickedRecord | null>(null);
  const [activityId, setActivityId] = useState<number | null>(offered[0]?.id ?? null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog closeLabel={t('common.close')} open={open} onOpenChange={onOpenChange} title={t('admin.time.timer.dialogTitle')} description={t('admin.time.timer.dialogDescription')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!project || activityId === null) {
            setMissing(true);
            return;
          }
          const activity = offered.find((a) => a.id === activityId);
          onStart({ projectId: project.id, projectName: project.name, activityId, note, billable: activity?.billable ?? true });
        }}
      >
        <FormField label={t('admin.time.form.project')} error={missing && !project ? TIME_MESSAGES.projectRequired : undefined}>
          <ProjectPicker recent={options.recentProjects} value={project} onChange={setProject} />
        </FormField>
        <Field label={t('admin.time.form.activity')}>
          <Select value={activityId ?? ''} onChange={(e) => setActivityId(Number(e.target.value))}>
            {offered.map((a) => (
              <option key={a.id} value={a.id}>
                {a.names[language]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('admin.time.form.note')}>
          <Textarea rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
        </Field>
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('admin.time.form.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            <Play aria-hidden="true" className="h-4 w-4 fill-current" />
            {t('admin.time.timer.start')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
