import { html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import { StoreApiElement } from './base.js';
import { session } from './session.js';
import type { LineItem, ProductList, SearchResult } from './types.js';

interface Ticket {
  url: string;
}

/**
 * One list with its items: add by product number and quantity, change a quantity or a note, remove,
 * reorder (drag, or the "Move up" and "Move down" buttons from the keyboard), import and export CSV,
 * copy or move the items to another list, submit it for approval. A colleague's change shows at once
 * (the list's event stream, opened with a single-use ticket: no credential in a URL).
 *
 * @element store-api-list
 * @attr list-id - The list's id.
 * @fires store-api-list-change - The list changed here: `detail.list` as the service answered it.
 * @csspart items - The table of items.
 * @csspart item - One item's row.
 * @csspart button - Buttons.
 * @csspart status - The list's status.
 */
export class StoreApiList extends StoreApiElement {
  static override properties = {
    ...StoreApiElement.properties,
    listId: { type: String, attribute: 'list-id' },
    list: { state: true },
    access: { state: true },
    otherLists: { state: true },
    live: { state: true },
    announcement: { state: true },
  };

  declare listId: string;
  declare list: ProductList | null;
  /** The caller's access to the list: the detail read answers the list as it is for everyone, a search answers `access` too. */
  declare access: ProductList['access'];
  declare otherLists: ProductList[];
  declare live: boolean;
  declare announcement: string;
  #events: EventSource | undefined;
  #reconnect: ReturnType<typeof setTimeout> | undefined;
  #retryMs = 1000;
  #dragged: string | undefined;
  /** This element's request under way: an event may arrive before the answer of the write that caused it. */
  #inFlight: Promise<unknown> = Promise.resolve();

  constructor() {
    super();
    this.listId = '';
    this.list = null;
    this.otherLists = [];
    this.live = false;
    this.announcement = '';
  }

  override disconnectedCallback(): void {
    this.closeStream();
    super.disconnectedCallback();
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    if (changed.has('listId') && changed.get('listId') !== undefined) this.sessionChanged();
  }

  protected override sessionChanged(): void {
    this.closeStream();
    this.list = null;
    this.access = undefined;
    if (!session.contextToken || !this.listId) return;
    void this.load().then(() => {
      void this.openStream();
      void this.loadOtherLists();
    });
  }

  private get path(): string {
    return `/store-api/product-lists/${encodeURIComponent(this.listId)}`;
  }

  /** Loads the list again. */
  async load(): Promise<void> {
    const id = encodeURIComponent(this.listId);
    const read = await this.act(() =>
      Promise.all([
        this.call<ProductList>('GET', `/store-api/product-lists/detail/${id}`),
        this.call<SearchResult<ProductList>>('POST', '/store-api/product-lists', {
          body: { ids: [this.listId], limit: 1, includes: { product_list: ['id', 'access'] } },
        }),
      ]),
    );
    if (!read) return;
    this.access = read[1].elements[0]?.access;
    this.list = read[0];
  }

  protected override act<T>(action: () => Promise<T>): Promise<T | undefined> {
    const running = super.act(action);
    this.#inFlight = running;
    return running;
  }

  private show(list: ProductList | undefined): void {
    if (!list) return;
    this.list = list;
    this.dispatchEvent(new CustomEvent('store-api-list-change', { detail: { list }, bubbles: true, composed: true }));
  }

  private async openStream(): Promise<void> {
    if (!this.list || !session.contextToken || !this.isConnected) return;
    const ticket = await this.call<Ticket>('POST', `${this.path}/events/ticket`).catch(() => undefined);
    if (!ticket || !this.isConnected) return this.scheduleReconnect();
    const events = new EventSource(new URL(ticket.url, `${this.apiUrl.replace(/\/+$/, '')}/`).href);
    this.#events = events;
    events.addEventListener('ready', () => {
      this.live = true;
      this.#retryMs = 1000;
    });
    const changed = async (event: MessageEvent<string>) => {
      const version = Number(JSON.parse(event.data).version);
      await this.#inFlight;
      if (!this.list || !(version > this.list.version)) return;
      await this.load();
      this.announcement = this.t('changedElsewhere');
    };
    events.addEventListener('list.changed', changed);
    events.addEventListener('reset', () => void this.load());
    events.addEventListener('list.deleted', () => {
      this.closeStream();
      this.list = null;
      this.errorMessage = this.t('listDeleted');
    });
    events.addEventListener('revoked', () => {
      this.closeStream();
      void this.load();
    });
    // A ticket opens one stream once: the browser's own retry would be refused, so ask for a new one.
    events.addEventListener('error', () => {
      this.closeStream();
      this.scheduleReconnect();
    });
  }

  private scheduleReconnect(): void {
    if (!session.contextToken || !this.isConnected || !this.list) return;
    this.#reconnect = setTimeout(() => void this.load().then(() => this.openStream()), this.#retryMs);
    this.#retryMs = Math.min(this.#retryMs * 2, 30_000);
  }

  private closeStream(): void {
    clearTimeout(this.#reconnect);
    this.#events?.close();
    this.#events = undefined;
    this.live = false;
  }

  private patch(body: Record<string, unknown>) {
    return this.act(async () => this.show(await this.call<ProductList>('PATCH', this.path, { body })));
  }

  private async addItem(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const formElement = event.target as HTMLFormElement;
    const form = new FormData(formElement);
    const note = String(form.get('note') ?? '').trim();
    const item: Record<string, unknown> = { productId: String(form.get('productId') ?? '').trim(), quantity: Number(form.get('quantity')) };
    if (note) item.note = note;
    const before = this.list?.version;
    await this.patch({ lineItems: [item] });
    if (this.list?.version !== before) {
      formElement.reset();
      formElement.querySelector<HTMLInputElement>('input[name=productId]')?.focus();
    }
  }

  private changeItem(item: LineItem, change: Partial<Pick<LineItem, 'quantity' | 'note'>>): void {
    void this.patch({ lineItems: [{ productId: item.productId, ...change }] });
  }

  private removeItem(item: LineItem): void {
    void this.act(async () => this.show(await this.call<ProductList>('DELETE', this.path, { body: { items: [item.id] } })));
  }

  /** Moves one item by `offset` places and keeps the keyboard's focus on the same button of that item. */
  private async moveItem(item: LineItem, offset: number, focus?: 'up' | 'down'): Promise<void> {
    const ids = (this.list?.lineItems ?? []).map((lineItem) => lineItem.id);
    const from = ids.indexOf(item.id);
    const to = from + offset;
    if (from < 0 || to < 0 || to >= ids.length) return;
    ids.splice(from, 1);
    ids.splice(to, 0, item.id);
    await this.reorder(ids);
    this.announcement = this.t('movedTo', { product: item.productId, position: to + 1 });
    if (!focus) return;
    await this.updateComplete;
    const row = this.renderRoot.querySelector(`tr[data-item-id="${CSS.escape(item.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`button[data-move=${focus}]:not([disabled])`);
    (wanted ?? row?.querySelector<HTMLButtonElement>('button[data-move]:not([disabled])'))?.focus();
  }

  private reorder(lineItemIds: string[]) {
    return this.act(async () => this.show(await this.call<ProductList>('POST', `${this.path}/reorder`, { body: { lineItemIds } })));
  }

  private drop(target: LineItem, event: DragEvent): void {
    event.preventDefault();
    const dragged = this.#dragged;
    this.#dragged = undefined;
    const items = this.list?.lineItems ?? [];
    const from = items.findIndex((item) => item.id === dragged);
    const to = items.findIndex((item) => item.id === target.id);
    const moved = items[from];
    if (from < 0 || to < 0 || from === to || !moved) return;
    void this.moveItem(moved, to - from);
  }

  private async importFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    const mode = (this.renderRoot.querySelector<HTMLSelectElement>('select[name=importMode]')?.value ?? 'merge') === 'replace' ? 'replace' : 'merge';
    await this.act(async () => {
      const content = await file.text();
      this.show(await this.call<ProductList>('POST', `${this.path}/import?mode=${mode}`, { raw: { content, type: 'text/csv' } }));
      this.announcement = this.t('imported', { count: this.list?.itemCount ?? 0 });
    });
    input.value = '';
  }

  private async exportFile(): Promise<void> {
    const csv = await this.act(() => this.call<string>('GET', `${this.path}/export`, { text: true }));
    if (csv === undefined || !this.list) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
    link.download = `${this.list.name.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'list'}.csv`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  }

  private async loadOtherLists(): Promise<void> {
    const answer = await this.act(() =>
      this.call<SearchResult<ProductList>>('POST', '/store-api/product-lists', {
        body: { limit: 100, sort: [{ field: 'name', order: 'ASC' }], includes: { product_list: ['id', 'name', 'access'] } },
      }),
    );
    if (answer) this.otherLists = answer.elements.filter((list) => list.id !== this.listId && list.access !== 'read');
  }

  private async transfer(mode: 'copy' | 'move'): Promise<void> {
    const targetId = this.renderRoot.querySelector<HTMLSelectElement>('select[name=targetId]')?.value;
    if (!targetId) return;
    const answer = await this.act(() => this.call<{ source: ProductList; target: ProductList }>('POST', `${this.path}/transfer`, { body: { targetId, mode } }));
    if (!answer) return;
    this.show(answer.source);
    this.announcement = this.t(mode === 'copy' ? 'copiedTo' : 'movedItemsTo', { name: answer.target.name });
  }

  private submitForApproval(): void {
    void this.act(async () => this.show(await this.call<ProductList>('POST', `${this.path}/submit`, { body: {} })));
  }

  override render() {
    if (!session.contextToken) return this.renderLoggedOut();
    const list = this.list;
    if (!list) return html`${this.renderError()}`;
    const items = list.lineItems ?? [];
    const canEdit = (this.access ?? list.access) !== 'read';
    return html`<h2>${list.name}</h2>
      ${list.description ? html`<p class="note">${list.description}</p>` : nothing}
      <div class="row">
        <span part="status">${this.t('status')}: ${this.t(`status.${list.status}`)}</span>
        ${list.statusComment ? html`<span>“${list.statusComment}”</span>` : nothing}
        <span>${this.live ? this.t('live') : nothing}</span>
        ${
          (list.status === 'draft' || list.status === 'rejected') && canEdit
            ? html`<button part="button" ?disabled=${this.busy} @click=${this.submitForApproval}>${this.t('submitForApproval')}</button>`
            : nothing
        }
      </div>
      ${this.renderError()}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      ${
        canEdit
          ? html`<form @submit=${this.addItem}>
              <label>${this.t('productNumber')}<input name="productId" required maxlength="255" autocomplete="off" /></label>
              <label>${this.t('quantity')}<input name="quantity" type="number" min="1" max="1000000" value="1" required /></label>
              <label>${this.t('note')}<input name="note" maxlength="1000" /></label>
              <button part="button" ?disabled=${this.busy}>${this.t('addItem')}</button>
            </form>`
          : nothing
      }
      <table part="items">
        <caption class="visually-hidden">${this.t('itemsOf', { name: list.name })}</caption>
        <thead><tr><th>${this.t('position')}</th><th>${this.t('productNumber')}</th><th>${this.t('pieces')}</th><th>${this.t('note')}</th><th>${this.t('actions')}</th></tr></thead>
        <tbody>
          ${repeat(
            items,
            (item) => item.id,
            (item, index) => html`<tr part="item" data-item-id=${item.id} draggable=${canEdit ? 'true' : 'false'}
              @dragstart=${() => (this.#dragged = item.id)} @dragover=${(event: DragEvent) => event.preventDefault()} @drop=${(event: DragEvent) => this.drop(item, event)}>
              <td>${item.position}</td>
              <th scope="row">${item.productId}</th>
              <td>${
                canEdit
                  ? html`<input type="number" min="0" max="1000000" .value=${String(item.quantity)} aria-label=${this.t('piecesOf', { product: item.productId })}
                      @change=${(event: Event) => this.changeItem(item, { quantity: Number((event.target as HTMLInputElement).value) })} />`
                  : item.quantity
              }</td>
              <td>${
                canEdit
                  ? html`<input .value=${item.note ?? ''} maxlength="1000" aria-label=${this.t('noteOf', { product: item.productId })}
                      @change=${(event: Event) => this.changeItem(item, { note: (event.target as HTMLInputElement).value || null })} />`
                  : (item.note ?? '')
              }</td>
              <td>${
                canEdit
                  ? html`<div class="row">
                      <button part="button" class="secondary" data-move="up" ?disabled=${index === 0 || this.busy} @click=${() => this.moveItem(item, -1, 'up')}>${this.t('moveUp')}</button>
                      <button part="button" class="secondary" data-move="down" ?disabled=${index === items.length - 1 || this.busy} @click=${() => this.moveItem(item, 1, 'down')}>${this.t('moveDown')}</button>
                      <button part="button" class="secondary" aria-label=${this.t('removeItem', { product: item.productId })} @click=${() => this.removeItem(item)}>${this.t('remove')}</button>
                    </div>`
                  : nothing
              }</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <h3>${this.t('files')}</h3>
      <div class="row">
        <button part="button" class="secondary" @click=${this.exportFile}>${this.t('exportCsv')}</button>
        ${
          canEdit
            ? html`<label>${this.t('importMode')}<select name="importMode">
                  <option value="merge">${this.t('importMerge')}</option>
                  <option value="replace">${this.t('importReplace')}</option>
                </select></label>
                <label>${this.t('importCsv')}<input type="file" accept=".csv,text/csv" @change=${this.importFile} /></label>`
            : nothing
        }
      </div>
      <h3>${this.t('otherList')}</h3>
      <div class="row">
        <label>${this.t('targetList')}<select name="targetId">
          <option value="">${this.t('chooseList')}</option>
          ${this.otherLists.map((other) => html`<option value=${other.id}>${other.name}</option>`)}
        </select></label>
        <button part="button" class="secondary" ?disabled=${this.busy} @click=${() => this.transfer('copy')}>${this.t('copyItems')}</button>
        ${canEdit ? html`<button part="button" class="secondary" ?disabled=${this.busy} @click=${() => this.transfer('move')}>${this.t('moveItems')}</button>` : nothing}
      </div>`;
  }
}
