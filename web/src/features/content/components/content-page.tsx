import type { ReactNode } from 'react';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { useMetaDescription } from '#web/lib/use-meta-description.ts';

export type ContentPageProps = {
  title: string;
  documentTitle?: string;
  description: string;
  lead?: ReactNode;
  children?: ReactNode;
};

/** A public content page: heading and tab title (PageLayout) plus its meta description. */
export function ContentPage({ description, ...layout }: ContentPageProps) {
  useMetaDescription(description);
  return <PageLayout {...layout} />;
}
