import { useEffect } from 'react';
import { formatDocumentTitle } from './document-title.ts';

export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
