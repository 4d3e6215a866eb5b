// Components imported by unit tests pull in their stylesheets; the bundler handles them, tsc only needs to know they exist.
declare module '*.css';
