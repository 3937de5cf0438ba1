// The production feature's query keys (docs/architecture.md#web-data-access).
export const productionKeys = {
  feederReport: (shipDate: string | null) => ['feeder-report', shipDate] as const,
  dashboard: (weeks: number) => ['manufacturing-dashboard', weeks] as const,
};
