export { timestampSchema, documentIdSchema, httpUrlSchema, type WithId } from './common';
export {
  productSchema,
  thumbnailSetSchema,
  productDateSchema,
  productDate,
  uploadedImageSchema,
  staffEditableProductFields,
  type StaffEditableProductField,
  type UploadedImage,
  type Product,
  type ThumbnailSet,
} from './product';
export { normaliseProductDates, type NormalisedProductDates } from './product-dates';
export { feedbackSchema, type Feedback } from './feedback';
export { profileSchema, type Profile } from './profile';
export {
  orderSchema,
  orderItemSchema,
  orderStatusChangeSchema,
  orderPaymentChangeSchema,
  orderStatuses,
  checkedOrderStatuses,
  deliveryFailureReasons,
  type DeliveryFailureReason,
  paymentMethods,
  type PaymentMethod,
  paymentReferenceKey,
  paymentReferencePattern,
  paymentReferenceTextSchema,
  isPaymentReference,
  paymentReferenceSchema,
  type Order,
  type OrderItem,
  type OrderStatusChange,
  type OrderStatus,
} from './order';
export {
  orderLineRequestSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  placePhoneOrderRequestSchema,
  setOrderZoneInputSchema,
  setOrderZoneOutputSchema,
  type SetOrderZoneInput,
  type SetOrderZoneOutput,
  type PlacePhoneOrderRequest,
  type OrderLineRequest,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from './order-requests';
export { shopUserSchema, type ShopUser } from './shop-user';
export { postSchema, type Post } from './post';
export { catalogueQuerySchema, type CatalogueQuery } from './catalogue';
export { deliveryZoneSchema, type DeliveryZone } from './zone';
export { customerNoteSchema, type CustomerNoteDocument } from './customer-note';
