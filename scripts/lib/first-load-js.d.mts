export interface RouteFirstLoad {
  /** Route id without its locale (`home`), and the view for a route that renders one by its data (`catch-all/product`). */
  route: string;
  path: string | undefined;
  jsFiles: number;
  jsRawKb: number;
  jsGzipKb: number;
  cssGzipKb: number;
  /** Source modules of the first load that are cart, checkout or account code. */
  forbiddenModules: string[];
  files: string[];
}

export declare function measureFirstLoadJs(
  buildDir: string,
  locale?: string,
): { routes: RouteFirstLoad[]; largestChunks: { file: string; gzipKb: number }[] };
export declare function scriptsInHtml(html: string): string[];
export declare function pageScriptsGzipKb(
  buildDir: string,
  html: string,
): { files: number; jsGzipKb: number };
