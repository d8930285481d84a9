// The gateway stand-in's routes, by resource; importing a file registers its routes, in this order.
import './routes/safes.ts';
import './routes/transactions.ts';
import './routes/chains.ts';
import './routes/messages.ts';

export {
  type GatewayContext,
  matchRoute,
  type RouteInput,
  type RouteResult,
  routeList,
  withStatus,
} from './router.ts';
