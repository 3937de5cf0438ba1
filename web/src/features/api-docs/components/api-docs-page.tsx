import { useEffect, useRef, useState } from 'react';
import { API_PREFIX, fullPath, routes } from '#contracts/routes.ts';
import { PageLayout } from '#web/components/layouts/page-layout.tsx';
import { Spinner } from '#web/components/ui/spinner/spinner.tsx';
import { ValidationMessage } from '#web/components/ui/validation-message/validation-message.tsx';
import { StaffToolsLink } from '#web/components/layouts/staff-tools-link.tsx';
import styles from './api-docs.module.css';

const DOCUMENT_URL = fullPath(routes.getOpenApiDocument);
/** Where the site's own layout switches to its drawer. */
const NARROW = '(max-width: 939px)';

// RapiDoc's attributes (https://rapidocweb.com/api.html), in the store's theme.
const VIEWER_ATTRIBUTES: Record<string, string> = {
  'spec-url': DOCUMENT_URL,
  'server-url': API_PREFIX,
  'default-api-server': API_PREFIX,
  theme: 'dark',
  'bg-color': '#131313',
  'text-color': '#f2f2f2',
  'header-color': '#1b1b1b',
  'primary-color': '#e51601',
  'nav-bg-color': '#1b1b1b',
  'nav-text-color': '#b8b8b8',
  'nav-hover-text-color': '#f2f2f2',
  'nav-accent-color': '#ff6a57',
  // Our bundled fonts; RapiDoc would otherwise fetch Open Sans from Google (blocked by our CSP, and offline shops have no internet).
  'load-fonts': 'false',
  'regular-font': 'Manrope, system-ui, sans-serif',
  'mono-font': 'ui-monospace, SFMono-Regular, Menlo, monospace',
  'schema-style': 'table',
  'show-header': 'false',
  'show-info': 'true',
  'allow-authentication': 'true',
  'allow-server-selection': 'false',
  'allow-spec-url-load': 'false',
  'allow-spec-file-load': 'false',
  'persist-auth': 'false',
  'sort-tags': 'false',
  'show-method-in-nav-bar': 'as-colored-text',
  'use-path-in-nav-bar': 'false',
};

/**
 * /internal/api-docs (Engineer): the OpenAPI document the API serves at
 * /api/openapi.json, read in RapiDoc. The viewer (a web component, bundled, no
 * CDN) is fetched only when this page opens.
 */
export function ApiDocsPage() {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    const target = host.current;
    if (!target) return;
    let gone = false;
    let viewer: HTMLElement | null = null;
    let stopWatching = () => {};
    void import('rapidoc')
      .then(() => {
        if (gone) return;
        const created = document.createElement('rapi-doc');
        viewer = created;
        for (const [name, value] of Object.entries(VIEWER_ATTRIBUTES)) created.setAttribute(name, value);
        // "focused" (one operation beside the navigation) needs the width; narrower, every operation in one column.
        const narrow = window.matchMedia(NARROW);
        const style = () => created.setAttribute('render-style', narrow.matches ? 'view' : 'focused');
        style();
        narrow.addEventListener('change', style);
        stopWatching = () => narrow.removeEventListener('change', style);
        viewer.className = styles.viewer ?? '';
        viewer.setAttribute('data-testid', 'api-docs-viewer');
        target.append(viewer);
        setState('ready');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      stopWatching();
      viewer?.remove();
    };
  }, []);

  return (
    <PageLayout title="API docs" documentTitle="API docs · Internal">
      <p>
        <StaffToolsLink />
      </p>
      <p className={styles.lead}>
        Every route of the store&apos;s API, generated from its route table. Signed-in routes take the Cognito id token as{' '}
        <code>Authorization: Bearer …</code>; staff routes also need the groups they name. The raw document:{' '}
        <a href={DOCUMENT_URL}>{DOCUMENT_URL}</a> (OpenAPI 3.1).
      </p>
      {state === 'loading' && <Spinner text="Loading the API reference" />}
      {state === 'failed' && (
        <ValidationMessage>The API reference viewer could not be loaded. The raw document above still works.</ValidationMessage>
      )}
      <div ref={host} />
    </PageLayout>
  );
}
