import { render, screen } from '@testing-library/react';
import { ListFailure } from './list-states';

/** A callable's failure as the Functions SDK gives it: a code, the function's English, its refusal in the details. */
const refusedAs = (refusal: string) =>
  Object.assign(new Error('Only staff may do this.'), { code: 'functions/permission-denied', details: { refusal } });

describe('a list that could not load', () => {
  it('says why when a staff callable refused it with a code the console knows', () => {
    render(<ListFailure message="Failed to load staff" error={refusedAs('not-staff')} onRetry={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load staff');
    expect(alert).toHaveTextContent('Only staff may do this.');
  });

  it('says only what failed for a failure the function did not explain, and never its English', () => {
    const unexplained = Object.assign(new Error('internal'), { code: 'functions/internal' });
    render(<ListFailure message="Failed to load staff" error={unexplained} onRetry={() => undefined} />);
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
    render(
      <ListFailure message="Failed to load closes" error={refusedAs('a-code-from-a-newer-function')} onRetry={() => undefined} />,
    );
    expect(screen.getAllByRole('alert')[1]?.querySelectorAll('p')).toHaveLength(1);
    expect(screen.queryByText('Only staff may do this.')).not.toBeInTheDocument();
  });
});
