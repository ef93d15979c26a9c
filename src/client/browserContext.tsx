// In place of @docusaurus/core/lib/client/browserContext.js in the browser bundle (plugins/client-entry).
// The same context, with one difference: the render that follows hydration, in which everything that
// reads useIsBrowser() switches to its browser form (the sidebar's category links, the color-mode
// toggle, <html data-has-hydrated>…), is a transition. React then renders it in slices of a few
// milliseconds and lets the browser handle input in between, instead of one task that blocks the main
// thread (about 30 ms on a fast laptop, four times that on a mid-range phone). The server renders the
// original, which is identical until this effect runs.
import React, { startTransition, useEffect, useState, type ReactNode } from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
