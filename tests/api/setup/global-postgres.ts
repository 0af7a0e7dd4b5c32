import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/connect.ts';
import { migrateToLatest } from '../../../server/db/migrate.ts';
import { seedDatabase } from '../../../server/seed/load.ts';
import { withDatabase } from '../helpers/postgres-url.ts';
import './provided.ts';

// One template per run, so two runs on one server (or a run and the system tests) never drop each other's.
const TEMPLATE = `lihda_test_template_${process.pid}`;

/** Builds a migrated, seeded template database on DATABASE_URL's server; each test file copies it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL!;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  const templateUrl = withDatabase(serverUrl, TEMPLATE);
  const database = await openDatabase({ kind: 'postgres', url: templateUrl });
  await migrateToLatest(database.db);
  await seedDatabase(database.db);
  await database.close();
  project.provide('postgresTemplateUrl', templateUrl);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
    await admin.end();
  };
}
