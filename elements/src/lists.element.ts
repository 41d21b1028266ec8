import { html, nothing } from 'lit';
import { StoreApiElement } from './base.js';
import { session } from './session.js';
import type { ListStatus, ProductList, SearchResult } from './types.js';

const SORTS = {
  updated: { field: 'updatedAt', order: 'DESC' },
  name: { field: 'name', order: 'ASC' },
  created: { field: 'createdAt', order: 'DESC' },
} as const;
type SortKey = keyof typeof SORTS;
type OrganizationShare = 'none' | 'read' | 'edit';

/**
 * The lists a person may see: search, sort, filter by status, create, delete, share with the
 * organization. Choosing a list fires `store-api-list-select`; with `list-href` its name is a link.
 *
 * @element store-api-lists
 * @attr list-href - A link for each list, `{id}` replaced by its id (e.g. `/account/lists/{id}`).
 * @fires store-api-list-select - A list was chosen: `detail.listId`.
 * @csspart list - The lists.
 * @csspart item - One list.
 * @csspart button - Buttons.
 */
export class StoreApiLists extends StoreApiElement {
  static override properties = {
    ...StoreApiElement.properties,
    listHref: { type: String, attribute: 'list-href' },
    lists: { state: true },
    total: { state: true },
    term: { state: true },
    sort: { state: true },
    status: { state: true },
    creating: { state: true },
    sharing: { state: true },
  };

  declare listHref: string;
  declare lists: ProductList[];
  declare total: number;
  declare term: string;
  declare sort: SortKey;
  declare status: ListStatus | '';
  declare creating: boolean;
  /** The list whose sharing is open, with the organization's share it has now. */
  declare sharing: { listId: string; organization: OrganizationShare } | null;

  constructor() {
    super();
    this.listHref = '';
    this.lists = [];
    this.total = 0;
    this.term = '';
    this.sort = 'updated';
    this.status = '';
    this.creating = false;
    this.sharing = null;
  }

  protected override sessionChanged(): void {
    if (session.contextToken) void this.load();
    else this.lists = [];
  }

  /** Loads the lists again (after a change made elsewhere on the page, say). */
  async load(): Promise<void> {
    await this.act(async () => {
      const criteria: Record<string, unknown> = {
        limit: 100,
        sort: [SORTS[this.sort]],
        'total-count-mode': 'exact',
        includes: { product_list: ['id', 'name', 'itemCount', 'totalQuantity', 'status', 'access', 'shared', 'updatedAt', 'version'] },
      };
      if (this.term.trim()) criteria.term = this.term.trim();
      if (this.status) criteria.filter = [{ type: 'equals', field: 'status', value: this.status }];
      const answer = await this.call<SearchResult<ProductList>>('POST', '/store-api/product-lists', { body: criteria });
      this.lists = answer.elements;
      this.total = answer.total;
    });
  }

  private search(event: SubmitEvent): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    this.term = String(form.get('term') ?? '');
    this.sort = (String(form.get('sort')) as SortKey) in SORTS ? (String(form.get('sort')) as SortKey) : 'updated';
    this.status = String(form.get('status') ?? '') as ListStatus | '';
    void this.load();
  }

  private async create(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const formElement = event.target as HTMLFormElement;
    const name = String(new FormData(formElement).get('name') ?? '');
    const created = await this.act(() => this.call<ProductList>('POST', '/store-api/product-lists/create', { body: { name } }));
    if (!created) return;
    this.creating = false;
    await this.load();
    this.select(created.id);
  }

  private async deleteList(list: ProductList): Promise<void> {
    if (!confirm(this.t('confirmDeleteList', { name: list.name }))) return;
    await this.act(() => this.call('DELETE', `/store-api/product-lists/${encodeURIComponent(list.id)}`));
    await this.load();
  }

  private async openSharing(list: ProductList): Promise<void> {
    const shares = await this.act(() => this.call<{ organization: OrganizationShare | null }>('GET', sharesPath(list.id)));
    if (shares) this.sharing = { listId: list.id, organization: shares.organization ?? 'none' };
  }

  private async saveSharing(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    if (!this.sharing) return;
    const { listId } = this.sharing;
    const access = String(new FormData(event.target as HTMLFormElement).get('organization')) as OrganizationShare;
    const saved = await this.act(async () => {
      const { organization: _organization, ...others } = await this.call<Record<string, unknown>>('GET', sharesPath(listId));
      await this.call('PUT', sharesPath(listId), { body: access === 'none' ? cleanShares(others) : { ...cleanShares(others), organization: access } });
      return true;
    });
    if (!saved) return;
    this.sharing = null;
    await this.load();
  }

  private select(listId: string): void {
    this.dispatchEvent(new CustomEvent('store-api-list-select', { detail: { listId }, bubbles: true, composed: true }));
  }

  private renderName(list: ProductList) {
    if (this.listHref) return html`<a href=${this.listHref.replaceAll('{id}', encodeURIComponent(list.id))}>${list.name}</a>`;
    return html`<button class="secondary" part="button" @click=${() => this.select(list.id)}>${list.name}</button>`;
  }

  override render() {
    if (!session.contextToken) return this.renderLoggedOut();
    return html`<h2>${this.t('myLists')}</h2>
      <form role="search" @submit=${this.search}>
        <label>${this.t('searchLists')}<input name="term" type="search" .value=${this.term} /></label>
        <label>${this.t('sortBy')}<select name="sort">
          ${(Object.keys(SORTS) as SortKey[]).map((key) => html`<option value=${key} ?selected=${this.sort === key}>${this.t(`sort.${key}`)}</option>`)}
        </select></label>
        <label>${this.t('status')}<select name="status">
          <option value="" ?selected=${this.status === ''}>${this.t('status.any')}</option>
          ${(['draft', 'submitted', 'approved', 'rejected'] as const).map((status) => html`<option value=${status} ?selected=${this.status === status}>${this.t(`status.${status}`)}</option>`)}
        </select></label>
        <button part="button">${this.t('search')}</button>
      </form>
      ${
        this.creating
          ? html`<form @submit=${this.create}>
              <label>${this.t('listName')}<input name="name" required maxlength="255" /></label>
              <button part="button" ?disabled=${this.busy}>${this.t('create')}</button>
              <button part="button" type="button" class="secondary" @click=${() => (this.creating = false)}>${this.t('cancel')}</button>
            </form>`
          : html`<div class="row"><button part="button" @click=${this.openCreate}>${this.t('newList')}</button></div>`
      }
      ${this.renderError()}
      <p class="note" role="status">${this.t('listCount', { count: this.total })}</p>
      <ul class="plain" part="list">
        ${this.lists.map(
          (list) => html`<li part="item" data-list-id=${list.id}>
            <div class="row">
              <strong id=${`name-${list.id}`}>${this.renderName(list)}</strong>
              <span>${this.t('itemCount', { count: list.itemCount })}</span>
              <span>${this.t(`status.${list.status}`)}</span>
              ${list.access && list.access !== 'owner' ? html`<span>${this.t(`access.${list.access}`)}</span>` : nothing}
            </div>
            ${list.access === 'owner' ? this.renderOwnerActions(list) : nothing}
          </li>`,
        )}
      </ul>`;
  }

  private renderOwnerActions(list: ProductList) {
    if (this.sharing?.listId === list.id) {
      return html`<form @submit=${this.saveSharing}>
        <label>${this.t('shareWithOrganization')}<select name="organization">
          ${(['none', 'read', 'edit'] as const).map((access) => html`<option value=${access} ?selected=${this.sharing?.organization === access}>${this.t(`share.${access}`)}</option>`)}
        </select></label>
        <button part="button" ?disabled=${this.busy}>${this.t('saveSharing')}</button>
        <button part="button" type="button" class="secondary" @click=${() => (this.sharing = null)}>${this.t('cancel')}</button>
      </form>`;
    }
    return html`<div class="row">
      <button part="button" class="secondary" aria-describedby=${`name-${list.id}`} @click=${() => this.openSharing(list)}>${this.t('share')}</button>
      <button part="button" class="secondary" aria-describedby=${`name-${list.id}`} @click=${() => this.deleteList(list)}>${this.t('delete')}</button>
    </div>`;
  }

  private async openCreate(): Promise<void> {
    this.creating = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('input[name=name]')?.focus();
  }
}

function sharesPath(listId: string): string {
  return `/store-api/product-lists/${encodeURIComponent(listId)}/shares`;
}

/** The shares' answer keeps only what PUT takes (units and employees with their access). */
function cleanShares(shares: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (Array.isArray(shares.units))
    body.units = shares.units.map((share: { unitId: string; access: string }) => ({ unitId: share.unitId, access: share.access }));
  if (Array.isArray(shares.employees))
    body.employees = shares.employees.map((share: { employeeId: string; access: string }) => ({ employeeId: share.employeeId, access: share.access }));
  return body;
}
