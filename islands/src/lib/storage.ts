// Small, safe wrappers over localStorage and document.cookie: storage may be
// disabled (private modes, blocked cookies) and must never break a page.
// Browser only: call these from effects and event handlers, never while
// rendering (the server render has no storage).

export function readLocal(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** False when the browser refused (storage disabled or full). */
export function writeLocal(key: string, value: string): boolean {
  try {
    localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeLocal(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    /* storage disabled */
  }
}

/** Every localStorage key that starts with `prefix`. */
export function localKeys(prefix: string): string[] {
  const keys: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null && key.startsWith(prefix)) keys.push(key);
    }
  } catch {
    /* storage disabled */
  }
  return keys.sort();
}

export function readCookie(name: string): string | null {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return null;
  }
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** A site-wide first-party cookie; `maxAge` 0 deletes it. */
export function writeCookie(name: string, value: string, maxAge = YEAR_SECONDS): void {
  try {
    // `expires` too when deleting: max-age=0 alone is not honoured everywhere.
    const expires = maxAge <= 0 ? '; expires=Thu, 01 Jan 1970 00:00:00 GMT' : '';
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}${expires}; SameSite=Lax`;
  } catch {
    /* cookies disabled */
  }
}
