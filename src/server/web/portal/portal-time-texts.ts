/**
 * The texts of the client's hours in the portal (issue 36, docs/product/time-and-profit.md#client-portal-hours): a
 * retainer's month so far and the time logged on a project, in both languages with the same keys (typed).
 */
import type { Language } from '@/shared/constants';

export interface PortalTimeTexts {
  retainer: {
    /** The section's heading, with the month ("Hodiny v listopadu 2026"). */
    heading: (month: string) => string;
    included: string;
    carriedIn: string;
    used: string;
    left: string;
    over: string;
    /** The badge next to the project: what is left, or how much over. */
    leftBadge: (hours: string) => string;
    overBadge: (hours: string) => string;
    usedNote: string;
    overNote: string;
  };
  time: {
    heading: string;
    /** The project page's link to its time. */
    link: string;
    intro: string;
    total: string;
    byActivity: string;
    byDay: string;
    activity: string;
    day: string;
    hours: string;
    none: string;
    noMore: string;
    older: string;
    newer: string;
    backToProject: string;
  };
  /** A month as a heading: "Listopad 2026" / "November 2026". */
  month: (month: string) => string;
  /** Hours and minutes as read: "11:45 h". */
  hours: (hm: string) => string;
}

const MONTHS_CS = ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec'];
/** The month in the locative ("v listopadu"), as Czech says "hours in November". */
const MONTHS_CS_IN = ['lednu', 'únoru', 'březnu', 'dubnu', 'květnu', 'červnu', 'červenci', 'srpnu', 'září', 'říjnu', 'listopadu', 'prosinci'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The year and the month's index (0–11) of a yyyy-mm month. */
const partsOf = (month: string): [string, number] => [month.slice(0, 4), Number(month.slice(5, 7)) - 1];
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const PORTAL_TIME_TEXTS: Record<Language, PortalTimeTexts> = {
  cs: {
    retainer: {
      heading: (month) => {
        const [year, index] = partsOf(month);
        return `Hodiny paušálu v ${MONTHS_CS_IN[index] ?? ''} ${year}`;
      },
      included: 'V paušálu',
      carriedIn: 'Převedeno z minulého měsíce',
      used: 'Vyčerpáno',
      left: 'Zbývá',
      over: 'Nad rámec paušálu',
      leftBadge: (hours) => `Zbývá ${hours}`,
      overBadge: (hours) => `${hours} nad rámec`,
      usedNote: 'Počítáme čas zapsaný k dnešku, který paušál pokrývá.',
      overNote: 'Hodiny nad rámec paušálu vyúčtujeme navíc k paušálu po skončení měsíce.',
    },
    time: {
      heading: 'Odpracovaný čas',
      link: 'Odpracovaný čas na projektu',
      intro: 'Čas, který jsme na projektu odpracovali, po měsících, činnostech a dnech.',
      total: 'Celkem',
      byActivity: 'Podle činnosti',
      byDay: 'Podle dne',
      activity: 'Činnost',
      day: 'Den',
      hours: 'Hodiny',
      none: 'Na projektu zatím není zapsaný žádný čas.',
      noMore: 'Starší čas už na projektu není.',
      older: 'Starší měsíce →',
      newer: '← Novější měsíce',
      backToProject: '← Zpět na projekt',
    },
    month: (month) => {
      const [year, index] = partsOf(month);
      return `${capitalised(MONTHS_CS[index] ?? '')} ${year}`;
    },
    hours: (hm) => `${hm} h`,
  },
  en: {
    retainer: {
      heading: (month) => {
        const [year, index] = partsOf(month);
        return `Retainer hours in ${MONTHS_EN[index] ?? ''} ${year}`;
      },
      included: 'Included in the retainer',
      carriedIn: 'Carried over from last month',
      used: 'Used so far',
      left: 'Left',
      over: 'Beyond the retainer',
      leftBadge: (hours) => `${hours} left`,
      overBadge: (hours) => `${hours} over`,
      usedNote: 'Counts the time logged to date that the retainer covers.',
      overNote: 'Hours beyond the retainer are billed on top of the fee when the month ends.',
    },
    time: {
      heading: 'Time logged',
      link: 'Time logged on the project',
      intro: 'The time we worked on the project, by month, activity and day.',
      total: 'Total',
      byActivity: 'By activity',
      byDay: 'By day',
      activity: 'Activity',
      day: 'Day',
      hours: 'Hours',
      none: 'No time has been logged on the project yet.',
      noMore: 'There is no older time on the project.',
      older: 'Older months →',
      newer: '← Newer months',
      backToProject: '← Back to the project',
    },
    month: (month) => {
      const [year, index] = partsOf(month);
      return `${MONTHS_EN[index] ?? ''} ${year}`;
    },
    hours: (hm) => `${hm} h`,
  },
};
