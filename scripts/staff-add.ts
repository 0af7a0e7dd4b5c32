/**
 * `npm run staff:add -- --email EMAIL --role editor|sales|admin [--first-name NAME] [--last-name NAME]`:
 * makes a staff account (the first one of a new shop, docs/deploy.md). The password is asked for on
 * the terminal (twice, not shown), or read from the first line of stdin when it is piped.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { addStaff, newStaffProblem, newStaffRefusal } from '../server/accounts/staff-accounts.ts';
import { readConfig } from '../server/config.ts';
import { databaseTarget, openDatabase } from '../server/db/connect.ts';
import { migrateToLatest } from '../server/db/migrate.ts';

const { values } = parseArgs({
  options: {
    email: { type: 'string', default: '' },
    role: { type: 'string', default: '' },
    'first-name': { type: 'string', default: '' },
    'last-name': { type: 'string', default: '' },
  },
});

/** One line typed on the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = terminal as unknown as { _writeToOutput: (text: string) => void };
  output._writeToOutput = (text) => {
    if (text.includes(prompt)) process.stdout.write(prompt);
  };
  return new Promise((resolve) => {
    terminal.question(prompt, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function firstLineOfStdin(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin();
  const password = await askHidden('Password: ');
  if ((await askHidden('Password again: ')) !== password) throw new Error('The two passwords differ.');
  return password;
}

const staff = {
  email: values.email,
  role: values.role,
  firstName: values['first-name'],
  lastName: values['last-name'],
  password: '',
};
// Refuse a wrong e-mail or role before asking for the password.
const early = newStaffProblem({ ...staff, password: 'checked-later-1' });
if (early) {
  console.error(early);
  process.exit(2);
}
try {
  staff.password = await readPassword();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const weak = await newStaffRefusal(staff);
if (weak) {
  console.error(weak);
  process.exit(2);
}

const config = readConfig();
const database = await openDatabase(databaseTarget(config.databaseUrl, config.dataDir));
try {
  await migrateToLatest(database.db);
  const { id } = await addStaff(database.db, staff);
  console.log(`Staff account ${staff.email} (${staff.role}) created with id ${id}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 2;
} finally {
  await database.close();
}
