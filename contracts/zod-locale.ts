import * as z from 'zod/mini';
import { en } from 'zod/locales';

// zod/mini ships without a locale, so every default message would read
// "Invalid input"; classic zod set English on first use. The API's 400 bodies
// and the web forms show these messages, so each entry imports this module
// once: the request parser, the web's main and the unit tests' setup
// (docs/contributing.md#validation-with-zodmini).
z.config(en());
