/** A file the code imports for its address (Vite's `?url`) is, in Jest, its path on disk. */
module.exports = {
  process: (_source, path) => ({ code: `module.exports = ${JSON.stringify(path)};` }),
};
