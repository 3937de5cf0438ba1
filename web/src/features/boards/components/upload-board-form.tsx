import { useRef, useState, type DragEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { CAD_SOURCES, type CadSource } from '#contracts/board-files.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { paths } from '#web/config/paths.ts';
import { ensureGuestToken, trackGuestEvent } from '#web/lib/auth/guest-session.ts';
import { useAuth } from '#web/lib/auth/use-auth.ts';
import { trackBoardEvent } from '../board-analytics.ts';
import { lastCadSource, rememberCadSource } from '../board-storage.ts';
import { uploadBoardFile } from '../api/upload-board.ts';
import { CAD_FILE_TYPES, fileProblem, uploadErrorMessage } from '../upload-board-file.ts';
import { BoardFileInput } from './board-file-input.tsx';
import styles from './upload-board-form.module.css';

type Status = { kind: 'idle' } | { kind: 'uploading'; fileName: string; progress: number } | { kind: 'error'; message: string };

/** The design tool choice and the drop zone; a signed-out visitor's first upload starts a guest session. */
export function UploadBoardForm() {
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const [cadSource, setCadSource] = useState<CadSource>(() => lastCadSource() ?? 'KiCad');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const busy = status.kind === 'uploading';

  function chooseTool(source: CadSource) {
    setCadSource(source);
    rememberCadSource(source);
  }

  async function upload(file: File) {
    const problem = fileProblem(file);
    if (problem) return setStatus({ kind: 'error', message: problem });
    rememberCadSource(cadSource);
    setStatus({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      if (!signedIn) await ensureGuestToken();
      const boardId = await uploadBoardFile(file, cadSource, (progress) => setStatus({ kind: 'uploading', fileName: file.name, progress }));
      trackBoardEvent('Upload board', { cad_source: cadSource });
      if (!signedIn) trackGuestEvent('Guest uploaded board', { cad_source: cadSource });
      await navigate(paths.reviewBoard.getHref(boardId));
    } catch (error) {
      setStatus({ kind: 'error', message: uploadErrorMessage(error) });
    }
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void upload(file);
  }

  const type = CAD_FILE_TYPES[cadSource];
  return (
    <div className={styles.layout}>
      <fieldset className={styles.tools} disabled={busy}>
        <legend>Design tool</legend>
        <div className={styles.toolChoices}>
          {CAD_SOURCES.map((source) => (
            <label key={source} className={styles.tool} data-checked={source === cadSource || undefined}>
              <input type="radio" name="cad-source" value={source} checked={source === cadSource} onChange={() => chooseTool(source)} />
              {source}
            </label>
          ))}
        </div>
        <p className={styles.help}>
          Upload {type.label}. <Link to={paths.docs.getHref(cadSource)}>How to export from {cadSource}</Link>
        </p>
      </fieldset>

      <div
        className={styles.dropZone}
        data-dragging={dragging || undefined}
        data-testid="board-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {status.kind === 'uploading' ? (
          <div className={styles.progress} role="status" aria-live="polite">
            <p>
              Uploading <strong>{status.fileName}</strong>… {Math.round(status.progress * 100)}%
            </p>
            <progress max={1} value={status.progress} aria-label="Upload progress" />
          </div>
        ) : (
          <>
            <p className={styles.dropTitle}>Drop your board file here</p>
            <p className={styles.dropHint}>or</p>
            <Button variant="primary" onClick={() => input.current?.click()}>
              Choose a file
            </Button>
            <p className={styles.dropHint}>Gerber .zip, KiCad .kicad_pcb or Eagle .brd, up to 50 MB</p>
          </>
        )}
        <BoardFileInput ref={input} label="Board file" className={styles.fileInput} onFile={(file) => void upload(file)} />
      </div>
      {status.kind === 'error' && (
        <p className={styles.error} role="alert">
          {status.message}
        </p>
      )}
    </div>
  );
}
