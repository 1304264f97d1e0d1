/** Query string of the given pump and station ids ('' when not both are given). */
function pumpStationQuery(pumpId: string | null | undefined, stationId: string | null | undefined): string {
  if (!pumpId || !stationId) return '';
  return `?${new URLSearchParams({ pumpId, stationId }).toString()}`;
}

/** Nozzle create's back link: the nozzle list, keeping the pump and station parameters if both were given. */
export function nozzleListBackLink(pumpId: string | null | undefined, stationId: string | null | undefined): string {
  return `/dashboard/nozzles${pumpStationQuery(pumpId, stationId)}`;
}

/** The nozzle create form for a pump and station (both, or neither). */
export function nozzleCreateLink(pumpId: string | null | undefined, stationId: string | null | undefined): string {
  return `/dashboard/nozzles/new${pumpStationQuery(pumpId, stationId)}`;
}

/** Record reading from the nozzle list: /dashboard/readings/new with the station, pump and nozzle preselected. */
export function readingNewLink(n: { stationId: string; pumpId: string; id: string }): string {
  return `/dashboard/readings/new?${new URLSearchParams({ stationId: n.stationId, pumpId: n.pumpId, nozzleId: n.id }).toString()}`;
}
