// The Calculator's per-page parts (src/islands/calculator/parts.ts), at hand
// for every test as src/ssr.tsx provides them to the server render.
import { provideAllParts } from '../src/islands/calculator/allParts';

provideAllParts();
