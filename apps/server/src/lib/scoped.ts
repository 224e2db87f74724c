import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** A table that belongs to a school: every row carries `school_id`. */
export type TSchoolTable = PgTable & { schoolId: PgColumn };

/**
 * Data access bound to one school, so the school filter cannot be forgotten (issue 15).
 *
 * - `select(fields).from(table)` starts a query that already reads only the school's rows;
 *   `.where(c)` adds `c` to the school condition (it never replaces it), joins, orderBy,
 *   limit and offset work as on any drizzle query.
 * - `update(table).set(v).where(c)` and `delete(table).where(c)` touch only the school's rows
 *   (`.where()` may be left out: then every row of the school).
 * - `insert(table).values(v)` writes the school's id into every row.
 * - `where(table, ...c)` is the school condition of a table with more conditions, for a query
 *   these do not fit (a join condition, a subquery, an aggregate over a school's rows).
 *
 * A table joined to a scoped one by its foreign key (a class's grade, a child's class) belongs
 * to the same school by construction, so the join needs no condition of its own.
 */
export function scoped(db: DbOrTx, schoolId: number) {
  const own = (table: TSchoolTable) => eq(table.schoolId, schoolId);
  const withOwn = (table: TSchoolTable, where: SQL | undefined) => {
    // drizzle also takes a callback here; scoped queries take the condition itself.
    if (typeof where === 'function') throw new Error('scoped(): pass where() a condition, not a callback');
    return and(own(table), where)!;
  };

  return {
    db,
    schoolId,

    where(table: TSchoolTable, ...conditions: Array<SQL | undefined>): SQL {
      return and(own(table), ...conditions)!;
    },

    select<TFields extends SelectedFields>(fields: TFields) {
      return {
        from<TTable extends TSchoolTable>(table: TTable) {
          // drizzle's from() cannot resolve its table check on a generic table: the type is given.
          const query = db
            .select(fields)
            .from<TTable>(table as never)
            .$dynamic();
          const where = query.where.bind(query);
          where(own(table));
          // The query keeps the school condition: a later where() is ANDed to it.
          query.where = ((condition?: SQL) => where(withOwn(table, condition))) as typeof query.where;
          return query;
        },
      };
    },

    /** Every column of the table (drizzle's `select()`), the school's rows only. */
    rows<TTable extends TSchoolTable>(table: TTable) {
      const query = db
        .select()
        .from<TTable>(table as never)
        .$dynamic();
      const where = query.where.bind(query);
      where(own(table));
      query.where = ((condition?: SQL) => where(withOwn(table, condition))) as typeof query.where;
      return query;
    },

    update<TTable extends TSchoolTable>(table: TTable) {
      return {
        set(values: Parameters<ReturnType<typeof db.update<TTable>>['set']>[0]) {
          const query = db.update(table).set(values).$dynamic();
          const where = query.where.bind(query);
          where(own(table));
          query.where = ((condition?: SQL) => where(withOwn(table, condition))) as typeof query.where;
          return query;
        },
      };
    },

    delete<TTable extends TSchoolTable>(table: TTable) {
      const query = db.delete(table).$dynamic();
      const where = query.where.bind(query);
      where(own(table));
      query.where = ((condition?: SQL) => where(withOwn(table, condition))) as typeof query.where;
      return query;
    },

    insert<TTable extends TSchoolTable>(table: TTable) {
      return {
        values(
          rows: Omit<TTable['$inferInsert'], 'schoolId'> | Array<Omit<TTable['$inferInsert'], 'schoolId'>>,
        ) {
          const list = (Array.isArray(rows) ? rows : [rows]).map((r) => ({ ...r, schoolId }));
          return db.insert(table).values(list as TTable['$inferInsert'][]);
        },
      };
    },
  };
}

export type TScoped = ReturnType<typeof scoped>;
