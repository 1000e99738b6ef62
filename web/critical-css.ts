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

/** The class names a selector's elements must have: those of its top level, outside any parenthesis. */
function requiredClasses(matchable: string): string[] {
  const topLevel = matchable.replace(/\((?:[^()]|\([^()]*\))*\)/g, '');
  return [...topLevel.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]!);
}

/**
 * Which of `selectors` the pages use, in the light or the dark scheme. An unreadable selector counts as used.
 * A selector naming a class the page does not have is not looked up (most of the sheet, for any one page).
 */
function usedSelectors(selectors: Iterable<string>, documents: Document[]): Set<string> {
  const used = new Set<string>();
  const pending = [...selectors].map((selector) => ({ selector, matchable: matchableSelector(selector) }));
  for (const document of documents) {
    const classes = new Set<string>();
    for (const element of document.querySelectorAll('[class]')) element.classList.forEach((name) => classes.add(name));
    for (const scheme of ['light', 'dark']) {
      document.documentElement.setAttribute(SCHEME_ATTRIBUTE, scheme);
      for (const { selector, matchable } of pending) {
        if (used.has(selector) || !requiredClasses(matchable).every((name) => classes.has(name))) continue;
        try {
          if (document.querySelector(matchable)) used.add(selector);
        } catch {
          // A selector jsdom cannot evaluate (:host(), vendor pseudo-classes): kept, the first paint may need it.
          used.add(selector);
        }
      }
    }
  }
  return used;
}

/** Drops the style rules under `container` that use none of `used`, then the at-rules left empty. */
function prune(container: Container<ChildNode>, used: Set<string>): void {
  container.each((node) => {
    if (node.type === 'rule') {
      // The whole selector list stays when one of them is used: dropping members could make a list valid that
      // the browser ignores as a whole (one unknown selector voids the rule), and styles would differ.
      if (!(node as Rule).selectors.some((selector) => used.has(selector))) node.remove();
    } else if (node.type === 'atrule') {
      const rule = node as AtRule;
      // Keyframes, font faces and the like are kept whole; media and supports blocks keep what is used.
      if (!['media', 'supports', 'layer', 'container'].includes(rule.name) || !rule.nodes) return;
      prune(rule, used);
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
  const selectors = new Set<string>();
  root.walkRules((rule) => {
    // Keyframe steps (from, 50%) are not selectors: their @keyframes is kept whole.
    if (rule.parent?.type !== 'atrule' || !/keyframes$/.test((rule.parent as AtRule).name))
      rule.selectors.forEach((selector) => selectors.add(selector));
  });
  prune(root, usedSelectors(selectors, documents));
  return root.toString().trim();
}
