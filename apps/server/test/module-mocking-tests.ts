/**
 * Integration test files that replace modules (`vi.mock`). The integration projects share one
 * module graph per worker (`isolate: false`), where a mock would miss modules an earlier file
 * loaded, or leak into later files: these run in isolated projects of their own.
 * `module-mocking-tests.test.ts` fails when a file that mocks is missing here.
 */
export const MODULE_MOCKING_TESTS = ['src/seed/demo-media.int.test.ts'];
