import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { LazyPart } from './lazy-part';

let logged: jest.SpyInstance;
beforeEach(() => {
  logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function page(part: React.ReactNode) {
  render(
    <main>
      <h1>Order 1002</h1>
      <LazyPart>{part}</LazyPart>
      <p>Customer</p>
    </main>,
  );
}

describe('a part of a page loaded when it shows', () => {
  it('says it is loading in its place, then shows the part, the page around it shown all along', async () => {
    let arrive: (module: { default: () => React.ReactElement }) => void = () => undefined;
    const Part = lazy(() => new Promise<{ default: () => React.ReactElement }>((resolve) => (arrive = resolve)));
    page(<Part />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByText('Customer')).toBeInTheDocument();
    arrive({ default: () => <form aria-label="Correct the payment" /> });
    expect(await screen.findByRole('form', { name: 'Correct the payment' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('whose code cannot be fetched says so in its place with a reload, logs why and keeps the page', async () => {
    const Part = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    page(<Part />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the page could not load: it needs the network once.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order 1002' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('A part of a staff page failed to load:', expect.any(TypeError), expect.any(String));
  });
});
