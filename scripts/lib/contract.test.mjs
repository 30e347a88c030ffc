import assert from 'node:assert/strict';
import { test } from 'node:test';
import { blobFolders, brand, collections, generalContact, orderLimits, productLimits } from './contract.mjs';

test('scripts get the contract as the TypeScript computes it', () => {
  assert.equal(collections.posts, `${brand.slug}Posts`);
  assert.equal(collections.profiles, 'users');
  assert.equal(generalContact.address, 'Contact général');
  assert.equal(blobFolders.productImages, 'zzstoreImages');
  assert.equal(collections.referralCampaigns, 'referralCampaigns');
  assert.ok(productLimits.maxPrice > 0 && orderLimits.maxTotal > productLimits.maxPrice);
});
