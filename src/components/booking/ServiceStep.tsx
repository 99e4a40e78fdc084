import { useFormContext } from 'react-hook-form';
import { useT } from '../modals/ModalDataContext.tsx';
import type { CatalogBusiness } from './booking-client.ts';

/**
 * Step 1: the services of the configured businesses as radio buttons, grouped by business when
 * there are several, each with its duration and description.
 */
export function ServiceStep({
  id,
  businesses,
}: {
  id: string;
  businesses: readonly CatalogBusiness[] | undefined;
}) {
  const t = useT();
  const { register, formState } = useFormContext();
  if (!businesses) {
    return (
      <p className="booking__status" role="status">
        {t('booking.loadingServices')}
      </p>
    );
  }
  const error = formState.errors['service'] ? t('error.invalid-service') : undefined;
  const grouped = businesses.length > 1;
  return (
    <fieldset className="booking__services" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{t('booking.service')}</legend>
      {businesses.map((business) => (
        <div
          key={business.id}
          className="booking__business"
          role={grouped ? 'group' : undefined}
          aria-labelledby={grouped ? `${id}-${business.id}` : undefined}
        >
          {grouped && (
            <p className="booking__business-name" id={`${id}-${business.id}`}>
              {business.displayName}
            </p>
          )}
          {business.services.map((service) => (
            <label key={service.id} className="booking__option">
              <input
                type="radio"
                value={service.id}
                {...register('service')}
                className="booking__option-input"
              />
              <span className="booking__option-text">
                <span className="booking__option-title">
                  {service.displayName}{' '}
                  <span className="booking__option-duration">
                    · {t('booking.duration', { minutes: service.defaultDuration })}
                  </span>
                </span>
                {service.description && (
                  <span className="booking__option-description">{service.description}</span>
                )}
              </span>
            </label>
          ))}
        </div>
      ))}
      {error && (
        <span className="field__error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </fieldset>
  );
}
