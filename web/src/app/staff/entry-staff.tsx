import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { StaffApp } from './staff-app';
import { holdUnsavedChanges, UnsavedChangesQuestion } from '../../components/staff/unsaved-changes';
import '../../styles/global.css';
import { reportUncaughtErrors } from '../../lib/error-reports';

reportUncaughtErrors('staff');
holdUnsavedChanges();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// The shell's "Loading…" is replaced as soon as the staff app starts.
createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <StaffApp />
      <UnsavedChangesQuestion />
    </BrowserRouter>
  </StrictMode>,
);
