import { html, nothing } from 'lit';
import { StoreApiElement } from './base.js';
import { session } from './session.js';
import type { ProductList, SearchResult } from './types.js';

/**
 * The lists submitted for a manager's decision (those the caller may approve: `product_list.approve`,
 * within their branch): approve, or reject with a comment. A list of one's own is never one's to decide.
 *
 * @element store-api-approvals
 * @csspart list - The submitted lists.
 * @csspart item - One list.
 * @csspart button - Buttons.
 */
export class StoreApiApprovals extends StoreApiElement {
  static override properties = {
    ...StoreApiElement.properties,
    lists: { state: true },
    rejecting: { state: true },
    announcement: { state: true },
  };

  declare lists: ProductList[];
  /** The list a rejection comment is being written for. */
  declare rejecting: string;
  declare announcement: string;

  constructor() {
    super();
    this.lists = [];
    this.rejecting = '';
    this.announcement = '';
  }

  protected override sessionChanged(): void {
    if (session.contextToken) void this.load();
    else this.lists = [];
  }

  /** Loads the submitted lists again. */
  async load(): Promise<void> {
    const answer = await this.act(() =>
      this.call<SearchResult<ProductList>>('POST', '/store-api/product-lists', {
        body: {
          limit: 100,
          filter: [{ type: 'equals', field: 'status', value: 'submitted' }],
          sort: [{ field: 'updatedAt', order: 'ASC' }],
          associations: { lineItems: {} },
        },
      }),
    );
    if (answer) this.lists = answer.elements;
  }

  private async decide(list: ProductList, decision: 'approve' | 'reject', comment?: string): Promise<void> {
    const body = comment ? { comment } : {};
    const done = await this.act(() => this.call<ProductList>('POST', `/store-api/product-lists/${encodeURIComponent(list.id)}/${decision}`, { body }));
    if (!done) return;
    this.rejecting = '';
    this.announcement = this.t(decision === 'approve' ? 'approvedList' : 'rejectedList', { name: list.name });
    await this.load();
  }

  private reject(list: ProductList, event: SubmitEvent): void {
    event.preventDefault();
    const comment = String(new FormData(event.target as HTMLFormElement).get('comment') ?? '').trim();
    void this.decide(list, 'reject', comment || undefined);
  }

  private async openReject(list: ProductList): Promise<void> {
    this.rejecting = list.id;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLTextAreaElement>('textarea[name=comment]')?.focus();
  }

  override render() {
    if (!session.contextToken) return this.renderLoggedOut();
    return html`<h2>${this.t('approvals')}</h2>
      ${this.renderError()}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      ${this.lists.length === 0 ? html`<p class="note">${this.t('nothingToApprove')}</p>` : nothing}
      <ul class="plain" part="list">
        ${this.lists.map(
          (list) => html`<li part="item" data-list-id=${list.id}>
            <h3>${list.name}</h3>
            <p class="note">${this.t('itemCount', { count: list.itemCount })} · ${this.t('pieceCount', { count: list.totalQuantity })}</p>
            <ul>
              ${(list.lineItems ?? []).map((item) => html`<li>${item.quantity} × ${item.productId}${item.note ? html` (${item.note})` : nothing}</li>`)}
            </ul>
            ${
              this.rejecting === list.id
                ? html`<form @submit=${(event: SubmitEvent) => this.reject(list, event)}>
                    <label>${this.t('comment')}<textarea name="comment" rows="2" maxlength="1000"></textarea></label>
                    <button part="button" ?disabled=${this.busy}>${this.t('reject')}</button>
                    <button part="button" type="button" class="secondary" @click=${() => (this.rejecting = '')}>${this.t('cancel')}</button>
                  </form>`
                : html`<div class="row">
                    <button part="button" ?disabled=${this.busy} @click=${() => this.decide(list, 'approve')}>${this.t('approve')}</button>
                    <button part="button" class="secondary" ?disabled=${this.busy} @click=${() => this.openReject(list)}>${this.t('reject')}</button>
                  </div>`
            }
          </li>`,
        )}
      </ul>`;
  }
}
