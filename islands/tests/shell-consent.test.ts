// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
// Consent: nothing is loaded before an answer, after a decline, or when no
// analytics id is configured.

import { afterEach, describe, expect, it } from 'vitest';
import { ANSWERED_CLASS, CONSENT_KEY, analyticsUrl, answerConsent, readConsent, resumeConsent } from '../src/lib/consent';

const scripts = () => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
type Win = { dataLayer?: unknown[]; gtag?: unknown };

afterEach(() => {
  localStorage.clear();
  document.head.innerHTML = '';
  document.documentElement.className = '';
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
});

describe('consent', () => {
  it('starts unanswered, with nothing loaded', () => {
    expect(readConsent()).toBeNull();
    expect(resumeConsent('G-TEST123')).toBeNull();
    expect(scripts()).toEqual([]);
    expect(document.documentElement.classList.contains(ANSWERED_CLASS)).toBe(false);
  });

  it('accepting without an analytics id loads nothing', () => {
    expect(answerConsent('accepted', null)).toBe(false);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('accepted');
    expect(document.documentElement.classList.contains(ANSWERED_CLASS)).toBe(true);
    expect(scripts()).toEqual([]);
    expect((window as Win).dataLayer).toBeUndefined();
    expect(resumeConsent(null)).toBe('accepted');
    expect(scripts()).toEqual([]);
  });

  it('declining loads nothing, even with an id', () => {
    expect(answerConsent('declined', 'G-TEST123')).toBe(false);
    expect(localStorage.getItem(CONSENT_KEY)).toBe('declined');
    expect(scripts()).toEqual([]);
    expect(resumeConsent('G-TEST123')).toBe('declined');
    expect(scripts()).toEqual([]);
  });

  it('accepting with an id loads the script once and initialises gtag', () => {
    expect(answerConsent('accepted', 'G-TEST123')).toBe(true);
    resumeConsent('G-TEST123');
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST123']);
    const layer = (window as Win).dataLayer as IArguments[];
    expect(layer.map((args) => [...args][0])).toEqual(['js', 'config']);
    expect([...layer[1]!]).toEqual(['config', 'G-TEST123']);
  });

  it('escapes the id in the address', () => {
    expect(analyticsUrl('G-1&x=<y>')).toBe('https://www.googletagmanager.com/gtag/js?id=G-1%26x%3D%3Cy%3E');
  });

  it('ignores a stored value it does not know', () => {
    localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(readConsent()).toBeNull();
  });
});
