-- A company's name uses the company-name characters (Chinese or Latin letters, digits, and the punctuation of
-- "Co., Ltd.", "A & B" and full-width brackets), whoever writes it: the back office's company form, or the approval
-- of a partner application. A name outside them is refused with its own code (before, only the forms checked it).

create or replace function app_private.tg_companies_name_valid() returns trigger
language plpgsql set search_path to 'pg_catalog' as $$
begin
  if new.name !~ app_hidden.company_name_pattern() then
    perform app_hidden.raise_error('COMPANY_NAME_INVALID');
  end if;
  return new;
end;
$$;

drop trigger if exists _100_name_valid on app_public.companies;
create trigger _100_name_valid before insert or update of name on app_public.companies
  for each row execute function app_private.tg_companies_name_valid();
