/**
 * The page-wide recorders of the browser log, installed once by the root layout
 * (components/log-viewer/browser-log-recorder.tsx): uncaught errors, unhandled promise
 * rejections, failed calls of the API client, and the connection going and coming back.
 */
import { observeApiFailures } from '../api/api-client';
import { isApiError } from '../api/api-error';
import type { LogInput } from './browser-log';

// The log's writer (with its personal-data filter) is fetched on the first event, not with every page.
const browserLog = () => import('./browser-log');
const recordError = (category: string, error: unknown) => void browserLog().then((log) => log.recordError(category, error));
const recordLog = (entry: LogInput) => void browserLog().then((log) => log.recordLog(entry));

let installed = false;

function isAbort(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'AbortError';
}

/** Adds the listeners once per page; the returned function removes them. */
export function installBrowserLogListeners(): () => void {
  if (installed || typeof window === 'undefined') return () => undefined;
  installed = true;
  const onError = (event: ErrorEvent) => {
    // A script of another origin reports only "Script error." with no error object.
    recordError('uncaught', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    // The API client has logged its failures already; a left page's aborted call is no error.
    if (isApiError(event.reason) || isAbort(event.reason)) return;
    recordError('promise', event.reason);
  };
  const onOffline = () => recordLog({ logType: 'Warning', category: 'network', desc: 'offline' });
  const onOnline = () => recordLog({ logType: 'Info', category: 'network', desc: 'online' });
  const stopObserving = observeApiFailures((failure) => void browserLog().then((log) => log.recordApiFailure(failure)));
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('offline', onOffline);
  window.addEventListener('online', onOnline);
  return () => {
    installed = false;
    stopObserving();
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('online', onOnline);
  };
}
