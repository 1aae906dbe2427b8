import { renderToStaticMarkup } from "react-dom/server";
import { StaticRouter } from "react-router-dom";
import { AppProvider } from "./app/provider";
import { AppRoutes } from "./app/router";

/** The week navigator's range (WeekNavigator) and its text. */
const WEEK_RANGE = /(<p [^>]*data-testid="week-range"[^>]*>)[^<]*/;

/**
 * The app's first frame at `url`, as HTML: what React renders there before the session check has answered
 * and before the screen's code has arrived. Run at build time (prerender-html.ts), in Node: Emotion writes each
 * component's styles beside it as `<style data-emotion>` elements.
 */
export function prerender(url: string): string {
  const markup = renderToStaticMarkup(
    <AppProvider>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProvider>,
  );
  // The week's range is the viewer's week, not the build's: start-app.js writes it in before the first paint.
  return markup.replace(WEEK_RANGE, "$1");
}
