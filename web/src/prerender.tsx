import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";

/**
 * The app's first frame at `url`, as HTML: what React renders there before the session check has answered
 * and before the screen's code has arrived. Run at build time (prerender-html.ts), in Node: Emotion writes each
 * component's styles beside it as `<style data-emotion>` elements.
 */
export function prerender(url: string): string {
  return renderToStaticMarkup(
    <AppProvider>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
}
