import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Board } from '#contracts/schemas/boards.ts';
import { Button } from '#web/components/ui/button/button.tsx';
import { paths } from '#web/config/paths.ts';
import { boardKeys } from '../api/board-keys.ts';
import { uploadBoardRevision } from '../api/upload-board-revision.ts';
import { cadSourceOfFile, fileProblem, uploadErrorMessage } from '../upload-board-file.ts';
import { BoardFileInput } from './board-file-input.tsx';
import styles from './review-board.module.css';

type Status = { kind: 'idle' } | { kind: 'uploading'; fileName: string; progress: number } | { kind: 'error'; message: string };

/**
 * The board's place among its revisions: a link to the one before, and either a link to the newer one or "Upload a
 * new revision", which uploads the next revision and opens it (docs/revisions.md#revisions-of-a-board).
 */
export function RevisionBar({ board }: { board: Board }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function upload(file: File) {
    const problem = fileProblem(file);
    if (problem) return setStatus({ kind: 'error', message: problem });
    setStatus({ kind: 'uploading', fileName: file.name, progress: 0 });
    try {
      const next = await uploadBoardRevision(board.board_id, file, cadSourceOfFile(file.name), (progress) =>
        setStatus({ kind: 'uploading', fileName: file.name, progress }),
      );
      setStatus({ kind: 'idle' });
      // This revision now has a next one: its page must say so when the customer comes back to it.
      void queryClient.invalidateQueries({ queryKey: boardKeys.board(board.board_id) });
      await navigate(paths.reviewBoard.getHref(next));
    } catch (error) {
      setStatus({ kind: 'error', message: uploadErrorMessage(error) });
    }
  }

  return (
    <section className={styles.revisionBar} aria-label="Revisions">
      <p>
        Revision {board.revision}
        {board.previous_board_id && (
          <>
            {' · '}
            <Link to={paths.reviewBoard.getHref(board.previous_board_id)}>previous revision</Link>
          </>
        )}
        {board.next_board_id && (
          <>
            {' · '}
            <Link to={paths.reviewBoard.getHref(board.next_board_id)}>a newer revision exists</Link>
          </>
        )}
        {board.copied_from_board_id && (
          <>
            {' · a copy to order it again, new revisions go on the '}
            <Link to={paths.reviewBoard.getHref(board.copied_from_board_id)}>original board</Link>
          </>
        )}
      </p>
      {!board.next_board_id &&
        !board.copied_from_board_id &&
        (status.kind === 'uploading' ? (
          <p role="status" aria-live="polite">
            Uploading <strong>{status.fileName}</strong>… {Math.round(status.progress * 100)}%
          </p>
        ) : (
          <Button variant="secondary" onClick={() => input.current?.click()}>
            Upload a new revision
          </Button>
        ))}
      <BoardFileInput ref={input} label="New revision file" className={styles.revisionInput} onFile={(file) => void upload(file)} />
      {status.kind === 'error' && (
        <p className={styles.revisionError} role="alert">
          {status.message}
        </p>
      )}
    </section>
  );
}
