/** Back office: the accountant's month-end export on the invoices screen (keys admin.accountantExport.*; issue 38). */
export const adminAccountantExport = {
  button: 'Export for the accountant',
  title: 'Export for the accountant',
  description: 'One ZIP with every document of the period: issued documents by date of issue, received invoices by taxable supply date.',
  periodKind: 'Period',
  month: 'Whole month',
  range: 'From – to',
  monthLabel: 'Month',
  from: 'From',
  to: 'To',
  holds: 'The ZIP holds the PDF and ISDOC of every issued document (invoices, advance invoices, tax documents for received payments, credit notes), the ISDOC of imported received invoices, CSV overviews and an XML data pack for POHODA.',
  download: 'Download ZIP',
  rangeInvalid: 'The period ends before it starts.',
  tooLong: 'The period can be at most {{days}} days.',
  incomplete: 'Choose the start and the end of the period.',
  cancel: 'Close',
} as const;
