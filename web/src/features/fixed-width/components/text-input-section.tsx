import { useRef, type ChangeEvent } from 'react';
import { TextAreaField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import styles from './fixed-width.module.css';

/** Larger files are refused with a message: the page keeps the whole text in memory twice. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

type Props = {
  /** Reads the text; name is what the downloads are called. */
  onText: (text: string, name: string) => void | Promise<void>;
  onError: (message: string) => void;
  reading: boolean;
  error: string;
};

/** The converter's input: pasted text (read once typing pauses) or an uploaded text file. */
export function TextInputSection({ onText, onError, reading, error }: Props) {
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = await readFile(file);
    if (typeof problem === 'string') onError(problem);
    else await onText(problem.text, file.name.replace(/\.[^.]+$/, ''));
  };

  return (
    <Section title="Text" id="fw-input">
      <div className={styles.inputs}>
        <PasteField onPaste={(text) => void onText(text, 'converted')} />
        <div className={styles.upload}>
          <label className={styles.fileLabel}>
            <span>Or upload a text file</span>
            <input
              type="file"
              accept=".txt,.pos,.rpt,.prn,.dat,.lst,.asc,text/plain"
              onChange={(event) => void onFile(event)}
              data-testid="fixed-width-file"
            />
          </label>
          {reading && <p className={styles.muted}>Reading and finding the columns…</p>}
        </div>
      </div>
      <ValidationMessage>{error}</ValidationMessage>
    </Section>
  );
}

/** The file's text, or why it is refused. */
async function readFile(file: File): Promise<{ text: string } | string> {
  if (file.size > MAX_FILE_BYTES) {
    return `${file.name} is ${(file.size / 1024 / 1024).toFixed(1)} MB; the converter reads files up to ${MAX_FILE_BYTES / 1024 / 1024} MB. Split it and convert the parts.`;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.subarray(0, 8192).includes(0))
    return `${file.name} is not a text file (it holds binary data). Upload the report as plain text.`;
  return { text: new TextDecoder().decode(bytes) };
}

/** Pasted text is read 250 ms after the last change, not on every keystroke. */
function PasteField({ onPaste }: { onPaste: (text: string) => void }) {
  const pasteTimer = useRef<number | undefined>(undefined);
  const onChange = (text: string) => {
    window.clearTimeout(pasteTimer.current);
    pasteTimer.current = window.setTimeout(() => onPaste(text), 250);
  };
  return (
    <TextAreaField
      label="Paste fixed-width text"
      requirement="optional"
      rows={6}
      spellCheck={false}
      className={styles.paste}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
