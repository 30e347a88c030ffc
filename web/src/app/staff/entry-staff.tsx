import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { StaffApp } from './staff-app';
import { UnsavedChangesBlocker } from '../../components/staff/unsaved-changes';
import '../../styles/global.css';
import { reportUncaughtErrors } from '../../lib/error-reports';

reportUncaughtErrors('staff');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// A data router around the app's own routes: it can hold a navigation away from unsaved edits.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <StaffApp />
        <UnsavedChangesBlocker />
      </>
    ),
  },
]);

// The shell's "Loading…" is replaced as soon as the staff app starts.
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
