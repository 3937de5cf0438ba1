import { useState } from 'react';
import type { Part } from '#contracts/parts.ts';
import type { BoardElementView, BomLineView, ElementPart } from '#contracts/schemas/assembly.ts';
import type { PartCandidate } from '#contracts/schemas/bom.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { Modal } from '#web/components/ui/modal/modal.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { formatUnitPrice } from '#web/lib/money.ts';
import { useCatalogueSearch } from '../api/search-catalogue.ts';
import shared from './bom.module.css';
import styles from './select-part-form.module.css';
import { formatCount } from '#contracts/number-text.ts';

type Props = {
  element: BoardElementView | null;
  line: BomLineView | undefined;
  onPick: (partId: string | null, part: ElementPart | null) => void;
  onClose: () => void;
};

/** What the row shows for a candidate until the server answers with the part itself. */
function candidatePart(candidate: PartCandidate): ElementPart {
  return {
    id: candidate.part_id,
    supplier_code: candidate.supplier_code,
    mpn: candidate.mpn,
    manufacturer: candidate.manufacturer,
    description: '',
    package: candidate.package,
    stock: candidate.stock,
    moq: 1,
    price_breaks: [],
    library_type: candidate.library_type,
    source: 'JLCPCB/LCSC catalogue',
  };
}

function searchPart(part: Part): ElementPart {
  const { id, supplier_code, mpn, manufacturer, description, package: pkg, stock, moq, price_breaks, library_type, source } = part;
  return { id, supplier_code, mpn, manufacturer, description, package: pkg, stock, moq, price_breaks, library_type, source };
}

/** A first search from the row's own words: the MPN when the BOM gives one, else its value. */
function initialTerms(element: BoardElementView, line: BomLineView | undefined): string {
  return (line?.mpn || element.value || element.footprint).replace(/[()]/g, ' ').trim();
}

/** The part selection form: the matcher's candidates for the row, and the catalogue search to pick any other part. */
export function SelectPartForm({ element, line, onPick, onClose }: Props) {
  return (
    <Modal open={element !== null} title={element ? `Select a part for ${element.designator}` : ''} onClose={onClose}>
      {element && <SelectPartBody key={element.id} element={element} line={line} onPick={onPick} />}
    </Modal>
  );
}

function SelectPartBody({ element, line, onPick }: Omit<Props, 'onClose' | 'element'> & { element: BoardElementView }) {
  const [draft, setDraft] = useState(() => initialTerms(element, line));
  const [terms, setTerms] = useState(draft);
  const [inStockOnly, setInStockOnly] = useState(false);
  const search = useCatalogueSearch(terms, inStockOnly);
  const candidates = line?.match.candidates ?? [];

  return (
    <div className={styles.selectPart} data-testid="select-part-form">
      <p className={shared.muted}>
        {element.designator} · {element.value || 'no value'} · {element.footprint || 'no footprint'}
        {element.part ? ` · now ${element.part.mpn || element.part.supplier_code}` : ''}
      </p>
      {candidates.length > 0 && (
        <section aria-labelledby="candidates-heading">
          <h3 id="candidates-heading">Suggested for this line</h3>
          <ul className={styles.partList}>
            {candidates.map((candidate) => (
              <li key={candidate.part_id} data-testid="part-candidate">
                <div>
                  <strong>
                    #{candidate.rank} {candidate.mpn || candidate.supplier_code}
                  </strong>{' '}
                  <span className={shared.code}>{candidate.supplier_code}</span> · {candidate.manufacturer} ·{' '}
                  {candidate.package || 'no package'} · {formatCount(candidate.stock)} in stock · {candidate.library_type}
                  <span className={shared.muted}> · score {Math.round(candidate.score)}</span>
                  <ul className={styles.reasons}>
                    {candidate.reasons.map((reason, i) => (
                      <li key={i}>{reason}</li>
                    ))}
                  </ul>
                </div>
                <Button
                  variant={candidate.part_id === element.part_id ? 'secondary' : 'primary'}
                  disabled={candidate.part_id === element.part_id}
                  onClick={() => onPick(candidate.part_id, candidatePart(candidate))}
                >
                  {candidate.part_id === element.part_id ? 'Selected' : 'Use this part'}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="catalogue-heading">
        <h3 id="catalogue-heading">Search the catalogue</h3>
        <form
          className={styles.searchRow}
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setTerms(draft);
          }}
        >
          <input
            type="search"
            aria-label="Search parts"
            placeholder="MPN, LCSC code or value"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button type="submit">Search</Button>
          <label className={shared.inline}>
            <input type="checkbox" checked={inStockOnly} onChange={(e) => setInStockOnly(e.target.checked)} /> In stock only
          </label>
        </form>
        {search.isFetching && <Spinner text="Searching" />}
        {search.isError && (
          <p className={shared.error} role="alert">
            Failed to search parts
          </p>
        )}
        {search.data && (
          <>
            <p className={shared.muted}>
              {formatCount(search.data.total)} part{search.data.total === 1 ? '' : 's'}
              {search.data.total > search.data.results.length ? `; the first ${search.data.results.length} are shown` : ''}
            </p>
            <ul className={styles.partList} data-testid="part-search-results">
              {search.data.results.map(({ part }) => {
                const first = part.price_breaks[0];
                return (
                  <li key={part.id} data-testid="part-search-result">
                    <div>
                      <strong>{part.mpn || part.supplier_code}</strong> <span className={shared.code}>{part.supplier_code}</span> ·{' '}
                      {part.manufacturer} · {part.package || 'no package'}
                      <span className={shared.muted}>
                        {' '}
                        · {part.stock > 0 ? `${formatCount(part.stock)} in stock` : 'Out of stock'}
                        {first ? ` · ${formatUnitPrice(first.unit_price_micros)}` : ''}
                      </span>
                      <span className={styles.description}>{part.description}</span>
                    </div>
                    <Button
                      variant={part.id === element.part_id ? 'secondary' : 'primary'}
                      disabled={part.id === element.part_id}
                      onClick={() => onPick(part.id, searchPart(part))}
                    >
                      {part.id === element.part_id ? 'Selected' : 'Use this part'}
                    </Button>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
      {element.part_id && (
        <Button variant="secondary" onClick={() => onPick(null, null)}>
          Remove the part
        </Button>
      )}
    </div>
  );
}
