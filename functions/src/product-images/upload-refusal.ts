/** Why an upload was refused: the status and the message the caller gets as `{ error }`. */
export interface UploadRefusal {
  status: 400 | 401 | 403 | 405 | 413 | 415 | 422;
  error: string;
}

export const refuse = (status: UploadRefusal['status'], error: string): { refusal: UploadRefusal } => ({
  refusal: { status, error },
});
