import { dateField, fieldsOf, optionalTextField, readFields, textField, webUrlField } from './fields';

/** The same fields as postSchema, each read leniently. */
export const storedPostShape = {
  ...fieldsOf(optionalTextField, 'authorId', 'authorName', 'text', 'productId'),
  /** Only a web address: the staff feed shows it as an image. */
  imageUrl: webUrlField,
  createdAt: dateField,
};

/** A document of the posts collection ({product}Posts), written by the Android app. */
export const readPost = (data: unknown) => readFields(storedPostShape, data);

export type StoredPost = ReturnType<typeof readPost>;

/** The same fields as feedbackSchema, each read leniently. userId and createdAt may be absent. */
export const storedFeedbackShape = {
  userId: optionalTextField,
  ...fieldsOf(textField, 'feedbackType', 'message'),
  /** Only a web address: the staff table links to it. */
  screenshotUrl: webUrlField,
  ...fieldsOf(dateField, 'createdAt', 'listedAt'),
};

/** A `feedback` document, written by the Android app. */
export const readFeedback = (data: unknown) => readFields(storedFeedbackShape, data);

export type StoredFeedback = ReturnType<typeof readFeedback>;
