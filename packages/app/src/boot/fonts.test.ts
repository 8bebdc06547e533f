import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faceFilesFor, facesCover } from './font-faces';
import {
  afterLargestPaint,
  BOOT_GRACE_MS,
  MAX_WAIT_MS,
  QUIET_MS,
  UI_FONT_SEEN_KEY,
  UI_FONT_STYLE_ATTRIBUTE,
} from './fonts';
import { deferUiFont } from './ui-font';

/** What build/pretendard.ts puts in index.html. */
function addFaceStyle() {
  const style = document.createElement('style');
  style.setAttribute(UI_FONT_STYLE_ATTRIBUTE, '');
  style.media = 'not all';
  style.textContent = '@font-face{font-family:"Pretendard UI";src:url(/assets/a.woff2) format("woff2")}';
  document.head.append(style);
  return style;
}

/** A PerformanceObserver that reports largest-contentful-paint candidates when the test says so. */
function fakeLargestPaint() {
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = () => {
    for (const callback of [...observers]) callback();
  };
  return { paint, observers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the UI font after the first paint (boot script)', () => {
  it('switches the faces on once the largest paint has been quiet, not before', () => {
    const style = addFaceStyle();
    const lcp = fakeLargestPaint();
    deferUiFont();
    lcp.paint(); // the header and skeleton
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(style.media).toBe('not all');
    lcp.paint(); // the photo: a larger paint, the wait starts again
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(style.media).toBe('not all');
    vi.advanceTimersByTime(1);
    expect(style.media).toBe('all');
    expect(localStorage.getItem(UI_FONT_SEEN_KEY)).toBe('1');
    expect(lcp.observers).toHaveLength(0);
  });

  it('switches them on at the first tap, and at the latest after the load event', () => {
    const style = addFaceStyle();
    fakeLargestPaint();
    deferUiFont();
    window.dispatchEvent(new Event('pointerdown'));
    expect(style.media).toBe('all');

    document.head.innerHTML = '';
    localStorage.clear();
    const late = addFaceStyle();
    deferUiFont(); // jsdom's document is complete: the load event has passed
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(late.media).toBe('not all');
    vi.advanceTimersByTime(1);
    expect(late.media).toBe('all');
  });

  it('switches them on at once for a returning visitor, whose browser has the files', () => {
    localStorage.setItem(UI_FONT_SEEN_KEY, '1');
    const style = addFaceStyle();
    fakeLargestPaint();
    deferUiFont();
    expect(style.media).toBe('all');
  });

  it('without largest-paint timing (Safari), shortly after the load event', () => {
    const style = addFaceStyle();
    vi.stubGlobal('PerformanceObserver', { supportedEntryTypes: ['paint'] });
    deferUiFont();
    vi.advanceTimersByTime(QUIET_MS * 2);
    expect(style.media).toBe('all');
  });

  it('lets the font for what users write wait until the UI faces are on', async () => {
    const style = addFaceStyle();
    const loadUserTextFont = vi.fn();
    afterLargestPaint(loadUserTextFont);
    expect(loadUserTextFont).not.toHaveBeenCalled();
    fakeLargestPaint();
    deferUiFont();
    window.dispatchEvent(new Event('keydown'));
    expect(style.media).toBe('all');
    await vi.waitFor(() => expect(loadUserTextFont).toHaveBeenCalledTimes(1));
    // Development: no UI faces in the page, nothing to wait for.
    document.head.innerHTML = '';
    const devLoad = vi.fn();
    afterLargestPaint(devLoad);
    expect(devLoad).toHaveBeenCalledTimes(1);
  });

  it('switches the faces on itself when the boot script has not run, so deferred parts still load', async () => {
    const style = addFaceStyle();
    const loadLater = vi.fn();
    afterLargestPaint(loadLater); // no deferUiFont(): the boot script was blocked
    vi.advanceTimersByTime(MAX_WAIT_MS + BOOT_GRACE_MS - 1);
    expect(loadLater).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(style.media).toBe('all');
    await vi.waitFor(() => expect(loadLater).toHaveBeenCalledTimes(1));
  });
});

describe('the UI faces switched on in one go', () => {
  const CSS =
    '@font-face{font-family:"Pretendard UI";src:url(/assets/start.woff2) format("woff2");unicode-range:U+20-7e, U+ac00}' +
    '@font-face{font-family:"Pretendard UI";src:url("/assets/rest.woff2") format("woff2");unicode-range:U+b098-b0a0}';

  it('names the files whose unicode-range holds a character of the page', () => {
    expect(faceFilesFor(CSS, '가')).toEqual(['/assets/start.woff2']);
    expect(faceFilesFor(CSS, '나 a')).toEqual(['/assets/start.woff2', '/assets/rest.woff2']);
    expect(faceFilesFor(CSS, '다')).toEqual([]);
    expect(faceFilesFor(CSS, '')).toEqual([]);
    expect(faceFilesFor('@font-face{src:url(/all.woff2)}', '家')).toEqual(['/all.woff2']);
  });

  it('reads ranges in any order, overlapping or not, and characters beyond the basic plane', () => {
    const css = '@font-face{src:url(/a.woff2);unicode-range:U+ac10-ac20, U+41, U+ac00-ac12, U+1f600}';
    expect(faceFilesFor(css, '갇')).toEqual(['/a.woff2']); // U+AC07: in U+AC00-AC12, merged with U+AC10-AC20
    expect(faceFilesFor(css, 'A')).toEqual(['/a.woff2']);
    expect(faceFilesFor(css, '😀')).toEqual(['/a.woff2']);
    expect(faceFilesFor(css, 'B걀')).toEqual([]); // U+42 and U+AC40: outside every span
  });

  it('tells whether the UI faces hold every character of a text, white space aside', () => {
    expect(facesCover(CSS, '가 나\n')).toBe(true);
    expect(facesCover(CSS, 'abc 가')).toBe(true);
    expect(facesCover(CSS, '가다')).toBe(false);
    expect(facesCover(CSS, '')).toBe(true);
  });

  it('fetches the files the page needs first, and switches the faces on when all have come', () => {
    const style = addFaceStyle();
    style.textContent = CSS;
    document.body.innerHTML = '<p>가나</p>';
    fakeLargestPaint();
    deferUiFont();
    window.dispatchEvent(new Event('pointerdown'));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(links.map((l) => [l.getAttribute('href'), l.as, l.crossOrigin])).toEqual([
      ['/assets/start.woff2', 'font', 'anonymous'],
      ['/assets/rest.woff2', 'font', 'anonymous'],
    ]);
    expect(style.media).toBe('not all');
    links[0]?.dispatchEvent(new Event('load'));
    return Promise.resolve()
      .then(() => expect(style.media).toBe('not all'))
      .then(() => {
        links[1]?.dispatchEvent(new Event('error')); // a failed file holds nothing back
        return vi.waitFor(() => expect(style.media).toBe('all'));
      });
  });
});
