/**
 * Store API's elements: one ES module that defines them all. A shop loads it once
 * (`<script type="module" src="https://api.example.com/store-api/_elements/store-api-elements.js">`)
 * and places the elements; they share the session the login element makes.
 */
import { StoreApiApprovals } from './approvals.element.js';
import { StoreApiEmployees } from './employees.element.js';
import { StoreApiList } from './list.element.js';
import { StoreApiLists } from './lists.element.js';
import { StoreApiLogin } from './login.element.js';
import { session } from './session.js';
import { StoreApiUnits } from './units.element.js';

const elements = {
  'store-api-login': StoreApiLogin,
  'store-api-lists': StoreApiLists,
  'store-api-list': StoreApiList,
  'store-api-approvals': StoreApiApprovals,
  'store-api-employees': StoreApiEmployees,
  'store-api-units': StoreApiUnits,
};

// A page that loads the module twice (two versions, say) keeps the first definitions.
for (const [name, element] of Object.entries(elements)) if (!customElements.get(name)) customElements.define(name, element);

export { StoreApiApprovals, StoreApiEmployees, StoreApiList, StoreApiLists, StoreApiLogin, StoreApiUnits, session };

declare global {
  interface HTMLElementTagNameMap {
    'store-api-login': StoreApiLogin;
    'store-api-lists': StoreApiLists;
    'store-api-list': StoreApiList;
    'store-api-approvals': StoreApiApprovals;
    'store-api-employees': StoreApiEmployees;
    'store-api-units': StoreApiUnits;
  }
}
