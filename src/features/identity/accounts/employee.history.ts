import { customFieldChanges } from '../../../kernel/custom-fields.js';
import { changesOf, type PendingEvent } from '../../../platform/outbox/outbox.js';
import type { EventType } from '../../../kernel/event-types.js';
import { toEmployee, type EmployeeRow } from './employee.repository.js';

/** The fields of an employee that history compares; never a password or its hash (platform/outbox/outbox.ts). */
const EMPLOYEE_FIELDS = ['email', 'firstName', 'lastName', 'role', 'status', 'unitId'] as const;

/**
 * The type of an employee's change, the most telling first: a change of status (deactivated,
 * activated), then of role, then of unit, then of password alone; anything else is `updated`.
 * One write is one event, whatever it changed; `changes` lists every field.
 */
export function employeeChangeType(before: EmployeeRow, after: EmployeeRow, passwordChanged: boolean): EventType {
  if (after.status !== before.status)
    return after.status === 'inactive' ? 'employee.deactivated' : after.status === 'active' ? 'employee.activated' : 'employee.updated';
  if (after.role !== before.role) return 'employee.role_changed';
  if (after.unit_id !== before.unit_id) return 'employee.unit_changed';
  const fieldsChanged =
    Object.keys(changesOf(toEmployee(before), toEmployee(after), EMPLOYEE_FIELDS)).length > 0 ||
    Object.keys(customFieldChanges(before.custom_fields, after.custom_fields)).length > 0;
  return passwordChanged && !fieldsChanged ? 'employee.password_changed' : 'employee.updated';
}

/** An employee's event: `changes` between the two rows (null before: created; null after: deleted). */
export function employeeEvent(type: EventType, before: EmployeeRow | null, after: EmployeeRow | null, extra: Record<string, unknown> = {}): PendingEvent {
  const row = (after ?? before)!;
  return {
    type,
    resource: { type: 'employee', id: row.id, version: after ? after.version : before!.version + 1 },
    scopePath: row.unit_path,
    data: {
      changes: {
        ...changesOf(before ? toEmployee(before) : null, after ? toEmployee(after) : null, EMPLOYEE_FIELDS),
        ...customFieldChanges(before?.custom_fields, after?.custom_fields),
      },
      ...extra,
    },
  };
}
