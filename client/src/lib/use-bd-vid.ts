import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

const KEY = 'kuyi-bd-vid';

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * The ad click id (`bd_vid`) a visitor arrived with. Kept for the session so the download and register
 * links still carry it after the visitor navigates away from the landing URL.
 */
export function useBdVid(): string | null {
  const [params] = useSearchParams();
  const fromUrl = params.get('bd_vid');
  useEffect(() => {
    try {
      if (fromUrl) window.sessionStorage.setItem(KEY, fromUrl);
    } catch {
      // Storage disabled: the id still rides on this page's links.
    }
  }, [fromUrl]);
  return fromUrl ?? stored();
}
