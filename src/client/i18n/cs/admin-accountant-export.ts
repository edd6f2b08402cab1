/** Back office: the accountant's month-end export on the invoices screen (keys admin.accountantExport.*; issue 38). */
export const adminAccountantExport = {
  button: 'Export pro účetní',
  title: 'Export pro účetní',
  description: 'Jeden ZIP se všemi doklady období: vydané doklady podle data vystavení, přijaté faktury podle DUZP.',
  periodKind: 'Období',
  month: 'Celý měsíc',
  range: 'Od – do',
  monthLabel: 'Měsíc',
  from: 'Od',
  to: 'Do',
  holds: 'ZIP obsahuje PDF a ISDOC každého vydaného dokladu (faktury, zálohové faktury, daňové doklady k přijatým platbám, opravné doklady), ISDOC načtených přijatých faktur, přehledy CSV a datový balíček XML pro POHODU.',
  download: 'Stáhnout ZIP',
  rangeInvalid: 'Konec období je před jeho začátkem.',
  tooLong: 'Období může mít nejvýš {{days}} dní.',
  incomplete: 'Zvolte začátek i konec období.',
  cancel: 'Zavřít',
} as const;
