/**
 * chunk-filenames: the browser's lazily loaded chunks are named by their numeric id and content
 * hash (`assets/js/1430.ef9332ff.js`) instead of Docusaurus's `[name].[contenthash:8]`, where the
 * name is a route's eight-hex chunk name. The runtime that every page loads first holds a map from
 * chunk id to file name; with names in it, that map carries two hashes per chunk, and with about 190
 * chunks the names alone are 0.9 KB gzip of every page's first load. Nothing reads the names from
 * the file names: the HTML lists a page's files from the client manifest. A build setting through
 * Docusaurus's `configureWebpack` API, not a change to its code: with it off (SITE_STOCK=true, for
 * one) the files keep Docusaurus's names.
 */
import type { Plugin } from '@docusaurus/types';

export const CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilenames(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production' || process.env.SITE_STOCK === 'true') return {};
      return { output: { chunkFilename: CHUNK_FILENAME } };
    },
  };
}
