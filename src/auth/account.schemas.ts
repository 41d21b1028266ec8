import { Type, type Static } from 'typebox';
import { SingleLineText } from '../http/common.schemas.js';
import { Employee } from '../employees/employee.schemas.js';

export const LoginBody = Type.Object({
  username: SingleLineText({ minLength: 1, maxLength: 320, description: 'The employee\'s email or id.' }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
  organization: Type.Optional(SingleLineText({ minLength: 1, maxLength: 64, description: 'The organization\'s id: employee ids are unique only within an organization, so a login by id names it (without, an id works only while no other organization has it). Not needed with an email.' })),
}, { additionalProperties: false });
export type LoginBody = Static<typeof LoginBody>;

export const ContextToken = Type.Object({
  apiAlias: Type.Literal('array_struct'),
  contextToken: Type.String({ description: 'Send it as the sw-context-token header on every later call.' }),
  employee: Employee,
});
