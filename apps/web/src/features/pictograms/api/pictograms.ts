import { pictogramRoutes, type Pictogram, type PictogramSearch } from '@plan-dan/contract/pictograms';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The library does not change while the app runs: a search answered once stays good for the session. */
const LIBRARY_FRESH_MS = 60 * 60 * 1000;

/** The symbols matching the words typed (the server folds diacritics), or everyday ones for an empty search. */
export function useSearchPictograms(query: string, enabled: boolean) {
  const q = query.trim();
  return useQuery({
    queryKey: ['pictograms', 'search', q],
    queryFn: ({ signal }) => apiRequest<PictogramSearch>(q ? `${pictogramRoutes.search}?q=${encodeURIComponent(q)}` : pictogramRoutes.search, { signal }),
    staleTime: LIBRARY_FRESH_MS,
    // The grid keeps the last answer while the next one comes, so it does not flash empty between letters.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Whose pictogram: a step's (subtask) or a whole task's. */
export type PictogramOwner = { kind: 'step' | 'task'; id: number };

const pathOf = ({ kind, id }: PictogramOwner) => pictogramRoutes[kind].replace(':id', String(id));

/** The answer is the step or the task; only its pictogram is read (the card updates the rest from its own list). */
interface WithPictogram {
  pictogram: Pictogram | null;
}

/** PUT `{ name }`: answers the pictogram as saved. */
export function useSetPictogram(owner: PictogramOwner, onChange: (pictogram: Pictogram | null) => void) {
  return useMutation({
    mutationFn: (name: string) => apiRequest<WithPictogram>(pathOf(owner), { method: 'PUT', body: { name } }),
    onSuccess: (answer) => onChange(answer.pictogram),
  });
}

/** DELETE: the step or task has no pictogram after it. */
export function useRemovePictogram(owner: PictogramOwner, onChange: (pictogram: Pictogram | null) => void) {
  return useMutation({
    mutationFn: () => apiRequest<unknown>(pathOf(owner), { method: 'DELETE' }),
    onSuccess: () => onChange(null),
  });
}
