import { PostHog } from 'posthog-js/dist/module.slim.no-external';
import { FeatureFlagsExtensions } from 'posthog-js/dist/extension-bundles';
import type { Flags } from '#web/lib/feature-flags.ts';
import type { AnalyticsClient } from './analytics-provider.ts';

// The only module that imports posthog-js, loaded with a dynamic import off the
// first visit's critical path (docs/analytics.md#the-provider). The slim build without
// external dependencies plus the feature-flags extension: the SDK never loads
// a script from the provider (toolbar, surveys, recorder), so the CSP needs
// only the API host in connect-src. Only the store's own gated events are
// sent: no autocapture, page views, recordings or surveys.

export function createPostHogClient(options: { key: string; apiHost: string }): AnalyticsClient {
  const posthog = new PostHog();
  posthog.init(options.key, {
    api_host: options.apiHost,
    disable_external_dependency_loading: true,
    __extensionClasses: { ...FeatureFlagsExtensions },
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    capture_dead_clicks: false,
    capture_exceptions: false,
    rageclick: false,
    disable_session_recording: true,
    disable_surveys: true,
    disable_web_experiments: true,
    disable_product_tours: true,
    disable_conversations: true,
    advanced_disable_toolbar_metrics: true,
    // Events go out batched (the SDK's request queue), flags with the remote configuration.
    request_batching: true,
  });
  return {
    capture: (name, properties) => void posthog.capture(name, properties),
    identify: (userId) => posthog.identify(userId),
    reset: () => posthog.reset(),
    onFlags: (listener) => {
      posthog.onFeatureFlags((_names, variants) => listener(variants as Flags));
    },
    setPersonProperties: (properties) => posthog.setPersonProperties(properties),
  };
}
