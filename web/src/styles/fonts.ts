// Fonts are bundled from @fontsource (no external font host): Manrope for body
// text, Space Grotesk for headings and numbers. Latin subsets only.
import '@fontsource/manrope/latin-400.css';
import '@fontsource/manrope/latin-600.css';
import '@fontsource/manrope/latin-700.css';
import '@fontsource/space-grotesk/latin-500.css';
import '@fontsource/space-grotesk/latin-700.css';
