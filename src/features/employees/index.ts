/** What employees offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export {
  type EmployeeRow,
  employeesInReach,
  findEmployee,
  findEmployeeByLogin,
  findEmployeeInReach,
  findEmployeesByIds,
  insertEmployees,
  lockEmployeesOf,
  newEmployeeRow,
  toEmployee,
} from './employee.repository.js';
export { deleteEmployee, notFound, patchEmployee, personForNewRecord } from './employee.service.js';
export { employeeEvent } from './employee.history.js';
export { AccountMe, type Employee, type EmployeePatch } from './employee.schemas.js';
