import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { ApiError, callApi, type RequestOptions } from './api.js';
import { translate, type TextKey } from './texts.js';
import { SESSION_EVENT, session } from './session.js';

/**
 * What every element shares: the service's address and access key (attributes `api-url`, `access-key`),
 * the page's shared session (`contextToken`), the language (`lang` on the element or an ancestor),
 * and one place for the service's errors, shown in the element in the service's own words.
 *
 * @attr api-url - The service's address, e.g. `https://api.example.com`.
 * @attr access-key - The sales channel's `sw-access-key`.
 * @attr lang - `en` or `de`; else the closest ancestor's, else English.
 * @fires store-api-session - The session started or ended: `detail.contextToken` (null when it ended).
 * @cssprop --store-api-font - The font (inherits the page's by default).
 * @cssprop --store-api-color - Text colour.
 * @cssprop --store-api-background - Background of the element.
 * @cssprop --store-api-accent - Buttons and focus rings.
 * @cssprop --store-api-accent-text - Text on the accent colour.
 * @cssprop --store-api-border - Borders and separators.
 * @cssprop --store-api-error - Error messages.
 * @cssprop --store-api-radius - Corner radius of fields and buttons.
 * @csspart error - The service's error message.
 * @csspart logged-out - What shows while nobody is logged in.
 */
export class StoreApiElement extends LitElement {
  static override properties = {
    apiUrl: { type: String, attribute: 'api-url' },
    accessKey: { type: String, attribute: 'access-key' },
    lang: { type: String },
    errorMessage: { state: true },
    busy: { state: true },
  };

  static override styles = css`
    :host {
      display: block;
      font-family: var(--store-api-font, inherit);
      color: var(--store-api-color, #1d1d1f);
      background: var(--store-api-background, transparent);
      line-height: 1.5;
      max-width: 100%;
    }
    :host([hidden]) { display: none; }
    * { box-sizing: border-box; }
    h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
    h3 { font-size: 1.05rem; margin: 0.75rem 0 0.5rem; }
    form, .row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; margin: 0 0 0.75rem; }
    label { display: flex; flex-direction: column; font-size: 0.875rem; gap: 0.125rem; min-width: 0; }
    input, select, textarea {
      font: inherit; color: inherit; background: #fff;
      border: 1px solid var(--store-api-border, #767676); border-radius: var(--store-api-radius, 4px);
      padding: 0.375rem 0.5rem; min-height: 2.25rem; max-width: 100%;
    }
    button {
      font: inherit; cursor: pointer; min-height: 2.25rem; padding: 0.375rem 0.75rem;
      border-radius: var(--store-api-radius, 4px); border: 1px solid var(--store-api-accent, #0b57d0);
      background: var(--store-api-accent, #0b57d0); color: var(--store-api-accent-text, #fff);
    }
    button.secondary { background: transparent; color: var(--store-api-accent, #0b57d0); }
    button:disabled { opacity: 0.6; cursor: default; }
    :focus-visible { outline: 3px solid var(--store-api-accent, #0b57d0); outline-offset: 2px; }
    .error { color: var(--store-api-error, #b3261e); margin: 0.5rem 0; }
    .note { font-size: 0.875rem; margin: 0.25rem 0; }
    ul.plain { list-style: none; padding: 0; margin: 0; }
    ul.plain > li { border-bottom: 1px solid var(--store-api-border, #c4c4c4); padding: 0.5rem 0; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: start; padding: 0.375rem 0.25rem; border-bottom: 1px solid var(--store-api-border, #c4c4c4); vertical-align: middle; }
    @media (max-width: 480px) {
      form, .row { flex-direction: column; align-items: stretch; }
      table, tbody, tr, td { display: block; width: 100%; }
      thead { display: none; }
      tr { border-bottom: 1px solid var(--store-api-border, #c4c4c4); padding: 0.25rem 0; }
      td { border: 0; }
    }
  `;

  declare apiUrl: string;
  declare accessKey: string;
  declare errorMessage: string;
  declare busy: boolean;

  constructor() {
    super();
    this.apiUrl = '';
    this.accessKey = '';
    this.errorMessage = '';
    this.busy = false;
  }

  /** The session's context token, shared by every element of the page; setting it here sets it for all. */
  get contextToken(): string | null {
    return session.contextToken;
  }

  set contextToken(token: string | null) {
    session.contextToken = token;
  }

  readonly #sessionChanged = () => {
    this.dispatchEvent(new CustomEvent(SESSION_EVENT, { detail: { contextToken: session.contextToken }, bubbles: true, composed: true }));
    this.sessionChanged();
  };

  override connectedCallback(): void {
    super.connectedCallback();
    session.addEventListener('change', this.#sessionChanged);
  }

  override disconnectedCallback(): void {
    session.removeEventListener('change', this.#sessionChanged);
    super.disconnectedCallback();
  }

  protected override firstUpdated(changed: PropertyValues): void {
    super.firstUpdated(changed);
    if (session.contextToken) this.sessionChanged();
  }

  /** The session started, ended or changed: load what the element shows. */
  protected sessionChanged(): void {
    this.requestUpdate();
  }

  /** A text of the catalog in the element's language. */
  t(key: TextKey, parameters: Record<string, string | number> = {}): string {
    const lang = this.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang ?? 'en';
    return translate(lang, key, parameters);
  }

  /** Calls the service with the element's address, key and the shared session; errors land in the element. */
  protected async call<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    return callApi<T>({ apiUrl: this.apiUrl, accessKey: this.accessKey, contextToken: session.contextToken }, method, path, options);
  }

  /**
   * Runs one action: busy while it runs, its error shown in the element in the service's words, the
   * previous error cleared when it succeeds. Answers undefined when it failed.
   */
  protected async act<T>(action: () => Promise<T>): Promise<T | undefined> {
    this.busy = true;
    try {
      const result = await action();
      this.errorMessage = '';
      return result;
    } catch (error) {
      this.errorMessage = this.describe(error);
      if (error instanceof ApiError && error.status === 401 && error.code === 'AUTH__CONTEXT_TOKEN_INVALID') session.contextToken = null;
      return undefined;
    } finally {
      this.busy = false;
    }
  }

  protected describe(error: unknown): string {
    if (error instanceof ApiError) {
      if (error.status === 0) return this.t('networkError');
      return error.message || this.t('unknownError');
    }
    return error instanceof Error ? error.message : String(error);
  }

  /** The error area: announced to assistive technology as it appears. */
  protected renderError() {
    return html`<div role="alert" aria-live="assertive">${this.errorMessage ? html`<p class="error" part="error">${this.errorMessage}</p>` : nothing}</div>`;
  }

  /** Shown instead of the element's content while nobody is logged in. */
  protected renderLoggedOut() {
    return html`<p class="note" part="logged-out">${this.t('loginFirst')}</p>`;
  }
}
