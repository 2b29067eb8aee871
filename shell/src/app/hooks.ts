import { useDispatch, useSelector } from 'react-redux'; // eslint-disable-line no-restricted-imports -- the typed versions are made here
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
