import { SearchError, illegalArgument } from '../errors.ts';
import type { IndexData } from '../index-builder.ts';
import type { Scalar } from '../segment.ts';
import { renderHit } from './render-hit.ts';
import type { CollapseSpec, InnerHitsSpec } from './search-request.ts';
import { type Hit, compareHits, effectiveSorts, sortValue } from './sort.ts';
import { topItems } from './top-hits.ts';

export interface PageEntry {
  hit: Hit;
  innerHits?: Record<string, unknown>;
}

/** ES accepts only single-valued keyword or numeric fields with doc values for collapsing. */
export function validateCollapse(field: string, index: IndexData): void {
  const mapping = index.mapping.fields.get(field);
  if (!mapping) {
    throw new SearchError(
      400,
      'query_shard_exception',
      `no mapping found for \`${field}\` in order to collapse on`,
      {
        index: index.name,
      },
    );
  }
  if (mapping.type === 'text' || mapping.nestedPath) {
    throw illegalArgument(
      `unknown type for collapse field \`${field}\`, only keywords and numbers are accepted`,
    );
  }
}

function groupKey(hit: Hit, field: string): Scalar | null {
  const values = hit.index.root.fields.get(field)?.scalarsOf(hit.doc);
  if (!values || values.length === 0) return null;
  if (values.length > 1) {
    throw new SearchError(
      400,
      'illegal_state_exception',
      `failed to collapse ${hit.index.ids[hit.doc]}, the collapse field \`${field}\` must be single valued`,
    );
  }
  return values[0] ?? null;
}

/** Inner hits of one group: its members (query and post_filter matches), sorted and paged. */
function innerHits(members: Hit[], spec: InnerHitsSpec): unknown {
  const sorts = effectiveSorts(spec.sort);
  const resorted = members.map((hit) => ({
    ...hit,
    sortValues: sorts.map((sort) => sortValue(sort, hit.index, hit.doc, hit.score)),
  }));
  const reportScores = spec.sort.length === 0 || spec.sort.some((sort) => sort.kind === 'score');
  const page = topItems(resorted, spec.from + spec.size, compareHits(spec.sort)).slice(spec.from);
  return {
    hits: {
      total: { value: members.length, relation: 'eq' },
      max_score: reportScores ? members.reduce((max, hit) => Math.max(max, hit.score), -Infinity) : null,
      hits: page.map((hit) =>
        renderHit(hit, { reportScores, source: spec.source, sort: spec.sort.length > 0 }),
      ),
    },
  };
}

/**
 * Field collapsing (docs/contracts/search.md#collapse-semantics): each group is represented by its best hit in the request's
 * order, groups are ordered by their representatives, and `from`/`size` page over groups.
 */
export function collapseHits(
  hits: Hit[],
  spec: CollapseSpec,
  compare: (a: Hit, b: Hit) => number,
  wanted: number,
): PageEntry[] {
  const groups = new Map<string, { best: Hit; members: Hit[] }>();
  for (const hit of hits) {
    const key = groupKey(hit, spec.field);
    const id = key === null ? 'null' : `${typeof key}:${String(key)}`;
    const group = groups.get(id);
    if (!group) groups.set(id, { best: hit, members: [hit] });
    else {
      group.members.push(hit);
      if (compare(hit, group.best) < 0) group.best = hit;
    }
  }
  const top = topItems(groups.values(), wanted, (a, b) => compare(a.best, b.best));
  return top.map((group) => {
    if (spec.innerHits.length === 0) return { hit: group.best };
    const inner = Object.fromEntries(
      spec.innerHits.map((innerSpec) => [innerSpec.name, innerHits(group.members, innerSpec)]),
    );
    return { hit: group.best, innerHits: inner };
  });
}
