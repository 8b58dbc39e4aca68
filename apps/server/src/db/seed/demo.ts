// placeholder replaced by the seed work
export async function seedDemoIfEmpty(..._args: unknown[]): Promise<void> {}
