// The baseline of `npm run bench:server`: a bare Fastify server answering one JSON object, in its own process like
// the portal server. PORT from the environment.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
