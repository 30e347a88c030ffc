import { refusalMessage, type RefusalValues } from '@kasuwa/contract/refusals';
import { uploadRefusals, type UploadRefusalCode } from '@kasuwa/contract/refusals/uploads';

/** Why an upload was refused: the status, the code (uploadRefusals) and its values; `reason`, for the log only. */
export interface UploadRefusal {
  status: 400 | 401 | 403 | 405 | 413 | 415 | 422;
  refusal: UploadRefusalCode;
  values?: RefusalValues;
  reason?: string;
}

export const refuse = (
  status: UploadRefusal['status'],
  refusal: UploadRefusalCode,
  { values, reason }: { values?: RefusalValues; reason?: string } = {},
): { refusal: UploadRefusal } => ({
  refusal: { status, refusal, ...(values && { values }), ...(reason !== undefined && { reason }) },
});

/** The answer's body: the English filled in as `error`, and the code with its values for the console. */
export const refusalBody = ({ refusal, values }: Pick<UploadRefusal, 'refusal' | 'values'>) => ({
  error: refusalMessage(uploadRefusals[refusal], values),
  refusal,
  ...(values && { values }),
});
