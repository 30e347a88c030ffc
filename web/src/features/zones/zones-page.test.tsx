import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { collections } from '@kasuwa/contract/collections';
import { formatXof } from '@kasuwa/contract/money';
import { fakeFirestore, fakeTimestamp } from '../../test/fake-firestore';
import { renderStaffRoutes } from '../../test/render-staff-routes';
import { findToast } from '../../test/toasts';
import ZonesPage from './zones-page';

// The Firebase boundary is faked; the rules on real writes run in tests/rules (access matrix, contract properties).
jest.mock('../../lib/firebase/firestore', () => ({ db: {} }));
jest.mock('firebase/firestore', () => jest.requireActual('../../test/fake-firestore').firestoreModule);

const zones = () => fakeFirestore.collections.get(collections.deliveryZones);
const xof = (amount: number) => formatXof(amount).replace(/\s/g, ' ');

beforeEach(() => {
  fakeFirestore.reset();
  const updatedAt = fakeTimestamp(new Date());
  fakeFirestore.set(collections.deliveryZones, 'wadata', { name: 'Wadata', fee: 750, minimumOrder: 0, active: true, updatedAt });
  fakeFirestore.set(collections.deliveryZones, 'lazaret', {
    name: 'Lazaret',
    fee: 1000,
    minimumOrder: 5000,
    active: false,
    updatedAt,
  });
});

describe('/store/zones', () => {
  it('lists every zone by name with its fee, minimum and whether it is offered', async () => {
    renderStaffRoutes('/', { '/': <ZonesPage /> });
    const list = await screen.findByRole('list', { name: 'Delivery zones' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual([`Fee ${xof(1000)} · minimum order ${xof(5000)} · closed`, `Fee ${xof(750)} · minimum order none · offered`]);
  });

  it('adds a zone, checked first: a taken name or a bad fee saves nothing', async () => {
    renderStaffRoutes('/', { '/': <ZonesPage /> });
    await screen.findByRole('list', { name: 'Delivery zones' });
    const form = within(screen.getByRole('form', { name: 'Add a zone' }));
    await userEvent.type(form.getByLabelText('Zone'), 'wadata');
    await userEvent.type(form.getByLabelText('Delivery fee (F CFA)'), '500');
    await userEvent.click(form.getByRole('button', { name: 'Add zone' }));
    expect(form.getByRole('alert')).toHaveTextContent('There is already a zone named wadata.');
    await userEvent.clear(form.getByLabelText('Zone'));
    await userEvent.type(form.getByLabelText('Zone'), 'Grand Marché');
    await userEvent.click(form.getByRole('button', { name: 'Add zone' }));
    await findToast('Zone Grand Marché added');
    expect([...(zones()?.values() ?? [])].find((zone) => zone.name === 'Grand Marché')).toMatchObject({
      fee: 500,
      minimumOrder: 0,
      active: true,
    });
    expect(await screen.findByRole('heading', { name: 'Grand Marché' })).toBeInTheDocument();
  });

  it('edits a zone in place: reopens a closed one with a new fee', async () => {
    renderStaffRoutes('/', { '/': <ZonesPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Lazaret' }));
    const form = within(screen.getByRole('form', { name: 'Edit Lazaret' }));
    await userEvent.clear(form.getByLabelText('Delivery fee (F CFA)'));
    await userEvent.type(form.getByLabelText('Delivery fee (F CFA)'), '1250');
    await userEvent.click(form.getByLabelText('Offered to customers'));
    await userEvent.click(form.getByRole('button', { name: 'Save zone' }));
    await findToast('Zone Lazaret saved');
    expect(zones()?.get('lazaret')).toMatchObject({ name: 'Lazaret', fee: 1250, minimumOrder: 5000, active: true });
  });

  it("saves nothing over another staff member's change made since the zone was opened, and says so", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderStaffRoutes('/', { '/': <ZonesPage /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Wadata' }));
    // Meanwhile, on another phone: the fee goes to 900.
    const theirs = {
      name: 'Wadata',
      fee: 900,
      minimumOrder: 0,
      active: true,
      updatedAt: fakeTimestamp(new Date(Date.now() + 1000)),
    };
    fakeFirestore.set(collections.deliveryZones, 'wadata', theirs);
    const form = within(screen.getByRole('form', { name: 'Edit Wadata' }));
    await userEvent.click(form.getByLabelText('Offered to customers'));
    await userEvent.click(form.getByRole('button', { name: 'Save zone' }));
    expect(await findToast(/^Someone else changed this zone since you opened it/)).toEqual({ error: true });
    expect(zones()?.get('wadata')).toBe(theirs);
    expect(await screen.findByText(`Fee ${xof(900)} · minimum order none · offered`)).toBeInTheDocument();
  });

  it('offline, says the zones come from the device, and never that there is none when it has not read them', async () => {
    const online = renderStaffRoutes('/', { '/': <ZonesPage /> });
    await screen.findByRole('list', { name: 'Delivery zones' });
    online.unmount();
    fakeFirestore.offline = true;
    const cached = renderStaffRoutes('/', { '/': <ZonesPage /> });
    expect(await screen.findByText(/^Offline — data from \d\d:\d\d$/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Delivery zones' })).getAllByRole('listitem')).toHaveLength(2);
    cached.unmount();
    localStorage.clear();

    fakeFirestore.reset();
    fakeFirestore.offline = true;
    renderStaffRoutes('/', { '/': <ZonesPage /> });
    expect(
      await screen.findByText('Offline: this list has not been read on this device yet. It shows once the network is back.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No delivery zone yet: add the first above.')).not.toBeInTheDocument();
  });
});
