import { dateField, optionalTextField, readFields, textField, webUrlField } from './fields';

/** The same fields as postSchema, each read leniently. */
export const storedPostShape = {
  authorId: optionalTextField,
  authorName: optionalTextField,
  text: optionalTextField,
  /** Only a web address: the staff feed shows it as an image. */
  imageUrl: webUrlField,
  productId: optionalTextField,
  createdAt: dateField,
};

/** A document of the posts collection ({product}Posts), written by the Android app. */
export const readPost = (data: unknown) => readFields(storedPostShape, data);

export type StoredPost = ReturnType<typeof readPost>;

/** The same fields as feedbackSchema, each read leniently. userId and createdAt may be absent. */
export const storedFeedbackShape = {
  userId: optionalTextField,
  feedbackType: textField,
  message: textField,
  /** Only a web address: the staff table links to it. */
  screenshotUrl: webUrlField,
  createdAt: dateField,
  listedAt: dateField,
};

/** A `feedback` document, written by the Android app. */
export const readFeedback = (data: unknown) => readFields(storedFeedbackShape, data);

export type StoredFeedback = ReturnType<typeof readFeedback>;
