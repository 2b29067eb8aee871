import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../src/db/schema';

/** A node of PostgreSQL's `EXPLAIN (FORMAT JSON)` plan: the fields tests read. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'CTE Name'?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Runs `statement` under EXPLAIN ANALYZE; answers every node of its plan, depth first. */
export async function explainedNodes(
  db: Kysely<Database>,
  statement: RawBuilder<unknown>,
): Promise<PlanNode[]> {
  const { rows } = await sql<{ 'QUERY PLAN': unknown }>`
    explain (analyze, format json) ${statement}
  `.execute(db);
  const [explained] = rows.map((row) => row['QUERY PLAN']);
  // node-postgres parses the JSON on PostgreSQL; PGlite's answer is its text.
  const [plan] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as {
    Plan: PlanNode;
  }[];
  const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
  return plan ? nodes(plan.Plan) : [];
}
