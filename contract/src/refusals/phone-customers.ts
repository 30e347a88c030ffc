/** linkPhoneOrders and findPhoneCustomers. */
export const phoneCustomerRefusals = {
  'not-claimed': 'This account does not have this number in its details: nothing was linked.',
  'not-verified': 'This account has not verified its email: nothing was linked.',
  'not-proven':
    'This account has no order of its own delivered and paid at this number: its claim is not proven. Nothing was linked.',
} as const;
