import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import styles from './page-layout.module.css';

export type PageLayoutProps = {
  title: string;
  /** The browser-tab title, when it differs from the heading. */
  documentTitle?: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** A content page: sets the document title and renders the heading. */
export function PageLayout({ title, documentTitle, lead, children }: PageLayoutProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {children}
    </div>
  );
}

/** Placeholder body for pages whose real content is still to come. */
export function BeingBuilt({ children }: { children?: ReactNode }) {
  return <p className={styles.pending}>{children ?? 'This page is being built. Check back soon.'}</p>;
}
