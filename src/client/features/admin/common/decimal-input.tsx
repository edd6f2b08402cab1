import { useState, type ComponentProps } from 'react';
import type { Language } from '@/shared/constants';
import { Input } from '@/client/components/ui/input';
import { formatScaled, parseScaled } from './document-format';

interface DecimalInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** The integer held (in units of 10^-digits); NaN while the text is not a number. */
  value: number | undefined;
  onChange: (value: number) => void;
  /** Decimal places of the unit: 2 for money and percent, 3 for quantities. */
  digits: number;
  lang: Language;
  /** Show 1.5 rather than 1.500 (quantities, percents); money keeps its two places. */
  trimZeros?: boolean;
}

/**
 * A decimal typed in the screen's language ("1 234,50" in Czech, "1,234.50" in English) held as an integer. The text
 * is the user's while it means the value held; a value set from outside (a reset, a new line) rewrites it.
 */
export function DecimalInput({ value, onChange, digits, lang, trimZeros = false, ...props }: DecimalInputProps) {
  const show = (v: number | undefined) => (v === undefined || Number.isNaN(v) ? '' : formatScaled(v, digits, lang, { group: false, trim: trimZeros }));
  const [text, setText] = useState(() => show(value));
  const parsed = parseScaled(text, digits, lang);
  const same = Number.isNaN(parsed) ? value === undefined || Number.isNaN(value) : parsed === value;
  const [lastValue, setLastValue] = useState(value);
  // A new value from outside: show it (render-time state adjustment, no effect).
  if (!Object.is(value, lastValue)) {
    setLastValue(value);
    if (!same) setText(show(value));
  }
  return (
    <Input
      {...props}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const next = parseScaled(e.target.value, digits, lang);
        setLastValue(next);
        onChange(next);
      }}
    />
  );
}
