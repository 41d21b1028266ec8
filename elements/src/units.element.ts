import { html, nothing } from 'lit';
import { StoreApiElement } from './base.js';
import { sortByPath } from './tree.js';
import { session } from './session.js';
import type { SearchResult, Unit } from './types.js';

interface UnitWithCounts extends Unit {
  childCount?: number;
  employeeCount?: number;
}

type Editing = { unitId: string; action: 'rename' | 'move' | 'delete' };

/**
 * The organization's units as a tree: create, rename, move under another unit, delete (a unit that
 * holds employees or units names where they go).
 *
 * @element store-api-units
 * @csspart tree - The tree of units.
 * @csspart item - One unit.
 * @csspart button - Buttons.
 */
export class StoreApiUnits extends StoreApiElement {
  static override properties = {
    ...StoreApiElement.properties,
    units: { state: true },
    editing: { state: true },
    creating: { state: true },
    announcement: { state: true },
  };

  declare units: UnitWithCounts[];
  declare editing: Editing | null;
  declare creating: boolean;
  declare announcement: string;

  constructor() {
    super();
    this.units = [];
    this.editing = null;
    this.creating = false;
    this.announcement = '';
  }

  protected override sessionChanged(): void {
    if (session.contextToken) void this.load();
    else this.units = [];
  }

  /** Loads the tree again. */
  async load(): Promise<void> {
    const answer = await this.act(() => this.call<SearchResult<UnitWithCounts>>('POST', '/store-api/organization-units', { body: { limit: 500 } }));
    if (answer) this.units = sortByPath(answer.elements);
  }

  private async run(action: () => Promise<unknown>, announcement: string): Promise<void> {
    // A form opened while this action ran (another unit's, say) stays open: only the form it came from closes.
    const editing = this.editing;
    const done = await this.act(async () => {
      await action();
      return true;
    });
    if (!done) return;
    if (this.editing === editing) this.editing = null;
    this.creating = false;
    this.announcement = announcement;
    await this.load();
  }

  private path(unit: Unit): string {
    return `/store-api/organization-unit/${encodeURIComponent(unit.id)}`;
  }

  private create(event: SubmitEvent): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const name = String(form.get('name') ?? '').trim();
    const parent = String(form.get('parentId') ?? 'root');
    void this.run(
      () => this.call('POST', '/store-api/organization-unit', { body: { name, parentId: parent === 'root' ? null : parent } }),
      this.t('unitCreated', { name }),
    );
  }

  private submitEdit(unit: UnitWithCounts, event: SubmitEvent): void {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const headers = { 'if-match': `"${unit.version}"` };
    switch (this.editing?.action) {
      case 'rename': {
        const name = String(form.get('name') ?? '').trim();
        void this.run(() => this.call('PATCH', this.path(unit), { body: { name }, headers }), this.t('unitRenamed', { name }));
        break;
      }
      case 'move': {
        const parent = String(form.get('parentId') ?? 'root');
        void this.run(
          () => this.call('PATCH', this.path(unit), { body: { parentId: parent === 'root' ? null : parent }, headers }),
          this.t('unitMoved', { name: unit.name }),
        );
        break;
      }
      case 'delete': {
        const moveTo = String(form.get('moveTo') ?? '');
        const query = moveTo ? `?moveTo=${encodeURIComponent(moveTo)}` : '';
        void this.run(() => this.call('DELETE', `${this.path(unit)}${query}`), this.t('unitDeleted', { name: unit.name }));
        break;
      }
    }
  }

  private async edit(unit: Unit, action: Editing['action']): Promise<void> {
    this.editing = { unitId: unit.id, action };
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`li[data-unit-id="${CSS.escape(unit.id)}"] form :is(input, select)`)?.focus();
  }

  private async openCreate(): Promise<void> {
    this.creating = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('form.create input[name=name]')?.focus();
  }

  private parentOptions(except: Unit | undefined, selected: string | null) {
    const allowed = this.units.filter((unit) => !except || !unit.path.includes(except.id));
    return html`<option value="root" ?selected=${selected === null}>${this.t('organizationLevel')}</option>
      ${allowed.map((unit) => html`<option value=${unit.id} ?selected=${selected === unit.id}>${'\u2003'.repeat(unit.depth - 1)}${unit.name}</option>`)}`;
  }

  private renderEditor(unit: UnitWithCounts) {
    if (this.editing?.unitId !== unit.id) return nothing;
    const cancel = html`<button part="button" type="button" class="secondary" @click=${() => (this.editing = null)}>${this.t('cancel')}</button>`;
    const submit = (event: SubmitEvent) => this.submitEdit(unit, event);
    switch (this.editing.action) {
      case 'rename':
        return html`<form @submit=${submit}>
          <label>${this.t('newName')}<input name="name" required maxlength="255" .value=${unit.name} /></label>
          <button part="button" ?disabled=${this.busy}>${this.t('save')}</button>${cancel}
        </form>`;
      case 'move':
        return html`<form @submit=${submit}>
          <label>${this.t('newParent')}<select name="parentId">${this.parentOptions(unit, unit.parentId)}</select></label>
          <button part="button" ?disabled=${this.busy}>${this.t('move')}</button>${cancel}
        </form>`;
      case 'delete':
        return html`<form @submit=${submit}>
          <label>${this.t('moveContentsTo')}<select name="moveTo">
            <option value="">${this.t('nothingToMove')}</option>
            ${this.parentOptions(unit, '')}
          </select></label>
          <button part="button" ?disabled=${this.busy}>${this.t('deleteUnit')}</button>${cancel}
        </form>`;
    }
  }

  override render() {
    if (!session.contextToken) return this.renderLoggedOut();
    return html`<h2>${this.t('units')}</h2>
      ${
        this.creating
          ? html`<form class="create" @submit=${this.create}>
              <label>${this.t('unitName')}<input name="name" required maxlength="255" /></label>
              <label>${this.t('parentUnit')}<select name="parentId">${this.parentOptions(undefined, null)}</select></label>
              <button part="button" ?disabled=${this.busy}>${this.t('createUnit')}</button>
              <button part="button" type="button" class="secondary" @click=${() => (this.creating = false)}>${this.t('cancel')}</button>
            </form>`
          : html`<div class="row"><button part="button" @click=${this.openCreate}>${this.t('newUnit')}</button></div>`
      }
      ${this.renderError()}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <ul class="plain" part="tree" aria-label=${this.t('units')}>
        ${this.units.map(
          (unit) => html`<li part="item" data-unit-id=${unit.id} style="padding-inline-start: ${(unit.depth - 1) * 1.5}rem">
            <div class="row">
              <strong>${unit.name}</strong>
              ${unit.employeeCount !== undefined ? html`<span class="note">${this.t('employeeCount', { count: unit.employeeCount })}</span>` : nothing}
              <button part="button" class="secondary" aria-label=${this.t('renameName', { name: unit.name })} @click=${() => this.edit(unit, 'rename')}>${this.t('rename')}</button>
              <button part="button" class="secondary" aria-label=${this.t('moveName', { name: unit.name })} @click=${() => this.edit(unit, 'move')}>${this.t('move')}</button>
              <button part="button" class="secondary" aria-label=${this.t('deleteName', { name: unit.name })} @click=${() => this.edit(unit, 'delete')}>${this.t('delete')}</button>
            </div>
            ${this.renderEditor(unit)}
          </li>`,
        )}
      </ul>`;
  }
}
