import { lazy } from 'react';
import RunPage from '../../../features/run/run-page';
import { LazyPart } from '../../../components/staff/lazy-part';

const TodayAtAGlance = lazy(() => import('../../../features/today/today-glance'));

/** /store/run: the rider's run of today, under their part of today at a glance (their cash, their run's counts). */
export default function Run() {
  return (
    <RunPage
      glance={
        <LazyPart>
          <TodayAtAGlance />
        </LazyPart>
      }
    />
  );
}
