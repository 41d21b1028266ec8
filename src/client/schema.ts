// Generated from the OpenAPI document by openapi-typescript: do not edit. `UPDATE_DOCS=1 npm test` rewrites it.

export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up. */
        get: operations["readLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database answers and the instance is not shutting down; take traffic. */
        get: operations["readReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The service's address: a redirect (302) to the docs page. */
        get: operations["readRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/_info/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The version of the service. */
        get: operations["readVersion"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/_info/openapi3.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document, generated from the route schemas.
         * @description The interactive reference at /store-api/_info/swagger.html reads the same document.
         */
        get: operations["readOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in with email or employee id; answers the context token.
         * @description Any sw-context-token the client still sends is ignored here. The right password of an organization whose policy turns password logins off (`passwordLogin: false`) is a 403 `AUTH__PASSWORD_LOGIN_DISABLED`: its people sign in through single sign-on. The right password of a person with a second factor is a 401 `AUTH__SECOND_FACTOR_REQUIRED` whose `meta.parameters.challenge` goes to `POST /account/login/second-factor` with a code.
         */
        post: operations["loginEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/login/second-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a password login with the second factor: the challenge of its 401 and a code.
         * @description A TOTP code works once, with one step (30 s) of clock drift either way; a recovery code is used up. Attempts count against the person and the address as logins do (429 beyond the limit); five wrong codes end the challenge. A wrong code, and an unknown, used or expired challenge, are the same 401 `AUTH__SECOND_FACTOR_INVALID`.
         */
        post: operations["loginSecondFactor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/second-factor/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enroll a TOTP second factor: a secret for the authenticator app, on once a code confirms it.
         * @description The second factor is the person's: it guards their password logins in every organization. Asked again before confirming, the secret is replaced; with one on already, 409 `AUTH__SECOND_FACTOR_ACTIVE`.
         */
        post: operations["enrollTotp"];
        /** Turn the second factor off with a code (TOTP or recovery); the recovery codes go with it. */
        delete: operations["disableTotp"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/second-factor/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn the enrolled second factor on with a code of it; answers ten single-use recovery codes, this once.
         * @description A wrong code is a 400 at `/code`; nothing enrolled, 409 `AUTH__SECOND_FACTOR_NOT_ENROLLED`. From now on a password login answers 401 `AUTH__SECOND_FACTOR_REQUIRED` with a challenge.
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session of this context token at once. */
        post: operations["logoutEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in employee and their permissions. */
        get: operations["readAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/switch-organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move to another organization of the same person: a new context token there; this one ends.
         * @description One login may be an employee of several organizations (`organizations` in the login's answer and in `GET /account/me`). An invitation there is accepted. An organization the person does not belong to (or is inactive in) is a 404 `ORGANIZATION__NOT_FOUND`. The organization becomes the one a login without `organization` opens.
         */
        post: operations["switchOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The logged-in employee's open sessions: every device they are logged in on.
         * @description `current` marks the session of this request's context token. `lastUsedAt` is kept to the minute.
         */
        get: operations["listAccountSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End one of the logged-in employee's sessions (another device's, or this one): its token is refused from the next request on, on every instance. */
        delete: operations["endAccountSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the employees of the organization (query parameters; total counted exactly).
         * @description Requires the permission `employee.read`.
         */
        get: operations["listEmployees"];
        put?: never;
        /**
         * Send Employees list: create or update 1–1000 employee records, all or nothing.
         * @description Each record needs `id`; `unitId` (a unit of your branch, or null) or `unit` (an id or a path of names) places it in a unit (new records: your own unit by default); `password` is optional (a new record without one is `invited`). One bad record is a 400 naming it by pointer (`/3/email`) and nothing is written. A single object is also accepted. As `text/csv`: columns `id,password,email,firstName,lastName,role,unit` (`unit`: a unit id or a path of names such as `Sales/North`) (`,` or `;`, header optional, UTF-8 with or without BOM; an empty cell is an absent field), problems named by line (`/lines/5/email`).
         *
         *     Requires the permission `employee.create`.
         */
        post: operations["upsertEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Employees: one employee, active at once when a password is given, else invited.
         * @description Requires the permission `employee.create`.
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employee/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add Employee: invite one; the answer carries the one-time invitation token.
         * @description Requires the permission `employee.create`.
         */
        post: operations["inviteEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employee/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation: set the password, become active and get a session.
         * @description A person who has a login already (an employee of another organization) accepts with their own password, which stays as it is (a wrong one: 401 `AUTH__INVALID_CREDENTIALS`); with a second factor, the answer is the login's 401 `AUTH__SECOND_FACTOR_REQUIRED`, and completing it accepts. Signing in to the organization accepts too.
         */
        post: operations["acceptEmployeeInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employee/reinvite/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new invitation for an invited employee; the old token stops working.
         * @description Requires the permission `employee.create`.
         */
        post: operations["reinviteEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employee/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve Employees: one employee (members: only themselves).
         * @description Requires the permission `employee.read`.
         */
        get: operations["readEmployee"];
        put?: never;
        post?: never;
        /**
         * Delete Employee: their sessions end at once; their product lists stay, owned by nobody.
         * @description Requires the permission `employee.delete`.
         */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        /**
         * Update Employees: a partial update (members: their own names and password).
         * @description Changing one's own password needs `currentPassword`, ends every session of the employee and answers a new `sw-context-token` header. `If-Match: "<version>"` makes the update conditional (412).
         *
         *     Requires the permission `employee.edit`.
         */
        patch: operations["updateEmployee"];
        trace?: never;
    };
    "/store-api/employees/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the employees of the organization with Criteria.
         * @description Filter and sort by id, email, firstName, lastName, role, status, createdAt, updatedAt, lastLoginAt; `term` searches email, names and id.
         *
         *     Requires the permission `employee.read`.
         */
        post: operations["searchEmployees"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Product Lists: search the lists the caller may see (Criteria).
         * @description Members see their own lists; holders of `product_list.read.all` (admins) every list of the organization. Filter and sort by name, ownerId, createdAt, updatedAt, itemCount; `term` searches name and description; `associations.lineItems` adds line items.
         *
         *     Requires the permission `product_list.read`.
         */
        post: operations["searchProductLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Product Lists: one list, with line items if given.
         * @description Honours `Idempotency-Key`: a repeat with the same key and body answers the first answer and creates nothing; the same key with another body is a 409.
         *
         *     Requires the permission `product_list.create`.
         */
        post: operations["createProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve Product List: one list with its line items (ETag; If-None-Match → 304).
         * @description Requires the permission `product_list.read`.
         */
        get: operations["readProductList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete Product Lists: without a body the whole list (204); with `items` only those entries (200, the list).
         * @description `items`: line-item ids or product ids, as one string, a comma-separated string or an array. Removal is atomic: any entry not in the list is a 404 naming it, and nothing is removed. Deleting the whole list needs `product_list.delete`.
         *
         *     Requires the permission `product_list.edit`.
         */
        delete: operations["deleteProductList"];
        options?: never;
        head?: never;
        /**
         * Update Product Lists: name, description; line items upserted by productId (quantity 0 removes).
         * @description `If-Match: "<version>"` makes the update conditional (412). Concurrent updates of one list never lose each other's line items.
         *
         *     Requires the permission `product_list.edit`.
         */
        patch: operations["updateProductList"];
        trace?: never;
    };
    "/store-api/product-lists/product/{id}/{productListId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove product from list: `{id}` is the product id, `{productListId}` the list.
         * @description Requires the permission `product_list.edit`.
         */
        delete: operations["removeProductFromProductList"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Duplicate a list with its line items; the copy belongs to the caller.
         * @description Requires the permission `product_list.create`.
         */
        post: operations["duplicateProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Shares of a list: with the whole organization and with colleagues, each read or edit.
         * @description Requires the permission `product_list.read`.
         */
        get: operations["readProductListShares"];
        /**
         * Share a list: its shares become exactly these (idempotent). Owner or product_list.edit.all only.
         * @description `organization` shares with every employee of the organization; `employees` with colleagues by id, each `read` (read, duplicate) or `edit` (also change items, name, description). Nobody but the owner (or a holder of `product_list.edit.all`) deletes or shares a list. `{}` unshares. A change of the list: a new version, and `If-Match: "<version>"` makes it conditional (412).
         *
         *     Requires the permission `product_list.edit`.
         */
        put: operations["replaceProductListShares"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Put a list's line items in this order: the ids of exactly its current items.
         * @description Names every line item of the list once, in the new order (positions become 1…n). When the ids are not exactly the current items (one was added or removed meanwhile), a 409 `PRODUCT_LIST__ORDER_MISMATCH` names the difference and nothing changes. `If-Match: "<version>"` makes it conditional (412).
         *
         *     Requires the permission `product_list.edit`.
         */
        post: operations["reorderProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A list's line items as CSV (`productId,quantity,note`), or as JSON rows with `Accept: application/json`.
         * @description RFC 4180, UTF-8, CRLF, a header row, in position order; streamed. Import the file into any list (`POST …/import`) to get the same items. The ETag is the list's version.
         *
         *     Requires the permission `product_list.read`.
         */
        get: operations["exportProductList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import line items from CSV: `mode=merge` (default) upserts, `mode=replace` makes the list exactly the file. All or nothing.
         * @description Content-Type `text/csv`: columns `productId,quantity,note` separated by `,` or `;`, with or without a header row (a header may name them in any order and leave out quantity or note: then existing items keep theirs), UTF-8 with or without BOM. merge: new products go to the end in the file's order, quantity 0 removes. replace: the list holds exactly the file's products, in its order. Every bad row is reported at once as `/lines/<line>/<column>` (line numbers as a spreadsheet shows them) and nothing changes. Limits: the file up to IMPORT_BODY_LIMIT_BYTES (413), the list up to PRODUCT_LIST_MAX_LINE_ITEMS items.
         *
         *     Requires the permission `product_list.edit`.
         */
        post: operations["importProductList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/events/ticket": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A single-use ticket (60 s) to open the list's event stream from a browser's EventSource.
         * @description EventSource cannot send headers, and a context token in a URL would end up in proxy logs: ask for a ticket with the headers, then open `GET …/events?ticket=…`. The ticket works once, for this list, as this session.
         *
         *     Requires the permission `product_list.read`.
         */
        post: operations["createProductListEventTicket"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live changes of a list (Server-Sent Events): every change, with the new version and what changed.
         * @description Events: `ready` (the version now), `list.changed` (data: listId, version, updatedAt, updatedBy, changes such as items.added/items.changed/items.removed/items.reordered/renamed/described/shared, items: the product ids; complete: false when they were too many to name), `list.deleted` (then the stream ends), `reset` (events were missed: reload the list), `revoked` (the session ended or the list is no longer visible; the stream ends). Each event's id is the list's version: a reconnect with `Last-Event-ID` resumes. A comment line every heartbeat keeps proxies from closing an idle stream. Auth: the usual headers, or `?ticket=` from `POST …/events/ticket`.
         *
         *     Requires the permission `product_list.read`.
         */
        get: operations["streamProductListEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every permission a role can hold, with what it allows, grouped.
         * @description Requires the permission `role.read`.
         */
        get: operations["listPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the roles of the organization with Criteria (the built-in admin and member included).
         * @description Filter by id, name, builtIn, createdAt, updatedAt; sort by id, name, createdAt, updatedAt; `term` searches name and description.
         *
         *     Requires the permission `role.read`.
         */
        post: operations["searchRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a role: a name and permissions (only permissions the caller holds).
         * @description Requires the permission `role.create`, held at organization level.
         */
        post: operations["createRole"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/role/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a role.
         * @description Requires the permission `role.read`.
         */
        get: operations["readRole"];
        put?: never;
        post?: never;
        /**
         * Delete a role; while employees hold it, `replacement` names the role they get instead.
         * @description Without `replacement`, a role in use is a 409 naming how many employees hold it. The built-in roles cannot be deleted (409).
         *
         *     Requires the permission `role.delete`, held at organization level.
         */
        delete: operations["deleteRole"];
        options?: never;
        head?: never;
        /**
         * Update a role: name, description, permissions. Counts for its employees from their next request.
         * @description The caller must hold every permission the role has and every one it is given. The built-in roles cannot be changed (409). `If-Match: "<version>"` makes the update conditional (412).
         *
         *     Requires the permission `role.edit`, held at organization level.
         */
        patch: operations["updateRole"];
        trace?: never;
    };
    "/store-api/organization-unit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a unit: under `parentId`, or directly under the organization (null).
         * @description Unit-level callers create units below their own unit only (absent `parentId`: directly below it). At most 5 levels (409 `ORGANIZATION_UNIT__TOO_DEEP`); names are unique among siblings, ignoring case (409 `ORGANIZATION_UNIT__DUPLICATE_NAME`).
         *
         *     Requires the permission `organization_unit.create`.
         */
        post: operations["createOrganizationUnit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/organization-units": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the units of one's branch with Criteria; elements carry childCount and employeeCount.
         * @description Filter by id, name, parentId (null: top units), depth, createdAt, updatedAt; sort by id, name, depth, createdAt, updatedAt; `term` searches the name.
         *
         *     Requires the permission `organization_unit.read`.
         */
        post: operations["searchOrganizationUnits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/organization-unit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a unit of one's branch.
         * @description Requires the permission `organization_unit.read`.
         */
        get: operations["readOrganizationUnit"];
        put?: never;
        post?: never;
        /**
         * Delete a unit; while it holds employees or units, `moveTo` says where they go.
         * @description Without `moveTo`, a unit holding anything is a 409 `ORGANIZATION_UNIT__NOT_EMPTY` with the counts (`meta.parameters.employees`, `childUnits`). `moveTo=<unit id>` or `moveTo=root` (the organization level) moves them in the same transaction. Shares of lists with the unit end.
         *
         *     Requires the permission `organization_unit.delete`.
         */
        delete: operations["deleteOrganizationUnit"];
        options?: never;
        head?: never;
        /**
         * Rename a unit, or move it with everything below it (`parentId`).
         * @description Under itself or a unit below it: 409 `ORGANIZATION_UNIT__CYCLE`; deeper than 5 levels: 409 `ORGANIZATION_UNIT__TOO_DEEP`; a sibling's name: 409 `ORGANIZATION_UNIT__DUPLICATE_NAME`. A unit's own employees cannot change it (it is managed from above). What every session may do follows on its next request. `If-Match` makes it conditional (412).
         *
         *     Requires the permission `organization_unit.edit`.
         */
        patch: operations["updateOrganizationUnit"];
        trace?: never;
    };
    "/store-api/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the history of the caller's reach (Criteria): every change, login and failed login, newest first.
         * @description Filter by id, sequence, type, occurredAt, actorType, actorId, resourceType, resourceId, requestId; sort by sequence, occurredAt, type. A unit-level reader sees the entries about their branch. Nothing changes or deletes an entry; only AUDIT_RETENTION_DAYS removes old ones.
         *
         *     Requires the permission `audit.read`.
         */
        post: operations["searchAuditLog"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/product-lists/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of a list: who changed what and when, newest first.
         * @description Whoever may read the list may read its history (as `updatedBy`, it names colleagues). Line items appear as `lineItems.<productId>` in `changes`.
         *
         *     Requires the permission `product_list.read`.
         */
        get: operations["readProductListHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/employee/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The history of an employee: changes, logins and failed logins, newest first.
         * @description Requires the permission `audit.read`.
         */
        get: operations["readEmployeeHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register a webhook: events committed from now on are POSTed to `url`, signed. The answer carries the secret, this once.
         * @description The URL must be https:// and resolve to public addresses only (400 at /url otherwise). Deliveries: the event as JSON, headers `Store-Api-Event-Id`, `Store-Api-Event-Type`, `Store-Api-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`; a 2xx within 10 s is delivered, anything else retried with backoff, in sequence order, for 24 hours.
         *
         *     Requires the permission `webhook.create`, held at organization level.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Search the organization's webhooks (Criteria).
         * @description Filter by id, url, status, createdAt, updatedAt; sort by the same; `term` searches url and description.
         *
         *     Requires the permission `webhook.read`, held at organization level.
         */
        post: operations["searchWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/webhook/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Retrieve a webhook (never its secret).
         * @description Requires the permission `webhook.read`, held at organization level.
         */
        get: operations["readWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook and its delivery log.
         * @description Requires the permission `webhook.delete`, held at organization level.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change a webhook: url, events, description; `status: active` enables a failing or disabled one, `disabled` pauses it.
         * @description Requires the permission `webhook.edit`, held at organization level.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/store-api/webhook/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The webhook's recent delivery attempts, newest first: event, outcome, status, duration, error.
         * @description Requires the permission `webhook.read`, held at organization level.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/webhook/{id}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deliver again every matching event from `fromSequence` on, in order.
         * @description Requires the permission `webhook.edit`, held at organization level.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/organization": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's organization: its name and policies.
         * @description Requires the permission `organization.read`.
         */
        get: operations["readOrganization"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the organization's name and policies.
         * @description Policies: `passwordLogin` (false: employees cannot log in by password; 409 `ORGANIZATION__SSO_REQUIRED` while the organization has no single sign-on), `requireSecondFactor` (true: the sessions of employees without a second factor may only enroll one, from their next request on: 403 `AUTH__SECOND_FACTOR_ENROLLMENT_REQUIRED` elsewhere), `listRetentionDays` (lists unchanged that many days are deleted; null keeps them). A change is an `organization.changed` event. `If-Match` makes it conditional (412).
         *
         *     Requires the permission `organization.edit`, held at organization level.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/store-api/organization/sso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization's single sign-on: its OpenID provider, and the addresses to register there.
         * @description The client secret is never answered. 404 `SSO__NOT_CONFIGURED` while there is none.
         *
         *     Requires the permission `organization.read`.
         */
        get: operations["readSso"];
        /**
         * Set up (or replace) the organization's single sign-on with an OpenID provider.
         * @description The provider's discovery document is read now: an issuer it does not confirm, or one out of reach, is a 400 `SSO__DISCOVERY_FAILED` and nothing is saved. The issuer must be https:// (http:// only where the operator set SSO_ALLOW_HTTP_ISSUERS). Register `callbackUrl` of the answer as the client's redirect URI. A new issuer forgets which provider subject was which employee. A change is an `organization.sso_configured` event (without the secret).
         *
         *     Requires the permission `organization.edit`, held at organization level.
         */
        put: operations["replaceSso"];
        post?: never;
        /**
         * Remove the organization's single sign-on.
         * @description Refused (409 `ORGANIZATION__SSO_REQUIRED`) while password logins are off: nobody could sign in. Sessions opened through it stay until they end.
         *
         *     Requires the permission `organization.edit`, held at organization level.
         */
        delete: operations["deleteSso"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/sso/{organizationId}/redirect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A browser starts signing in: a redirect (302) to the organization's identity provider.
         * @description Opened by the browser itself (a link or `location.href`), so it takes no headers. `returnTo` must be on an origin of SSO_ALLOWED_RETURN_ORIGINS (400 `SSO__RETURN_TO_NOT_ALLOWED`: never an open redirect). The sign-in must come back within 10 minutes.
         */
        get: operations["startSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/sso/{organizationId}/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity provider sends the browser back here; it goes on to `returnTo` with a one-time code (302).
         * @description Checks the state (single use), exchanges the provider's code with the PKCE verifier, and checks the ID token: issuer, audience, signature, expiry, nonce. The person is matched by the provider's subject (remembered at the first sign-in), else by a verified email of `emailDomains`; with `provisioning`, an unknown person becomes an active employee. The browser goes to `returnTo?code=<one-time code>` (60 s, for `POST /account/sso/exchange`), or to `returnTo?error=<reason>`: `SSO__PROVIDER_ERROR`, `SSO__TOKEN_INVALID`, `SSO__EMAIL_NOT_VERIFIED`, `SSO__EMAIL_NOT_ALLOWED`, `SSO__UNKNOWN_PERSON`, `SSO__ACCOUNT_INACTIVE`, `SSO__IDENTITY_CONFLICT`, `SSO__NOT_CONFIGURED`. An unknown, used or expired state is a 400 `SSO__STATE_INVALID` (there is nowhere safe to send the browser).
         */
        get: operations["completeSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/store-api/account/sso/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Exchange the one-time code of a single sign-on for a context token, as a login answers it.
         * @description The code works once, for 60 s; used, expired or unknown, it is a 401 `AUTH__SSO_CODE_INVALID`. A person with a second factor gets its challenge (401 `AUTH__SECOND_FACTOR_REQUIRED`), as at a password login; an invitation is accepted.
         */
        post: operations["exchangeSsoCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error answer, from every layer, has this shape. */
        ErrorEnvelope: {
            errors: {
                /** @example 404 */
                status: string;
                /** @example PRODUCT_LIST__NOT_FOUND */
                code: string;
                title: string;
                detail: string;
                source?: {
                    pointer: string;
                };
                meta?: {
                    [key: string]: unknown;
                };
            }[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    readLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok"
                     *     }
                     */
                    "application/json": {
                        status: string;
                        database?: string;
                    };
                };
            };
        };
    };
    readReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "ok",
                     *       "database": "sqlite"
                     *     }
                     */
                    "application/json": {
                        status: string;
                        database?: string;
                    };
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": "draining",
                     *       "database": "postgres"
                     *     }
                     */
                    "application/json": {
                        status: string;
                        database?: string;
                    };
                };
            };
        };
    };
    readRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect: Location names where to go. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readVersion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "store_api_version",
                     *       "version": "0.1.0"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "store_api_version";
                        version: string;
                    };
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "openapi": "3.1.0",
                     *       "info": {
                     *         "title": "Store API",
                     *         "version": "0.1.0"
                     *       },
                     *       "paths": {}
                     *     }
                     */
                    "application/json": {
                        openapi: string;
                        info: {
                            [key: string]: unknown;
                        };
                        paths: {
                            [key: string]: unknown;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "username": "emp-1042",
                 *       "password": "correct horse battery",
                 *       "organization": "01936b1c4f107a4c8e1d2b3c4d5e6f70"
                 *     }
                 */
                "application/json": {
                    /** @description The employee's email or id. */
                    username: string;
                    password: string;
                    /** @description The organization's id: employee ids are unique only within an organization, so a login by id names it (without, an id works only while no other organization has it). Not needed with an email. */
                    organization?: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    /** @description The new session's context token (the same as in the body). */
                    "sw-context-token"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "array_struct",
                     *       "contextToken": "Qm9vdHN0cmFwLXRva2VuLTMyLWJ5dGVzLWxvbmctZXhhbXBsZQ",
                     *       "employee": {
                     *         "apiAlias": "b2b_employee",
                     *         "id": "emp-1042",
                     *         "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *         "email": "mia.weber@acme.example",
                     *         "firstName": "Mia",
                     *         "lastName": "Weber",
                     *         "role": "member",
                     *         "status": "active",
                     *         "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *         "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *         "createdAt": "2026-11-23T09:30:00.000Z",
                     *         "updatedAt": "2026-11-23T09:30:00.000Z",
                     *         "version": 1
                     *       },
                     *       "organizations": [
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Acme Trading",
                     *           "employeeId": "emp-1042",
                     *           "status": "active"
                     *         },
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *           "name": "Globex Wholesale",
                     *           "employeeId": "G-77",
                     *           "status": "invited"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "array_struct";
                        /** @description Send it as the sw-context-token header on every later call. */
                        contextToken: string;
                        /** @description An employee of a business customer. */
                        employee: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee";
                            id: string;
                            organizationId: string;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                            version: number;
                        };
                        /** @description Every organization the person belongs to (one login, several organizations), by name. */
                        organizations: {
                            /** @description The organization's id: `organization` in a login, `organizationId` in a switch. */
                            id: string;
                            name: string;
                            /** @description The person's employee id there. */
                            employeeId: string;
                            /** @description `invited`: signing in there (or switching to it) accepts the invitation. */
                            status: "active" | "invited";
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    loginSecondFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "challenge": "Y2hhbGxlbmdlLTMyLWJ5dGVzLWxvbmctZXhhbXBsZS10b2tlbg",
                 *       "code": "492039"
                 *     }
                 */
                "application/json": {
                    /** @description `meta.parameters.challenge` of the login's 401 `AUTH__SECOND_FACTOR_REQUIRED`. */
                    challenge: string;
                    /** @description The 6 digits the authenticator app shows, or a recovery code. */
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "array_struct",
                     *       "contextToken": "Qm9vdHN0cmFwLXRva2VuLTMyLWJ5dGVzLWxvbmctZXhhbXBsZQ",
                     *       "employee": {
                     *         "apiAlias": "b2b_employee",
                     *         "id": "emp-1042",
                     *         "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *         "email": "mia.weber@acme.example",
                     *         "firstName": "Mia",
                     *         "lastName": "Weber",
                     *         "role": "member",
                     *         "status": "active",
                     *         "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *         "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *         "createdAt": "2026-11-23T09:30:00.000Z",
                     *         "updatedAt": "2026-11-23T09:30:00.000Z",
                     *         "version": 1
                     *       },
                     *       "organizations": [
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Acme Trading",
                     *           "employeeId": "emp-1042",
                     *           "status": "active"
                     *         },
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *           "name": "Globex Wholesale",
                     *           "employeeId": "G-77",
                     *           "status": "invited"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "array_struct";
                        /** @description Send it as the sw-context-token header on every later call. */
                        contextToken: string;
                        /** @description An employee of a business customer. */
                        employee: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee";
                            id: string;
                            organizationId: string;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                            version: number;
                        };
                        /** @description Every organization the person belongs to (one login, several organizations), by name. */
                        organizations: {
                            /** @description The organization's id: `organization` in a login, `organizationId` in a switch. */
                            id: string;
                            name: string;
                            /** @description The person's employee id there. */
                            employeeId: string;
                            /** @description `invited`: signing in there (or switching to it) accepts the invitation. */
                            status: "active" | "invited";
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    enrollTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A TOTP secret to enroll (SHA-1, 6 digits, 30 s): not on until a code of it is confirmed. */
            201: {
                headers: {
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_totp_enrollment",
                     *       "secret": "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
                     *       "otpauthUri": "otpauth://totp/Store%20API:mia.weber%40acme.example?issuer=Store%20API&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_totp_enrollment";
                        /** @description Base32, for typing into an authenticator app. */
                        secret: string;
                        /** @description The same as an otpauth:// URI (show it as a QR code). */
                        otpauthUri: string;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "5b21-9e0c-4f7a-d318"
                 *     }
                 */
                "application/json": {
                    /** @description The 6 digits the authenticator app shows now (to turn it off: also a recovery code). */
                    code: string;
                };
            };
        };
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "492039"
                 *     }
                 */
                "application/json": {
                    /** @description The 6 digits the authenticator app shows now (to turn it off: also a recovery code). */
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_recovery_codes",
                     *       "recoveryCodes": [
                     *         "3f9a-1c2b-7d4e-8a06",
                     *         "5b21-9e0c-4f7a-d318",
                     *         "a47c-02e9-6b15-f830",
                     *         "1d8e-7a3f-c092-5b64",
                     *         "e605-4b1d-93a7-2fc8",
                     *         "7c3b-d9a2-0e51-846f",
                     *         "90fe-3c67-a1b4-d52e",
                     *         "2a5d-8f10-7e6c-b943",
                     *         "c871-5e2a-4d09-3fb6",
                     *         "6e4f-a1c3-982d-07b5"
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_recovery_codes";
                        /** @description Each works once instead of a TOTP code. Shown this once: keep them safe. */
                        recoveryCodes: string[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    logoutEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee",
                     *       "id": "emp-1042",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "email": "mia.weber@acme.example",
                     *       "firstName": "Mia",
                     *       "lastName": "Weber",
                     *       "role": "member",
                     *       "status": "active",
                     *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1,
                     *       "permissions": [
                     *         "account.profile",
                     *         "product_list.create",
                     *         "product_list.delete",
                     *         "product_list.edit",
                     *         "product_list.read"
                     *       ],
                     *       "secondFactor": true,
                     *       "organizations": [
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Acme Trading",
                     *           "employeeId": "emp-1042",
                     *           "status": "active"
                     *         },
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *           "name": "Globex Wholesale",
                     *           "employeeId": "G-77",
                     *           "status": "invited"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee";
                        id: string;
                        organizationId: string;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                        role: string;
                        /** @enum {string} */
                        status: "active" | "invited" | "inactive";
                        /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                        unitId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        lastLoginAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        permissions: string[];
                        /** @description Whether the person's second factor (TOTP) is on. */
                        secondFactor: boolean;
                        /** @description Every organization the person belongs to (one login, several organizations): `POST /account/switch-organization` moves there. */
                        organizations: {
                            id: string;
                            name: string;
                            employeeId: string;
                            status: "active" | "invited";
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    switchOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f99"
                 *     }
                 */
                "application/json": {
                    /** @description One of the `organizations` the login and `GET /account/me` answer. */
                    organizationId: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "array_struct",
                     *       "contextToken": "U3dpdGNoZWQtdG9rZW4tMzItYnl0ZXMtbG9uZy1leGFtcGxlLTE",
                     *       "employee": {
                     *         "apiAlias": "b2b_employee",
                     *         "id": "G-77",
                     *         "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *         "email": "mia.weber@acme.example",
                     *         "firstName": "Mia",
                     *         "lastName": "Weber",
                     *         "role": "member",
                     *         "status": "active",
                     *         "unitId": null,
                     *         "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *         "createdAt": "2026-11-23T09:30:00.000Z",
                     *         "updatedAt": "2026-11-23T09:30:00.000Z",
                     *         "version": 1
                     *       },
                     *       "organizations": [
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Acme Trading",
                     *           "employeeId": "emp-1042",
                     *           "status": "active"
                     *         },
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *           "name": "Globex Wholesale",
                     *           "employeeId": "G-77",
                     *           "status": "active"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "array_struct";
                        /** @description Send it as the sw-context-token header on every later call. */
                        contextToken: string;
                        /** @description An employee of a business customer. */
                        employee: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee";
                            id: string;
                            organizationId: string;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                            version: number;
                        };
                        /** @description Every organization the person belongs to (one login, several organizations), by name. */
                        organizations: {
                            /** @description The organization's id: `organization` in a login, `organizationId` in a switch. */
                            id: string;
                            name: string;
                            /** @description The person's employee id there. */
                            employeeId: string;
                            /** @description `invited`: signing in there (or switching to it) accepts the invitation. */
                            status: "active" | "invited";
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listAccountSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_session_collection",
                     *       "total": 2,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_session",
                     *           "id": "01936b1d0a4e7c1b8f2d3e4a5b6c7d8e",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "lastUsedAt": "2026-11-23T11:02:00.000Z",
                     *           "expiresAt": "2026-11-30T11:02:00.000Z",
                     *           "userAgent": "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 Safari/605.1.15",
                     *           "clientAddress": "203.0.113.24",
                     *           "current": true
                     *         },
                     *         {
                     *           "apiAlias": "b2b_session",
                     *           "id": "01936b1d5f3a7b2c9e1d4f6a8b0c2d4e",
                     *           "createdAt": "2026-11-20T07:45:00.000Z",
                     *           "lastUsedAt": "2026-11-22T16:31:00.000Z",
                     *           "expiresAt": "2026-11-29T16:31:00.000Z",
                     *           "userAgent": "StoreApp/3.2 (iPhone; iOS 18.1)",
                     *           "clientAddress": "198.51.100.7",
                     *           "current": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_session_collection";
                        total: number;
                        elements: {
                            /** @enum {string} */
                            apiAlias: "b2b_session";
                            /** @description The session's public id (never its token). */
                            id: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastUsedAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            expiresAt: string;
                            /** @description The User-Agent the session was opened with. */
                            userAgent: string | null;
                            /** @description The client address the session was opened from. */
                            clientAddress: string | null;
                            /** @description Whether this is the session of the request's own context token. */
                            current: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    endAccountSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description A session's id, as GET /store-api/account/sessions answers it.
                 * @example 01936b1d5f3a7b2c9e1d4f6a8b0c2d4e
                 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                /** @example 1 */
                page?: number;
                /** @example 25 */
                limit?: number;
                /** @example weber */
                term?: string;
                /**
                 * @description Comma-separated fields, "-" for descending: `lastName,-createdAt`.
                 * @example lastName,-createdAt
                 */
                sort?: string;
                /** @example active */
                status?: "active" | "invited" | "inactive";
                /**
                 * @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role).
                 * @example member
                 */
                role?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Search result of b2b_employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "b2b_employee",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_employee",
                     *           "id": "emp-1042",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "email": "mia.weber@acme.example",
                     *           "firstName": "Mia",
                     *           "lastName": "Weber",
                     *           "role": "member",
                     *           "status": "active",
                     *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example b2b_employee */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "b2b_employee". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "b2b_employee";
                            id?: string;
                            organizationId?: string;
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role?: string;
                            /** @enum {string} */
                            status?: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt?: string;
                            version?: number;
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    upsertEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description 1–1000 records (a single object is also accepted). */
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "id": "emp-1042",
                 *         "email": "mia.weber@acme.example",
                 *         "firstName": "Mia",
                 *         "lastName": "Weber",
                 *         "role": "member",
                 *         "password": "correct horse battery"
                 *       },
                 *       {
                 *         "id": "emp-1044",
                 *         "email": "lena.koch@acme.example",
                 *         "firstName": "Lena",
                 *         "lastName": "Koch"
                 *       }
                 *     ]
                 */
                "application/json": {
                    /** @description 1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit. */
                    id: string;
                    /** @description 8–1024 characters; stored only as an Argon2id hash. */
                    password?: string;
                    /** Format: email */
                    email?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                    role?: string;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    /** @description A unit of your branch; null: the organization level. Absent on create: your own unit. */
                    unitId?: string | null;
                    /** @description The unit as a CSV file names it: its id, or its path of names from the top (`Sales/North`, ignoring case). */
                    unit?: string;
                }[];
                /**
                 * @example id,password,email,firstName,lastName,role,unit
                 *     emp-1042,correct horse battery,mia.weber@acme.example,Mia,Weber,member,Sales/North
                 *     emp-1044,,lena.koch@acme.example,Lena,Koch,,
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee_bulk_result",
                     *       "created": 1,
                     *       "updated": 1,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_employee",
                     *           "id": "emp-1042",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "email": "mia.weber@acme.example",
                     *           "firstName": "Mia",
                     *           "lastName": "Weber",
                     *           "role": "member",
                     *           "status": "active",
                     *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 2
                     *         },
                     *         {
                     *           "apiAlias": "b2b_employee",
                     *           "id": "emp-1044",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "email": "lena.koch@acme.example",
                     *           "firstName": "Lena",
                     *           "lastName": "Koch",
                     *           "role": "member",
                     *           "status": "invited",
                     *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "lastLoginAt": null,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 1
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee_bulk_result";
                        created: number;
                        updated: number;
                        elements: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee";
                            id: string;
                            organizationId: string;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                            version: number;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "emp-1042",
                 *       "email": "mia.weber@acme.example",
                 *       "firstName": "Mia",
                 *       "lastName": "Weber",
                 *       "role": "member",
                 *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                 *       "password": "correct horse battery"
                 *     }
                 */
                "application/json": {
                    /** @description 1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit. */
                    id?: string;
                    /** Format: email */
                    email: string;
                    firstName?: string | null;
                    lastName?: string | null;
                    /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                    role?: string;
                    /** @description A unit of your branch; null: the organization level. Absent on create: your own unit. */
                    unitId?: string | null;
                    /** @description 8–1024 characters; stored only as an Argon2id hash. */
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee",
                     *       "id": "emp-1042",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "email": "mia.weber@acme.example",
                     *       "firstName": "Mia",
                     *       "lastName": "Weber",
                     *       "role": "member",
                     *       "status": "active",
                     *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "lastLoginAt": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee";
                        id: string;
                        organizationId: string;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                        role: string;
                        /** @enum {string} */
                        status: "active" | "invited" | "inactive";
                        /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                        unitId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        lastLoginAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        invitation?: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee_invitation";
                            /** @description One-time token; shown only in this answer. */
                            token: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    inviteEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "emp-1043",
                 *       "email": "jonas.berg@acme.example",
                 *       "firstName": "Jonas",
                 *       "lastName": "Berg",
                 *       "role": "member"
                 *     }
                 */
                "application/json": {
                    /** @description 1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit. */
                    id?: string;
                    /** Format: email */
                    email: string;
                    firstName?: string | null;
                    lastName?: string | null;
                    /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                    role?: string;
                    /** @description A unit of your branch; null: the organization level. Absent on create: your own unit. */
                    unitId?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee",
                     *       "id": "emp-1043",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "email": "jonas.berg@acme.example",
                     *       "firstName": "Jonas",
                     *       "lastName": "Berg",
                     *       "role": "member",
                     *       "status": "invited",
                     *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "lastLoginAt": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1,
                     *       "invitation": {
                     *         "apiAlias": "b2b_employee_invitation",
                     *         "token": "inv_3q2Xr9kP0dW7sLmN4bV6cY1zT8hJ5gF2",
                     *         "expiresAt": "2026-11-30T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee";
                        id: string;
                        organizationId: string;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                        role: string;
                        /** @enum {string} */
                        status: "active" | "invited" | "inactive";
                        /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                        unitId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        lastLoginAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        invitation: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee_invitation";
                            /** @description One-time token; shown only in this answer. */
                            token: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    acceptEmployeeInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "token": "inv_3q2Xr9kP0dW7sLmN4bV6cY1zT8hJ5gF2",
                 *       "password": "a new long password"
                 *     }
                 */
                "application/json": {
                    token: string;
                    /** @description 8–1024 characters; stored only as an Argon2id hash. */
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    /** @description The new session's context token (the same as in the body). */
                    "sw-context-token"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "array_struct",
                     *       "contextToken": "Qm9vdHN0cmFwLXRva2VuLTMyLWJ5dGVzLWxvbmctZXhhbXBsZQ",
                     *       "employee": {
                     *         "apiAlias": "b2b_employee",
                     *         "id": "emp-1043",
                     *         "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *         "email": "jonas.berg@acme.example",
                     *         "firstName": "Jonas",
                     *         "lastName": "Berg",
                     *         "role": "member",
                     *         "status": "active",
                     *         "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *         "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *         "createdAt": "2026-11-23T09:30:00.000Z",
                     *         "updatedAt": "2026-11-23T09:30:00.000Z",
                     *         "version": 2
                     *       },
                     *       "organizations": [
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Acme Trading",
                     *           "employeeId": "emp-1042",
                     *           "status": "active"
                     *         },
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *           "name": "Globex Wholesale",
                     *           "employeeId": "G-77",
                     *           "status": "invited"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "array_struct";
                        /** @description Send it as the sw-context-token header on every later call. */
                        contextToken: string;
                        /** @description An employee of a business customer. */
                        employee: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee";
                            id: string;
                            organizationId: string;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                            version: number;
                        };
                        /** @description Every organization the person belongs to (one login, several organizations), by name. */
                        organizations: {
                            /** @description The organization's id: `organization` in a login, `organizationId` in a switch. */
                            id: string;
                            name: string;
                            /** @description The person's employee id there. */
                            employeeId: string;
                            /** @description `invited`: signing in there (or switching to it) accepts the invitation. */
                            status: "active" | "invited";
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reinviteEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example emp-1043 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee",
                     *       "id": "emp-1043",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "email": "jonas.berg@acme.example",
                     *       "firstName": "Jonas",
                     *       "lastName": "Berg",
                     *       "role": "member",
                     *       "status": "invited",
                     *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "lastLoginAt": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1,
                     *       "invitation": {
                     *         "apiAlias": "b2b_employee_invitation",
                     *         "token": "inv_3q2Xr9kP0dW7sLmN4bV6cY1zT8hJ5gF2",
                     *         "expiresAt": "2026-11-30T09:30:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee";
                        id: string;
                        organizationId: string;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                        role: string;
                        /** @enum {string} */
                        status: "active" | "invited" | "inactive";
                        /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                        unitId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        lastLoginAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        invitation: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee_invitation";
                            /** @description One-time token; shown only in this answer. */
                            token: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            expiresAt: string;
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readEmployee: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example emp-1042 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An employee of a business customer. */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee",
                     *       "id": "emp-1042",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "email": "mia.weber@acme.example",
                     *       "firstName": "Mia",
                     *       "lastName": "Weber",
                     *       "role": "member",
                     *       "status": "active",
                     *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee";
                        id: string;
                        organizationId: string;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                        role: string;
                        /** @enum {string} */
                        status: "active" | "invited" | "inactive";
                        /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                        unitId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        lastLoginAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example emp-1042 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example emp-1042 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lastName": "Weber-Lang",
                 *       "role": "admin"
                 *     }
                 */
                "application/json": {
                    /** Format: email */
                    email?: string | null;
                    firstName?: string | null;
                    lastName?: string | null;
                    /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                    role?: string;
                    /** @enum {string} */
                    status?: "active" | "inactive";
                    /** @description A unit of your branch; null: the organization level. Absent on create: your own unit. */
                    unitId?: string | null;
                    /** @description 8–1024 characters; stored only as an Argon2id hash. */
                    password?: string;
                    /** @description Required to change one's own password. */
                    currentPassword?: string;
                };
            };
        };
        responses: {
            /** @description An employee of a business customer. */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_employee",
                     *       "id": "emp-1042",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "email": "mia.weber@acme.example",
                     *       "firstName": "Mia",
                     *       "lastName": "Weber-Lang",
                     *       "role": "admin",
                     *       "status": "active",
                     *       "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_employee";
                        id: string;
                        organizationId: string;
                        email: string | null;
                        firstName: string | null;
                        lastName: string | null;
                        /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                        role: string;
                        /** @enum {string} */
                        status: "active" | "invited" | "inactive";
                        /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                        unitId: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        lastLoginAt: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchEmployees: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 10,
                 *       "filter": [
                 *         {
                 *           "type": "equals",
                 *           "field": "status",
                 *           "value": "active"
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "lastName",
                 *           "order": "ASC"
                 *         }
                 *       ],
                 *       "term": "weber",
                 *       "total-count-mode": "exact"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Page to return, from 1 (default 1). Integer or numeric text.
                     * @example 1
                     */
                    page?: unknown;
                    /**
                     * @description Elements per page, 1–500 (default 25). Integer or numeric text.
                     * @example 25
                     */
                    limit?: unknown;
                    /**
                     * @description Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).
                     * @example weekly
                     */
                    term?: unknown;
                    /**
                     * @description Only these ids (≤ 500): an array, or one string joined by "|".
                     * @example [
                     *       "0193a8c2f1e07a1b9c3d4e5f60718293"
                     *     ]
                     */
                    ids?: unknown;
                    /**
                     * @description Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), `equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); `{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.
                     * @example [
                     *       {
                     *         "type": "contains",
                     *         "field": "name",
                     *         "value": "weekly"
                     *       },
                     *       {
                     *         "type": "range",
                     *         "field": "createdAt",
                     *         "parameters": {
                     *           "gte": "2026-01-01"
                     *         }
                     *       }
                     *     ]
                     */
                    filter?: unknown;
                    /** @description More filters, in the form of `filter`; applied together with it. */
                    "post-filter"?: unknown;
                    /**
                     * @description Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.
                     * @example [
                     *       {
                     *         "field": "name",
                     *         "order": "ASC"
                     *       }
                     *     ]
                     */
                    sort?: unknown;
                    /**
                     * @description `none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; `next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).
                     * @example exact
                     */
                    "total-count-mode"?: unknown;
                    /**
                     * @description Per apiAlias, the fields to return; `apiAlias` is always kept.
                     * @example {
                     *       "product_list": [
                     *         "id",
                     *         "name"
                     *       ]
                     *     }
                     */
                    includes?: unknown;
                    /**
                     * @description Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` (`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.
                     * @example [
                     *       {
                     *         "name": "owners",
                     *         "type": "terms",
                     *         "field": "ownerId"
                     *       }
                     *     ]
                     */
                    aggregations?: unknown;
                    /**
                     * @description Object whose keys name associations to load with each element.
                     * @example {
                     *       "lineItems": {}
                     *     }
                     */
                    associations?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Search result of b2b_employee. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "b2b_employee",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_employee",
                     *           "id": "emp-1042",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "email": "mia.weber@acme.example",
                     *           "firstName": "Mia",
                     *           "lastName": "Weber",
                     *           "role": "member",
                     *           "status": "active",
                     *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example b2b_employee */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "b2b_employee". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "b2b_employee";
                            id?: string;
                            organizationId?: string;
                            email?: string | null;
                            firstName?: string | null;
                            lastName?: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role?: string;
                            /** @enum {string} */
                            status?: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt?: string;
                            version?: number;
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchProductLists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "page": 1,
                 *       "limit": 10,
                 *       "filter": [
                 *         {
                 *           "type": "range",
                 *           "field": "itemCount",
                 *           "parameters": {
                 *             "gte": 1
                 *           }
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "updatedAt",
                 *           "order": "DESC"
                 *         }
                 *       ],
                 *       "associations": {
                 *         "lineItems": {}
                 *       },
                 *       "total-count-mode": "exact"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Page to return, from 1 (default 1). Integer or numeric text.
                     * @example 1
                     */
                    page?: unknown;
                    /**
                     * @description Elements per page, 1–500 (default 25). Integer or numeric text.
                     * @example 25
                     */
                    limit?: unknown;
                    /**
                     * @description Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).
                     * @example weekly
                     */
                    term?: unknown;
                    /**
                     * @description Only these ids (≤ 500): an array, or one string joined by "|".
                     * @example [
                     *       "0193a8c2f1e07a1b9c3d4e5f60718293"
                     *     ]
                     */
                    ids?: unknown;
                    /**
                     * @description Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), `equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); `{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.
                     * @example [
                     *       {
                     *         "type": "contains",
                     *         "field": "name",
                     *         "value": "weekly"
                     *       },
                     *       {
                     *         "type": "range",
                     *         "field": "createdAt",
                     *         "parameters": {
                     *           "gte": "2026-01-01"
                     *         }
                     *       }
                     *     ]
                     */
                    filter?: unknown;
                    /** @description More filters, in the form of `filter`; applied together with it. */
                    "post-filter"?: unknown;
                    /**
                     * @description Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.
                     * @example [
                     *       {
                     *         "field": "name",
                     *         "order": "ASC"
                     *       }
                     *     ]
                     */
                    sort?: unknown;
                    /**
                     * @description `none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; `next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).
                     * @example exact
                     */
                    "total-count-mode"?: unknown;
                    /**
                     * @description Per apiAlias, the fields to return; `apiAlias` is always kept.
                     * @example {
                     *       "product_list": [
                     *         "id",
                     *         "name"
                     *       ]
                     *     }
                     */
                    includes?: unknown;
                    /**
                     * @description Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` (`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.
                     * @example [
                     *       {
                     *         "name": "owners",
                     *         "type": "terms",
                     *         "field": "ownerId"
                     *       }
                     *     ]
                     */
                    aggregations?: unknown;
                    /**
                     * @description Object whose keys name associations to load with each element.
                     * @example {
                     *       "lineItems": {}
                     *     }
                     */
                    associations?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Search result of product_list. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "product_list",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "product_list",
                     *           "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "ownerId": "emp-1042",
                     *           "name": "Weekly re-order",
                     *           "description": "Kitchen and office supplies, every Monday.",
                     *           "itemCount": 2,
                     *           "totalQuantity": 14,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 3,
                     *           "updatedBy": "emp-1042",
                     *           "shared": false,
                     *           "lineItems": [
                     *             {
                     *               "apiAlias": "product_list_line_item",
                     *               "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *               "productId": "SW10001",
                     *               "quantity": 12,
                     *               "note": "Only the 1 kg packs",
                     *               "position": 1,
                     *               "createdAt": "2026-11-23T09:30:00.000Z",
                     *               "updatedAt": "2026-11-23T09:30:00.000Z"
                     *             },
                     *             {
                     *               "apiAlias": "product_list_line_item",
                     *               "id": "01936b1c5e2b7001b2c3d4e5f6071829",
                     *               "productId": "SW10007",
                     *               "quantity": 2,
                     *               "note": null,
                     *               "position": 2,
                     *               "createdAt": "2026-11-23T09:30:00.000Z",
                     *               "updatedAt": "2026-11-23T09:30:00.000Z"
                     *             }
                     *           ],
                     *           "access": "owner"
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example product_list */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "product_list". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "product_list";
                            id?: string;
                            organizationId?: string;
                            /** @description null once the owner was deleted. */
                            ownerId?: string | null;
                            name?: string;
                            description?: string | null;
                            itemCount?: number;
                            totalQuantity?: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt?: string;
                            version?: number;
                            /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                            updatedBy?: string | null;
                            /** @description Whether the list is shared with anyone (see its shares). */
                            shared?: boolean;
                            /**
                             * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                             * @enum {string}
                             */
                            access?: "owner" | "edit" | "read";
                            lineItems?: {
                                /** @enum {string} */
                                apiAlias?: "product_list_line_item";
                                id?: string;
                                productId?: string;
                                quantity?: number;
                                note?: string | null;
                                /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                                position?: number;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601, UTC.
                                 */
                                createdAt?: string;
                                /**
                                 * Format: date-time
                                 * @description ISO 8601, UTC.
                                 */
                                updatedAt?: string;
                            }[];
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createProductList: {
        parameters: {
            query?: never;
            header?: {
                /** @description A repeat with the same key and body answers the first answer and creates nothing. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekly re-order",
                 *       "description": "Kitchen and office supplies, every Monday.",
                 *       "lineItems": [
                 *         {
                 *           "productId": "SW10001",
                 *           "quantity": 12,
                 *           "note": "Only the 1 kg packs"
                 *         },
                 *         {
                 *           "productId": "SW10007",
                 *           "quantity": 2
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming; no control characters. */
                    name: string;
                    description?: string | null;
                    lineItems?: {
                        /** @description 1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit. */
                        productId: string;
                        /** @default 1 */
                        quantity?: number;
                        note?: string | null;
                    }[];
                };
            };
        };
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            201: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "emp-1042",
                     *       "name": "Weekly re-order",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 2,
                     *       "totalQuantity": 14,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7001b2c3d4e5f6071829",
                     *           "productId": "SW10007",
                     *           "quantity": 2,
                     *           "note": null,
                     *           "position": 2,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readProductList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "emp-1042",
                     *       "name": "Weekly re-order",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 2,
                     *       "totalQuantity": 14,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 3,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7001b2c3d4e5f6071829",
                     *           "productId": "SW10007",
                     *           "quantity": 2,
                     *           "note": null,
                     *           "position": 2,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Not modified since the version in If-None-Match; no body. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteProductList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "items": [
                 *         "SW10007"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description Line-item ids or product ids: one string, a comma-separated string, or an array of strings. */
                    items?: string | string[];
                } | null;
            };
        };
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "emp-1042",
                     *       "name": "Weekly re-order",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 1,
                     *       "totalQuantity": 12,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 4,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateProductList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekly re-order (Monday)",
                 *       "lineItems": [
                 *         {
                 *           "productId": "SW10001",
                 *           "quantity": 10
                 *         },
                 *         {
                 *           "productId": "SW10007",
                 *           "quantity": 0
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming; no control characters. */
                    name?: string;
                    description?: string | null;
                    /** @description Upserts by productId; quantity 0 removes. */
                    lineItems?: {
                        /** @description 1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit. */
                        productId: string;
                        /** @description 0 removes the product from the list; absent keeps it (1 for a new one). */
                        quantity?: number;
                        note?: string | null;
                        /** @description Moves the item to this place (1 = first; past the end = last), after the request's other changes, in the order of its entries. Absent: an existing item stays where it is, a new one goes to the end. */
                        position?: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "emp-1042",
                     *       "name": "Weekly re-order (Monday)",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 1,
                     *       "totalQuantity": 10,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 4,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 10,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    removeProductFromProductList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The product id.
                 * @example SW10007
                 */
                id: string;
                /**
                 * @description The product list id.
                 * @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a
                 */
                productListId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    duplicateProductList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "name": "Weekly re-order for the Hamburg office"
                 *     }
                 */
                "application/json": {
                    /** @description Name of the copy; "<name> (copy)" when absent. */
                    name?: string;
                } | null;
            };
        };
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            201: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1d0a4c7e2f8b3a9c5d6e7f8091",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "01936b1c4f117b2a9d8c7b6a5f4e3d2c",
                     *       "name": "Weekly re-order for the Hamburg office",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 2,
                     *       "totalQuantity": 14,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7001b2c3d4e5f6071829",
                     *           "productId": "SW10007",
                     *           "quantity": 2,
                     *           "note": null,
                     *           "position": 2,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readProductListShares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Who besides the owner may read or edit a product list. */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list_shares",
                     *       "productListId": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organization": "read",
                     *       "employees": [
                     *         {
                     *           "employeeId": "emp-1043",
                     *           "access": "edit"
                     *         }
                     *       ],
                     *       "units": [
                     *         {
                     *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "access": "read"
                     *         }
                     *       ],
                     *       "version": 4
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list_shares";
                        productListId: string;
                        /**
                         * @description The share with every employee of the organization, or null.
                         * @enum {string|null}
                         */
                        organization: "read" | "edit" | null;
                        /** @description Ordered by employee id. */
                        employees: {
                            employeeId: string;
                            /**
                             * @description read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).
                             * @enum {string}
                             */
                            access: "read" | "edit";
                        }[];
                        /** @description Ordered by unit id; each reaches the unit's whole branch. */
                        units: {
                            unitId: string;
                            /**
                             * @description read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).
                             * @enum {string}
                             */
                            access: "read" | "edit";
                        }[];
                        /** @description The list's version: sharing is a change of the list. */
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    replaceProductListShares: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organization": "read",
                 *       "employees": [
                 *         {
                 *           "employeeId": "emp-1043",
                 *           "access": "edit"
                 *         }
                 *       ],
                 *       "units": [
                 *         {
                 *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                 *           "access": "read"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A share with every employee of the organization; null or absent for none. Organization-level callers only.
                     * @enum {string|null}
                     */
                    organization?: "read" | "edit" | null;
                    /** @description Colleagues of the same organization, each at most once; not the owner. Unit-level callers share within their branch. */
                    employees?: {
                        /** @description 1–64 characters: letters, digits, ".", "_", "-"; starts with a letter or digit. */
                        employeeId: string;
                        /**
                         * @description read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).
                         * @enum {string}
                         */
                        access: "read" | "edit";
                    }[];
                    /** @description Units of the organization, each at most once: everyone in the unit and the units below it gets this access. Unit-level callers share with units of their branch. */
                    units?: {
                        unitId: string;
                        /**
                         * @description read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).
                         * @enum {string}
                         */
                        access: "read" | "edit";
                    }[];
                };
            };
        };
        responses: {
            /** @description Who besides the owner may read or edit a product list. */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list_shares",
                     *       "productListId": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organization": "read",
                     *       "employees": [
                     *         {
                     *           "employeeId": "emp-1043",
                     *           "access": "edit"
                     *         }
                     *       ],
                     *       "units": [
                     *         {
                     *           "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "access": "read"
                     *         }
                     *       ],
                     *       "version": 4
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list_shares";
                        productListId: string;
                        /**
                         * @description The share with every employee of the organization, or null.
                         * @enum {string|null}
                         */
                        organization: "read" | "edit" | null;
                        /** @description Ordered by employee id. */
                        employees: {
                            employeeId: string;
                            /**
                             * @description read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).
                             * @enum {string}
                             */
                            access: "read" | "edit";
                        }[];
                        /** @description Ordered by unit id; each reaches the unit's whole branch. */
                        units: {
                            unitId: string;
                            /**
                             * @description read: read and duplicate the list; edit: also change its items, name and description (never delete or share it).
                             * @enum {string}
                             */
                            access: "read" | "edit";
                        }[];
                        /** @description The list's version: sharing is a change of the list. */
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    reorderProductList: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "lineItemIds": [
                 *         "01936b1c5e2b7001b2c3d4e5f6071829",
                 *         "01936b1c5e2b7000a1b2c3d4e5f60718"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description The ids of exactly the list's current line items, in the order they are to stand. */
                    lineItemIds: string[];
                };
            };
        };
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "emp-1042",
                     *       "name": "Weekly re-order",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 2,
                     *       "totalQuantity": 14,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 4,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7001b2c3d4e5f6071829",
                     *           "productId": "SW10007",
                     *           "quantity": 2,
                     *           "note": null,
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 2,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exportProductList: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A list's line items as rows (the same as its CSV export). */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example productId,quantity,note
                     *     SW10001,12,Only the 1 kg packs
                     *     SW10007,2,
                     */
                    "text/csv": string;
                    /**
                     * @example {
                     *       "apiAlias": "product_list_export",
                     *       "productListId": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "version": 3,
                     *       "rows": [
                     *         {
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs"
                     *         },
                     *         {
                     *           "productId": "SW10007",
                     *           "quantity": 2,
                     *           "note": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list_export";
                        productListId: string;
                        version: number;
                        /** @description In position order. */
                        rows: {
                            productId: string;
                            quantity: number;
                            note: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The Accept header asks for a form this answer does not come in. */
            406: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "406",
                     *           "code": "REQUEST__NOT_ACCEPTABLE",
                     *           "title": "Not Acceptable",
                     *           "detail": "The export is text/csv or application/json."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    importProductList: {
        parameters: {
            query?: {
                /**
                 * @description merge (default): upsert the file's rows (quantity 0 removes); replace: the list becomes exactly the file, in its order.
                 * @example merge
                 */
                mode?: "merge" | "replace";
            };
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        /** @description The CSV file. */
        requestBody: {
            content: {
                /**
                 * @example productId;quantity;note
                 *     SW10001;12;Only the 1 kg packs
                 *     SW10007;2;
                 */
                "text/csv": string;
            };
        };
        responses: {
            /** @description A named list of products an employee keeps (a weekly re-order list, say). */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list",
                     *       "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "ownerId": "emp-1042",
                     *       "name": "Weekly re-order",
                     *       "description": "Kitchen and office supplies, every Monday.",
                     *       "itemCount": 2,
                     *       "totalQuantity": 14,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 4,
                     *       "updatedBy": "emp-1042",
                     *       "shared": false,
                     *       "lineItems": [
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7000a1b2c3d4e5f60718",
                     *           "productId": "SW10001",
                     *           "quantity": 12,
                     *           "note": "Only the 1 kg packs",
                     *           "position": 1,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         },
                     *         {
                     *           "apiAlias": "product_list_line_item",
                     *           "id": "01936b1c5e2b7001b2c3d4e5f6071829",
                     *           "productId": "SW10007",
                     *           "quantity": 2,
                     *           "note": null,
                     *           "position": 2,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list";
                        id: string;
                        organizationId: string;
                        /** @description null once the owner was deleted. */
                        ownerId: string | null;
                        name: string;
                        description: string | null;
                        itemCount: number;
                        totalQuantity: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The employee who made the latest change; null for lists not changed since this was recorded, or when that employee was deleted. */
                        updatedBy: string | null;
                        /** @description Whether the list is shared with anyone (see its shares). */
                        shared: boolean;
                        /**
                         * @description Search results only: what the caller may do with the list (owner: everything; edit: change its items, name and description; read: read and duplicate).
                         * @enum {string}
                         */
                        access?: "owner" | "edit" | "read";
                        /** @description In position order. */
                        lineItems?: {
                            /** @enum {string} */
                            apiAlias: "product_list_line_item";
                            id: string;
                            productId: string;
                            quantity: number;
                            note: string | null;
                            /** @description 1…n: where the item stands in the list (the order buyers set; new items go to the end). */
                            position: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createProductListEventTicket: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Opens a list's event stream once, without headers (a browser's EventSource cannot send them). */
            201: {
                headers: {
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "product_list_event_ticket",
                     *       "ticket": "tk_Jm3q9X2pV7wR4sL8nB5cY1zT6hK0gF3d",
                     *       "expiresAt": "2026-11-23T09:31:00.000Z",
                     *       "url": "/store-api/product-lists/01936b1c5e2a7f3d9c4b8a6e5d4c3b2a/events?ticket=tk_Jm3q9X2pV7wR4sL8nB5cY1zT6hK0gF3d"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "product_list_event_ticket";
                        /** @description Single use; pass it as `?ticket=` to the events stream within 60 seconds. Bound to the session that asked for it. */
                        ticket: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        expiresAt: string;
                        /** @description The events stream with this ticket, for `new EventSource(url)`. */
                        url: string;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    streamProductListEvents: {
        parameters: {
            query?: {
                /** @description A ticket from `POST …/events/ticket`, instead of the sw-context-token (and sw-access-key) headers. */
                ticket?: string;
            };
            header?: {
                /** @description The last event id (the list's version) the client saw: the stream sends what came after, or a `reset` event. */
                "last-event-id"?: string;
            };
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example retry: 2000
                     *
                     *     id: 3
                     *     event: ready
                     *     data: {"listId":"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a","version":3}
                     *
                     *     id: 4
                     *     event: list.changed
                     *     data: {"listId":"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a","version":4,"updatedAt":"2026-11-23T09:31:00.000Z","updatedBy":"emp-1042","changes":["items.added"],"items":{"added":["SW10009"],"changed":[],"removed":[]},"complete":true}
                     *
                     *     : heartbeat
                     */
                    "text/event-stream": string;
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every permission a role can hold, grouped. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_permission_list",
                     *       "groups": [
                     *         {
                     *           "group": "role",
                     *           "permissions": [
                     *             {
                     *               "name": "role.read",
                     *               "description": "Read and search the organization's roles and the permissions there are."
                     *             }
                     *           ]
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_permission_list";
                        groups: {
                            /** @description What the permissions are about: employee, account, role, product_list. */
                            group: string;
                            permissions: {
                                name: string;
                                description: string;
                            }[];
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": [
                 *         {
                 *           "type": "equals",
                 *           "field": "builtIn",
                 *           "value": false
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "name",
                 *           "order": "ASC"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Page to return, from 1 (default 1). Integer or numeric text.
                     * @example 1
                     */
                    page?: unknown;
                    /**
                     * @description Elements per page, 1–500 (default 25). Integer or numeric text.
                     * @example 25
                     */
                    limit?: unknown;
                    /**
                     * @description Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).
                     * @example weekly
                     */
                    term?: unknown;
                    /**
                     * @description Only these ids (≤ 500): an array, or one string joined by "|".
                     * @example [
                     *       "0193a8c2f1e07a1b9c3d4e5f60718293"
                     *     ]
                     */
                    ids?: unknown;
                    /**
                     * @description Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), `equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); `{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.
                     * @example [
                     *       {
                     *         "type": "contains",
                     *         "field": "name",
                     *         "value": "weekly"
                     *       },
                     *       {
                     *         "type": "range",
                     *         "field": "createdAt",
                     *         "parameters": {
                     *           "gte": "2026-01-01"
                     *         }
                     *       }
                     *     ]
                     */
                    filter?: unknown;
                    /** @description More filters, in the form of `filter`; applied together with it. */
                    "post-filter"?: unknown;
                    /**
                     * @description Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.
                     * @example [
                     *       {
                     *         "field": "name",
                     *         "order": "ASC"
                     *       }
                     *     ]
                     */
                    sort?: unknown;
                    /**
                     * @description `none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; `next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).
                     * @example exact
                     */
                    "total-count-mode"?: unknown;
                    /**
                     * @description Per apiAlias, the fields to return; `apiAlias` is always kept.
                     * @example {
                     *       "product_list": [
                     *         "id",
                     *         "name"
                     *       ]
                     *     }
                     */
                    includes?: unknown;
                    /**
                     * @description Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` (`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.
                     * @example [
                     *       {
                     *         "name": "owners",
                     *         "type": "terms",
                     *         "field": "ownerId"
                     *       }
                     *     ]
                     */
                    aggregations?: unknown;
                    /**
                     * @description Object whose keys name associations to load with each element.
                     * @example {
                     *       "lineItems": {}
                     *     }
                     */
                    associations?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Search result of b2b_role. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "b2b_role",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_role",
                     *           "id": "01936b1c6a2e7d3f8b4c9d0e1f2a3b4c",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Buyer",
                     *           "description": "Keeps the re-order lists and sees the team's employees.",
                     *           "permissions": [
                     *             "account.profile",
                     *             "employee.read",
                     *             "product_list.create",
                     *             "product_list.edit",
                     *             "product_list.read",
                     *             "product_list.read.all"
                     *           ],
                     *           "builtIn": false,
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example b2b_role */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "b2b_role". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "b2b_role";
                            /** @description `admin` and `member` for the built-in roles; a server-made id for the others. */
                            id?: string;
                            organizationId?: string;
                            name?: string;
                            description?: string | null;
                            /** @description Sorted by name. */
                            permissions?: string[];
                            /** @description The built-in roles cannot be changed or deleted. */
                            builtIn?: boolean;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt?: string;
                            version?: number;
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createRole: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Buyer",
                 *       "description": "Keeps the re-order lists and sees the team's employees.",
                 *       "permissions": [
                 *         "account.profile",
                 *         "employee.read",
                 *         "product_list.create",
                 *         "product_list.edit",
                 *         "product_list.read",
                 *         "product_list.read.all"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming; unique in the organization (ignoring case). */
                    name: string;
                    description?: string | null;
                    /** @description Only permissions the caller holds may be granted; repeats count once. */
                    permissions: ("employee.read" | "employee.create" | "employee.edit" | "employee.delete" | "account.profile" | "organization.read" | "organization.edit" | "role.read" | "role.create" | "role.edit" | "role.delete" | "organization_unit.read" | "organization_unit.create" | "organization_unit.edit" | "organization_unit.delete" | "product_list.read" | "product_list.create" | "product_list.edit" | "product_list.delete" | "product_list.read.all" | "product_list.edit.all" | "audit.read" | "webhook.read" | "webhook.create" | "webhook.edit" | "webhook.delete")[];
                };
            };
        };
        responses: {
            /** @description A named set of permissions; every employee holds exactly one role. */
            201: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_role",
                     *       "id": "01936b1c6a2e7d3f8b4c9d0e1f2a3b4c",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "Buyer",
                     *       "description": "Keeps the re-order lists and sees the team's employees.",
                     *       "permissions": [
                     *         "account.profile",
                     *         "employee.read",
                     *         "product_list.create",
                     *         "product_list.edit",
                     *         "product_list.read",
                     *         "product_list.read.all"
                     *       ],
                     *       "builtIn": false,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_role";
                        /** @description `admin` and `member` for the built-in roles; a server-made id for the others. */
                        id: string;
                        organizationId: string;
                        name: string;
                        description: string | null;
                        /** @description Sorted by name. */
                        permissions: string[];
                        /** @description The built-in roles cannot be changed or deleted. */
                        builtIn: boolean;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c6a2e7d3f8b4c9d0e1f2a3b4c */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A named set of permissions; every employee holds exactly one role. */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_role",
                     *       "id": "01936b1c6a2e7d3f8b4c9d0e1f2a3b4c",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "Buyer",
                     *       "description": "Keeps the re-order lists and sees the team's employees.",
                     *       "permissions": [
                     *         "account.profile",
                     *         "employee.read",
                     *         "product_list.create",
                     *         "product_list.edit",
                     *         "product_list.read",
                     *         "product_list.read.all"
                     *       ],
                     *       "builtIn": false,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_role";
                        /** @description `admin` and `member` for the built-in roles; a server-made id for the others. */
                        id: string;
                        organizationId: string;
                        name: string;
                        description: string | null;
                        /** @description Sorted by name. */
                        permissions: string[];
                        /** @description The built-in roles cannot be changed or deleted. */
                        builtIn: boolean;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteRole: {
        parameters: {
            query?: {
                /**
                 * @description The role (id, or `admin`/`member`) the role's employees get instead; required while any employee holds the role.
                 * @example member
                 */
                replacement?: string;
            };
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c6a2e7d3f8b4c9d0e1f2a3b4c */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateRole: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c6a2e7d3f8b4c9d0e1f2a3b4c */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "permissions": [
                 *         "account.profile",
                 *         "employee.read",
                 *         "product_list.create",
                 *         "product_list.edit",
                 *         "product_list.read",
                 *         "product_list.read.all",
                 *         "product_list.edit.all"
                 *       ]
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming; unique in the organization (ignoring case). */
                    name?: string;
                    description?: string | null;
                    /** @description Only permissions the caller holds may be granted; repeats count once. */
                    permissions?: ("employee.read" | "employee.create" | "employee.edit" | "employee.delete" | "account.profile" | "organization.read" | "organization.edit" | "role.read" | "role.create" | "role.edit" | "role.delete" | "organization_unit.read" | "organization_unit.create" | "organization_unit.edit" | "organization_unit.delete" | "product_list.read" | "product_list.create" | "product_list.edit" | "product_list.delete" | "product_list.read.all" | "product_list.edit.all" | "audit.read" | "webhook.read" | "webhook.create" | "webhook.edit" | "webhook.delete")[];
                };
            };
        };
        responses: {
            /** @description A named set of permissions; every employee holds exactly one role. */
            200: {
                headers: {
                    /** @description The resource's version, `"<version>"`: send it as If-Match to update only that version. */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_role",
                     *       "id": "01936b1c6a2e7d3f8b4c9d0e1f2a3b4c",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "Buyer",
                     *       "description": "Keeps the re-order lists and sees the team's employees.",
                     *       "permissions": [
                     *         "account.profile",
                     *         "employee.read",
                     *         "product_list.create",
                     *         "product_list.edit",
                     *         "product_list.edit.all",
                     *         "product_list.read",
                     *         "product_list.read.all"
                     *       ],
                     *       "builtIn": false,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_role";
                        /** @description `admin` and `member` for the built-in roles; a server-made id for the others. */
                        id: string;
                        organizationId: string;
                        name: string;
                        description: string | null;
                        /** @description Sorted by name. */
                        permissions: string[];
                        /** @description The built-in roles cannot be changed or deleted. */
                        builtIn: boolean;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createOrganizationUnit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "North",
                 *       "parentId": "01936b1c70a07b1d8e2a3f4b5c6d7e8f"
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming; unique among its siblings (ignoring case). */
                    name: string;
                    /** @description null: directly under the organization (organization-level callers only). Absent: under the caller's own unit (the organization for organization-level callers). */
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description A unit of the organization's tree (a company, a region, a department): its employees, and whoever manages the units above it. */
            201: {
                headers: {
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_organization_unit",
                     *       "id": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "North",
                     *       "parentId": "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *       "depth": 2,
                     *       "path": [
                     *         "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *         "01936b1c70a17c2e9f3b4a5c6d7e8f90"
                     *       ],
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_organization_unit";
                        id: string;
                        organizationId: string;
                        name: string;
                        /** @description null: directly under the organization. */
                        parentId: string | null;
                        /** @description 1 directly under the organization; at most 5. */
                        depth: number;
                        /** @description The ids from the top unit down to this one, itself last. */
                        path: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchOrganizationUnits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": [
                 *         {
                 *           "type": "equals",
                 *           "field": "parentId",
                 *           "value": "01936b1c70a07b1d8e2a3f4b5c6d7e8f"
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "name",
                 *           "order": "ASC"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Page to return, from 1 (default 1). Integer or numeric text.
                     * @example 1
                     */
                    page?: unknown;
                    /**
                     * @description Elements per page, 1–500 (default 25). Integer or numeric text.
                     * @example 25
                     */
                    limit?: unknown;
                    /**
                     * @description Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).
                     * @example weekly
                     */
                    term?: unknown;
                    /**
                     * @description Only these ids (≤ 500): an array, or one string joined by "|".
                     * @example [
                     *       "0193a8c2f1e07a1b9c3d4e5f60718293"
                     *     ]
                     */
                    ids?: unknown;
                    /**
                     * @description Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), `equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); `{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.
                     * @example [
                     *       {
                     *         "type": "contains",
                     *         "field": "name",
                     *         "value": "weekly"
                     *       },
                     *       {
                     *         "type": "range",
                     *         "field": "createdAt",
                     *         "parameters": {
                     *           "gte": "2026-01-01"
                     *         }
                     *       }
                     *     ]
                     */
                    filter?: unknown;
                    /** @description More filters, in the form of `filter`; applied together with it. */
                    "post-filter"?: unknown;
                    /**
                     * @description Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.
                     * @example [
                     *       {
                     *         "field": "name",
                     *         "order": "ASC"
                     *       }
                     *     ]
                     */
                    sort?: unknown;
                    /**
                     * @description `none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; `next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).
                     * @example exact
                     */
                    "total-count-mode"?: unknown;
                    /**
                     * @description Per apiAlias, the fields to return; `apiAlias` is always kept.
                     * @example {
                     *       "product_list": [
                     *         "id",
                     *         "name"
                     *       ]
                     *     }
                     */
                    includes?: unknown;
                    /**
                     * @description Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` (`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.
                     * @example [
                     *       {
                     *         "name": "owners",
                     *         "type": "terms",
                     *         "field": "ownerId"
                     *       }
                     *     ]
                     */
                    aggregations?: unknown;
                    /**
                     * @description Object whose keys name associations to load with each element.
                     * @example {
                     *       "lineItems": {}
                     *     }
                     */
                    associations?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Search result of b2b_organization_unit. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "b2b_organization_unit",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_organization_unit",
                     *           "id": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "North",
                     *           "parentId": "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *           "depth": 2,
                     *           "path": [
                     *             "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *             "01936b1c70a17c2e9f3b4a5c6d7e8f90"
                     *           ],
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 1,
                     *           "childCount": 0,
                     *           "employeeCount": 12
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example b2b_organization_unit */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "b2b_organization_unit". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "b2b_organization_unit";
                            id?: string;
                            organizationId?: string;
                            name?: string;
                            /** @description null: directly under the organization. */
                            parentId?: string | null;
                            /** @description 1 directly under the organization; at most 5. */
                            depth?: number;
                            /** @description The ids from the top unit down to this one, itself last. */
                            path?: string[];
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt?: string;
                            version?: number;
                            /** @description Units directly below it. */
                            childCount?: number;
                            /** @description Employees in the unit itself (not in the units below). */
                            employeeCount?: number;
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readOrganizationUnit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1c70a17c2e9f3b4a5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A unit of the organization's tree (a company, a region, a department): its employees, and whoever manages the units above it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_organization_unit",
                     *       "id": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "North",
                     *       "parentId": "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *       "depth": 2,
                     *       "path": [
                     *         "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *         "01936b1c70a17c2e9f3b4a5c6d7e8f90"
                     *       ],
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_organization_unit";
                        id: string;
                        organizationId: string;
                        name: string;
                        /** @description null: directly under the organization. */
                        parentId: string | null;
                        /** @description 1 directly under the organization; at most 5. */
                        depth: number;
                        /** @description The ids from the top unit down to this one, itself last. */
                        path: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteOrganizationUnit: {
        parameters: {
            query?: {
                /**
                 * @description Where the unit's employees and child units go, in the same transaction: a unit id, or `root` (the organization level). Required while the unit holds any.
                 * @example 01936b1c70a07b1d8e2a3f4b5c6d7e8f
                 */
                moveTo?: string;
            };
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c70a17c2e9f3b4a5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateOrganizationUnit: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1c70a17c2e9f3b4a5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "North & East"
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming; unique among its siblings (ignoring case). */
                    name?: string;
                    /** @description Moves the unit, with everything below it, under this unit (null: under the organization). */
                    parentId?: string | null;
                };
            };
        };
        responses: {
            /** @description A unit of the organization's tree (a company, a region, a department): its employees, and whoever manages the units above it. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_organization_unit",
                     *       "id": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "North & East",
                     *       "parentId": "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *       "depth": 2,
                     *       "path": [
                     *         "01936b1c70a07b1d8e2a3f4b5c6d7e8f",
                     *         "01936b1c70a17c2e9f3b4a5c6d7e8f90"
                     *       ],
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_organization_unit";
                        id: string;
                        organizationId: string;
                        name: string;
                        /** @description null: directly under the organization. */
                        parentId: string | null;
                        /** @description 1 directly under the organization; at most 5. */
                        depth: number;
                        /** @description The ids from the top unit down to this one, itself last. */
                        path: string[];
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchAuditLog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": [
                 *         {
                 *           "type": "equals",
                 *           "field": "resourceType",
                 *           "value": "product_list"
                 *         },
                 *         {
                 *           "type": "range",
                 *           "field": "occurredAt",
                 *           "parameters": {
                 *             "gte": "2026-11-01T00:00:00.000Z"
                 *           }
                 *         }
                 *       ],
                 *       "sort": [
                 *         {
                 *           "field": "sequence",
                 *           "order": "DESC"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Page to return, from 1 (default 1). Integer or numeric text.
                     * @example 1
                     */
                    page?: unknown;
                    /**
                     * @description Elements per page, 1–500 (default 25). Integer or numeric text.
                     * @example 25
                     */
                    limit?: unknown;
                    /**
                     * @description Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).
                     * @example weekly
                     */
                    term?: unknown;
                    /**
                     * @description Only these ids (≤ 500): an array, or one string joined by "|".
                     * @example [
                     *       "0193a8c2f1e07a1b9c3d4e5f60718293"
                     *     ]
                     */
                    ids?: unknown;
                    /**
                     * @description Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), `equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); `{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.
                     * @example [
                     *       {
                     *         "type": "contains",
                     *         "field": "name",
                     *         "value": "weekly"
                     *       },
                     *       {
                     *         "type": "range",
                     *         "field": "createdAt",
                     *         "parameters": {
                     *           "gte": "2026-01-01"
                     *         }
                     *       }
                     *     ]
                     */
                    filter?: unknown;
                    /** @description More filters, in the form of `filter`; applied together with it. */
                    "post-filter"?: unknown;
                    /**
                     * @description Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.
                     * @example [
                     *       {
                     *         "field": "name",
                     *         "order": "ASC"
                     *       }
                     *     ]
                     */
                    sort?: unknown;
                    /**
                     * @description `none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; `next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).
                     * @example exact
                     */
                    "total-count-mode"?: unknown;
                    /**
                     * @description Per apiAlias, the fields to return; `apiAlias` is always kept.
                     * @example {
                     *       "product_list": [
                     *         "id",
                     *         "name"
                     *       ]
                     *     }
                     */
                    includes?: unknown;
                    /**
                     * @description Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` (`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.
                     * @example [
                     *       {
                     *         "name": "owners",
                     *         "type": "terms",
                     *         "field": "ownerId"
                     *       }
                     *     ]
                     */
                    aggregations?: unknown;
                    /**
                     * @description Object whose keys name associations to load with each element.
                     * @example {
                     *       "lineItems": {}
                     *     }
                     */
                    associations?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Search result of b2b_audit_entry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "b2b_audit_entry",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_audit_entry",
                     *           "id": "01936b1c9a0b7c1d8e2f3a4b5c6d7e8f",
                     *           "type": "product_list.changed",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "sequence": 1042,
                     *           "occurredAt": "2026-11-23T09:30:00.000Z",
                     *           "actor": {
                     *             "type": "employee",
                     *             "id": "emp-1042"
                     *           },
                     *           "resource": {
                     *             "type": "product_list",
                     *             "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *             "version": 4
                     *           },
                     *           "data": {
                     *             "changes": {
                     *               "name": {
                     *                 "from": "Weekly re-order",
                     *                 "to": "Weekly re-order (Monday)"
                     *               },
                     *               "lineItems.SW10007": {
                     *                 "from": {
                     *                   "quantity": 2,
                     *                   "note": null
                     *                 },
                     *                 "to": null
                     *               }
                     *             }
                     *           },
                     *           "requestId": "5f0c2a7e-3b1d-4e8f-9a6c-2d7b8e1f0a3c"
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example b2b_audit_entry */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "b2b_audit_entry". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "b2b_audit_entry";
                            /** @description Unique; receivers deduplicate by it (deliveries are at least once). */
                            id?: string;
                            /**
                             * @example product_list.changed
                             * @example employee.deactivated
                             */
                            type?: string;
                            organizationId?: string;
                            /** @description Rises by exactly 1 per organization, in commit order, without gaps. */
                            sequence?: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            occurredAt?: string;
                            actor?: {
                                /**
                                 * @description anonymous: a failed login; sso: single sign-on provisioning a person; scim: the identity provider's SCIM client.
                                 * @enum {string}
                                 */
                                type: "employee" | "system" | "cli" | "anonymous" | "sso" | "scim";
                                id: string | null;
                            };
                            resource?: {
                                /** @enum {string} */
                                type: "product_list" | "employee" | "role" | "organization_unit" | "webhook" | "organization";
                                id: string;
                                version: number | null;
                            };
                            /** @description What changed; some types add details (`address` of a login, `duplicatedFrom`, `bulk`, …). */
                            data?: {
                                /** @description Per field, `{from, to}`; line items as `lineItems.<productId>` with `{quantity, note}` or null on either side. */
                                changes: {
                                    [key: string]: {
                                        from: unknown;
                                        to: unknown;
                                    };
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description The request id of the change (X-Request-Id); null for the CLI and housekeeping. */
                            requestId?: string | null;
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readProductListHistory: {
        parameters: {
            query?: {
                /** @example 1 */
                limit?: number;
                /** @description Entries older than this sequence (the answer's `nextBeforeSequence`). */
                beforeSequence?: number;
            };
            header?: never;
            path: {
                /** @example 01936b1c5e2a7f3d9c4b8a6e5d4c3b2a */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_history",
                     *       "resource": {
                     *         "type": "product_list",
                     *         "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *       },
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_audit_entry",
                     *           "id": "01936b1c9a0b7c1d8e2f3a4b5c6d7e8f",
                     *           "type": "product_list.changed",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "sequence": 1042,
                     *           "occurredAt": "2026-11-23T09:30:00.000Z",
                     *           "actor": {
                     *             "type": "employee",
                     *             "id": "emp-1042"
                     *           },
                     *           "resource": {
                     *             "type": "product_list",
                     *             "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a",
                     *             "version": 4
                     *           },
                     *           "data": {
                     *             "changes": {
                     *               "name": {
                     *                 "from": "Weekly re-order",
                     *                 "to": "Weekly re-order (Monday)"
                     *               },
                     *               "lineItems.SW10007": {
                     *                 "from": {
                     *                   "quantity": 2,
                     *                   "note": null
                     *                 },
                     *                 "to": null
                     *               }
                     *             }
                     *           },
                     *           "requestId": "5f0c2a7e-3b1d-4e8f-9a6c-2d7b8e1f0a3c"
                     *         }
                     *       ],
                     *       "nextBeforeSequence": 1003
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_history";
                        resource: {
                            type: string;
                            id: string;
                        };
                        /** @description Newest first. */
                        elements: {
                            /** @enum {string} */
                            apiAlias: "b2b_audit_entry";
                            /** @description Unique; receivers deduplicate by it (deliveries are at least once). */
                            id: string;
                            /**
                             * @example product_list.changed
                             * @example employee.deactivated
                             */
                            type: string;
                            organizationId: string;
                            /** @description Rises by exactly 1 per organization, in commit order, without gaps. */
                            sequence: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            occurredAt: string;
                            actor: {
                                /**
                                 * @description anonymous: a failed login; sso: single sign-on provisioning a person; scim: the identity provider's SCIM client.
                                 * @enum {string}
                                 */
                                type: "employee" | "system" | "cli" | "anonymous" | "sso" | "scim";
                                id: string | null;
                            };
                            resource: {
                                /** @enum {string} */
                                type: "product_list" | "employee" | "role" | "organization_unit" | "webhook" | "organization";
                                id: string;
                                version: number | null;
                            };
                            /** @description What changed; some types add details (`address` of a login, `duplicatedFrom`, `bulk`, …). */
                            data: {
                                /** @description Per field, `{from, to}`; line items as `lineItems.<productId>` with `{quantity, note}` or null on either side. */
                                changes: {
                                    [key: string]: {
                                        from: unknown;
                                        to: unknown;
                                    };
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description The request id of the change (X-Request-Id); null for the CLI and housekeeping. */
                            requestId: string | null;
                        }[];
                        /** @description Pass as `beforeSequence` for older entries; null when there are none. */
                        nextBeforeSequence: number | null;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readEmployeeHistory: {
        parameters: {
            query?: {
                /** @example 1 */
                limit?: number;
                /** @description Entries older than this sequence (the answer's `nextBeforeSequence`). */
                beforeSequence?: number;
            };
            header?: never;
            path: {
                /** @example emp-1042 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_history",
                     *       "resource": {
                     *         "type": "employee",
                     *         "id": "emp-1042"
                     *       },
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_audit_entry",
                     *           "id": "01936b1c9a0b7c1d8e2f3a4b5c6d7e8f",
                     *           "type": "account.logged_in",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "sequence": 1042,
                     *           "occurredAt": "2026-11-23T09:30:00.000Z",
                     *           "actor": {
                     *             "type": "employee",
                     *             "id": "emp-1042"
                     *           },
                     *           "resource": {
                     *             "type": "employee",
                     *             "id": "emp-1042",
                     *             "version": 3
                     *           },
                     *           "data": {
                     *             "changes": {},
                     *             "address": "203.0.113.7"
                     *           },
                     *           "requestId": "5f0c2a7e-3b1d-4e8f-9a6c-2d7b8e1f0a3c"
                     *         }
                     *       ],
                     *       "nextBeforeSequence": 1003
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_history";
                        resource: {
                            type: string;
                            id: string;
                        };
                        /** @description Newest first. */
                        elements: {
                            /** @enum {string} */
                            apiAlias: "b2b_audit_entry";
                            /** @description Unique; receivers deduplicate by it (deliveries are at least once). */
                            id: string;
                            /**
                             * @example product_list.changed
                             * @example employee.deactivated
                             */
                            type: string;
                            organizationId: string;
                            /** @description Rises by exactly 1 per organization, in commit order, without gaps. */
                            sequence: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            occurredAt: string;
                            actor: {
                                /**
                                 * @description anonymous: a failed login; sso: single sign-on provisioning a person; scim: the identity provider's SCIM client.
                                 * @enum {string}
                                 */
                                type: "employee" | "system" | "cli" | "anonymous" | "sso" | "scim";
                                id: string | null;
                            };
                            resource: {
                                /** @enum {string} */
                                type: "product_list" | "employee" | "role" | "organization_unit" | "webhook" | "organization";
                                id: string;
                                version: number | null;
                            };
                            /** @description What changed; some types add details (`address` of a login, `duplicatedFrom`, `bulk`, …). */
                            data: {
                                /** @description Per field, `{from, to}`; line items as `lineItems.<productId>` with `{quantity, note}` or null on either side. */
                                changes: {
                                    [key: string]: {
                                        from: unknown;
                                        to: unknown;
                                    };
                                };
                            } & {
                                [key: string]: unknown;
                            };
                            /** @description The request id of the change (X-Request-Id); null for the CLI and housekeeping. */
                            requestId: string | null;
                        }[];
                        /** @description Pass as `beforeSequence` for older entries; null when there are none. */
                        nextBeforeSequence: number | null;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://erp.acme.example/hooks/store-api",
                 *       "events": [
                 *         "product_list.*",
                 *         "employee.deactivated"
                 *       ],
                 *       "description": "ERP: re-orders and leavers"
                 *     }
                 */
                "application/json": {
                    /** @description https:// (http:// only with WEBHOOK_ALLOW_HTTP); its host must resolve to public addresses only (WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
                    url: string;
                    /** @description Event types to deliver: `product_list.*`, `employee.deactivated`, `*`. */
                    events: string[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    /** @description Where the new resource is read. */
                    Location?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_webhook",
                     *       "id": "01936b1cb0c17d2e8f3a4b5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "url": "https://erp.acme.example/hooks/store-api",
                     *       "events": [
                     *         "product_list.*",
                     *         "employee.deactivated"
                     *       ],
                     *       "description": "ERP: re-orders and leavers",
                     *       "status": "active",
                     *       "deliveredSequence": 1042,
                     *       "failingSince": null,
                     *       "nextAttemptAt": null,
                     *       "lastError": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1,
                     *       "secret": "whsec_3q2Xr9kP0dW7sLmN4bV6cY1zT8hJ5gF2aQ7wE4rT9yU"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_webhook";
                        id: string;
                        organizationId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description `failing`: attempts failed for WEBHOOK_FAILING_AFTER_SECONDS (24 h); nothing is tried until it is enabled again.
                         * @enum {string}
                         */
                        status: "active" | "failing" | "disabled";
                        /** @description Every event of the organization up to this sequence was delivered (or did not match). */
                        deliveredSequence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        failingSince: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                        /** @description The signing secret, shown this once: `Store-Api-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
                        secret: string;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    searchWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Search criteria (Shopware Criteria). Every field is optional; no body means the first page in the default order. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": [
                 *         {
                 *           "type": "equals",
                 *           "field": "status",
                 *           "value": "failing"
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": {
                    /**
                     * @description Page to return, from 1 (default 1). Integer or numeric text.
                     * @example 1
                     */
                    page?: unknown;
                    /**
                     * @description Elements per page, 1–500 (default 25). Integer or numeric text.
                     * @example 25
                     */
                    limit?: unknown;
                    /**
                     * @description Text search over the entity’s text fields (case-insensitive, ≤ 255 characters).
                     * @example weekly
                     */
                    term?: unknown;
                    /**
                     * @description Only these ids (≤ 500): an array, or one string joined by "|".
                     * @example [
                     *       "0193a8c2f1e07a1b9c3d4e5f60718293"
                     *     ]
                     */
                    ids?: unknown;
                    /**
                     * @description Array of filters, all of which must hold: `{type, field, value}` with type `equals` (value text, number or null), `equalsAny` (array, or text joined by "|"), `contains`, `prefix`, `suffix` (text, case-insensitive); `{type: "range", field, parameters: {gt, gte, lt, lte}}`; `{type: "multi" | "not", operator: "and" | "or", queries: [...]}`. At most 50 filters, nested at most 5 deep. Only the entity’s filterable fields may be named.
                     * @example [
                     *       {
                     *         "type": "contains",
                     *         "field": "name",
                     *         "value": "weekly"
                     *       },
                     *       {
                     *         "type": "range",
                     *         "field": "createdAt",
                     *         "parameters": {
                     *           "gte": "2026-01-01"
                     *         }
                     *       }
                     *     ]
                     */
                    filter?: unknown;
                    /** @description More filters, in the form of `filter`; applied together with it. */
                    "post-filter"?: unknown;
                    /**
                     * @description Array of `{field, order: "ASC" | "DESC"}` (or text such as "name,-createdAt"). Only sortable fields. Without it, the oldest first (`createdAt` ASC); the id breaks ties, so pages never overlap.
                     * @example [
                     *       {
                     *         "field": "name",
                     *         "order": "ASC"
                     *       }
                     *     ]
                     */
                    sort?: unknown;
                    /**
                     * @description `none` (0, the default, as in Shopware): `total` is the number of elements returned; `exact` (1): `total` counts every match; `next-pages` (2): `total` counts up to five pages past the current one (offset + matches in the next `5 × limit + 1`).
                     * @example exact
                     */
                    "total-count-mode"?: unknown;
                    /**
                     * @description Per apiAlias, the fields to return; `apiAlias` is always kept.
                     * @example {
                     *       "product_list": [
                     *         "id",
                     *         "name"
                     *       ]
                     *     }
                     */
                    includes?: unknown;
                    /**
                     * @description Array of `{name, type, field}` with type `count` (the number of distinct values of the field, as Shopware counts; not of rows), `sum`, `avg`, `min`, `max` or `terms` (`limit` 1–100, default 10). Results appear under `aggregations[name]`. Only aggregatable fields.
                     * @example [
                     *       {
                     *         "name": "owners",
                     *         "type": "terms",
                     *         "field": "ownerId"
                     *       }
                     *     ]
                     */
                    aggregations?: unknown;
                    /**
                     * @description Object whose keys name associations to load with each element.
                     * @example {
                     *       "lineItems": {}
                     *     }
                     */
                    associations?: unknown;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description Search result of b2b_webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "dal_entity_search_result",
                     *       "entity": "b2b_webhook",
                     *       "total": 1,
                     *       "page": 1,
                     *       "limit": 10,
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_webhook",
                     *           "id": "01936b1cb0c17d2e8f3a4b5c6d7e8f90",
                     *           "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "url": "https://erp.acme.example/hooks/store-api",
                     *           "events": [
                     *             "product_list.*",
                     *             "employee.deactivated"
                     *           ],
                     *           "description": "ERP: re-orders and leavers",
                     *           "status": "failing",
                     *           "deliveredSequence": 1042,
                     *           "failingSince": "2026-11-23T09:30:00.000Z",
                     *           "nextAttemptAt": null,
                     *           "lastError": "event 1043: answered 503",
                     *           "createdAt": "2026-11-23T09:30:00.000Z",
                     *           "updatedAt": "2026-11-23T09:30:00.000Z",
                     *           "version": 1
                     *         }
                     *       ],
                     *       "aggregations": {}
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "dal_entity_search_result";
                        /** @example b2b_webhook */
                        entity: string;
                        /** @description Depends on `total-count-mode`: every match, the elements returned, or up to five pages ahead. */
                        total: number;
                        page: number;
                        limit: number;
                        /** @description Objects with apiAlias "b2b_webhook". */
                        elements: {
                            /** @enum {string} */
                            apiAlias?: "b2b_webhook";
                            id?: string;
                            organizationId?: string;
                            url?: string;
                            events?: string[];
                            description?: string | null;
                            /**
                             * @description `failing`: attempts failed for WEBHOOK_FAILING_AFTER_SECONDS (24 h); nothing is tried until it is enabled again.
                             * @enum {string}
                             */
                            status?: "active" | "failing" | "disabled";
                            /** @description Every event of the organization up to this sequence was delivered (or did not match). */
                            deliveredSequence?: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            failingSince?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            nextAttemptAt?: string | null;
                            lastError?: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt?: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt?: string;
                            version?: number;
                        }[];
                        /** @description Per aggregation name, its result. */
                        aggregations: {
                            [key: string]: {
                                /** @description `<name>_aggregation` */
                                apiAlias: string;
                                count?: number;
                                sum?: number;
                                avg?: number | null;
                                min?: unknown;
                                max?: unknown;
                                buckets?: {
                                    /** @description The field value (null for elements without one). */
                                    key: unknown;
                                    count: number;
                                    /** @enum {string} */
                                    apiAlias: "aggregation_bucket";
                                }[];
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1cb0c17d2e8f3a4b5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_webhook",
                     *       "id": "01936b1cb0c17d2e8f3a4b5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "url": "https://erp.acme.example/hooks/store-api",
                     *       "events": [
                     *         "product_list.*",
                     *         "employee.deactivated"
                     *       ],
                     *       "description": "ERP: re-orders and leavers",
                     *       "status": "active",
                     *       "deliveredSequence": 1042,
                     *       "failingSince": null,
                     *       "nextAttemptAt": null,
                     *       "lastError": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_webhook";
                        id: string;
                        organizationId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description `failing`: attempts failed for WEBHOOK_FAILING_AFTER_SECONDS (24 h); nothing is tried until it is enabled again.
                         * @enum {string}
                         */
                        status: "active" | "failing" | "disabled";
                        /** @description Every event of the organization up to this sequence was delivered (or did not match). */
                        deliveredSequence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        failingSince: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1cb0c17d2e8f3a4b5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path: {
                /** @example 01936b1cb0c17d2e8f3a4b5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "active"
                 *     }
                 */
                "application/json": {
                    /** @description https:// (http:// only with WEBHOOK_ALLOW_HTTP); its host must resolve to public addresses only (WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
                    url?: string;
                    /** @description Event types to deliver: `product_list.*`, `employee.deactivated`, `*`. */
                    events?: string[];
                    description?: string | null;
                    /**
                     * @description `active` enables a disabled or failing webhook (its backlog is delivered, in order); `disabled` pauses it (events keep waiting).
                     * @enum {string}
                     */
                    status?: "active" | "disabled";
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_webhook",
                     *       "id": "01936b1cb0c17d2e8f3a4b5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "url": "https://erp.acme.example/hooks/store-api",
                     *       "events": [
                     *         "product_list.*",
                     *         "employee.deactivated"
                     *       ],
                     *       "description": "ERP: re-orders and leavers",
                     *       "status": "active",
                     *       "deliveredSequence": 1042,
                     *       "failingSince": null,
                     *       "nextAttemptAt": null,
                     *       "lastError": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_webhook";
                        id: string;
                        organizationId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description `failing`: attempts failed for WEBHOOK_FAILING_AFTER_SECONDS (24 h); nothing is tried until it is enabled again.
                         * @enum {string}
                         */
                        status: "active" | "failing" | "disabled";
                        /** @description Every event of the organization up to this sequence was delivered (or did not match). */
                        deliveredSequence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        failingSince: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                /** @example 1 */
                limit?: number;
            };
            header?: never;
            path: {
                /** @example 01936b1cb0c17d2e8f3a4b5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_webhook_deliveries",
                     *       "webhookId": "01936b1cb0c17d2e8f3a4b5c6d7e8f90",
                     *       "elements": [
                     *         {
                     *           "apiAlias": "b2b_webhook_delivery",
                     *           "id": "01936b1cc1d27e3f9a4b5c6d7e8f9011",
                     *           "eventId": "01936b1c9a0b7c1d8e2f3a4b5c6d7e8f",
                     *           "eventType": "product_list.changed",
                     *           "sequence": 1042,
                     *           "attemptedAt": "2026-11-23T09:30:00.000Z",
                     *           "outcome": "delivered",
                     *           "responseStatus": 204,
                     *           "durationMs": 38,
                     *           "error": null
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_webhook_deliveries";
                        webhookId: string;
                        /** @description The most recent attempts first (at most `limit`; attempts older than 7 days are gone). */
                        elements: {
                            /** @enum {string} */
                            apiAlias: "b2b_webhook_delivery";
                            id: string;
                            eventId: string;
                            eventType: string;
                            sequence: number;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            attemptedAt: string;
                            /** @enum {string} */
                            outcome: "delivered" | "failed";
                            responseStatus: number | null;
                            durationMs: number;
                            error: string | null;
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @example 01936b1cb0c17d2e8f3a4b5c6d7e8f90 */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "fromSequence": 1000
                 *     }
                 */
                "application/json": {
                    /** @description Deliver again every matching event from this sequence on, in order (events older than AUDIT_RETENTION_DAYS are gone). */
                    fromSequence: number;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_webhook",
                     *       "id": "01936b1cb0c17d2e8f3a4b5c6d7e8f90",
                     *       "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "url": "https://erp.acme.example/hooks/store-api",
                     *       "events": [
                     *         "product_list.*",
                     *         "employee.deactivated"
                     *       ],
                     *       "description": "ERP: re-orders and leavers",
                     *       "status": "active",
                     *       "deliveredSequence": 999,
                     *       "failingSince": null,
                     *       "nextAttemptAt": null,
                     *       "lastError": null,
                     *       "createdAt": "2026-11-23T09:30:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_webhook";
                        id: string;
                        organizationId: string;
                        url: string;
                        events: string[];
                        description: string | null;
                        /**
                         * @description `failing`: attempts failed for WEBHOOK_FAILING_AFTER_SECONDS (24 h); nothing is tried until it is enabled again.
                         * @enum {string}
                         */
                        status: "active" | "failing" | "disabled";
                        /** @description Every event of the organization up to this sequence was delivered (or did not match). */
                        deliveredSequence: number;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        failingSince: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        nextAttemptAt: string | null;
                        lastError: string | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business customer: its name and its policies. Everything of one organization is invisible to every other. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_organization",
                     *       "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "Acme Trading",
                     *       "passwordLogin": true,
                     *       "requireSecondFactor": false,
                     *       "listRetentionDays": null,
                     *       "createdAt": "2026-11-01T08:00:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z",
                     *       "version": 1
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_organization";
                        id: string;
                        name: string;
                        /** @description Employees may log in by password (`POST /account/login`). */
                        passwordLogin: boolean;
                        /** @description Every employee must hold a second factor. */
                        requireSecondFactor: boolean;
                        /** @description Lists not changed for this many days are deleted (history and events name the actor `system`); null: lists are kept. */
                        listRetentionDays: number | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag ("<version>") the write expects; 412 when it moved on. */
                "if-match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "name": "Acme Trading GmbH",
                 *       "listRetentionDays": 365
                 *     }
                 */
                "application/json": {
                    /** @description 1–255 characters after trimming. */
                    name?: string;
                    /** @description `false` only once the organization has single sign-on (409 `ORGANIZATION__SSO_REQUIRED`): without it nobody could sign in. */
                    passwordLogin?: boolean;
                    /** @description `true`: the sessions of employees without a second factor may only enroll one (at once, and at their next logins). */
                    requireSecondFactor?: boolean;
                    /** @description 1–3650: lists unchanged that long are deleted by housekeeping (every few minutes); null: kept. */
                    listRetentionDays?: number | null;
                };
            };
        };
        responses: {
            /** @description The business customer: its name and its policies. Everything of one organization is invisible to every other. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_organization",
                     *       "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *       "name": "Acme Trading GmbH",
                     *       "passwordLogin": true,
                     *       "requireSecondFactor": false,
                     *       "listRetentionDays": 365,
                     *       "createdAt": "2026-11-01T08:00:00.000Z",
                     *       "updatedAt": "2026-11-24T08:15:00.000Z",
                     *       "version": 2
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_organization";
                        id: string;
                        name: string;
                        /** @description Employees may log in by password (`POST /account/login`). */
                        passwordLogin: boolean;
                        /** @description Every employee must hold a second factor. */
                        requireSecondFactor: boolean;
                        /** @description Lists not changed for this many days are deleted (history and events name the actor `system`); null: lists are kept. */
                        listRetentionDays: number | null;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                        version: number;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description If-Match names another version than the current one. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "412",
                     *           "code": "REQUEST__PRECONDITION_FAILED",
                     *           "title": "Precondition Failed",
                     *           "detail": "The resource is at version 4, not the one If-Match names.",
                     *           "meta": {
                     *             "parameters": {
                     *               "currentVersion": 4
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    readSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The organization's single sign-on (OpenID Connect). The client secret is never answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_sso_settings",
                     *       "issuer": "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0",
                     *       "clientId": "6731de76-14a6-49ae-97bc-6eba6914391e",
                     *       "emailDomains": [
                     *         "acme.example"
                     *       ],
                     *       "provisioning": {
                     *         "role": "member",
                     *         "unitId": null
                     *       },
                     *       "callbackUrl": "https://api.acme.example/store-api/sso/01936b1c4f107a4c8e1d2b3c4d5e6f70/callback",
                     *       "redirectUrl": "https://api.acme.example/store-api/sso/01936b1c4f107a4c8e1d2b3c4d5e6f70/redirect",
                     *       "createdAt": "2026-11-01T08:00:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_sso_settings";
                        issuer: string;
                        clientId: string;
                        emailDomains: string[];
                        provisioning: {
                            role: string;
                            unitId: string | null;
                        } | null;
                        /** @description Register this as the redirect URI of the client at the provider. */
                        callbackUrl: string;
                        /** @description Where a storefront sends a browser to sign in (add `?returnTo=<its address>`). */
                        redirectUrl: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    replaceSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "issuer": "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0",
                 *       "clientId": "6731de76-14a6-49ae-97bc-6eba6914391e",
                 *       "clientSecret": "yJ8~Q2rT.vX4mN7pL0kD9sF3gH6jA1zC",
                 *       "emailDomains": [
                 *         "acme.example"
                 *       ],
                 *       "provisioning": {
                 *         "role": "member",
                 *         "unitId": null
                 *       }
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: uri
                     * @description The provider's issuer (https://login.microsoftonline.com/<tenant>/v2.0, https://<org>.okta.com, https://<host>/realms/<realm>); its discovery document (`/.well-known/openid-configuration`) is read when the settings are saved.
                     */
                    issuer: string;
                    /** @description The client (application) id registered at the provider. */
                    clientId: string;
                    /** @description The client secret; never answered back. */
                    clientSecret: string;
                    /** @description A person is matched by email (and provisioned) only with a verified email of these domains; absent or empty: any domain the provider vouches for. */
                    emailDomains?: string[];
                    /** @description A person the provider signs in whom the organization does not know yet becomes an active employee at once, with this role and unit. */
                    provisioning?: {
                        /** @description The role a provisioned employee gets (a role of the organization). */
                        role: string;
                        /** @description The unit a provisioned employee joins; absent or null: organization level. */
                        unitId?: string | null;
                    } | null;
                };
            };
        };
        responses: {
            /** @description The organization's single sign-on (OpenID Connect). The client secret is never answered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "b2b_sso_settings",
                     *       "issuer": "https://login.microsoftonline.com/9188040d-6c67-4c5b-b112-36a304b66dad/v2.0",
                     *       "clientId": "6731de76-14a6-49ae-97bc-6eba6914391e",
                     *       "emailDomains": [
                     *         "acme.example"
                     *       ],
                     *       "provisioning": {
                     *         "role": "member",
                     *         "unitId": null
                     *       },
                     *       "callbackUrl": "https://api.acme.example/store-api/sso/01936b1c4f107a4c8e1d2b3c4d5e6f70/callback",
                     *       "redirectUrl": "https://api.acme.example/store-api/sso/01936b1c4f107a4c8e1d2b3c4d5e6f70/redirect",
                     *       "createdAt": "2026-11-01T08:00:00.000Z",
                     *       "updatedAt": "2026-11-23T09:30:00.000Z"
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "b2b_sso_settings";
                        issuer: string;
                        clientId: string;
                        emailDomains: string[];
                        provisioning: {
                            role: string;
                            unitId: string | null;
                        } | null;
                        /** @description Register this as the redirect URI of the client at the provider. */
                        callbackUrl: string;
                        /** @description Where a storefront sends a browser to sign in (add `?returnTo=<its address>`). */
                        redirectUrl: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        createdAt: string;
                        /**
                         * Format: date-time
                         * @description ISO 8601, UTC.
                         */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    deleteSso: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The caller lacks the permission this operation needs. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "403",
                     *           "code": "AUTH__PERMISSION_DENIED",
                     *           "title": "Forbidden",
                     *           "detail": "This needs the permission \"employee.create\"."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request conflicts with the current state (a taken id, email or role name, the last employee who can manage, a role in use, a reused Idempotency-Key, a reorder that does not name exactly the current items; a unit move into its own subtree or deeper than 5 levels, a sibling's name, a unit that is not empty). */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "409",
                     *           "code": "EMPLOYEE__DUPLICATE_EMAIL",
                     *           "title": "Conflict",
                     *           "detail": "An employee with this email already exists.",
                     *           "source": {
                     *             "pointer": "/email"
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    startSso: {
        parameters: {
            query: {
                /** @description Where the browser goes back with `?code=<one-time code>` (or `?error=<code>`): an address on an origin of SSO_ALLOWED_RETURN_ORIGINS. */
                returnTo: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization whose provider signs the person in.
                 * @example 01936b1c4f107a4c8e1d2b3c4d5e6f70
                 */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect: Location names where to go. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    completeSso: {
        parameters: {
            query?: {
                state?: string;
                code?: string;
                iss?: string;
                error?: string;
                error_description?: string;
                session_state?: string;
            };
            header?: never;
            path: {
                /**
                 * @description The organization whose provider signs the person in.
                 * @example 01936b1c4f107a4c8e1d2b3c4d5e6f70
                 */
                organizationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A redirect: Location names where to go. */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
    exchangeSsoCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "code": "c3NvLW9uZS10aW1lLWNvZGUtMzItYnl0ZXMtbG9uZy1leGFtcGxl"
                 *     }
                 */
                "application/json": {
                    /** @description The one-time code the callback appended to `returnTo` (60 s, single use). */
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK. */
            200: {
                headers: {
                    /** @description The new session's context token (the same as in the body). */
                    "sw-context-token"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "apiAlias": "array_struct",
                     *       "contextToken": "Qm9vdHN0cmFwLXRva2VuLTMyLWJ5dGVzLWxvbmctZXhhbXBsZQ",
                     *       "employee": {
                     *         "apiAlias": "b2b_employee",
                     *         "id": "emp-1042",
                     *         "organizationId": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *         "email": "mia.weber@acme.example",
                     *         "firstName": "Mia",
                     *         "lastName": "Weber",
                     *         "role": "member",
                     *         "status": "active",
                     *         "unitId": "01936b1c70a17c2e9f3b4a5c6d7e8f90",
                     *         "lastLoginAt": "2026-11-23T09:30:00.000Z",
                     *         "createdAt": "2026-11-23T09:30:00.000Z",
                     *         "updatedAt": "2026-11-23T09:30:00.000Z",
                     *         "version": 1
                     *       },
                     *       "organizations": [
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f70",
                     *           "name": "Acme Trading",
                     *           "employeeId": "emp-1042",
                     *           "status": "active"
                     *         },
                     *         {
                     *           "id": "01936b1c4f107a4c8e1d2b3c4d5e6f99",
                     *           "name": "Globex Wholesale",
                     *           "employeeId": "G-77",
                     *           "status": "invited"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        apiAlias: "array_struct";
                        /** @description Send it as the sw-context-token header on every later call. */
                        contextToken: string;
                        /** @description An employee of a business customer. */
                        employee: {
                            /** @enum {string} */
                            apiAlias: "b2b_employee";
                            id: string;
                            organizationId: string;
                            email: string | null;
                            firstName: string | null;
                            lastName: string | null;
                            /** @description A role of the organization: the built-in `admin` or `member`, or the id of a role it defined (/store-api/role). */
                            role: string;
                            /** @enum {string} */
                            status: "active" | "invited" | "inactive";
                            /** @description The employee's organization unit; null: the organization level. Every permission reaches this unit's branch only. */
                            unitId: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            lastLoginAt: string | null;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            createdAt: string;
                            /**
                             * Format: date-time
                             * @description ISO 8601, UTC.
                             */
                            updatedAt: string;
                            version: number;
                        };
                        /** @description Every organization the person belongs to (one login, several organizations), by name. */
                        organizations: {
                            /** @description The organization's id: `organization` in a login, `organizationId` in a switch. */
                            id: string;
                            name: string;
                            /** @description The person's employee id there. */
                            employeeId: string;
                            /** @description `invited`: signing in there (or switching to it) accepts the invitation. */
                            status: "active" | "invited";
                        }[];
                    };
                };
            };
            /** @description The request is invalid: every failing field is one error with its JSON pointer. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "400",
                     *           "code": "VALIDATION__INVALID",
                     *           "title": "Bad Request",
                     *           "detail": "The field \"name\" must be at most 255 characters long.",
                     *           "source": {
                     *             "pointer": "/name"
                     *           },
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 255
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The access key, the context token or the credentials are missing or not valid. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "401",
                     *           "code": "AUTH__CONTEXT_TOKEN_INVALID",
                     *           "title": "Unauthorized",
                     *           "detail": "The session has expired; log in again."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The resource does not exist in the caller's organization (or no such route). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "404",
                     *           "code": "PRODUCT_LIST__NOT_FOUND",
                     *           "title": "Not Found",
                     *           "detail": "No product list with id \"01936b1c5e2a7f3d9c4b8a6e5d4c3b2a\".",
                     *           "meta": {
                     *             "parameters": {
                     *               "id": "01936b1c5e2a7f3d9c4b8a6e5d4c3b2a"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is larger than BODY_LIMIT_BYTES (IMPORT_BODY_LIMIT_BYTES for files); the detail names the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "413",
                     *           "code": "REQUEST__BODY_TOO_LARGE",
                     *           "title": "Payload Too Large",
                     *           "detail": "The request body is larger than 1 MiB (1048576 bytes), the limit that BODY_LIMIT_BYTES sets.",
                     *           "meta": {
                     *             "parameters": {
                     *               "limit": 1048576,
                     *               "variable": "BODY_LIMIT_BYTES"
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The request body is not JSON (or, where the operation takes it, CSV); the detail names what the operation takes. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "415",
                     *           "code": "REQUEST__UNSUPPORTED_MEDIA_TYPE",
                     *           "title": "Unsupported Media Type",
                     *           "detail": "The request body must be JSON: Content-Type: application/json (it was text/plain).",
                     *           "meta": {
                     *             "parameters": {
                     *               "accepted": [
                     *                 "application/json"
                     *               ]
                     *             }
                     *           }
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description Too many requests or failed logins from this client; Retry-After says when to try again. */
            429: {
                headers: {
                    /** @description Seconds until the client may try again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "429",
                     *           "code": "REQUEST__TOO_MANY_REQUESTS",
                     *           "title": "Too Many Requests",
                     *           "detail": "Too many requests from this client; try again in 12 seconds."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description An unexpected error; the detail names the request id to quote. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "500",
                     *           "code": "SERVER__INTERNAL_ERROR",
                     *           "title": "Internal Server Error",
                     *           "detail": "An unexpected error occurred. Quote the request id when reporting it."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database cannot be reached right now (Retry-After says when to try again), or the instance is not ready or shutting down (or, for event streams, serves as many as it may). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "503",
                     *           "code": "SERVER__UNAVAILABLE",
                     *           "title": "Service Unavailable",
                     *           "detail": "The database cannot be reached right now; nothing was written. Try again shortly."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
            /** @description The database's storage is full: nothing was written; reads go on. */
            507: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "errors": [
                     *         {
                     *           "status": "507",
                     *           "code": "SERVER__INSUFFICIENT_STORAGE",
                     *           "title": "Insufficient Storage",
                     *           "detail": "The database's storage is full: nothing was written. Reads go on; writes work again once space is freed."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErrorEnvelope"];
                };
            };
        };
    };
}
