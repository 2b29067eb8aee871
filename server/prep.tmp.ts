import { testBackends } from './test/support/testBackends';
import { prepareDatabase } from './src/db/prepareDatabase';
import { createPairs } from './bench/support/chatLoad';
import pg from 'pg';
const backend = testBackends().find((b) => b.name === 'PostgreSQL')!;
const database = await backend.open();
const { db } = database.handle;
await prepareDatabase(db);
const pairs = await createPairs(db, 1000);
const repo = new (await import('./src/modules/chat/chatRepository')).ChatRepository(db);
const q = (repo as any).sendContextQuery(pairs[0]!.chatId, pairs[0]!.sender.id, 'zz').compile();
const pool = new pg.Pool({ connectionString: (database.config as any).url, max: 10 });
async function run(named: boolean, n: number) {
  let next = 0; const t = performance.now();
  await Promise.all(Array.from({ length: 10 }, async () => { while (next < n) { const i = next++; const p = pairs[i % pairs.length]!;
    const values = [p.sender.id, p.sender.id, p.sender.id, p.sender.id, p.sender.id, p.sender.id, p.sender.id, `c${i}`, p.chatId].slice(0, q.parameters.length);
    const params = [...q.parameters]; params[params.length - 1] = p.chatId;
    await pool.query(named ? { name: 'ctx', text: q.sql, values: params } : { text: q.sql, values: params }); } }));
  return (n / ((performance.now() - t) / 1000)).toFixed(0);
}
await run(false, 1000); await run(true, 1000);
for (let r = 0; r < 3; r++) console.log('unnamed q/s', await run(false, 4000), 'named q/s', await run(true, 4000));
await pool.end(); await database.close();
