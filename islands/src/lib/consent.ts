// Cookie consent: unanswered → accepted (analytics loaded) or
// declined (nothing loaded). The answer lives in localStorage `consent`; the
// page's inline head script adds `consent-answered` to <html> when it finds
// one, so the server-rendered banner never flashes for people who answered.

import { readLocal, writeLocal } from './storage';

export const CONSENT_KEY = 'consent';
export const ANSWERED_CLASS = 'consent-answered';
export const ANALYTICS_ORIGIN = 'https://www.googletagmanager.com';

export type ConsentAnswer = 'accepted' | 'declined';

export function readConsent(): ConsentAnswer | null {
  const value = readLocal(CONSENT_KEY);
  return value === 'accepted' || value === 'declined' ? value : null;
}

type Gtag = (...args: unknown[]) => void;
interface AnalyticsWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/** The analytics script's address for a measurement id. */
export function analyticsUrl(id: string): string {
  return `${ANALYTICS_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
}

/**
 * Loads the analytics script once and initialises it with `id`. Returns
 * false (and loads nothing) when there is no id.
 */
export function loadAnalytics(id: string | null, doc: Document = document): boolean {
  if (!id) return false;
  const win = (doc.defaultView ?? window) as unknown as AnalyticsWindow;
  if (doc.querySelector('script[data-analytics]')) return true;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads `arguments` objects from the data layer, not arrays.
  win.gtag ??= function gtag() {
    dataLayer.push(arguments);
  };
  win.gtag('js', new Date());
  win.gtag('config', id);
  const script = doc.createElement('script');
  script.async = true;
  script.src = analyticsUrl(id);
  script.dataset.analytics = '';
  doc.head.append(script);
  return true;
}

/**
 * Stores the answer and marks <html> answered; loads analytics only for
 * 'accepted' and only when an id is configured. Returns whether analytics
 * was loaded.
 */
export function answerConsent(answer: ConsentAnswer, analyticsId: string | null, doc: Document = document): boolean {
  writeLocal(CONSENT_KEY, answer);
  doc.documentElement.classList.add(ANSWERED_CLASS);
  return answer === 'accepted' ? loadAnalytics(analyticsId, doc) : false;
}

/**
 * On every page load: an earlier 'accepted' loads analytics again (when an
 * id is configured). Returns the stored answer.
 */
export function resumeConsent(analyticsId: string | null, doc: Document = document): ConsentAnswer | null {
  const answer = readConsent();
  if (answer !== null) doc.documentElement.classList.add(ANSWERED_CLASS);
  if (answer === 'accepted') loadAnalytics(analyticsId, doc);
  return answer;
}
