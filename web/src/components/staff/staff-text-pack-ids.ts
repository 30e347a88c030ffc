import type { frenchProductText } from './staff-text-fr-products';
import type { frenchPhotoText } from './staff-text-fr-photos';
import type { frenchPeopleText } from './staff-text-fr-people';
import type { frenchOperationsText } from './staff-text-fr-operations';
import type { frenchCashText } from './staff-text-fr-cash';
import type { frenchReturnsText } from './staff-text-fr-returns';
import type { frenchReportsText } from './staff-text-fr-reports';
import type { frenchCustomersText } from './staff-text-fr-customers';
import type { frenchOfflineText } from './staff-text-fr-offline';
import type { frenchPaymentsText } from './staff-text-fr-payments';
import type { frenchOrdersText } from './staff-text-fr-orders';
import type { frenchOpeningHoursText } from './staff-text-fr-opening-hours';
import type { frenchCatalogueFileText } from './staff-text-fr-catalogue-file';
import type { frenchSlipsText } from './staff-text-fr-slips';
import type { frenchTodayText } from './staff-text-fr-today';

/** The ids of the French packs (staff-text-fr-*.ts): types only, so nothing of a pack loads with the core. */
export type PackTextId =
  | keyof typeof frenchProductText
  | keyof typeof frenchPhotoText
  | keyof typeof frenchPeopleText
  | keyof typeof frenchOperationsText
  | keyof typeof frenchCashText
  | keyof typeof frenchReturnsText
  | keyof typeof frenchReportsText
  | keyof typeof frenchCustomersText
  | keyof typeof frenchOfflineText
  | keyof typeof frenchPaymentsText
  | keyof typeof frenchOrdersText
  | keyof typeof frenchOpeningHoursText
  | keyof typeof frenchCatalogueFileText
  | keyof typeof frenchSlipsText
  | keyof typeof frenchTodayText;
