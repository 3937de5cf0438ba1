// RapiDoc ships no types: importing it only registers the <rapi-doc> element.
declare module 'rapidoc';
