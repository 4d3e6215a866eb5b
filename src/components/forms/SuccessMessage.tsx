import { useEffect, useState } from 'react';
import { readEnquiry, type LastEnquiry } from '../../stores/visitorEnquiry.ts';

/** /success: thanks for the last completed enquiry, naming its category and car (SPEC §2). */
export default function SuccessMessage({ dealerName }: { dealerName: string }) {
  const [enquiry, setEnquiry] = useState<LastEnquiry | null | undefined>(undefined);
  useEffect(() => {
    setEnquiry(readEnquiry(window.localStorage));
  }, []);
  if (enquiry === undefined) return null;
  const what = enquiry?.category === 'Test Drive' ? 'test drive request' : 'enquiry';
  return (
    <div className="form-done" role="status">
      <h2>Thank you, your {what} has been sent</h2>
      <p>
        The team at {dealerName} will contact you shortly
        {enquiry?.car ? (
          <>
            {' '}
            about the <a href={`/cars/${enquiry.car.slug}/`}>{enquiry.car.name}</a>
          </>
        ) : null}
        .
      </p>
      {enquiry && <p className="form-car">Reference: {enquiry.leadId}</p>}
    </div>
  );
}
