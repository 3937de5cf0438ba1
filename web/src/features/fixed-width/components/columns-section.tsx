import { Button } from '#web/components/ui/button/button.tsx';
import { CheckboxField, TextField } from '#web/components/ui/field/field.tsx';
import { Section } from '#web/components/ui/section/section.tsx';
import type { Loaded } from '../fixed-width-protocol.ts';
import type { ColumnSettings } from '../use-column-settings.ts';
import { CutRuler } from './cut-ruler.tsx';
import styles from './fixed-width.module.css';

type Props = { loaded: Loaded; settings: ColumnSettings; onDetectAgain: () => void };

/** The cuts on a ruler and as numbers, the lines to skip, the heading line, and the column names. */
export function ColumnsSection({ loaded, settings, onDetectAgain }: Props) {
  const { detection, head } = loaded;
  const { options, cutsDraft, setCutsDraft, applyCutsDraft } = settings;
  return (
    <Section
      title="Columns"
      id="fw-columns"
      description={`${loaded.lineCount.toLocaleString()} lines, ${options.cuts.length + 1} columns ${detection.fromRuler ? 'from the dashed line under the headings' : 'found from the alignment'}. Drag a cut on the ruler, click the ruler to add one, double-click or press Delete to remove one.`}
    >
      <CutRuler lines={head.slice(0, 40)} skip={options.skip} width={detection.width} cuts={settings.cuts} onChange={settings.changeCuts} />
      <div className={styles.settings}>
        <TextField
          label="Cut positions (characters)"
          requirement="optional"
          value={cutsDraft}
          onChange={(event) => setCutsDraft(event.target.value)}
          onBlur={applyCutsDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') applyCutsDraft();
          }}
          inputMode="numeric"
        />
        <TextField
          label="Lines to skip at the top"
          requirement="optional"
          type="number"
          min={0}
          value={options.skip}
          onChange={(event) => settings.setSkip(Math.max(0, Math.floor(Number(event.target.value) || 0)))}
        />
        <CheckboxField
          label="The first line holds the column names"
          checked={options.hasHeader}
          onChange={(event) => settings.setHasHeader(event.target.checked)}
        />
        <Button variant="secondary" onClick={onDetectAgain}>
          Detect again
        </Button>
      </div>
      <div className={styles.names}>
        {settings.shownNames.map((name, column) => (
          <TextField
            key={column}
            label={`Column ${column + 1} name`}
            requirement="optional"
            value={name}
            onChange={(event) => settings.renameColumn(column, event.target.value)}
          />
        ))}
      </div>
    </Section>
  );
}
