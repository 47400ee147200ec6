import { foldText } from '../http/format.ts';
import { COUNTRIES, type Country, countryName } from '../settings/settings-data.ts';
import { LANGS } from '../http/lang.ts';

export interface Coordinates {
  lat: number;
  lng: number;
}

interface Place extends Coordinates {
  country: string;
  zip: string;
  city: string;
}

/**
 * The towns of the demo's customers, resellers and pick-up points, and the large towns around them, at
 * their centre. A real Odoo geocodes an address with OpenStreetMap (`base_geolocalize`); the demo
 * backend runs offline, so it knows these places only, by postcode or by town.
 */
const PLACES: readonly Place[] = [
  ['BE', '1000', 'Bruxelles', 50.8467, 4.3525],
  ['BE', '1000', 'Brussel', 50.8467, 4.3525],
  ['BE', '1000', 'Brussels', 50.8467, 4.3525],
  ['BE', '1030', 'Schaerbeek', 50.867, 4.377],
  ['BE', '1040', 'Etterbeek', 50.836, 4.389],
  ['BE', '1050', 'Ixelles', 50.8275, 4.372],
  ['BE', '1060', 'Saint-Gilles', 50.826, 4.345],
  ['BE', '1070', 'Anderlecht', 50.836, 4.307],
  ['BE', '1080', 'Molenbeek-Saint-Jean', 50.855, 4.323],
  ['BE', '1180', 'Uccle', 50.8, 4.336],
  ['BE', '1200', 'Woluwe-Saint-Lambert', 50.846, 4.428],
  ['BE', '1300', 'Wavre', 50.717, 4.601],
  ['BE', '1348', 'Louvain-la-Neuve', 50.6681, 4.6118],
  ['BE', '2000', 'Antwerpen', 51.2194, 4.4025],
  ['BE', '2000', 'Anvers', 51.2194, 4.4025],
  ['BE', '3000', 'Leuven', 50.8798, 4.7005],
  ['BE', '4000', 'Liège', 50.6326, 5.5797],
  ['BE', '5000', 'Namur', 50.4674, 4.872],
  ['BE', '6000', 'Charleroi', 50.4108, 4.4446],
  ['BE', '7000', 'Mons', 50.4542, 3.9567],
  ['BE', '8000', 'Brugge', 51.2093, 3.2247],
  ['BE', '9000', 'Gent', 51.0543, 3.7174],
  ['LU', '1616', 'Luxembourg', 49.6116, 6.1319],
  ['LU', '3895', 'Foetz', 49.5214, 6.0083],
  ['LU', '4011', 'Esch-sur-Alzette', 49.4958, 5.9806],
  ['LU', '9010', 'Ettelbruck', 49.8475, 6.1042],
  ['FR', '54000', 'Nancy', 48.6921, 6.1844],
  ['FR', '57000', 'Metz', 49.1193, 6.1757],
  ['FR', '59000', 'Lille', 50.6292, 3.0573],
  ['FR', '67000', 'Strasbourg', 48.5734, 7.7521],
  ['FR', '69001', 'Lyon', 45.767, 4.834],
  ['FR', '75001', 'Paris', 48.8606, 2.3376],
  ['DE', '10115', 'Berlin', 52.5323, 13.3846],
  ['DE', '50667', 'Köln', 50.9375, 6.9603],
  ['DE', '52062', 'Aachen', 50.7753, 6.0839],
  ['DE', '54290', 'Trier', 49.7557, 6.6394],
  ['NL', '1012', 'Amsterdam', 52.3731, 4.8922],
  ['NL', '3011', 'Rotterdam', 51.9225, 4.4792],
  ['NL', '6211', 'Maastricht', 50.8514, 5.691],
].map(([country, zip, city, lat, lng]) => ({
  country: String(country),
  zip: String(zip),
  city: String(city),
  lat: Number(lat),
  lng: Number(lng),
}));

/** A country as Odoo's geocoder is given it: its name in any shop language, or its code. */
function countryOf(text: string): Country | undefined {
  const wanted = foldText(text.trim());
  return COUNTRIES.find(
    (country) =>
      foldText(country.code) === wanted ||
      LANGS.some((lang) => foldText(countryName(country, lang)) === wanted),
  );
}

/**
 * The address's position, as `res.partner._geo_localize(street, zip, city, state, country)` finds it:
 * here the postcode's place, else the town's; undefined when the demo does not know the place (Odoo's
 * geocoder then finds nothing either, and the pick-up search answers an empty list).
 */
export function geocode(address: { country: string; zip: string; city: string }): Coordinates | undefined {
  const country = countryOf(address.country);
  if (!country) return undefined;
  const inCountry = PLACES.filter((place) => place.country === country.code);
  const zip = address.zip.trim().toUpperCase();
  const city = foldText(address.city.trim());
  const found =
    (zip && inCountry.find((place) => place.zip === zip)) ||
    (city && inCountry.find((place) => foldText(place.city) === city));
  return found ? { lat: found.lat, lng: found.lng } : undefined;
}
