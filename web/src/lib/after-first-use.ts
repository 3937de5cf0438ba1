// Libraries the page does not need to be usable (the analytics SDK, the
// OpenTelemetry exporter) load off the first visit's critical path: on the
// visitor's first interaction, or, for a visitor who only reads, a while after
// the page has loaded and gone idle. Either way they start in an idle moment,
// not in the middle of the navigation a click begins.
// see docs/performance.md#deferred-libraries

/** How long after the load event (and idle) a page nobody touches starts its deferred libraries. */
export const IDLE_START_MS = 5000;
/** The performance mark set when deferred libraries start loading; the web bench splits first-visit scripts at it. */
export const DEFERRED_START_MARK = 'copperline:deferred-start';

// Focusing a field and typing into it are uses too (a password manager fills fields with `input` events, no key).
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin', 'input'] as const;

let waiting: (() => void)[] = [];
let listening = false;
let started = false;

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

function start(): void {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, onInteraction, true);
  performance.mark(DEFERRED_START_MARK);
  const runs = waiting;
  waiting = [];
  for (const run of runs) run();
}

function onInteraction(): void {
  whenIdle(start);
}

function listen(): void {
  listening = true;
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: true });
  const afterLoad = () => setTimeout(() => whenIdle(start), IDLE_START_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}

/** Runs `run` once the page is in use (first interaction) or has sat loaded and idle for IDLE_START_MS; at once after that. */
export function afterFirstUse(run: () => void): void {
  // Outside a browser (unit tests of modules that preload) there is no first use to wait for, and nothing to preload.
  if (typeof window === 'undefined') return;
  if (started) return run();
  waiting.push(run);
  if (!listening) listen();
}
