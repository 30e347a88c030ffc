import { brand, generalContact } from './brand';

describe('generalContact', () => {
  it('is the contact the site calls "Contact général"', () => {
    expect(generalContact.address).toBe('Contact général');
    expect(brand.contacts.filter((contact) => contact.address === 'Contact général')).toEqual([generalContact]);
  });
});
