import * as z from 'zod/mini';
import { labeledCharacter, parameterId, parameterValue, priceBreak } from '../parts.ts';

// What a part stores as JSON strings (the part entity's `price_breaks_json`,
// `parameters_json` and `labeled_value_text`, parsed wherever
// lambdas/core/db/parts.ts reads them): the contract's own shapes, so a
// stored value that drifted fails at the read.

export const StoredPriceBreaksSchema = z.array(priceBreak);
export const StoredParametersSchema = z.record(parameterId, parameterValue);
export const StoredLabelsSchema = z.array(labeledCharacter);
