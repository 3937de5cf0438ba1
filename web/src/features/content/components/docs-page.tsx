import { Link, useSearchParams } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { LinkButton } from '#web/components/ui/link-button/link-button.tsx';
import { useMetaDescription } from '#web/lib/use-meta-description.ts';
import { cadGuides, findGuide } from '#web/features/content/docs-content.ts';
import styles from './content.module.css';

export function DocsPage() {
  const [searchParams] = useSearchParams();
  const guide = findGuide(searchParams.get('cad'));
  useMetaDescription(
    guide
      ? `How to export a board from ${guide.tool} for Copperline: the files to upload and the settings that matter.`
      : 'Guides for preparing, uploading and ordering boards at Copperline: exporting from Eagle, KiCad and Gerber tools.',
  );
  return (
    <PageLayout
      title={guide ? `Exporting from ${guide.tool}` : 'Docs'}
      documentTitle={guide ? `${guide.tool} docs` : 'Docs'}
      lead={guide ? guide.summary : 'Guides for preparing, uploading and ordering your boards.'}
    >
      <nav className={styles.tabs} aria-label="CAD tool">
        <Link className={styles.tab} to={paths.docs.getHref()} aria-current={guide ? undefined : 'page'}>
          Overview
        </Link>
        {cadGuides.map((cadGuide) => (
          <Link
            key={cadGuide.tool}
            className={styles.tab}
            to={paths.docs.getHref(cadGuide.tool)}
            aria-current={cadGuide === guide ? 'page' : undefined}
          >
            {cadGuide.tool}
          </Link>
        ))}
      </nav>
      {guide ? (
        <>
          <section className={styles.section}>
            <h2>Steps</h2>
            <ol>
              {guide.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section className={styles.section}>
            <h2>Tip</h2>
            <p>{guide.tip}</p>
          </section>
        </>
      ) : (
        <>
          <section className={styles.section}>
            <h2>From design to order</h2>
            <ol>
              <li>Export your board from your CAD tool: pick it above for the exact steps.</li>
              <li>
                Upload it on the order page. We render every layer and check it against our{' '}
                <Link to={paths.capabilities.getHref()}>capabilities</Link>.
              </li>
              <li>Fix anything marked as an error; warnings can be dismissed once you have looked at them.</li>
              <li>Add a bill of materials for assembly, choose parts, and check out.</li>
            </ol>
          </section>
          <div className={styles.cards}>
            {cadGuides.map((cadGuide) => (
              <article className={styles.card} key={cadGuide.tool}>
                <h3>
                  <Link to={paths.docs.getHref(cadGuide.tool)}>{cadGuide.tool}</Link>
                </h3>
                <p>{cadGuide.summary}</p>
              </article>
            ))}
          </div>
        </>
      )}
      <div className={styles.actions}>
        <LinkButton to={paths.uploadBoard.getHref()}>Upload a board</LinkButton>
      </div>
    </PageLayout>
  );
}
