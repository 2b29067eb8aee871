import pg from 'pg';

/**
 * Ends every connection to DATABASE_URL's server whose application name is `name`, as a restart
 * or a failover would; answers how many there were.
 */
export async function terminateBackends(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS ended
         FROM pg_stat_activity WHERE application_name = $1`,
      [name],
    );
    return rows[0]?.ended ?? 0;
  } finally {
    await client.end();
  }
}
