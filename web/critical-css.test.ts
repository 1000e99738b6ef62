import { describe, expect, it } from 'vitest';
import { criticalCss, matchableSelector } from './critical-css';

const page = (body: string) =>
  `<!doctype html><html data-mantine-color-scheme="light"><head></head><body>${body}</body></html>`;

describe('matchableSelector', () => {
  it('drops states and pseudo-elements at the top level and keeps those inside functional pseudo-classes', () => {
    expect(matchableSelector('.a:hover')).toBe('.a');
    expect(matchableSelector('.a:focus-visible .b::before')).toBe('.a .b');
    expect(matchableSelector('.a > ::after')).toBe('.a > *');
    expect(matchableSelector(':hover')).toBe('*');
    expect(matchableSelector('.x:not(:disabled)')).toBe('.x:not(:disabled)');
    expect(matchableSelector(':where([data-scheme=dark]) .m:hover>.n')).toBe(':where([data-scheme=dark]) .m>.n');
  });
});

describe('criticalCss', () => {
  const css = [
    ':root{--c:red}',
    '.used{color:var(--c)}',
    '.unused{color:blue}',
    '.button:hover{color:green}',
    '.unused,.used .child{margin:0}',
    '@media (min-width:48em){.used{padding:1px}.unused{padding:2px}}',
    '@media print{.unused{display:none}}',
    ':root[data-mantine-color-scheme=dark]{--c:pink}',
    '[data-mantine-color-scheme=dark] .used{color:white}',
    '.odd::-moz-focus-inner,.used{border:0}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
  ].join('');

  it('keeps, in order, the rules the markup uses in either colour scheme, whole', () => {
    expect(criticalCss(css, [page('<p class="used"><b class="child"></b></p><button class="button">')])).toBe(
      [
        ':root{--c:red}',
        '.used{color:var(--c)}',
        '.button:hover{color:green}',
        '.unused,.used .child{margin:0}',
        '@media (min-width:48em){.used{padding:1px}}',
        ':root[data-mantine-color-scheme=dark]{--c:pink}',
        '[data-mantine-color-scheme=dark] .used{color:white}',
        '.odd::-moz-focus-inner,.used{border:0}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
      ].join(''),
    );
  });

  it('keeps what any of several renders of a page uses', () => {
    const kept = criticalCss(css, [page('<p>'), page('<p class="unused">')]);
    expect(kept).toContain('.unused{color:blue}');
    expect(kept).not.toContain('.used{color:var(--c)}');
  });
});
