/**
 * What a Dashboard REST query counts against Amplitude's budget of 108,000 cost an hour
 * (its 'Endpoint costs'): cost = days x conditions x the query type's cost, where conditions are
 * the segments (one: all users) plus 4 per group by, and an Event Segmentation's type cost is its
 * events plus 4 per group by and event; endpoints not listed (users, events/list) cost 1 each.
 * Where the page is ambiguous (a group by counted in conditions and in the type's cost) this
 * counts both: the budget is never overrun by our reading of it.
 */
export function segmentationCost(days: number, groupBys: number): number {
  return days * (1 + 4 * groupBys) * (1 + 4 * groupBys);
}

export const usersCost = (days: number): number => days;

export const EVENT_LIST_COST = 1;
