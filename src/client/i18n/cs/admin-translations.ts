/**
 * Back office: texts of one language left behind when the other language's changed (keys admin.translations.*;
 * issue 35 point 5): the editors' notes and "still valid", and the dashboard's list.
 */
export const adminTranslations = {
  /** Under a marked field: the language whose text changed, and the day (Prague). */
  note: {
    cs: 'Potřebuje aktualizovat: česká verze se změnila {{date}}',
    en: 'Potřebuje aktualizovat: anglická verze se změnila {{date}}',
  },
  /** A marked text the form does not show (a post's author, category, tags): its name before the note. */
  otherField: '{{field}} – {{note}}',
  stillValid: 'Stále platí',
  stillValidDone: 'Text označen jako stále platný',
  stillValidError: 'Označení se nepodařilo zrušit',
  /** A language tab (or the summary) of a language with marked fields. */
  languageBehind_one: '{{language}} – {{count}} pole k aktualizaci',
  languageBehind_few: '{{language}} – {{count}} pole k aktualizaci',
  languageBehind_many: '{{language}} – {{count}} pole k aktualizaci',
  languageBehind_other: '{{language}} – {{count}} polí k aktualizaci',
  /** The portfolio editor (no language tabs): the heading over the languages with marked fields. */
  summary: 'Překlady k aktualizaci',
  languages: {
    cs: 'Čeština',
    en: 'Angličtina',
  },
  /** Every text field a mark can be on (a post's and a portfolio item's). */
  fields: {
    title: 'Název',
    description: 'Popis',
    content: 'Obsah',
    author: 'Autor',
    category: 'Kategorie',
    tags: 'Štítky',
    challenge: 'Výzva',
    solution: 'Řešení',
  },
  dashboard: {
    heading: 'Překlady pozadu',
    intro: 'Texty, jejichž druhá jazyková verze se změnila. Upravte je, nebo je v editoru označte jako stále platné.',
    list: 'Překlady k aktualizaci',
    entities: {
      blog_post: 'Článek',
      portfolio_item: 'Položka portfolia',
      site_page: 'Texty webu',
    },
    /** Which field, which language is behind, since when. */
    behind: {
      cs: '{{field}}: česká verze čeká na aktualizaci od {{date}}',
      en: '{{field}}: anglická verze čeká na aktualizaci od {{date}}',
    },
    more_one: 'a {{count}} další',
    more_few: 'a {{count}} další',
    more_many: 'a {{count}} dalších',
    more_other: 'a {{count}} dalších',
    none: 'Všechny překlady jsou aktuální',
  },
};
