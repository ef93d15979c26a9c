// The part of the nprogress package (a dependency of the classic theme) that src/client/lazyProgress.ts uses.
declare module 'nprogress' {
  const nprogress: { configure(options: { showSpinner?: boolean }): void; start(): void; done(): void };
  export default nprogress;
}
