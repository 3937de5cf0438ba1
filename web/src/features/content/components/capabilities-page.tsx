import { boardOptionLimits } from '#contracts/board-option-limits.ts';
import { capabilityValues as capabilities } from '#contracts/capabilities-data.ts';
import { DataTable } from '#web/components/ui/table/data-table.tsx';
import { paths } from '#web/config/paths.ts';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { boardOptionRows, capabilityGroups, type BoardOptionRow, type CapabilityRow } from '../capability-rows.ts';
import { ContentPage } from './content-page.tsx';
import styles from './content.module.css';

export function CapabilitiesPage() {
  return (
    <ContentPage
      title="Capabilities"
      description="Copperline's fabrication and assembly limits: layers, board size, trace and space, drills, annular ring, copper to edge, finishes, colours and thickness."
      lead="What we can build. These are the very numbers your uploaded board is checked against, so what you read here is what the design-rule check applies."
    >
      <p className={styles.meta}>Rule set version {capabilities.version}</p>
      <div className={styles.factTables}>
        {capabilityGroups(capabilities).map((group) => (
          <DataTable<CapabilityRow>
            key={group.title}
            caption={group.title}
            showCaption
            showHeader={false}
            cards={false}
            columns={[
              { key: 'label', header: 'Limit', rowHeader: true, cell: (r) => r.label },
              { key: 'value', header: 'Value', cell: (r) => r.value },
            ]}
            rows={group.rows}
            rowKey={(r) => r.label}
          />
        ))}
      </div>
      <section aria-labelledby="board-options-heading">
        {/* The text keeps the reading width; the table takes the page's, like the tables above. */}
        <div className={styles.section}>
          <h2 id="board-options-heading">Board options you choose</h2>
          <p>
            Choose these for each board on its review page; each choice shows what it changes the price by, and a value your board cannot
            have says why.
          </p>
        </div>
        <DataTable<BoardOptionRow>
          caption="Board options and the boards they apply to"
          columns={[
            { key: 'option', header: 'Option', cell: (r) => r.option },
            { key: 'choices', header: 'Choices', cell: (r) => r.choices },
            { key: 'boards', header: 'Which boards', cell: (r) => r.boards },
          ]}
          rows={boardOptionRows(capabilities, boardOptionLimits)}
          rowKey={(r) => r.option}
          rowTestId="board-option-row"
        />
      </section>
      <section className={styles.section}>
        <h2>How assembly works</h2>
        <ul>
          <li>
            Parts are placed from your bill of materials; each line is matched to our catalogue and each part is checked against its
            footprint before you order.
          </li>
          <li>
            Parts come from our stocked catalogue or from parts you choose; our engineers confirm stock and price for custom parts before
            your order is built.
          </li>
          <li>Every assembled board is inspected before it ships.</li>
        </ul>
      </section>
      <div className={styles.actions}>
        <LinkButton to={paths.uploadBoard.getHref()}>Check my board</LinkButton>
        <LinkButton to={paths.docs.getHref()} variant="secondary">
          How to export files
        </LinkButton>
      </div>
    </ContentPage>
  );
}
