import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { MapPlace, MapView } from './consent-map';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** How close a map framed on its places may come: a single place shows its street, not its doorstep. */
const FIT_MAX_ZOOM = 15;

/**
 * Builds the map in `element`, on `view` or, without one, framed on the places; `update` redraws the
 * markers when the list changes (a filter, a new search).
 */
export function createPlacesMap(element: HTMLElement, view: MapView | undefined, places: MapPlace[]) {
  const map = L.map(element, { scrollWheelZoom: false });
  if (view) map.setView(view.center, view.zoom);
  L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  const update = (list: MapPlace[]) => {
    markers.clearLayers();
    for (const place of list) {
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = place.name;
      popup.append(name, document.createElement('br'), place.caption);
      L.circleMarker([place.latitude, place.longitude], { radius: 8, color: '#566A10', fillOpacity: 0.8 })
        .bindPopup(popup)
        .addTo(markers);
    }
    if (!view && list.length > 0) {
      const bounds = L.latLngBounds(list.map((place) => [place.latitude, place.longitude]));
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: FIT_MAX_ZOOM });
    }
  };
  update(places);
  return { update, remove: () => map.remove() };
}
