import { useState } from 'react';
import { centsToDollarsText, dollarsToCents } from '#web/lib/decimal-text.ts';

const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

/** A dollar amount typed as text and kept as exact integer cents (null while it is not an amount). */
export function CentsInput({ cents, onCents, label }: { cents: number | null; onCents: (cents: number | null) => void; label: string }) {
  const [text, setText] = useState(cents === null ? '' : centsToDollarsText(cents));
  return (
    <input
      aria-label={label}
      inputMode="decimal"
      value={text}
      aria-invalid={!DOLLARS.test(text.trim()) || undefined}
      onChange={(event) => {
        setText(event.target.value);
        onCents(DOLLARS.test(event.target.value.trim()) ? dollarsToCents(event.target.value.trim()) : null);
      }}
    />
  );
}
