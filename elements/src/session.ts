/**
 * The session every element on the page shares: the login element (or the page, through any element's
 * `contextToken` property) sets it once and every element hears of it. One module, one session: the
 * bundle is one ES module, so every element of a page imports this same object.
 *
 * It is kept in the tab's sessionStorage, so that a shop whose account pages are separate pages (the
 * Twig storefront's) keeps the person logged in from one page to the next; it ends with the tab, at
 * logout, or when the service refuses it.
 */
const STORAGE_KEY = 'store-api-context-token';

function stored(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage turned off (a sandboxed frame): the session lives as long as the page
  }
}

class SharedSession extends EventTarget {
  #token: string | null = stored();

  get contextToken(): string | null {
    return this.#token;
  }

  set contextToken(token: string | null) {
    if (token === this.#token) return;
    this.#token = token;
    try {
      if (token) sessionStorage.setItem(STORAGE_KEY, token);
      else sessionStorage.removeItem(STORAGE_KEY);
    } catch {
      // as above
    }
    this.dispatchEvent(new Event('change'));
  }
}

export const session = new SharedSession();

/** The event the page hears when the session starts or ends (detail: `{contextToken}`, null when it ended). */
export const SESSION_EVENT = 'store-api-session';
