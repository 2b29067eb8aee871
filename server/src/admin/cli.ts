import { CommanderError } from 'commander';
import { loadConfig } from '../config';
import { openDatabase } from '../db/openDatabase';
import { prepareDatabase } from '../db/prepareDatabase';
import { createAdminProgram } from './adminProgram';
import { createAdminServices } from './createAdminServices';

// The same configuration as the server (DATA_DIR or DATABASE_URL), so the same database.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await prepareDatabase(database.db);
  const program = createAdminProgram(createAdminServices(database.db, config), {
    write: (text) => process.stdout.write(text),
    writeError: (text) => process.stderr.write(text),
  });
  await program.parseAsync(process.argv);
} catch (error) {
  // Commander has already printed its own usage errors (and --help exits through here too).
  if (error instanceof CommanderError) process.exitCode = error.exitCode;
  else {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
