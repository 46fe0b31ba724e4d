// Run by Node against a started server: the same calls the page makes.
import { loadProperties } from './api.ts';

const [baseUrl = '', username = '', password = ''] = process.argv.slice(2);
const properties = await loadProperties(baseUrl, username, password);
console.log(JSON.stringify({ count: properties.length, first: properties[0]?.rmNumber }));
