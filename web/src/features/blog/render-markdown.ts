import MarkdownIt from 'markdown-it';

// Post markdown to SAFE HTML. markdown-it with `html: false` never passes raw
// HTML through (a <script> or an onerror= attribute is escaped to text), and
// links and images are limited to http(s), mailto and site-relative addresses,
// so javascript:, vbscript: and data: URLs are never emitted.
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i;

export function isSafeUrl(url: string): boolean {
  // Browsers ignore control characters and whitespace inside a scheme: "java\tscript:" is javascript:.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be removed
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(compact) && !/^(https?|mailto):/i.test(compact)) return false;
  return SAFE_URL.test(compact);
}

const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
md.validateLink = isSafeUrl;

const defaultLinkOpen = md.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (/^https?:/i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('rel', 'noopener noreferrer nofollow');
    token.attrSet('target', '_blank');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(markdown: string): string {
  return md.render(markdown);
}
