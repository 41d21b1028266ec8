/** What units offers the other features (docs/architecture.md: a feature uses another only through its index.ts). */
export { findUnit, findUnitsByIds, findUnitsOf, unitFinder, type UnitRow } from './organization-unit.repository.js';
export { createUnit, deleteUnit, destinationUnit, outsideBranch, patchUnit } from './organization-unit.service.js';
