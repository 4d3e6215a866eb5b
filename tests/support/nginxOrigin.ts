// The private loopback nginx the tests and the benches start (scripts/lib/nginxOrigin.ts).
export * from '../../scripts/lib/nginxOrigin.ts';
