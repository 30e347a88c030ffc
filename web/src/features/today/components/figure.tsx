import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useStaffText } from '../../../components/staff/staff-language';
import '../../../components/staff/staff-text-fr-today';

interface FigureProps<Data> {
  read: UseQueryResult<Data>;
  /** The page the figure leads to: a console path, or `#id` for a panel of the same page; none when the role cannot open it. */
  to?: string;
  /** What the figure says once read; `more` goes under the link (a list of people). */
  children: (data: Data) => { said: ReactNode; more?: ReactNode };
}

/** One figure of the glance: while it is read, why it could not be (with another try), or what it says, as a link to its page. */
export function Figure<Data>({ read, to, children }: FigureProps<Data>) {
  const { t } = useStaffText();
  if (read.isPending) {
    return (
      <li className="today__figure" aria-busy="true">
        {t('Loading…')}
      </li>
    );
  }
  if (read.isError) {
    return (
      <li className="today__figure today__figure--failed">
        {t('This figure could not be read.')}{' '}
        <button
          type="button"
          className="admin-button admin-button--secondary admin-button--small"
          disabled={read.isFetching}
          onClick={() => void read.refetch()}
        >
          {t('Read again')}
        </button>
      </li>
    );
  }
  const { said, more } = children(read.data);
  const link = to === undefined ? said : to.startsWith('#') ? <a href={to}>{said}</a> : <Link to={to}>{said}</Link>;
  return (
    <li className="today__figure">
      {link}
      {more}
    </li>
  );
}
