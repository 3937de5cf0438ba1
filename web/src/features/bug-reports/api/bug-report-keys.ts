// The bug reports' query keys (docs/architecture.md#web-data-access).
export const bugReportKeys = { all: ['bug-reports'] as const };
