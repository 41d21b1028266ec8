import { html, nothing } from 'lit';
import { ApiError } from './api.js';
import { StoreApiElement } from './base.js';
import { session } from './session.js';

interface LoginAnswer {
  contextToken: string;
}

interface Me {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/**
 * Logs a person in (password, then the second factor where they have one; or single sign-on) and
 * shares the session with every element of the page; shows who is logged in and logs out.
 *
 * @element store-api-login
 * @attr sso-organization - An organization id: offers "Log in with single sign-on" for it. The
 *   provider sends the person back to this page (`returnTo`, one of the service's
 *   `SSO_ALLOWED_RETURN_ORIGINS`) with a single-use `code`, which the element exchanges and removes
 *   from the address.
 * @fires store-api-session - The session started or ended: `detail.contextToken`.
 * @csspart form - The login form.
 * @csspart button - The form's buttons.
 * @csspart logged-in - What shows once logged in.
 */
export class StoreApiLogin extends StoreApiElement {
  static override properties = {
    ...StoreApiElement.properties,
    ssoOrganization: { type: String, attribute: 'sso-organization' },
    challenge: { state: true },
    me: { state: true },
  };

  declare ssoOrganization: string;
  declare challenge: string;
  declare me: Me | null;

  constructor() {
    super();
    this.ssoOrganization = '';
    this.challenge = '';
    this.me = null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const url = new URL(location.href);
    const code = url.searchParams.get('code');
    const error = url.searchParams.get('error_description') ?? url.searchParams.get('error');
    if (!this.ssoOrganization || (!code && !error)) return;
    url.searchParams.delete('code');
    url.searchParams.delete('error');
    url.searchParams.delete('error_description');
    history.replaceState(history.state, '', url);
    if (error) this.errorMessage = error;
    if (code) void this.updateComplete.then(() => this.start(() => this.call<LoginAnswer>('POST', '/store-api/account/sso/exchange', { body: { code } })));
  }

  protected override sessionChanged(): void {
    if (!session.contextToken) {
      this.me = null;
      return;
    }
    void this.act(async () => {
      this.me = await this.call<Me>('GET', '/store-api/account/me');
    });
  }

  /** Runs a login request: its token becomes the page's session, or its second-factor challenge is asked for. */
  private async start(login: () => Promise<LoginAnswer>): Promise<void> {
    this.busy = true;
    try {
      const answer = await login();
      this.challenge = '';
      this.errorMessage = '';
      session.contextToken = answer.contextToken;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AUTH__SECOND_FACTOR_REQUIRED') {
        this.challenge = String(error.errors[0]?.meta?.parameters?.challenge ?? '');
        this.errorMessage = '';
        await this.updateComplete;
        this.renderRoot.querySelector<HTMLInputElement>('input[name=code]')?.focus();
      } else {
        this.errorMessage = this.describe(error);
      }
    } finally {
      this.busy = false;
    }
  }

  private logIn(event: SubmitEvent): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    void this.start(() =>
      this.call<LoginAnswer>('POST', '/store-api/account/login', { body: { username: form.get('email'), password: form.get('password') } }),
    );
  }

  private confirmCode(event: SubmitEvent): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const code = String(form.get('code') ?? '').replace(/\s+/g, '');
    void this.start(() => this.call<LoginAnswer>('POST', '/store-api/account/login/second-factor', { body: { challenge: this.challenge, code } }));
  }

  private logOut(): void {
    void this.act(async () => {
      try {
        await this.call('POST', '/store-api/account/logout');
      } finally {
        session.contextToken = null;
      }
    });
  }

  private ssoUrl(): string {
    const returnTo = new URL(location.href);
    returnTo.hash = '';
    return `${this.apiUrl.replace(/\/+$/, '')}/store-api/sso/${encodeURIComponent(this.ssoOrganization)}/redirect?returnTo=${encodeURIComponent(returnTo.href)}`;
  }

  override render() {
    if (session.contextToken) {
      return html`<div class="row" part="logged-in">
          <p class="note">${this.me ? this.t('loggedInAs', { name: [this.me.firstName, this.me.lastName].filter(Boolean).join(' ') || this.me.email }) : this.t('loggedIn')}</p>
          <button part="button" class="secondary" ?disabled=${this.busy} @click=${this.logOut}>${this.t('logOut')}</button>
        </div>
        ${this.renderError()}`;
    }
    if (this.challenge) {
      return html`<form part="form" @submit=${this.confirmCode}>
          <p class="note">${this.t('secondFactorAsk')}</p>
          <label>${this.t('code')}<input name="code" required autocomplete="one-time-code" inputmode="numeric" /></label>
          <button part="button" ?disabled=${this.busy}>${this.t('confirm')}</button>
          <button part="button" type="button" class="secondary" @click=${() => (this.challenge = '')}>${this.t('cancel')}</button>
        </form>
        ${this.renderError()}`;
    }
    return html`<form part="form" @submit=${this.logIn}>
        <label>${this.t('email')}<input name="email" type="email" required autocomplete="username" /></label>
        <label>${this.t('password')}<input name="password" type="password" required autocomplete="current-password" /></label>
        <button part="button" ?disabled=${this.busy}>${this.t('logIn')}</button>
      </form>
      ${this.ssoOrganization ? html`<p><a part="sso" href=${this.ssoUrl()}>${this.t('logInSso')}</a></p>` : nothing}
      ${this.renderError()}`;
  }
}
