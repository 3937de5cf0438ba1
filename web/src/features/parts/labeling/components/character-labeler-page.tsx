import { Link } from 'react-router';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { paths } from '#web/config/paths.ts';
import { RequireGroups } from '#web/lib/auth/require-groups.tsx';
import { CharacterLabeler } from './character-labeler.tsx';

/** /internal/nsf-phase-i-tools/character-labeler: map each character of a part's value text to a parameter. Engineer or Admin (checked on the server too). */
export function CharacterLabelerPage() {
  return (
    <PageLayout title="Character labeler" documentTitle="Character labeler · Internal">
      <p>
        <Link to={paths.internal.root.getHref()}>← All internal tools</Link>
      </p>
      <RequireGroups groups={['Engineer']}>
        <CharacterLabeler />
      </RequireGroups>
    </PageLayout>
  );
}
