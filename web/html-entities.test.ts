import { decodeHTMLStrict as decodeWithTables } from 'entities/decode';
import { describe, expect, it } from 'vitest';
import { decodeHTMLStrict as decodeInBrowser } from './html-entities';

/** Named references of every kind: common, legacy (also valid without ';'), two code points, astral, mixed case. */
const NAMES = [
  'amp',
  'lt',
  'gt',
  'quot',
  'apos',
  'nbsp',
  'copy',
  'reg',
  'trade',
  'hellip',
  'mdash',
  'ndash',
  'rsquo',
  'lsquo',
  'ldquo',
  'rdquo',
  'laquo',
  'raquo',
  'eacute',
  'Eacute',
  'egrave',
  'ucirc',
  'uuml',
  'szlig',
  'euro',
  'pound',
  'yen',
  'cent',
  'deg',
  'plusmn',
  'times',
  'divide',
  'frac12',
  'micro',
  'para',
  'sect',
  'middot',
  'bull',
  'not',
  'notin',
  'ne',
  'le',
  'ge',
  'infin',
  'rarr',
  'larr',
  'hearts',
  'check',
  'semi',
  'Tab',
  'NewLine',
  'NotEqualTilde',
  'nvlt',
  'bne',
  'Afr',
  'fjlig',
  'ThickSpace',
  'CounterClockwiseContourIntegral',
  'AMP',
  'COPY',
  'Aring',
  'aring',
  'AElig',
  'oslash',
  'thorn',
  'yuml',
  'Scaron',
  'zwj',
  'zwnj',
  'lrm',
];

const NUMERIC = [
  '&#65;',
  '&#x41;',
  '&#X41;',
  '&#0;',
  '&#x80;',
  '&#150;',
  '&#x9F;',
  '&#xD800;',
  '&#xDFFF;',
  '&#x10FFFF;',
  '&#x110000;',
  '&#99999999999;',
  '&#0000065;',
  '&#x1F600;',
  '&#128512;',
  '&#xFFFE;',
  '&#13;',
  '&#x7F;',
];

const TEXTS = [
  'R&D at AT&T; &notanentity;',
  'Fish &chips; &ampx; &amp &copy 2026 &ampamp; &amp;amp; &;& &#; &#x; &#xZZ;',
  '<p>Cr&egrave;me br&ucirc;l&eacute;e&nbsp;&#x2764;</p>',
  '&lt;script&gt;alert(1)&lt;/script&gt; stays text',
  'We&rsquo;re hiring a caf&eacute; lead &mdash; &euro;30/h &amp; tips&hellip;',
  '&NOTANENTITY; &Notanentity; &notin; &notinva; &notinvb; &not; &noti;',
];

describe("the web build's entity decoder", () => {
  it('decodes every kind of reference as the entities package does', () => {
    for (const name of NAMES) expect(decodeInBrowser(`&${name};`), name).toBe(decodeWithTables(`&${name};`));
    for (const reference of NUMERIC) expect(decodeInBrowser(reference), reference).toBe(decodeWithTables(reference));
    for (const text of TEXTS) expect(decodeInBrowser(text), text).toBe(decodeWithTables(text));
  });

  it('never turns text into markup', () => {
    document.body.innerHTML = '';
    expect(decodeInBrowser('&lt;img src=x onerror=alert(1)&gt;')).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
