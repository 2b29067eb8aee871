// The shared `react-redux`: the provider and hooks the apps use and what RTK Query's React hooks
// import, without `connect` (class-era code nobody calls). Read by file path, like the others.
export {
  Provider,
  ReactReduxContext,
  batch,
  shallowEqual,
  useDispatch,
  useSelector,
  useStore,
} from '../node_modules/react-redux/dist/react-redux.mjs';
