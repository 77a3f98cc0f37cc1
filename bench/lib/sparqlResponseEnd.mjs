// When the data of a measured widget arrived: the page's own resource timing of the last request
// to a repository's SPARQL endpoint, on the page's clock (performance.now()).

/**
 * @param {import('playwright-core').Page} page @param {string} repository
 * @returns {Promise<number | undefined>} page time of the last byte of the latest SPARQL response from `repository`
 */
export function sparqlResponseEnd(page, repository) {
  return page.evaluate((name) => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes(`/api/sparql/${name}`))
      .at(-1);
    return entry ? /** @type {PerformanceResourceTiming} */ (entry).responseEnd : undefined;
  }, repository);
}
