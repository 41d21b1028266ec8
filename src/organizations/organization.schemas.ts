import { Type, type Static } from 'typebox';
import { Timestamp } from '../http/common.schemas.js';

export const Organization = Type.Object({
  apiAlias: Type.Literal('b2b_organization'),
  id: Type.String(),
  name: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Organization = Static<typeof Organization>;
