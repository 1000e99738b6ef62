import { describe, expect, it } from 'vitest';
import { isAppUrl, mayOpenExternally, navigationDecision, rendererPathFor } from './url-policy.ts';

describe('url policy', () => {
  it('allows navigation only inside the app origin', () => {
    expect(navigationDecision('app://isa/index.html#/jobs')).toBe('allow');
    expect(navigationDecision('https://evil.example/')).toBe('deny');
    expect(navigationDecision('file:///etc/passwd')).toBe('deny');
    expect(navigationDecision('app://other/index.html')).toBe('deny');
    expect(navigationDecision('javascript:alert(1)')).toBe('deny');
    expect(isAppUrl('not a url')).toBe(false);
  });

  it('hands only http, https and mailto to the OS, and only when allowed', () => {
    expect(mayOpenExternally('https://isa.example', true)).toBe(true);
    expect(mayOpenExternally('mailto:a@b.c', true)).toBe(true);
    expect(mayOpenExternally('file:///etc/passwd', true)).toBe(false);
    expect(mayOpenExternally('smb://share/x', true)).toBe(false);
    expect(mayOpenExternally('https://isa.example', false)).toBe(false);
  });

  it('maps app URLs to renderer files and refuses escapes', () => {
    expect(rendererPathFor('app://isa/')).toBe('index.html');
    expect(rendererPathFor('app://isa/assets/index-abc.js')).toBe('assets/index-abc.js');
    expect(rendererPathFor('app://isa/assets/..%2F..%2Fmain%2Findex.cjs')).toBeUndefined();
    expect(rendererPathFor('app://isa/%00')).toBeUndefined();
    expect(rendererPathFor('https://isa/index.html')).toBeUndefined();
  });
});
