/**
 * Time entries and the timer (issue 36, docs/product/time-and-profit.md): the payloads of /api/admin/time/… and the
 * forms that send them. Durations are whole minutes; an entry's day is a calendar day 'yyyy-mm-dd' (the office's).
 */
import { z } from 'zod';
import type { Language } from '../constants';
import { isCalendarDay } from '../dates';
import { MAX_ENTRY_MINUTES, parseDuration } from '../time/minutes';
import { FIELD_MESSAGES, flag, MAX_LENGTH, optionalText, recordId, requiredText, type TextInput } from './fields';
import { TIME_MESSAGES } from './messages';
export { TIME_MESSAGES };

/** A calendar day 'yyyy-mm-dd' that exists. */
export const calendarDay = (message: string = TIME_MESSAGES.dateInvalid) =>
  z.string({ error: message }).trim().refine(isCalendarDay, message);

const minutes = z
  .number({ error: TIME_MESSAGES.minutesInvalid })
  .int(TIME_MESSAGES.minutesInvalid)
  .min(1, TIME_MESSAGES.minutesInvalid)
  .max(MAX_ENTRY_MINUTES, TIME_MESSAGES.minutesInvalid);

/** The longest note of an entry. */
export const TIME_NOTE_MAX = MAX_LENGTH.description;

/**
 * POST /api/admin/time/entries and PUT …/:id. `userId`: whose time it is — the caller's own when missing; only an
 * admin may give another person's.
 */
export const timeEntrySchema = z.object({
  userId: recordId().optional(),
  projectId: recordId(TIME_MESSAGES.projectRequired),
  activityId: recordId(TIME_MESSAGES.activityRequired),
  date: calendarDay(),
  minutes,
  note: optionalText(TIME_NOTE_MAX).transform((note) => note ?? ''),
  /** Missing: the activity's default for a new entry, the entry's own on a change. */
  billable: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
});
export type TimeEntryInput = z.output<typeof timeEntrySchema>;

/** The entry form: the duration as typed ("1:30", "1,5"), read into minutes. */
export const timeEntryFormSchema = timeEntrySchema.extend({
  minutes: z.preprocess(
    (v: TextInput | number) => (typeof v === 'string' ? (parseDuration(v) ?? v) : v),
    z.number({ error: TIME_MESSAGES.durationInvalid }).int().min(1, TIME_MESSAGES.durationInvalid).max(MAX_ENTRY_MINUTES, TIME_MESSAGES.durationInvalid),
  ),
});
export type TimeEntryFormValues = z.input<typeof timeEntryFormSchema>;

/** POST /api/admin/time/timer/start: what the timer runs on. A timer already running is stopped first. */
export const timerStartSchema = z.object({
  projectId: recordId(TIME_MESSAGES.projectRequired),
  activityId: recordId(TIME_MESSAGES.activityRequired),
  note: optionalText(TIME_NOTE_MAX).transform((note) => note ?? ''),
  /** Missing: the activity's default. */
  billable: z.boolean({ error: FIELD_MESSAGES.booleanInvalid }).optional(),
});
export type TimerStartInput = z.output<typeof timerStartSchema>;

/** GET /api/admin/time/entries: the days from..to (at most 62: a week view, a month), one person's or (admins) all. */
export const TIME_RANGE_MAX_DAYS = 62;
export const timeRangeSchema = z
  .object({
    from: calendarDay(),
    to: calendarDay(),
    /** Whose entries: the caller's own when missing; 'all' or another person's id for admins. */
    userId: z.union([z.literal('all'), recordId()]).optional(),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: TIME_MESSAGES.rangeInvalid })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) < TIME_RANGE_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: TIME_MESSAGES.rangeTooLong,
  });
export type TimeRange = z.output<typeof timeRangeSchema>;

const activityName = requiredText(MAX_LENGTH.short, TIME_MESSAGES.activityNameRequired);

/** POST /api/admin/settings/time-activities and PUT …/:id: an activity of the short list, named in both languages. */
export const timeActivitySchema = z.object({
  names: z.object({ cs: activityName, en: activityName } satisfies Record<Language, z.ZodType>).strict(),
  /** Whether new entries of this activity are billable unless staff say otherwise. */
  billable: flag(true),
  /** Archived: kept on old entries, no longer offered for new ones. */
  archived: flag(false),
});
export type TimeActivityInput = z.output<typeof timeActivitySchema>;

/** A time entry as the API answers it: its columns (dates as text), with the names of its person, project and client. */
export interface AdminTimeEntry {
  id: number;
  userId: number;
  userName: string;
  projectId: number;
  projectName: string;
  clientName: string;
  activityId: number;
  date: string;
  /** Whole minutes; a running timer's minutes from before it was last started (0 for a new one). */
  minutes: number;
  note: string;
  billable: boolean;
  /** When the running timer started (ISO); null when the entry is not running. */
  runningSince: string | null;
  /** The issued invoice it was billed on (locked); null when unbilled. */
  invoiceId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/admin/time/entries: the entries of the range, oldest day first, and who they belong to. */
export interface TimeEntriesAnswer {
  entries: AdminTimeEntry[];
}

/** GET /api/admin/time/timer and the timer's start and stop: the caller's running entry, if any. */
export interface TimerAnswer {
  running: AdminTimeEntry | null;
  /** The entry a start or stop stopped (a start stops a running timer first). */
  stopped: AdminTimeEntry | null;
  /** The server's clock (ISO): the screen shows the elapsed time against it, not against the device's. */
  now: string;
}

/** An activity of the list, named in both languages. */
export interface AdminTimeActivity {
  id: number;
  names: Record<Language, string>;
  billable: boolean;
  archived: boolean;
  createdAt: string;
}

/** A project as the time pickers offer it. */
export interface TimeProjectOption {
  id: number;
  name: string;
  clientName: string;
}

/** The longest answer of GET /api/admin/time/projects (a picker's matches). */
export const TIME_PROJECT_SEARCH_MAX = 50;

/** GET /api/admin/time/options: what the entry form and the timer offer at once (the rest of the projects is searched). */
export interface TimeOptions {
  /** The projects the caller logged time on last (not completed), the latest first. */
  recentProjects: TimeProjectOption[];
  /** Every activity, archived ones marked (they name old entries; new time takes the others). */
  activities: AdminTimeActivity[];
  /** Admins: the active staff whose week they may open; others: only themselves. */
  people: { id: number; name: string }[];
}
