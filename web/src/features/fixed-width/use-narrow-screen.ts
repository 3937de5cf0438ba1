import { useEffect, useState } from 'react';

/** Below 940 px each preview row is a card. */
const NARROW = '(max-width: 939px)';
const narrowScreen = () => typeof window !== 'undefined' && window.matchMedia(NARROW).matches;

/** Whether the window is narrower than 940 px, following resizes. */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(narrowScreen);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}
