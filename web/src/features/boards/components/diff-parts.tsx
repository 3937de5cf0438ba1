import { BOM_LINE_CHANGES, COMPONENT_CHANGES, type RevisionDiff } from '#contracts/schemas/revision-diff.ts';
import { bomLineChangeText, componentChangeText, countsText, findingText } from '../revision-diff-text.ts';
import { DiffCappedList } from './diff-capped-list.tsx';
import styles from './revision-diff.module.css';

export function DiffComponents({ components }: { components: RevisionDiff['components'] }) {
  return (
    <div data-testid="diff-components">
      <h3>Components</h3>
      {components === null ? (
        <p className={styles.muted}>Neither revision places components (Gerber files without a placement file).</p>
      ) : (
        <>
          <p className={styles.muted}>
            {components.total === 0 ? 'No component changed.' : countsText(components.counts, COMPONENT_CHANGES)}
            {!components.netsCompared && ' · Nets not compared: only design files (KiCad, Eagle) name them.'}
          </p>
          <DiffCappedList title="Changed components" list={components} text={componentChangeText} />
        </>
      )}
    </div>
  );
}

export function DiffFindings({ findings }: { findings: RevisionDiff['findings'] }) {
  if (findings === null) return null;
  return (
    <div data-testid="diff-findings">
      <h3>Design-rule findings</h3>
      <p className={styles.muted}>
        {findings.new.total} new, {findings.fixed.total} fixed, {findings.unchanged} unchanged
      </p>
      <DiffCappedList title="New" list={findings.new} text={findingText} />
      <DiffCappedList title="Fixed" list={findings.fixed} text={findingText} />
    </div>
  );
}

/** The two revisions' BOM files line by line; absent until both revisions have one. */
export function DiffBom({ bom }: { bom: RevisionDiff['bom'] }) {
  if (bom === null) return null;
  return (
    <div data-testid="diff-bom">
      <h3>Bill of materials</h3>
      <p className={styles.muted}>{bom.total === 0 ? 'No BOM line changed.' : countsText(bom.counts, BOM_LINE_CHANGES)}</p>
      <DiffCappedList title="Changed lines" list={bom} text={bomLineChangeText} />
    </div>
  );
}
