// DynamoDB answers a failed ConditionExpression with ConditionalCheckFailed;
// ElectroDB wraps it in its own error with the original as `cause`.
export function isConditionFailure(error: unknown): boolean {
  const e = error as { name?: string; message?: string; cause?: { name?: string; message?: string } } | null;
  const text = [e?.name, e?.message, e?.cause?.name, e?.cause?.message].join(' ');
  return /ConditionalCheckFailed|conditional request failed/i.test(text);
}
