import { useCallback, useContext, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Board } from '#contracts/schemas/boards.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError, apiErrorMessage } from '#web/lib/api/api-error.ts';
import { RequireSignIn } from '#web/lib/auth/require-sign-in.tsx';
import { inProgress, useBoard } from '../api/get-board.ts';
import { useBoardAssembly } from '../api/get-board-assembly.ts';
import { useUpdateBoardFinding } from '../api/update-board-finding.ts';
import { trackBoardEvent } from '../board-analytics.ts';
import { boardErrorText } from '../error-text.ts';
import { isNewFailure, parseReported, REPORTED_FAILURES_KEY, withReported } from '../board-failed.ts';
import { withBomUpdates, type BomUpdate } from '../bom-updates.ts';
import { useBomUpdateRunner } from '../use-bom-update-runner.ts';
import { layerLabel, layersForSide, visibleByDefault, type Side } from '../board-layers.ts';
import type { BoardLayer } from '#contracts/schemas/boards.ts';
import { initialUploadedBoardView, uploadedBoardViewReducer, VIEW_SIDES, type ViewSide } from '../uploaded-board-view.ts';
import { BoardComponents, BoardNotes } from './board-components.tsx';
import { AcceptedOutlineNote, AcceptOutlineFix } from './accept-outline-fix-button.tsx';
import { BoardFindings } from './board-findings.tsx';
import { BoardMetrics } from './board-metrics.tsx';
import { BoardViewer } from './board-viewer.tsx';
import { BomSection } from './bom-section.tsx';
import { QuoteSection } from './quote-section.tsx';
import { ElementMarkerLegend } from './element-markers.tsx';
import { DrcExplanation } from './drc-explanation.tsx';
import { RevisionBar } from './revision-bar.tsx';
import { ChangedRegions } from './changed-regions.tsx';
import { RevisionDiffSection } from './revision-diff-section.tsx';
import { BOARD_RENDERS_ID, useRevisionChanges } from '../use-revision-changes.ts';
import styles from './review-board.module.css';
import { CartButtonSlot } from '../cart-button-slot.ts';

const SIDE_ORDER: Record<Board['layers'][number]['side'], number> = { top: 0, inner: 1, bottom: 2, all: 3 };

export function ReviewBoardPage() {
  const { boardId = '' } = useParams();
  return (
    <PageLayout title="Review your board">
      <RequireSignIn allowGuest>
        <ReviewBoard boardId={boardId} />
      </RequireSignIn>
    </PageLayout>
  );
}

/** Sends each board-flow analytics event once per board. */
function useBoardAnalytics(board: Board | undefined) {
  const sent = useRef(new Set<string>());
  useEffect(() => {
    if (!board) return;
    const event = inProgress(board)
      ? 'Saw DRC processing'
      : board.processing === 'Complete'
        ? 'Saw DRC results'
        : 'Customer saw board failed';
    const key = `${board.board_id}:${event}`;
    if (sent.current.has(key)) return;
    sent.current.add(key);
    trackBoardEvent(event, { board_id: board.board_id });
    const reported = parseReported(localStorage.getItem(REPORTED_FAILURES_KEY));
    if (isNewFailure(board, reported)) {
      localStorage.setItem(REPORTED_FAILURES_KEY, JSON.stringify(withReported(reported, board.board_id)));
      trackBoardEvent('Board failed', { board_id: board.board_id, reason: board.processing_reason ?? '' });
    }
  }, [board]);
}

function ReviewBoard({ boardId }: { boardId: string }) {
  const [state, dispatch] = useReducer(uploadedBoardViewReducer, initialUploadedBoardView);
  const query = useBoard(boardId);
  const board = query.data;

  useEffect(() => dispatch({ type: 'setBoardId', boardId }), [boardId]);
  useEffect(() => {
    if (query.isSuccess) dispatch({ type: 'loaded' });
    else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) dispatch({ type: 'notFound' });
    else if (query.isError) dispatch({ type: 'failed' });
  }, [query.isSuccess, query.isError, query.error, query.dataUpdatedAt]);
  useBoardAnalytics(board);
  const clearBomUpdates = useCallback(() => dispatch({ type: 'clearBomUpdates' }), []);

  if (state.notFound) {
    return (
      <Message title="Board not found">
        There is no board with this link. <Link to={paths.uploadBoard.getHref()}>Upload a board</Link>
      </Message>
    );
  }
  if (state.errored && !board) {
    const forbidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <Message title={forbidden ? 'This board is not yours' : 'Could not load the board'} alert>
        {forbidden
          ? 'Only the account that uploaded a board can see it.'
          : apiErrorMessage(query.error, 'Sorry something went wrong! Please try again later.')}{' '}
        {!forbidden && (
          <button type="button" className={styles.linkButton} onClick={() => void query.refetch()}>
            Try again
          </button>
        )}
      </Message>
    );
  }
  if (!board) return <Spinner text="Loading your board" />;
  if (inProgress(board)) return <Processing board={board} />;
  if (board.processing === 'Cannot process') {
    return (
      <Message title="We could not process this board" alert>
        <span data-testid="cannot-process-reason">{board.processing_reason}</span>{' '}
        <Link to={paths.uploadBoard.getHref()}>Upload another file</Link>
      </Message>
    );
  }
  return (
    <BoardReview
      board={board}
      view={state.view ?? 'Top'}
      onView={(view) => dispatch({ type: 'setView', view })}
      bomUpdates={state.bomUpdates}
      onAppendBomUpdates={(updates) => dispatch({ type: 'appendBomUpdates', updates })}
      onClearBomUpdates={clearBomUpdates}
    />
  );
}

function Message({ title, alert, children }: { title: string; alert?: boolean; children: ReactNode }) {
  return (
    <section className={styles.message} role={alert ? 'alert' : undefined}>
      <h2>{title}</h2>
      <p>{children}</p>
    </section>
  );
}

function Processing({ board }: { board: Board }) {
  return (
    <section className={styles.processing} role="status" aria-live="polite" data-testid="board-processing">
      <Spinner size={28} />
      <div>
        <h2>Checking {board.file_name}</h2>
        <p>
          {board.accepted_outline
            ? 'We are checking your design again with the outline you accepted, and quoting it at its new size.'
            : 'We are reading your design, measuring it against our capabilities and drawing every layer.'}{' '}
          This usually takes a few seconds.
        </p>
        <ol className={styles.steps}>
          <li data-done>Uploaded</li>
          <li data-done={board.processing === 'Processing' || undefined}>
            {board.processing === 'Processing' ? 'Processing' : 'Waiting to be processed'}
          </li>
          <li>Results</li>
        </ol>
      </div>
    </section>
  );
}

type BoardReviewProps = {
  board: Board;
  view: ViewSide;
  onView: (view: ViewSide) => void;
  bomUpdates: BomUpdate[];
  onAppendBomUpdates: (updates: BomUpdate[]) => void;
  onClearBomUpdates: () => void;
};

function BoardReview({ board, view, onView, bomUpdates, onAppendBomUpdates, onClearBomUpdates }: BoardReviewProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const [selectedElement, setSelectedElement] = useState<string | null>(null);
  const [showParts, setShowParts] = useState(true);
  const assembly = useBoardAssembly(board.board_id, true);
  const elements = withBomUpdates(assembly.data?.elements ?? [], bomUpdates);
  const updateError = useBomUpdateRunner(board.board_id, bomUpdates, onClearBomUpdates);
  const [focusRequest, setFocusRequest] = useState(0);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(board.layers.filter((l) => !visibleByDefault(l)).map((l) => l.name)),
  );
  const sides: Side[] = view === 'Top' ? ['top'] : view === 'Bottom' ? ['bottom'] : ['top', 'bottom'];
  const shown = new Set(sides.flatMap((s) => layersForSide(board.layers, s).map((l) => l.name)));
  const toggleable = board.layers.filter((l) => shown.has(l.name)).sort((a, b) => SIDE_ORDER[a.side] - SIDE_ORDER[b.side]);
  const changes = useRevisionChanges(board, sides, onView, (layer) =>
    setHidden((current) => {
      if (!current.has(layer)) return current;
      const next = new Set(current);
      next.delete(layer);
      return next;
    }),
  );

  const mutation = useUpdateBoardFinding(board.board_id);

  const cartButton = useContext(CartButtonSlot);
  return (
    <div className={styles.review}>
      <p className={styles.fileLine}>
        <strong>{board.file_name}</strong> · {board.cad_source} · checked against capabilities {board.capabilities_version}
      </p>
      <AcceptedOutlineNote board={board} />
      <RevisionBar board={board} />
      {cartButton(board)}
      <DrcExplanation />
      <div className={styles.reviewGrid}>
        <section className={styles.renderColumn} aria-label="Board render">
          <div className={styles.viewTabs} role="tablist" aria-label="View side">
            {VIEW_SIDES.map((side) => (
              <button key={side} type="button" role="tab" aria-selected={side === view} onClick={() => onView(side)}>
                {side}
              </button>
            ))}
          </div>
          <div id={BOARD_RENDERS_ID} className={styles.viewers} data-dual={sides.length > 1 || undefined}>
            {sides.map((side) => (
              <BoardViewer
                key={side}
                board={board}
                side={side}
                visibleLayers={
                  new Set(
                    layersForSide(board.layers, side)
                      .filter((l) => !hidden.has(l.name))
                      .map((l) => l.name),
                  )
                }
                selectedFindingId={selected}
                onSelectFinding={setSelected}
                focusRequest={focusRequest}
                elements={showParts ? elements : []}
                selectedElementId={selectedElement}
                onSelectElement={setSelectedElement}
                changes={changes.overlay}
              />
            ))}
          </div>
          <LayerToggles layers={toggleable} hidden={hidden} onHidden={setHidden}>
            {elements.some((e) => e.x !== null) && (
              <label data-kind="parts">
                <input type="checkbox" checked={showParts} onChange={(e) => setShowParts(e.target.checked)} />
                Part markers (pin 1 confidence)
              </label>
            )}
            {changes.query.data && changes.regions && (
              <label data-kind="changes">
                <input type="checkbox" checked={changes.shown} onChange={(e) => changes.setShown(e.target.checked)} />
                Changes since rev {changes.query.data.previous_revision}
              </label>
            )}
          </LayerToggles>
          {showParts && elements.some((e) => e.x !== null) && <ElementMarkerLegend />}
          {changes.query.data && changes.regions && (
            <ChangedRegions
              previousRevision={changes.query.data.previous_revision}
              regions={changes.regions}
              viewBox={board.view_box ?? [0, 0, 1, 1]}
              k={board.view_box_units_per_mm ?? 1}
              focusedIndex={changes.focusedIndex}
              onZoom={changes.zoomTo}
            />
          )}
          <BoardComponents components={board.components} />
          <BoardNotes notes={board.notes} />
        </section>
        <aside className={styles.sideColumn}>
          {board.metrics && (
            <section>
              <h2>Measurements</h2>
              <BoardMetrics metrics={board.metrics} />
            </section>
          )}
          <section>
            <h2>Design-rule checks</h2>
            {mutation.isError && (
              <p className={styles.errorText} role="alert">
                {boardErrorText(mutation.error)}
              </p>
            )}
            <BoardFindings
              findings={board.findings}
              selectedId={selected}
              onSelect={(id) => {
                setSelected(id);
                setFocusRequest((n) => n + 1);
              }}
              pendingId={mutation.isPending ? (mutation.variables?.findingId ?? null) : null}
              onSetStatus={(findingId, status) => mutation.mutate({ findingId, status })}
              findingAction={(finding) => <AcceptOutlineFix board={board} finding={finding} />}
            />
          </section>
        </aside>
      </div>
      {board.previous_board_id && <RevisionDiffSection query={changes.query} />}
      <BomSection
        board={board}
        assembly={assembly.data}
        elements={elements}
        loadError={assembly.isError}
        updateError={updateError}
        onRowChange={(element, change, part) => onAppendBomUpdates([{ elementId: element.id, change, part }])}
        refetch={() => assembly.refetch()}
        selectedId={selectedElement}
        onSelect={setSelectedElement}
      />
      {assembly.data && (
        <QuoteSection boardId={board.board_id} assemblyVersion={assembly.data.version} ordered={board.lifecycle === 'Order received'} />
      )}
    </div>
  );
}

type LayerTogglesProps = {
  layers: readonly BoardLayer[];
  hidden: ReadonlySet<string>;
  onHidden: (update: (current: ReadonlySet<string>) => ReadonlySet<string>) => void;
  /** More switches after the layers' (part markers). */
  children?: ReactNode;
};

function LayerToggles({ layers, hidden, onHidden, children }: LayerTogglesProps) {
  return (
    <fieldset className={styles.layerToggles}>
      <legend>Layers</legend>
      {layers.map((layer) => (
        <label key={layer.name} data-kind={layer.kind}>
          <input
            type="checkbox"
            checked={!hidden.has(layer.name)}
            onChange={() =>
              onHidden((current) => {
                const next = new Set(current);
                if (!next.delete(layer.name)) next.add(layer.name);
                return next;
              })
            }
          />
          {layerLabel(layer.name)}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
