import type { Ref } from 'react';
import { BOARD_FILE_EXTENSIONS } from '#contracts/board-files.ts';

/**
 * The hidden file picker of a board upload (a first upload or a new revision), opened by a button: hands over the one
 * file chosen and clears itself, so choosing the same file again uploads it again.
 */
export function BoardFileInput({
  ref,
  label,
  className,
  onFile,
}: {
  ref: Ref<HTMLInputElement>;
  label: string;
  className?: string;
  onFile: (file: File) => void;
}) {
  return (
    <input
      ref={ref}
      className={className}
      type="file"
      aria-label={label}
      accept={BOARD_FILE_EXTENSIONS.join(',')}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
