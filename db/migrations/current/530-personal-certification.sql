-- personal-certification and its redeem codes: an application paid by a redeem code names the code by a foreign key
-- (codes are never deleted). The code's own `personal_certification_id` (split 520) stays a plain reference: a key
-- there would either block deleting a person whose application used a code, or break the code's rule that a used code
-- names its application.
alter table app_public.personal_certifications drop constraint if exists personal_certifications_redeem_code_id_fkey;
alter table app_public.personal_certifications add constraint personal_certifications_redeem_code_id_fkey
  foreign key (redeem_code_id) references app_public.redeem_codes;
create index if not exists personal_certifications_redeem_code_idx on app_public.personal_certifications (redeem_code_id);

-- The back office filters applications by their payment method.
create index if not exists personal_certifications_payment_method_idx on app_public.personal_certifications (payment_method, created_at desc);
comment on column app_public.personal_certifications.payment_method is E'@behavior +filterBy\nHow it is paid: by the company''s points, a transfer, a redeem code, or not at all.';
