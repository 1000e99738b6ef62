/**
 * The CSS a prerendered page needs for its first paint: the rules of the site's style sheet whose selectors
 * match an element of the page's markup, in either colour scheme. The prerender inlines it in the page's head
 * and loads the whole sheet without blocking the first paint (see web/prerender.ts and web/main.tsx).
 */
import { JSDOM } from 'jsdom';
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

/** The attribute the colour scheme script sets on <html> (src/shared/theme-init.ts). */
const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Pseudo-elements and the pseudo-classes of a state the markup does not have yet (hover, focus, a checked
 * box...): dropped before matching, so `.button:hover` counts as used wherever a `.button` is.
 */
const STATEFUL =
  /::?(?:before|after|first-line|first-letter)(?![\w-])|::[\w-]+(?:\([^()]*\))?|:(?:hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|checked|indeterminate|disabled|enabled|invalid|valid|user-invalid|user-valid|required|optional|placeholder-shown|autofill|read-only|read-write|default|popover-open|open|modal|fullscreen)(?![\w(-])/gi;

/**
 * A selector as it is matched against the markup: the states at its top level removed (those inside :not(),
 * :where() and the like are evaluated as they are: nothing is hovered or focused yet), `*` where that leaves
 * a compound empty.
 */
export function matchableSelector(selector: string): string {
  let out = '';
  let depth = 0;
  let topLevel = '';
  for (const char of selector) {
    if (depth === 0 && char !== '(') {
      topLevel += char;
      continue;
    }
    if (depth === 0) {
      // The functional pseudo-class this parenthesis belongs to is still in topLevel: keep its name with it.
      const name = /:{1,2}[\w-]+$/.exec(topLevel)?.[0] ?? '';
      out += topLevel.slice(0, topLevel.length - name.length).replace(STATEFUL, '') + name;
      topLevel = '';
    }
    if (char === '(') depth++;
    if (char === ')') depth--;
    out += char;
  }
  out = (out + topLevel.replace(STATEFUL, '')).trim();
  // A compound left empty (`:hover`, `.a > ::before`, `.a > :hover > .b`) means any element there.
  if (out === '') return '*';
  return out.replace(/([>+~])\s*(?=[>+~]|$)/g, '$1 *');
}

/** Is `selector` used by any of `documents`, in the light or the dark scheme? An unreadable selector counts as used. */
function used(selector: string, documents: Document[]): boolean {
  const matchable = matchableSelector(selector);
  try {
    for (const document of documents)
      for (const scheme of ['light', 'dark']) {
        document.documentElement.setAttribute(SCHEME_ATTRIBUTE, scheme);
        if (document.querySelector(matchable)) return true;
      }
    return false;
  } catch {
    // A selector jsdom cannot evaluate (:host(), vendor pseudo-classes): kept, the first paint may need it.
    return true;
  }
}

/** Drops the style rules under `container` that no page element uses, then the at-rules left empty. */
function prune(container: Container<ChildNode>, documents: Document[]): void {
  container.each((node) => {
    if (node.type === 'rule') {
      // The whole selector list stays when one of them is used: dropping members could make a list valid that
      // the browser ignores as a whole (one unknown selector voids the rule), and styles would differ.
      if (!(node as Rule).selectors.some((selector) => used(selector, documents))) node.remove();
    } else if (node.type === 'atrule') {
      const rule = node as AtRule;
      // Keyframes, font faces and the like are kept whole; media and supports blocks keep what is used.
      if (!['media', 'supports', 'layer', 'container'].includes(rule.name) || !rule.nodes) return;
      prune(rule, documents);
      if (rule.nodes.length === 0) rule.remove();
    } else if (node.type === 'comment') node.remove();
  });
}

/**
 * The rules of `css` that the pages in `htmls` (whole documents, one or more renders of one page) use,
 * in their order in `css`, so they cascade as the whole sheet does.
 */
export function criticalCss(css: string, htmls: readonly string[]): string {
  const documents = htmls.map((html) => new JSDOM(html).window.document);
  const root = postcss.parse(css);
  prune(root, documents);
  return root.toString().trim();
}
