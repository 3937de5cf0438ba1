// Runs once before the first render: loads the runtime configuration and
// configures auth. Filled in by the auth work.
export async function bootstrap(): Promise<void> {}
