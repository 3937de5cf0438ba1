import { useEffect } from 'react';

export const DEFAULT_META_DESCRIPTION =
  'Copperline makes printed circuit boards and assembles them: upload Eagle, KiCad or Gerber files, see the design-rule checks and an instant quote, and order.';

/** Sets <meta name="description"> for the page; restores the site default when the page goes. */
export function useMetaDescription(description?: string): void {
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description ?? DEFAULT_META_DESCRIPTION;
    return () => {
      meta.content = DEFAULT_META_DESCRIPTION;
    };
  }, [description]);
}
