import { API, type TLoginBrand } from '@kg/contracts';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { http } from '../../../api/http';

/**
 * On /hxlogin?school=<id>: that school's name and login title (nothing when absent or
 * unknown). A plain request, not a query: the login page loads without the query cache,
 * which belongs to the signed-in app.
 */
export function useSchoolBrand(enabled: boolean): TLoginBrand | undefined {
  const [params] = useSearchParams();
  const id = Number(params.get('school'));
  const schoolId = enabled && Number.isInteger(id) && id > 0 ? id : null;
  const [brand, setBrand] = useState<{ schoolId: number; brand: TLoginBrand } | null>(null);

  useEffect(() => {
    if (schoolId === null) return;
    const controller = new AbortController();
    // Before sign-in: no token is sent or refreshed, and a failure shows nothing.
    http
      .request(
        API.schools.loginBrand,
        { Id: schoolId },
        { signal: controller.signal, auth: false, background: true },
      )
      .then((answer) => setBrand({ schoolId, brand: answer }))
      .catch(() => {});
    return () => controller.abort();
  }, [schoolId]);

  return brand && brand.schoolId === schoolId ? brand.brand : undefined;
}
