/** "125.50" typed by staff → 12550 pence, or null when it is not an amount in pounds. */
export const poundsToPence = (pounds: string): number | null => (/^\d{1,7}(\.\d{1,2})?$/.test(pounds.trim()) ? Math.round(Number(pounds) * 100) : null);
