import { useCallback, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@playhub/shared/query';
import { acknowledgeRealityCheck } from '../api/acknowledge-reality-check';
import { getSessionSummary, type SessionSummary } from '../api/get-session-summary';
import { minutesBetween, nextRealityCheck } from '../model/reality-check';

/** What a due reality check shows: minutes played this session and its games' net result (TRY). */
export interface RealityCheckDue {
  played: number;
  net: number;
}

// The last check answered in this tab, per login session: reopening a game does not repeat it.
const answeredKey = (startedAt: string) => `realityCheck:${startedAt}`;
function readAnswered(startedAt: string): number | null {
  try {
    const v = Number(sessionStorage.getItem(answeredKey(startedAt)));
    return Number.isFinite(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}
function storeAnswered(startedAt: string, at: number): void {
  try {
    sessionStorage.setItem(answeredKey(startedAt), String(at));
  } catch {
    /* private mode: the check may show again after a reload, nothing worse */
  }
}

const summaryKey = ['protection', 'session-summary'];

/**
 * The reality check of the play window: at every interval the player chose (counted from the login
 * session's start, so the reminder keeps its rhythm across games), and at once when the API says one
 * is due (its stakes wait for the answer), it reports the minutes played and the session's net
 * result, read fresh from the API. `answer` dismisses it until the next interval; `goOn` also tells
 * the API the player chose to go on, and shows the check again if the API did not hear it.
 */
export function useRealityCheck() {
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: summaryKey,
    queryFn: ({ signal }) => getSessionSummary(signal),
    staleTime: Infinity,
  });
  const [due, setDue] = useState<RealityCheckDue | null>(null);
  const [answeredAt, setAnsweredAt] = useState<number | null>(null);
  const data = summary.data;

  useEffect(() => {
    if (!data || due) return;
    const start = Date.parse(`${data.startedAt}Z`);
    if (data.dueNow && answeredAt === null) {
      setDue({ played: minutesBetween(start, Date.now()), net: data.net });
      return;
    }
    const at = nextRealityCheck(
      start,
      data.intervalMinutes,
      Date.now(),
      answeredAt ?? readAnswered(data.startedAt),
    );
    if (at === null) return;
    let live = true;
    const timer = setTimeout(
      () => {
        void getSessionSummary()
          .catch(() => data)
          .then((fresh) => {
            if (live) setDue({ played: minutesBetween(start, Date.now()), net: fresh.net });
          });
      },
      Math.max(0, at - Date.now()),
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [data, due, answeredAt]);

  const answer = useCallback(() => {
    const now = Date.now();
    if (data) storeAnswered(data.startedAt, now);
    setAnsweredAt(now);
    setDue(null);
  }, [data]);

  /** "Continue playing": answered here and told to the API, which holds stakes until it knows. */
  const goOn = useCallback(() => {
    const shown = due;
    answer();
    acknowledgeRealityCheck().then(
      (fresh) => queryClient.setQueryData<SessionSummary>(summaryKey, fresh),
      // Unheard, the API still holds stakes: the check stays until the answer gets through.
      () => setDue(shown),
    );
  }, [answer, due, queryClient]);

  return { due, answer, goOn };
}
