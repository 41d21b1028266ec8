import { html, nothing } from 'lit';
import { StoreApiElement } from './base.js';
import { session } from './session.js';
import { sortByPath } from './tree.js';
import type { Employee, Role, SearchResult, Unit } from './types.js';

interface Invited extends Employee {
  invitation?: { token: string; expiresAt?: string };
}

/**
 * The organization's employees (those in the caller's branch): search, invite, change role and unit,
 * deactivate and activate again.
 *
 * @element store-api-employees
 * @fires store-api-invitation - An employee was invited: `detail.employee`, `detail.token` (send it to them; it is answered once).
 * @csspart table - The employees.
 * @csspart item - One employee's row.
 * @csspart button - Buttons.
 * @csspart invitation - The invitation token just made.
 */
export class StoreApiEmployees extends StoreApiElement {
  static override properties = {
    ...StoreApiElement.properties,
    employees: { state: true },
    roles: { state: true },
    units: { state: true },
    term: { state: true },
    inviting: { state: true },
    invitation: { state: true },
    announcement: { state: true },
  };

  declare employees: Employee[];
  declare roles: Role[];
  declare units: Unit[];
  declare term: string;
  declare inviting: boolean;
  declare invitation: { email: string; token: string } | null;
  declare announcement: string;

  constructor() {
    super();
    this.employees = [];
    this.roles = [];
    this.units = [];
    this.term = '';
    this.inviting = false;
    this.invitation = null;
    this.announcement = '';
  }

  protected override sessionChanged(): void {
    this.invitation = null;
    if (!session.contextToken) {
      this.employees = [];
      return;
    }
    void this.load();
    void this.act(async () => {
      const [roles, units] = await Promise.all([
        this.call<SearchResult<Role>>('POST', '/store-api/roles', { body: { limit: 500, sort: [{ field: 'name', order: 'ASC' }] } }),
        this.call<SearchResult<Unit>>('POST', '/store-api/organization-units', { body: { limit: 500 } }),
      ]);
      this.roles = [
        { id: 'admin', name: 'admin' },
        { id: 'member', name: 'member' },
        ...roles.elements.filter((role) => role.id !== 'admin' && role.id !== 'member'),
      ];
      this.units = sortByPath(units.elements);
    });
  }

  /** Loads the employees again. */
  async load(): Promise<void> {
    const query = new URLSearchParams({ limit: '200', sort: 'lastName,firstName' });
    if (this.term.trim()) query.set('term', this.term.trim());
    const answer = await this.act(() => this.call<SearchResult<Employee>>('GET', `/store-api/employees?${query}`));
    if (answer) this.employees = answer.elements;
  }

  private search(event: SubmitEvent): void {
    event.preventDefault();
    this.term = String(new FormData(event.target as HTMLFormElement).get('term') ?? '');
    void this.load();
  }

  private async invite(event: SubmitEvent): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const body: Record<string, unknown> = { email: String(form.get('email') ?? '').trim(), role: String(form.get('role') || 'member') };
    for (const name of ['firstName', 'lastName'] as const) {
      const value = String(form.get(name) ?? '').trim();
      if (value) body[name] = value;
    }
    const unit = String(form.get('unitId') ?? '');
    if (unit !== 'default') body.unitId = unit === 'root' ? null : unit;
    const invited = await this.act(() => this.call<Invited>('POST', '/store-api/employee/add', { body }));
    if (!invited) return;
    this.inviting = false;
    if (invited.invitation?.token) {
      this.invitation = { email: invited.email, token: invited.invitation.token };
      this.dispatchEvent(
        new CustomEvent('store-api-invitation', { detail: { employee: invited, token: invited.invitation.token }, bubbles: true, composed: true }),
      );
    }
    this.announcement = this.t('invited', { email: invited.email });
    await this.load();
  }

  private async change(employee: Employee, body: Partial<Pick<Employee, 'role' | 'unitId' | 'status'>>): Promise<void> {
    const changed = await this.act(() =>
      this.call<Employee>('PATCH', `/store-api/employee/${encodeURIComponent(employee.id)}`, { body, headers: { 'if-match': `"${employee.version}"` } }),
    );
    if (changed) {
      this.employees = this.employees.map((each) => (each.id === changed.id ? changed : each));
      this.announcement = this.t('saved', { name: nameOf(changed) });
    } else {
      await this.load();
    }
  }

  private async openInvite(): Promise<void> {
    this.inviting = true;
    this.invitation = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>('input[name=email]')?.focus();
  }

  private unitOptions(selected: string | null) {
    return html`<option value="root" ?selected=${selected === null}>${this.t('organizationLevel')}</option>
      ${this.units.map((unit) => html`<option value=${unit.id} ?selected=${selected === unit.id}>${'\u2003'.repeat(unit.depth - 1)}${unit.name}</option>`)}`;
  }

  private roleOptions(selected: string) {
    return this.roles.map((role) => html`<option value=${role.id} ?selected=${selected === role.id}>${role.name}</option>`);
  }

  override render() {
    if (!session.contextToken) return this.renderLoggedOut();
    return html`<h2>${this.t('employees')}</h2>
      <form role="search" @submit=${this.search}>
        <label>${this.t('searchEmployees')}<input name="term" type="search" .value=${this.term} /></label>
        <button part="button">${this.t('search')}</button>
      </form>
      ${
        this.inviting
          ? html`<form @submit=${this.invite}>
              <label>${this.t('email')}<input name="email" type="email" required maxlength="255" /></label>
              <label>${this.t('firstName')}<input name="firstName" maxlength="255" /></label>
              <label>${this.t('lastName')}<input name="lastName" maxlength="255" /></label>
              <label>${this.t('role')}<select name="role">${this.roleOptions('member')}</select></label>
              <label>${this.t('unit')}<select name="unitId"><option value="default" selected>${this.t('myUnit')}</option>${this.unitOptions('')}</select></label>
              <button part="button" ?disabled=${this.busy}>${this.t('sendInvitation')}</button>
              <button part="button" type="button" class="secondary" @click=${() => (this.inviting = false)}>${this.t('cancel')}</button>
            </form>`
          : html`<div class="row"><button part="button" @click=${this.openInvite}>${this.t('inviteEmployee')}</button></div>`
      }
      ${
        this.invitation
          ? html`<p class="note" part="invitation">${this.t('invitationToken', { email: this.invitation.email })} <code>${this.invitation.token}</code></p>`
          : nothing
      }
      ${this.renderError()}
      <p class="visually-hidden" role="status">${this.announcement}</p>
      <table part="table">
        <caption class="visually-hidden">${this.t('employees')}</caption>
        <thead><tr><th>${this.t('name')}</th><th>${this.t('email')}</th><th>${this.t('status')}</th><th>${this.t('role')}</th><th>${this.t('unit')}</th><th>${this.t('actions')}</th></tr></thead>
        <tbody>
          ${this.employees.map(
            (employee) => html`<tr part="item" data-employee-id=${employee.id}>
              <th scope="row">${nameOf(employee)}</th>
              <td>${employee.email}</td>
              <td>${this.t(`employeeStatus.${employee.status}`)}</td>
              <td><select aria-label=${this.t('roleOf', { name: nameOf(employee) })} @change=${(event: Event) => this.change(employee, { role: (event.target as HTMLSelectElement).value })}>
                ${this.roleOptions(employee.role)}
              </select></td>
              <td><select aria-label=${this.t('unitOf', { name: nameOf(employee) })}
                @change=${(event: Event) => {
                  const value = (event.target as HTMLSelectElement).value;
                  void this.change(employee, { unitId: value === 'root' ? null : value });
                }}>${this.unitOptions(employee.unitId)}</select></td>
              <td>${
                employee.status === 'inactive'
                  ? html`<button part="button" class="secondary" aria-label=${this.t('activateName', { name: nameOf(employee) })} @click=${() => this.change(employee, { status: 'active' })}>${this.t('activate')}</button>`
                  : employee.status === 'active'
                    ? html`<button part="button" class="secondary" aria-label=${this.t('deactivateName', { name: nameOf(employee) })} @click=${() => this.change(employee, { status: 'inactive' })}>${this.t('deactivate')}</button>`
                    : nothing
              }</td>
            </tr>`,
          )}
        </tbody>
      </table>`;
  }
}

function nameOf(employee: Employee): string {
  return [employee.firstName, employee.lastName].filter(Boolean).join(' ') || employee.email;
}
