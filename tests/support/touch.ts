import type { Page } from '@playwright/test';

/** The booth's two screen orientations. */
export const KIOSK_VIEWPORTS = {
  portrait: { width: 1080, height: 1920 },
  landscape: { width: 1920, height: 1080 },
} as const;

/** A control smaller than a fingertip target, described for a failure message. */
export interface SmallTarget {
  element: string;
  width: number;
  height: number;
}

/**
 * Every visible interactive element on the page (links, buttons, inputs, tabs, checkboxes…) smaller than
 * `min` CSS px in either direction. Elements scrolled out of view count too: the visitor can scroll to them.
 */
export function smallTargets(page: Page, min = 48): Promise<SmallTarget[]> {
  return page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      'summary',
      '[role=button]',
      '[role=link]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=switch]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const small: Array<{ element: string; width: number; height: number }> = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (element.closest('[aria-hidden="true"], [hidden]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // The skip link waits above the page until it is focused.
      if (box.bottom <= 0 && element.classList.contains('skip-link')) continue;
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        small.push({
          element: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${label}"`,
          width: Math.round(box.width),
          height: Math.round(box.height),
        });
      }
    }
    return small;
  }, min);
}

/** Whether the page scrolls sideways. */
export function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
