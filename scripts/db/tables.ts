import type pg from 'pg';

/** Quotes a name for SQL ("a""b"): table names come from the catalog, not from input, but may hold anything. */
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export interface TableName {
  schema: string;
  table: string;
}

/** "schema.table", the key of a table in the manifest. */
export const tableKey = (t: TableName): string => `${t.schema}.${t.table}`;
export const qualified = (t: TableName): string => `${quoteIdent(t.schema)}.${quoteIdent(t.table)}`;

/**
 * The tables whose rows pg_dump writes: ordinary and partitioned tables outside the system
 * schemas, except an extension's own (pg_dump leaves their data to the extension).
 */
export async function listTables(client: pg.Client): Promise<TableName[]> {
  const { rows } = await client.query<TableName>(`
    select n.nspname as schema, c.relname as "table"
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p')
       and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
       and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e')
     order by 1, 2`);
  return rows;
}

/** Rows per table ("schema.table" -> count), exact (count(*)), in the caller's transaction. */
export async function countRows(client: pg.Client, tables: readonly TableName[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const { rows } = await client.query<{ n: string }>(`select count(*)::bigint as n from ${qualified(t)}`);
    counts[tableKey(t)] = Number(rows[0]!.n);
  }
  return counts;
}

/** The last knex migration applied, or null in a database knex never migrated. */
export async function latestMigration(client: pg.Client): Promise<string | null> {
  const { rows: found } = await client.query<{ t: string | null }>("select to_regclass('public.knex_migrations')::text as t");
  if (!found[0]?.t) return null;
  const { rows } = await client.query<{ name: string }>('select name from public.knex_migrations order by id desc limit 1');
  return rows[0]?.name ?? null;
}
