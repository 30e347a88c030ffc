import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { customerKeyOf } from '@kasuwa/contract/customers';
import { storePaths } from '../../../lib/store-paths';

/** What names a customer, leading to their record when their number is one; else as it is. */
export function CustomerLink({ phone, children }: { phone: string | undefined; children: ReactNode }) {
  const key = customerKeyOf(phone);
  return key ? <Link to={storePaths.customer.path(key)}>{children}</Link> : <>{children}</>;
}
