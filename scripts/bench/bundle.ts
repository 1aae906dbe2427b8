/**
 * The bundle figures: every size budget (lib/size-budgets.ts) measured on the production build, whether
 * Firebase Auth is in the first load of /, and whether admin screens reach a student's browser.
 */
import { firstLoadOf, reachable, readWebBuild, type ManifestChunk } from "../lib/bundle-size";
import { checkSizeBudgets, type SizeCheck } from "../lib/size-budgets";

export interface BundleFigures {
  sizes: SizeCheck;
  authInFirstLoad: boolean;
  adminInStudentChunks: boolean;
}

export async function measureBundle(distDir: string): Promise<BundleFigures> {
  const build = await readWebBuild(distDir);
  const sizes = await checkSizeBudgets(build);
  const firstLoad = await firstLoadOf(build, "index.html");
  const text = async (keys: Iterable<string>) =>
    (await Promise.all([...keys].map((key) => build.contents((build.manifest[key] as ManifestChunk).file)))).join("\n");
  // Everything a student's screens import statically, with the app's first load.
  const studentKeys = Object.keys(build.manifest).filter((key) =>
    /features\/(dashboard|profile|notifications|auth)\//.test(key),
  );
  // The app's source files in those chunks, from their source maps: a screen's code, not its title (the
  // route manifest, with every screen's title, is part of the first load).
  const sources = async (keys: Iterable<string>) =>
    (
      await Promise.all(
        [...keys].map(async (key) => {
          // Rolldown's runtime helper has no map: it holds none of the app's source.
          const map = await build.contents(`${(build.manifest[key] as ManifestChunk).file}.map`).catch(() => null);
          return map ? (JSON.parse(map.toString()) as { sources: string[] }).sources : [];
        }),
      )
    ).flat();
  return {
    sizes,
    authInFirstLoad: (await text(firstLoad.keys)).includes("identitytoolkit"),
    adminInStudentChunks: (await sources(reachable(build.manifest, [...firstLoad.keys, ...studentKeys]))).some(
      (source) => /\/src\/features\/admin-/.test(source),
    ),
  };
}
