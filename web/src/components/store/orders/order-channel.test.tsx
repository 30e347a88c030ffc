import { render, screen } from '@testing-library/react';
import { StaffShell } from '../../staff/staff-shell';
import { channelName } from './channel-names';
import { OrderChannel, WebOrderCallNote } from './order-channel';

type Shown = Parameters<typeof WebOrderCallNote>[0]['order'];

function Shown({ orders }: { orders: Shown[] }) {
  return (
    <StaffShell>
      <ul>
        {orders.map((order, index) => (
          <li key={index}>
            <OrderChannel order={order} />
            <WebOrderCallNote order={order} />
          </li>
        ))}
      </ul>
    </StaffShell>
  );
}

const orders: Shown[] = [
  { status: 'new' },
  { status: 'new', takenBy: 'seller-1' },
  { status: 'new', takenBy: 'seller-1', channel: 'whatsapp' },
  { status: 'new', channel: 'web' },
  { status: 'confirmed', channel: 'web' },
];

afterEach(() => localStorage.clear());

describe('how an order came in', () => {
  it('says each channel, an order with none by the app, one taken by staff without one by phone', () => {
    localStorage.setItem('kasuwa.staff-language', 'en');
    render(<Shown orders={orders} />);
    const labels = screen.getAllByRole('listitem').map((item) => item.querySelector('.order-channel'));
    expect(labels.map((label) => label?.textContent)).toEqual(['App', 'Phone', 'WhatsApp', 'Web', 'Web']);
    expect(labels.map((label) => label?.getAttribute('data-channel'))).toEqual(['app', 'phone', 'whatsapp', 'web', 'web']);
    expect(orders.map(channelName)).toEqual(['App', 'Phone', 'WhatsApp', 'Web', 'Web']);
  });

  it('asks for a call beside a web order not confirmed yet, and beside no other', () => {
    localStorage.setItem('kasuwa.staff-language', 'en');
    render(<Shown orders={orders} />);
    const note = 'Placed on the web site, without the app: call the customer to confirm.';
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes(note))).toEqual([false, false, false, true, false]);
  });

  it('is in French in a French console: “Site web”, and the call asked for', () => {
    localStorage.setItem('kasuwa.staff-language', 'fr');
    render(<Shown orders={orders} />);
    const labels = screen.getAllByRole('listitem').map((item) => item.querySelector('.order-channel')?.textContent);
    expect(labels).toEqual(['Application', 'Téléphone', 'WhatsApp', 'Site web', 'Site web']);
    expect(
      screen.getByText('Passée sur le site web, sans l’application : appelez le client pour la confirmer.'),
    ).toBeInTheDocument();
  });
});
