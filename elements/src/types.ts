/** The parts of the service's answers the elements read (the OpenAPI document has them whole). */
export interface LineItem {
  id: string;
  productId: string;
  quantity: number;
  note: string | null;
  position: number;
}

export type ListStatus = 'draft' | 'submitted' | 'approved' | 'rejected';

export interface ProductList {
  id: string;
  ownerId: string | null;
  name: string;
  description: string | null;
  itemCount: number;
  totalQuantity: number;
  updatedAt: string;
  version: number;
  shared: boolean;
  status: ListStatus;
  statusComment: string | null;
  access?: 'owner' | 'edit' | 'read';
  lineItems?: LineItem[];
}

export interface SearchResult<T> {
  elements: T[];
  total: number;
}

export interface Employee {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  status: 'active' | 'invited' | 'inactive';
  unitId: string | null;
  version: number;
}

export interface Unit {
  id: string;
  name: string;
  parentId: string | null;
  depth: number;
  path: string[];
  version: number;
}

export interface Role {
  id: string;
  name: string;
}
