// placeholder replaced by the auth module work
export async function ensureFirstAdmin(..._args: unknown[]): Promise<void> {}
