import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Reseller } from '~/domain/resellers';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** Builds the map in `element`; `update` redraws the markers when the list is filtered. */
export function createResellersMap(
  element: HTMLElement,
  center: [number, number],
  zoom: number,
  resellers: Reseller[],
) {
  const map = L.map(element, { scrollWheelZoom: false }).setView(center, zoom);
  L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 18 }).addTo(map);
  const markers = L.layerGroup().addTo(map);
  const update = (list: Reseller[]) => {
    markers.clearLayers();
    for (const reseller of list) {
      if (reseller.latitude === undefined || reseller.longitude === undefined) continue;
      const popup = document.createElement('div');
      const name = document.createElement('strong');
      name.textContent = reseller.name;
      popup.append(name, document.createElement('br'), `${reseller.zip} ${reseller.city}`.trim());
      L.circleMarker([reseller.latitude, reseller.longitude], {
        radius: 8,
        color: '#566A10',
        fillOpacity: 0.8,
      })
        .bindPopup(popup)
        .addTo(markers);
    }
  };
  update(resellers);
  return { update, remove: () => map.remove() };
}
