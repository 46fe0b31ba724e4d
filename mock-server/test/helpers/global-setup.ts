// Bundles the contract once before the test files start (each file then only reads openapi/dist/openapi.json).
import { ensureBundledContract } from '../../src/contract.ts';

export default function setup(): void {
  ensureBundledContract();
}
