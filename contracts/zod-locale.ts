import * as z from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini ships without a locale, so every default message would read
// "Invalid input"; classic zod set English on first use. The API's 400 bodies
// and the web forms show these messages, so the code that shows them imports
// this module: the request parser, the web's form resolver
// (web/src/lib/zod-resolver.ts), the CLIs (bin/) and the tests' setup. Not the
// web's main: the first page loads no zod (docs/contributing.md#validation-with-zodmini).
z.config(en());
