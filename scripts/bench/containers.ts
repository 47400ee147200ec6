// The `containers` section of the bench: compose.yaml's images built with podman on the stand-in base
// (scripts/containers/shop.ts), their sizes and build times, and the cold start: from the first
// `podman-compose up` to every service passing its health check. Everything it made is removed.
import { startContainerShop } from '../containers/shop.ts';

/** The section's figures: each image's size (MB) and build time (s), and the whole shop's cold start. */
export interface ContainerFigures {
  imageMb: Record<string, number>;
  buildSeconds: Record<string, number>;
  coldStartSeconds: number;
}

export async function measureContainers({
  log,
}: {
  log: (message: string) => void;
}): Promise<ContainerFigures> {
  const shop = await startContainerShop({ log: (message) => log(`containers: ${message}`) });
  try {
    return {
      imageMb: Object.fromEntries(
        Object.entries(shop.imageBytes).map(([name, bytes]) => [name, Math.round(bytes / 1e5) / 10]),
      ),
      buildSeconds: shop.buildSeconds,
      coldStartSeconds: shop.coldStartSeconds,
    };
  } finally {
    shop.remove();
  }
}

/** The section's table rows: one per image, then the cold start of the whole shop. */
export function containerRows(containers: ContainerFigures): (string | number | undefined)[][] {
  return [
    ...Object.entries(containers.imageMb).map(([name, mb]) => [name, mb, containers.buildSeconds[name]]),
    ['whole shop: cold start to healthy', '', `${containers.coldStartSeconds} s`],
  ];
}
