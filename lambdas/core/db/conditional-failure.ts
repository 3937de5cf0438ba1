// A DynamoDB conditional write that failed its condition, as ElectroDB wraps it.
export function isConditionalFailure(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? '') + String(error);
  return text.includes('ConditionalCheckFailed');
}
