-- Deal-registration quotas in the back office: a vendor admin edits a level's default rule, gives a company a custom
-- rule (create, edit, delete), and sets a company's certification level. Every command is for vendor admins only and
-- records who created or last changed the row. The rules themselves are in 211-project-filing-quota.sql.

drop function if exists app_public.create_project_filing_quota_rule(uuid, int, int, date);
drop function if exists app_public.update_project_filing_quota_rule(uuid, int, int, date);
drop function if exists app_public.delete_project_filing_quota_rule(uuid);
drop function if exists app_public.update_certification_level_quota(int, int, int);
drop function if exists app_public.set_company_certification_level(uuid, int);
drop function if exists app_public.companies_effective_certification_level(app_public.companies);
drop function if exists app_public.certification_levels_modifier_name(app_public.certification_levels);
drop function if exists app_public.project_filing_quota_rules_creator_name(app_public.project_filing_quota_rules);
drop function if exists app_public.project_filing_quota_rules_modifier_name(app_public.project_filing_quota_rules);
drop function if exists app_public.project_filing_quota_rules_in_force(app_public.project_filing_quota_rules);
drop function if exists app_public.project_filing_quota_rules_company_name(app_public.project_filing_quota_rules);
drop function if exists app_private.require_quota_admin();
drop function if exists app_private.check_quota_values(int, int);
drop function if exists app_private.person_display_name(uuid);

-- Only vendor admins change quotas and levels; returns who is acting.
create function app_private.require_quota_admin() returns uuid
language plpgsql stable
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_hidden.require_root_user_id();
begin
  if not app_hidden.is_vendor_admin() then
    perform app_hidden.raise_error('NO_PERMISSION');
  end if;
  return v_me;
end;
$$;

-- A quota is a count of 0..1000 filings and a win rate of 0..100 percent, both whole numbers and both required.
create function app_private.check_quota_values(max_count int, win_rate int) returns void
language plpgsql immutable
set search_path = pg_catalog
as $$
begin
  if max_count is null or max_count not between app_hidden.quota_count_min() and app_hidden.quota_count_max() then
    perform app_hidden.raise_error('QUOTA_COUNT_OUT_OF_RANGE',
      jsonb_build_object('min', app_hidden.quota_count_min(), 'max', app_hidden.quota_count_max()));
  end if;
  if win_rate is null or win_rate not between app_hidden.quota_win_rate_min() and app_hidden.quota_win_rate_max() then
    perform app_hidden.raise_error('QUOTA_WIN_RATE_OUT_OF_RANGE',
      jsonb_build_object('min', app_hidden.quota_win_rate_min(), 'max', app_hidden.quota_win_rate_max()));
  end if;
end;
$$;

-- A company's custom rule. A company has at most one rule that is not deleted (an expired one too: edit or delete
-- it first); its last day may be today but not earlier (business time zone).
create function app_public.create_project_filing_quota_rule(company_id uuid, max_project_filing_count int, win_rate int,
  valid_until_date date) returns app_public.project_filing_quota_rules
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_private.require_quota_admin();
  v_row app_public.project_filing_quota_rules;
begin
  if create_project_filing_quota_rule.company_id is null then
    perform app_hidden.raise_error('QUOTA_COMPANY_REQUIRED');
  end if;
  if not exists (select 1 from app_public.companies c where c.id = create_project_filing_quota_rule.company_id) then
    perform app_hidden.raise_error('COMPANY_NOT_FOUND');
  end if;
  perform app_private.check_quota_values(create_project_filing_quota_rule.max_project_filing_count, create_project_filing_quota_rule.win_rate);
  if create_project_filing_quota_rule.valid_until_date is null then
    perform app_hidden.raise_error('QUOTA_VALID_UNTIL_REQUIRED');
  end if;
  if create_project_filing_quota_rule.valid_until_date < (now() at time zone app_hidden.project_filing_time_zone())::date then
    perform app_hidden.raise_error('QUOTA_VALID_UNTIL_PAST');
  end if;
  -- Serialised with the company's filing quota check, so two admins cannot both create the company's rule and a
  -- filing sees either the old rule or the new one.
  perform pg_advisory_xact_lock(hashtextextended('project_filing_quota:' || create_project_filing_quota_rule.company_id, 0));
  if exists (select 1 from app_public.project_filing_quota_rules r
             where r.company_id = create_project_filing_quota_rule.company_id and r.is_active) then
    perform app_hidden.raise_error('QUOTA_CUSTOM_RULE_DUPLICATE');
  end if;
  insert into app_public.project_filing_quota_rules
    (company_id, max_project_filing_count, win_rate, valid_until_date, creator_id, modifier_id)
  values (create_project_filing_quota_rule.company_id, create_project_filing_quota_rule.max_project_filing_count, create_project_filing_quota_rule.win_rate,
          create_project_filing_quota_rule.valid_until_date, v_me, v_me)
  returning * into v_row;
  return v_row;
end;
$$;

-- Edits a rule that is not deleted. A changed last day may not be in the past (an expired rule keeping its date may
-- still be edited); saving the same values is refused as no change.
create function app_public.update_project_filing_quota_rule(rule_id uuid, max_project_filing_count int, win_rate int,
  valid_until_date date) returns app_public.project_filing_quota_rules
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_private.require_quota_admin();
  v_row app_public.project_filing_quota_rules;
begin
  select * into v_row from app_public.project_filing_quota_rules r where r.id = update_project_filing_quota_rule.rule_id;
  if not found then
    perform app_hidden.raise_error('QUOTA_CUSTOM_RULE_NOT_FOUND');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('project_filing_quota:' || v_row.company_id, 0));
  select * into v_row from app_public.project_filing_quota_rules r where r.id = update_project_filing_quota_rule.rule_id for update;
  if not v_row.is_active then
    perform app_hidden.raise_error('QUOTA_CUSTOM_RULE_DELETED');
  end if;
  perform app_private.check_quota_values(update_project_filing_quota_rule.max_project_filing_count, update_project_filing_quota_rule.win_rate);
  if update_project_filing_quota_rule.valid_until_date is null then
    perform app_hidden.raise_error('QUOTA_VALID_UNTIL_REQUIRED');
  end if;
  if update_project_filing_quota_rule.valid_until_date <> v_row.valid_until_date
     and update_project_filing_quota_rule.valid_until_date < (now() at time zone app_hidden.project_filing_time_zone())::date then
    perform app_hidden.raise_error('QUOTA_VALID_UNTIL_PAST');
  end if;
  if v_row.max_project_filing_count = update_project_filing_quota_rule.max_project_filing_count and v_row.win_rate = update_project_filing_quota_rule.win_rate
     and v_row.valid_until_date = update_project_filing_quota_rule.valid_until_date then
    perform app_hidden.raise_error('QUOTA_NO_CHANGE');
  end if;
  update app_public.project_filing_quota_rules r
  set max_project_filing_count = update_project_filing_quota_rule.max_project_filing_count,
      win_rate = update_project_filing_quota_rule.win_rate,
      valid_until_date = update_project_filing_quota_rule.valid_until_date,
      modifier_id = v_me
  where r.id = v_row.id
  returning * into v_row;
  return v_row;
end;
$$;

-- Deletes a rule: it stays as history (is_active false) and the level's default applies again at once. A deleted rule
-- cannot be deleted again.
create function app_public.delete_project_filing_quota_rule(rule_id uuid) returns app_public.project_filing_quota_rules
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_private.require_quota_admin();
  v_row app_public.project_filing_quota_rules;
begin
  select * into v_row from app_public.project_filing_quota_rules r where r.id = delete_project_filing_quota_rule.rule_id;
  if not found then
    perform app_hidden.raise_error('QUOTA_CUSTOM_RULE_NOT_FOUND');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('project_filing_quota:' || v_row.company_id, 0));
  select * into v_row from app_public.project_filing_quota_rules r where r.id = delete_project_filing_quota_rule.rule_id for update;
  if not v_row.is_active then
    perform app_hidden.raise_error('QUOTA_CUSTOM_RULE_DELETED');
  end if;
  update app_public.project_filing_quota_rules r set is_active = false, modifier_id = v_me
  where r.id = v_row.id
  returning * into v_row;
  return v_row;
end;
$$;

-- Edits a level's default rule (the quota of every company at that level without a custom rule in force); saving
-- the same values is refused as no change.
create function app_public.update_certification_level_quota(level_id int, max_project_filing_count int, win_rate int)
returns app_public.certification_levels
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_private.require_quota_admin();
  v_row app_public.certification_levels;
begin
  select * into v_row from app_public.certification_levels l where l.id = update_certification_level_quota.level_id for update;
  if not found then
    perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_FOUND');
  end if;
  perform app_private.check_quota_values(update_certification_level_quota.max_project_filing_count, update_certification_level_quota.win_rate);
  if v_row.max_project_filing_count = update_certification_level_quota.max_project_filing_count and v_row.win_rate = update_certification_level_quota.win_rate then
    perform app_hidden.raise_error('QUOTA_NO_CHANGE');
  end if;
  update app_public.certification_levels l
  set max_project_filing_count = update_certification_level_quota.max_project_filing_count,
      win_rate = update_certification_level_quota.win_rate,
      modifier_id = v_me
  where l.id = v_row.id
  returning * into v_row;
  return v_row;
end;
$$;

-- Sets a company's certification level: a level of the plan of the company's site, or null for none (the company is
-- then at the lowest level of that plan). Company certification will set it on approval.
create function app_public.set_company_certification_level(company_id uuid, level_id int) returns app_public.companies
language plpgsql volatile security definer
set search_path = pg_catalog
as $$
declare
  v_me uuid := app_private.require_quota_admin();
  v_company app_public.companies;
  v_level_site app_public.site;
begin
  select * into v_company from app_public.companies c where c.id = set_company_certification_level.company_id for update;
  if not found then
    perform app_hidden.raise_error('COMPANY_NOT_FOUND');
  end if;
  if set_company_certification_level.level_id is not null then
    select p.site into v_level_site
    from app_public.certification_levels l join app_public.certification_plans p on p.id = l.plan_id
    where l.id = set_company_certification_level.level_id;
    if not found then
      perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_FOUND');
    end if;
    if v_level_site <> v_company.site then
      perform app_hidden.raise_error('CERTIFICATION_LEVEL_NOT_IN_PLAN');
    end if;
  end if;
  if v_company.certification_level_id is distinct from set_company_certification_level.level_id then
    update app_public.companies c set certification_level_id = set_company_certification_level.level_id
    where c.id = v_company.id
    returning * into v_company;
  end if;
  return v_company;
end;
$$;

------------------------------------------------------------------------------------------------------------------------
-- Computed columns of the back office.

-- The level that applies to the company: the one set, else the lowest of its site's plan.
create function app_public.companies_effective_certification_level(c app_public.companies) returns app_public.certification_levels
language sql stable
set search_path = pg_catalog
as $$
  select l.* from app_public.certification_levels l
  where l.id = coalesce(c.certification_level_id,
    (select l2.id from app_public.certification_levels l2 join app_public.certification_plans p on p.id = l2.plan_id
     where p.site = c.site order by l2.rank limit 1))
$$;

-- A person's name as shown in the back office: the name of their own (default) identity, else their user name.
create function app_private.person_display_name(root_user_id uuid) returns text
language sql stable
set search_path = pg_catalog
as $$
  select coalesce(
    (select nullif(u.name, '') from app_public.users u where u.root_user_id = person_display_name.root_user_id and u.company_id is null),
    (select r.username from app_public.root_users r where r.id = person_display_name.root_user_id))
$$;

-- Who last changed a level's default rule (null: nobody since it was seeded).
create function app_public.certification_levels_modifier_name(l app_public.certification_levels) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select case when app_hidden.is_vendor_admin() then app_private.person_display_name(l.modifier_id) end $$;

create function app_public.project_filing_quota_rules_creator_name(r app_public.project_filing_quota_rules) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select case when app_hidden.is_vendor_admin() then app_private.person_display_name(r.creator_id) end $$;

create function app_public.project_filing_quota_rules_modifier_name(r app_public.project_filing_quota_rules) returns text
language sql stable security definer
set search_path = pg_catalog
as $$ select case when app_hidden.is_vendor_admin() then app_private.person_display_name(r.modifier_id) end $$;

-- Whether the rule is the company's quota today: not deleted and its last day not passed (business time zone).
create function app_public.project_filing_quota_rules_in_force(r app_public.project_filing_quota_rules) returns boolean
language sql stable
set search_path = pg_catalog
as $$ select r.is_active and r.valid_until_date >= (now() at time zone app_hidden.project_filing_time_zone())::date $$;

-- The rule's company name, so the back office searches rules by it.
create function app_public.project_filing_quota_rules_company_name(r app_public.project_filing_quota_rules) returns text
language sql stable
set search_path = pg_catalog
as $$ select c.name from app_public.companies c where c.id = r.company_id $$;

grant execute on function
  app_public.project_filing_quota_rules_company_name(app_public.project_filing_quota_rules),
  app_public.create_project_filing_quota_rule(uuid, int, int, date),
  app_public.update_project_filing_quota_rule(uuid, int, int, date),
  app_public.delete_project_filing_quota_rule(uuid),
  app_public.update_certification_level_quota(int, int, int),
  app_public.set_company_certification_level(uuid, int),
  app_public.companies_effective_certification_level(app_public.companies),
  app_public.certification_levels_modifier_name(app_public.certification_levels),
  app_public.project_filing_quota_rules_creator_name(app_public.project_filing_quota_rules),
  app_public.project_filing_quota_rules_modifier_name(app_public.project_filing_quota_rules),
  app_public.project_filing_quota_rules_in_force(app_public.project_filing_quota_rules)
to :DATABASE_VISITOR;
